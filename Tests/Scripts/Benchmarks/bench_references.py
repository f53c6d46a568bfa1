#!/usr/bin/env python3
"""Benchmark the checker on folder layers, against baselines run in the same go.

  syntax: `check` (warm) on an app of one target (the package's largest target's files, copied)
          split into four folder layers by its files' first letters (a made-up split: every file is
          read whole), against `cat` of those files. Goal 1.5x.
  index:  `references --index-store` on a package built with an index store (the one
          `make reference-check` built, else built here), timed alone: goal 1 s per 1,000 files.

Each command runs RUNS times (syntax: interleaved with `cat`); medians are printed. A result
over its goal makes the run exit 1. Skips cleanly where the corpus is absent.

Usage: bench_references.py CHECKER [--runs N] [--corpus DIR] [--work DIR] [--package a/b]
                           [--index-work DIR] [--markdown FILE]
"""
import argparse, json, os, shutil, statistics, subprocess, sys, time

SYNTAX_GOAL, INDEX_GOAL = 1.5, 1.0


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def clone(corpus, name, work):
    directory = os.path.join(work, name.replace("/", "__"))
    if not os.path.isdir(directory):
        subprocess.run(["git", "clone", "-q", os.path.join(corpus, name + ".git"), directory], check=True)
    return directory


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checker")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--corpus", default="/opt/swift-packages")
    parser.add_argument("--work", default="/tmp/dependency-rule-bench")
    parser.add_argument("--index-work", default="/tmp/dependency-rule-references")
    parser.add_argument("--package", default="apple/swift-nio")
    parser.add_argument("--markdown")
    args = parser.parse_args()
    markdown = ["## Folder layers", ""]
    if not os.path.isdir(os.path.join(args.corpus, args.package + ".git")):
        print(f"bench-references: skipped: {args.package} is not in {args.corpus}")
        if args.markdown:
            write(args.markdown, markdown + [f"Skipped: {args.package} is not in {args.corpus}.", ""])
        return 0
    os.makedirs(args.work, exist_ok=True)
    over = []

    # Syntax: an app of one target, the package's largest (its files copied, as an app keeps its
    # layers in one target), split into four folder layers by its files' first letters.
    source = clone(args.corpus, args.package, args.work)
    listing = json.loads(subprocess.run([args.checker, "imports", "--format", "json", "--package-path", source],
                                        stdout=subprocess.PIPE, text=True, check=True).stdout)
    target = max((t for t in listing["targets"] if t["type"] == "regular"), key=lambda t: len(t["files"]))
    directory = os.path.join(args.work, "folder-layers")
    shutil.rmtree(directory, ignore_errors=True)
    folder = os.path.commonpath([f["path"] for f in target["files"]])
    files = []
    for entry in target["files"]:
        path = os.path.join("Sources/App", os.path.relpath(entry["path"], folder))
        os.makedirs(os.path.dirname(os.path.join(directory, path)), exist_ok=True)
        shutil.copyfile(os.path.join(source, entry["path"]), os.path.join(directory, path))
        files.append(path)
    with open(os.path.join(directory, "Package.swift"), "w") as out:
        out.write('// swift-tools-version: 5.9\nimport PackageDescription\n\n'
                  'let package = Package(name: "App", targets: [.target(name: "App")])\n')
    starts = sorted({os.path.relpath(f, "Sources/App")[0] for f in files})
    layers = [starts[i::4] for i in range(4)]
    # The made-up split breaks outward-reference thousands of times: reporting them is not what is
    # measured, resolving the names is.
    config = {"layers": [{"name": f"Layer{i + 1}", "paths": [f"Sources/App/{start}*" for start in layer]}
                         for i, layer in enumerate(layers) if layer],
              "rules": {"outward-reference": "off"}}
    with open(os.path.join(directory, "dependency-rules.json"), "w") as out:
        json.dump(config, out)
    check = [args.checker, "check", "--package-path", directory]
    cat = ["cat"] + [os.path.join(directory, f) for f in files]
    subprocess.run(check, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # the manifest cache
    ours, theirs = [], []
    for _ in range(args.runs):
        ours.append(timed(check))
        theirs.append(timed(cat))
    a, b = statistics.median(ours), statistics.median(theirs)
    ratio = a / b
    if ratio > SYNTAX_GOAL:
        over.append("syntax")
    print(f"bench-references: {args.package} {target['name']} as one app ({len(files)} files) in four layers: check "
          f"{a * 1000:.1f} ms vs cat {b * 1000:.1f} ms, ratio {ratio:.2f}{' OVER THE GOAL' if ratio > SYNTAX_GOAL else ''}")
    markdown += [f"`check` (warm) on an app of one target, **{args.package}**'s {target['name']} ({len(files)} Swift "
                 f"files) copied, split into four folder layers (`outward-reference` off: the made-up split breaks it thousands "
                 f"of times), against `cat` of those files (goal {SYNTAX_GOAL}×). Then `references --index-store` timed alone (goal {INDEX_GOAL} s "
                 f"per 1,000 files). Medians of {args.runs} runs.", "",
                 "| Run | Checker | Baseline | Ratio | Goal |", "|---|---|---|---|---|",
                 f"| check, folder layers, vs cat | {a * 1000:.1f} ms | {b * 1000:.1f} ms | "
                 f"{ratio:.2f}×{' (over)' if ratio > SYNTAX_GOAL else ''} | {SYNTAX_GOAL}× |"]

    # Index: the store of a debug build of the same package.
    built = os.path.join(args.index_work, args.package.replace("/", "__"))
    if not os.path.isdir(os.path.join(built, ".build")):
        os.makedirs(args.index_work, exist_ok=True)
        built = clone(args.corpus, args.package, args.index_work)
        subprocess.run(["swift", "build", "--build-tests", "-Xswiftc", "-Xfrontend", "-Xswiftc",
                        "-index-ignore-stdlib"], cwd=built, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=built, stdout=subprocess.PIPE,
                              text=True).stdout.strip()
    store = os.path.join(bin_path, "index", "store")
    references = [args.checker, "references", "--package-path", built, "--index-store", store, "--format", "json"]
    result = subprocess.run(references, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        print(f"bench-references: index: cannot run: {result.stderr.strip()}")
        over.append("index (could not run)")
        markdown += [f"| references --index-store | could not run: {result.stderr.strip()} | | | |"]
    else:
        imports = json.loads(subprocess.run([args.checker, "imports", "--format", "json", "--package-path", built],
                                            stdout=subprocess.PIPE, text=True).stdout)
        count = sum(len(t["files"]) for t in imports["targets"] if t["type"] not in ("test", "plugin"))
        seconds = statistics.median(timed(references) for _ in range(args.runs))
        per_thousand = seconds * 1000 / count
        if per_thousand > INDEX_GOAL:
            over.append("index")
        print(f"bench-references: references --index-store, {count} files: {seconds * 1000:.1f} ms "
              f"({per_thousand:.2f} s per 1,000 files){' OVER THE GOAL' if per_thousand > INDEX_GOAL else ''}")
        markdown += [f"| references --index-store, {count} files | {seconds * 1000:.1f} ms | | "
                     f"{per_thousand:.2f} s per 1,000 files{' (over)' if per_thousand > INDEX_GOAL else ''} | "
                     f"{INDEX_GOAL} s |"]
    markdown.append("")
    if args.markdown:
        if over:
            markdown += [f"Over the goal: {', '.join(over)}.", ""]
        write(args.markdown, markdown)
    return 1 if over else 0


def write(path, lines):
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
