#!/usr/bin/env python3
"""Benchmark `dependency-rule check` against baselines run in the same go.

For each package (default: swift-nio and swift-syntax from /opt/swift-packages, cloned to /tmp):
  warm:  `check` with the manifest cached, against `cat` of the same Swift files, once per
         report format (text, json, sarif, github, junit, markdown) and for `graph`;
  cold:  `check` with its manifest cache removed, against `swift package dump-package` alone.
Each command runs RUNS times, interleaved with its baseline; the medians and their ratio are
printed. Goals: warm within 1.5x of cat, cold within 1.2x of dump-package; a ratio over its goal
is marked and makes the run exit 1. Skips cleanly where the corpus is absent.

With --markdown FILE, the results are also written to FILE as a Markdown section, for
Docs/Benchmarks.md (`make bench` puts it there).

Usage: bench.py CHECKER [--runs N] [--corpus DIR] [--work DIR] [--packages a/b,c/d] [--markdown FILE]
"""
import argparse, json, os, shutil, statistics, subprocess, sys, time


def timed(command, cwd=None):
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


WARM_GOAL, COLD_GOAL = 1.5, 1.2


def compare(label, command, baseline, runs, goal, over_goal, prepare=None, rows=None):
    """The medians of `command` and `baseline`, interleaved, as a line; `label` joins `over_goal`
    when their ratio is over `goal`; `rows` gets (label, ms, baseline ms, ratio, goal)."""
    ours, theirs = [], []
    for _ in range(runs):
        if prepare: prepare()
        ours.append(timed(command))
        if prepare: prepare()
        theirs.append(timed(baseline))
    a, b = statistics.median(ours), statistics.median(theirs)
    line = f"{label}: {a * 1000:8.1f} ms vs {b * 1000:8.1f} ms  ratio {a / b:5.2f}"
    if rows is not None:
        rows.append((" ".join(label.split()), a * 1000, b * 1000, a / b, goal))
    if a / b > goal:
        over_goal.append(label.strip())
        line += f"  OVER THE {goal}x GOAL"
    return line


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checker")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--corpus", default="/opt/swift-packages")
    parser.add_argument("--work", default="/tmp/dependency-rule-bench")
    parser.add_argument("--packages", default="apple/swift-nio,swiftlang/swift-syntax")
    parser.add_argument("--markdown")
    args = parser.parse_args()
    markdown = ["## The checker", "",
                f"`dependency-rule check` against baselines run in the same go: warm against `cat` of the same "
                f"Swift files (goal {WARM_GOAL}×), cold (manifest cache removed) against `swift package dump-package` "
                f"(goal {COLD_GOAL}×). Medians of {args.runs} interleaved runs.", ""]
    if not os.path.isdir(args.corpus):
        print(f"bench: skipped: {args.corpus} is absent")
        if args.markdown:
            write(args.markdown, markdown + [f"Skipped: {args.corpus} is absent.", ""])
        return 0
    os.makedirs(args.work, exist_ok=True)
    over_goal = []
    for name in args.packages.split(","):
        repo = os.path.join(args.corpus, name + ".git")
        if not os.path.isdir(repo):
            print(f"bench: {name}: skipped, not in the corpus")
            continue
        directory = os.path.join(args.work, name.replace("/", "__"))
        if not os.path.isdir(directory):
            subprocess.run(["git", "clone", "-q", repo, directory], check=True)
        listing = subprocess.run([args.checker, "imports", "--format", "json", "--package-path", directory],
                                 stdout=subprocess.PIPE, text=True, check=True)
        files = [os.path.join(directory, f["path"]) for t in json.loads(listing.stdout)["targets"] for f in t["files"]]
        size = sum(os.path.getsize(f) for f in files)
        cache = os.path.join(directory, ".build", "dependency-rule")
        check = [args.checker, "check", "--package-path", directory]
        print(f"bench: {name}: {len(files)} Swift files, {size / 1e6:.1f} MB")
        rows = []
        for format in ["text", "json", "sarif", "github", "junit", "markdown"]:
            label = f"warm check --format {format:<8} vs cat"
            print("  " + compare(f"{label:<38}", check + ["--format", format], ["cat"] + files, args.runs,
                                 WARM_GOAL, over_goal, rows=rows))
        print("  " + compare(f"{'warm graph vs cat':<38}", [args.checker, "graph", "--package-path", directory],
                             ["cat"] + files, args.runs, WARM_GOAL, over_goal, rows=rows))
        print("  " + compare(f"{'cold check vs dump-package':<38}", check,
                             ["swift", "package", "dump-package", "--package-path", directory], args.runs,
                             COLD_GOAL, over_goal, prepare=lambda: shutil.rmtree(cache, ignore_errors=True), rows=rows))
        markdown += [f"**{name}**: {len(files)} Swift files, {size / 1e6:.1f} MB.", "",
                     "| Run | Checker | Baseline | Ratio | Goal |", "|---|---|---|---|---|"]
        markdown += [f"| {label} | {ours:.1f} ms | {theirs:.1f} ms | {ratio:.2f}×{' (over)' if ratio > goal else ''} | {goal}× |"
                     for label, ours, theirs, ratio, goal in rows]
        markdown.append("")
    if args.markdown:
        if over_goal:
            markdown += [f"Over the goal: {', '.join(' '.join(label.split()) for label in over_goal)}.", ""]
        write(args.markdown, markdown)
    if over_goal:
        print(f"bench: over the goal: {', '.join(over_goal)}")
        return 1
    return 0


def write(path, lines):
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
