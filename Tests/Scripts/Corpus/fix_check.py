#!/usr/bin/env python3
"""`dependency-rule fix` on every package of the corpus whose check reports implicit imports.

For every package cloned from CORPUS (default /opt/swift-packages, the clones corpus_check.py
makes), in a copy of its own: `check --format json`; when it reports `implicit-import`, run `fix`
(exit 0 or 1, never 2), then `swift package dump-package` must load the edited manifest, and
`check` again must report no `implicit-import` and no finding at a dependency fix declared.
Prints a table (implicit imports before, dependencies declared, findings not fixed, implicit
imports after) and exits 1 when any of that fails; 0 otherwise, or when the corpus is absent.

Usage: fix_check.py CHECKER [--corpus DIR] [--work DIR] [--only SUBSTRING]
"""
import argparse, collections, json, os, re, shutil, subprocess, sys, tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the kit, whose files the template reads
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_check  # noqa: E402  (the clones are shared)


def findings(checker, directory):
    run = subprocess.run([checker, "check", "--package-path", directory, "--format", "json"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if run.returncode not in (0, 1):
        raise RuntimeError(f"check exited {run.returncode}: {run.stderr.strip()}")
    # Every finding, the notes of another (one mistake, one error) included.
    diagnostics = json.loads(run.stdout)["diagnostics"]
    return diagnostics + [note for d in diagnostics for note in d.get("notes", [])]


def main():
    args, repos = corpus_check.command_line("fix-check")
    if args is None:
        return 0

    rows, failures = [], []
    for repo in repos:
        name, clone = corpus_check.clone(repo, args.work)
        try:
            before = findings(args.checker, clone)
        except RuntimeError as error:
            failures.append(f"{name}: {error}")
            continue
        implicit = [d for d in before if d["rule"] == "implicit-import"]
        if not implicit:
            continue
        with tempfile.TemporaryDirectory() as scratch:
            copy = os.path.join(scratch, "package")
            shutil.copytree(clone, copy, symlinks=True, ignore=shutil.ignore_patterns(".build", ".git"))
            fix = subprocess.run([args.checker, "fix", "--package-path", copy],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            if fix.returncode not in (0, 1):
                failures.append(f"{name}: fix exited {fix.returncode}: {fix.stderr.strip()}")
                continue
            dump = subprocess.run(["swift", "package", "--package-path", copy, "dump-package"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if dump.returncode != 0:
                failures.append(f"{name}: dump-package refuses the fixed manifest: {dump.stderr.strip()}")
                continue
            after = findings(args.checker, copy)
            declared = re.findall(r"note: declared '([^']+)' in the dependencies of '([^']+)'", fix.stdout)
            not_fixed = [line for line in fix.stdout.splitlines() if "] not fixed:" in line]
            left = [d for d in after if d["rule"] == "implicit-import"]
            pairs = {(target, dependency) for dependency, target in declared}
            at_declarations = [d for d in after if d["file"] == "Package.swift"
                               and (d.get("target"), d.get("module")) in pairs]
            reasons = collections.Counter(re.sub(r"'[^']*'", "'…'", line.split("not fixed: ", 1)[1].split(": ", 1)[1])
                                          for line in not_fixed if "implicit-import" in line)
            rows.append((name, len(implicit), len(declared), len(not_fixed), len(left)))
            if at_declarations:
                failures.append(f"{name}: check reports what fix declared: {at_declarations[0]['message']}")
            unexplained = len(left) - sum(1 for line in not_fixed if "[implicit-import]" in line)
            if unexplained > 0:
                failures.append(f"{name}: {unexplained} implicit imports left that fix did not list as not fixed")
            for reason, count in reasons.items():
                print(f"fix-check: {name}: {count} not fixed: {reason}")

    print(f"fix-check: {len(rows)} packages with implicit imports")
    print("| package | implicit before | declared | not fixed | implicit after |")
    print("|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(str(column) for column in row) + " |")
    print("| **total** | " + " | ".join(str(sum(row[i] for row in rows)) for i in range(1, 5)) + " |")
    for line in failures:
        print(f"FAILED {line}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
