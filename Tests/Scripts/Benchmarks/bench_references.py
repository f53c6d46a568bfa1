#!/usr/bin/env python3
"""Benchmark the checker on folder layers, against baselines run in the same go.

  syntax: `check` (warm: manifest and references cached) on an app of one target (every library
          target's files copied into one, each a folder) split into four folder layers, against
          `cat` of those files. Goal 1.5x. The same files as one layer, and the references cache
          removed before each run, are measured for comparison.
  index:  `references --index-store` on a package built with an index store (the one
          `make reference-check` built, else built here), timed alone: goal 1 s per 1,000 files.

Each command runs RUNS times (syntax: interleaved with `cat`); medians are printed. A result
over its goal makes the run exit 1. Skips cleanly where the corpus is absent.

Usage: bench_references.py CHECKER [--runs N] [--corpus DIR] [--work DIR] [--package a/b]
                           [--index-work DIR] [--markdown FILE]
"""
import argparse, json, os, shutil, statistics, subprocess, sys, time

sys.dont_write_bytecode = True  # no __pycache__ in the kit, whose files the template reads
from bench import timed, write  # noqa: E402  (the checker's bench, beside this script)

SYNTAX_GOAL, INDEX_GOAL = 1.5, 1.0


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

    # Syntax: an app of one target holding every library target's files (as an app keeps its
    # layers in one target), each former target a folder, the folders dealt into four layers.
    source = clone(args.corpus, args.package, args.work)
    listing = json.loads(subprocess.run([args.checker, "imports", "--format", "json", "--package-path", source],
                                        stdout=subprocess.PIPE, text=True, check=True).stdout)
    targets = sorted((t for t in listing["targets"] if t["type"] == "regular" and t["files"]), key=lambda t: t["name"])
    directory = os.path.join(args.work, "folder-layers")
    shutil.rmtree(directory, ignore_errors=True)
    files = []
    for target in targets:
        folder = os.path.commonpath([os.path.dirname(f["path"]) for f in target["files"]])
        for entry in target["files"]:
            path = os.path.join("Sources/App", target["name"], os.path.relpath(entry["path"], folder))
            os.makedirs(os.path.dirname(os.path.join(directory, path)), exist_ok=True)
            shutil.copyfile(os.path.join(source, entry["path"]), os.path.join(directory, path))
            # Files as a working tree holds them, edited earlier: the checker keeps no references
            # of a file modified in the last two seconds (a second edit in the same clock tick
            # would not show in its stamp).
            os.utime(os.path.join(directory, path), (time.time() - 3600, time.time() - 3600))
            files.append(path)
    with open(os.path.join(directory, "Package.swift"), "w") as out:
        out.write('// swift-tools-version: 5.9\nimport PackageDescription\n\n'
                  'let package = Package(name: "App", targets: [.target(name: "App")])\n')
    layers = [[t["name"] for t in targets[i::4]] for i in range(4)]
    size = sum(os.path.getsize(os.path.join(directory, f)) for f in files)
    # The made-up split breaks outward-reference thousands of times: reporting them is not what is
    # measured, resolving the names is.
    folders = {"layers": [{"name": f"Layer{i + 1}", "paths": [f"Sources/App/{name}" for name in layer]}
                          for i, layer in enumerate(layers) if layer],
               "rules": {"outward-reference": "off"}}
    plain = {"layers": [{"name": "App", "targets": ["App"]}]}
    check = [args.checker, "check", "--package-path", directory]
    cat = ["cat"] + [os.path.join(directory, f) for f in files]
    cache = os.path.join(directory, ".build", "dependency-rule")

    def configure(config):
        with open(os.path.join(directory, "dependency-rules.json"), "w") as out:
            json.dump(config, out)

    def forget_references():
        for name in os.listdir(cache) if os.path.isdir(cache) else []:
            if name.startswith("references-"):
                os.remove(os.path.join(cache, name))

    rows = []

    def measure(label, config, before=None, goal=None):
        configure(config)
        subprocess.run(check, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # the caches
        ours, theirs = [], []
        for _ in range(args.runs):
            if before:
                before()
            ours.append(timed(check))
            theirs.append(timed(cat))
        a, b = statistics.median(ours), statistics.median(theirs)
        ratio = a / b
        missed = goal is not None and ratio > goal
        if missed:
            over.append(label)
        print(f"bench-references: {label}: {a * 1000:.1f} ms vs cat {b * 1000:.1f} ms, ratio {ratio:.2f}"
              f"{' OVER THE GOAL' if missed else ''}")
        rows.append(f"| {label} vs cat | {a * 1000:.1f} ms | {b * 1000:.1f} ms | {ratio:.2f}×{' (over)' if missed else ''} | "
                    f"{f'{goal}×' if goal else '—'} |")

    measure("warm check, folder layers", folders, goal=SYNTAX_GOAL)
    measure("warm check, the same files as one layer", plain)
    measure("check, folder layers, references cache removed", folders, before=forget_references)
    markdown += [f"An app of one target: every library target of **{args.package}** ({len(files)} Swift files, "
                 f"{size / 1e6:.1f} MB) copied into one, each a folder, the folders dealt into four folder layers "
                 f"(`outward-reference` off: the made-up split breaks it thousands of times). `check` warm (the manifest "
                 f"and the references cached, the files last modified an hour ago) against `cat` of those files (goal "
                 f"{SYNTAX_GOAL}×); the same files as one layer of targets, and the references cache removed before each "
                 f"run, for comparison. Then `references --index-store` timed alone (goal {INDEX_GOAL} s per 1,000 files). "
                 f"Medians of {args.runs} runs.", "",
                 "| Run | Checker | Baseline | Ratio | Goal |", "|---|---|---|---|---|"] + rows

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



if __name__ == "__main__":
    sys.exit(main())
