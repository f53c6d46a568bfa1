#!/usr/bin/env python3
"""`dependency-rule init` then `check` on every multi-target package of the corpus.

For every package cloned from CORPUS (default /opt/swift-packages, the same clones as
corpus_check.py) with at least two non-test targets: run `init --output TEMP --force` and
`check --config TEMP --format json`. init must succeed and never write a configuration that check
rejects (check exits 0 or 1, never 2). Prints a table of the findings per rule per package, and
exits 1 when init failed or check refused its file; 0 otherwise, or when the corpus is absent.

Usage: adoption_check.py CHECKER [--corpus DIR] [--work DIR] [--only SUBSTRING]
"""
import argparse, collections, json, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_check  # noqa: E402  (the clones are shared)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checker")
    parser.add_argument("--corpus", default="/opt/swift-packages")
    parser.add_argument("--work", default="/tmp/dependency-rule-corpus")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        print(f"adoption-check: skipped: {args.corpus} is absent")
        return 0
    corpus_check.CORPUS = args.corpus
    repos = sorted(os.path.join(root, d) for root, dirs, _ in os.walk(args.corpus) for d in dirs if d.endswith(".git"))
    repos = [r for r in repos if args.only in r]
    os.makedirs(args.work, exist_ok=True)

    rows, failures, skipped = [], [], []
    rules = collections.Counter()
    for repo in repos:
        name, directory = corpus_check.clone(repo, args.work)
        listing = subprocess.run([args.checker, "imports", "--format", "json", "--package-path", directory],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if listing.returncode != 0:
            skipped.append(f"{name}: the manifest cannot be read")
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
            counts = collections.Counter(d["rule"] for d in json.loads(check.stdout)["diagnostics"])
            rules.update(counts)
            layers = init.stdout.split(": ", 2)[2].split(";")[0] if init.stdout.count(": ") >= 2 else "?"
            rows.append((name, len(targets), layers, counts))

    columns = sorted(rules)
    print(f"adoption-check: {len(rows)} packages with two or more targets; init and check succeeded on all but "
          f"{len(failures)} ({len(skipped)} skipped)")
    header = ["package", "targets"] + columns
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for name, count, _, counts in rows:
        print("| " + " | ".join([name, str(count)] + [str(counts.get(c, 0)) for c in columns]) + " |")
    print("| **total** | " + str(sum(r[1] for r in rows)) + " | " + " | ".join(str(rules[c]) for c in columns) + " |")
    for line in skipped:
        print(f"skipped {line}")
    for line in failures:
        print(f"FAILED {line}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
