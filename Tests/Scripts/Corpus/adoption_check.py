#!/usr/bin/env python3
"""`dependency-rule init` then `check` on every multi-target package of the corpus.

For every package cloned from CORPUS (default /opt/swift-packages, the same clones as
corpus_check.py) with at least two non-test targets: run `init --output TEMP --force` and
`check --config TEMP --format json`. init must succeed and never write a configuration that check
rejects (check exits 0 or 1, never 2), nor one on which check right after it finds what init
avoids by construction (an outward dependency on a declaration of an acyclic graph, an outward or
independent reference), and must place at least one target in a layer. Prints a
table of the layers and the findings per rule per package, and exits 1 when the checker could not
read a package, init failed or layered nothing, or check refused its file; 0 otherwise, or when
the corpus is absent.

Usage: adoption_check.py CHECKER [--corpus DIR] [--work DIR] [--only SUBSTRING]
"""
import argparse, collections, json, os, re, subprocess, sys, tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the kit, whose files the template reads
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_check  # noqa: E402  (the clones are shared)


def main():
    args, repos = corpus_check.command_line("adoption-check")
    if args is None:
        return 0

    rows, failures = [], []
    rules = collections.Counter()
    for repo in repos:
        name, directory = corpus_check.clone(repo, args.work)
        listing = subprocess.run([args.checker, "imports", "--format", "json", "--package-path", directory],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if listing.returncode != 0:
            failures.append(f"{name}: the checker cannot read the package: {listing.stderr.strip()}")
            continue
        targets = [t for t in json.loads(listing.stdout)["targets"] if t["type"] != "test"]
        if len(targets) < 2:
            continue
        with tempfile.TemporaryDirectory() as scratch:
            config = os.path.join(scratch, "dependency-rules.json")
            init = subprocess.run([args.checker, "init", "--package-path", directory, "--output", config, "--force"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            if init.returncode != 0:
                failures.append(f"{name}: init exited {init.returncode}: {init.stderr.strip()}")
                continue
            check = subprocess.run([args.checker, "check", "--package-path", directory, "--config", config,
                                    "--format", "json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            if check.returncode not in (0, 1):
                failures.append(f"{name}: check refused init's configuration (exit {check.returncode}): "
                                f"{check.stderr.strip()}")
                continue
            # The file is JSON with comments on lines of their own and trailing commas; a package of
            # two or more targets always has something to layer, so layering nothing is a failure.
            with open(config) as handle:
                text = "".join(line for line in handle if not line.lstrip().startswith("//"))
            written = json.loads(re.sub(r",(\s*[\]}])", r"\1", text))
            places = [p for layer in written["layers"] for p in [layer] + layer.get("parts", [])]
            layered = sum(len(p.get("targets", [])) + len(p.get("paths", [])) for p in places)
            if layered == 0:
                failures.append(f"{name}: init layered no target: {init.stdout.strip()}")
                continue
            diagnostics = json.loads(check.stdout)["diagnostics"]
            # What init itself avoids: no target outward of one that declares it (unless the
            # declarations make a cycle), no folder outward of one that names it, no part naming another.
            cyclic = any(n["rule"] == "dependency-cycle" for d in diagnostics for n in [d] + d.get("notes", []))
            avoidable = [d for d in diagnostics if d["rule"] in ("outward-reference", "independent-reference")
                         or (d["rule"] == "outward-dependency" and not cyclic
                             and d["file"].endswith(("Package.swift", "project.pbxproj")))]
            if avoidable:
                failures.append(f"{name}: right after init, check finds " + ", ".join(
                    f"{d['rule']} {d['file']}:{d.get('line', '')}" for d in avoidable))
                continue
            counts = collections.Counter(d["rule"] for d in diagnostics)
            rules.update(counts)
            method = init.stdout.splitlines()[0].rsplit("layers by ", 1)[-1].strip().rstrip(".")
            layers = f"{len(written['layers'])} by {method}"
            rows.append((name, len(targets), layers, counts))

    columns = sorted(rules)
    print(f"adoption-check: {len(rows)} packages with two or more targets; init and check succeeded on all but "
          f"{len(failures)}")
    header = ["package", "targets", "layers"] + columns
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for name, count, layers, counts in rows:
        print("| " + " | ".join([name, str(count), layers] + [str(counts.get(c, 0)) for c in columns]) + " |")
    print("| **total** | " + str(sum(r[1] for r in rows)) + " | | " + " | ".join(str(rules[c]) for c in columns) + " |")
    for line in failures:
        print(f"FAILED {line}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
