#!/usr/bin/env python3
"""Compare the syntax resolver of `dependency-rule references` with the compiler's index store.

For every package cloned from CORPUS (default /opt/swift-packages, bare git repositories
OWNER/NAME.git) that declares no package dependency: build it with SwiftPM (debug, tests too),
which writes an index store, then list its references twice: by syntax (the default) and with
`--index-store` (the compiler's answer). Compare their file-to-file edges: file A names a
top-level declaration of file B of the same module. Reports, per package and in all, recall
(index edges syntax finds) and precision (syntax edges the index has), then every miss by kind:

  missed (the index has the edge, syntax not):
    inferred       the declaration's name is nowhere in the file's text: a type only inferred
    operator       the name is an operator (overloads are the type checker's)
    other          the name is written in the file, and syntax resolved it elsewhere or not at all
  false (syntax has the edge, the index not):
    #if            every reference making it, or the declaration it names, is under an #if:
                   syntax reads every branch by design, the index the branch the build took
    other          a name syntax resolved that the compiler resolved elsewhere

A package that does not build on this machine is listed as skipped with why; one the checker
cannot read is a failure. Exits 1 when recall or precision is under the goal (--goal, 98%) or a
package failed, 0 otherwise or when the corpus is absent (it skips cleanly).

Usage: reference_check.py CHECKER [--corpus DIR] [--work DIR] [--only SUBSTRING] [--jobs N]
                          [--build-timeout SECONDS] [--goal PERCENT] [--examples N]
"""
import argparse, collections, json, os, re, subprocess, sys


def clone(corpus, repo, work):
    name = os.path.relpath(repo, corpus)[:-len(".git")].replace("/", "__")
    target = os.path.join(work, name)
    if not os.path.isdir(target):
        subprocess.run(["git", "clone", "-q", repo, target], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return name, target


def run(arguments, cwd=None, timeout=None):
    try:
        return subprocess.run(arguments, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None


def last_line(result):
    text = (result.stderr or result.stdout or "").strip()
    return text.splitlines()[-1] if text else f"exit {result.returncode}"


def build(directory, timeout):
    """Builds the package and its tests (debug); returns the index store's folder, or None and why."""
    dump = run(["swift", "package", "dump-package"], cwd=directory, timeout=300)
    if dump is None or dump.returncode != 0:
        return None, "SwiftPM cannot read the manifest"
    if json.loads(dump.stdout).get("dependencies"):
        return None, "has package dependencies"
    result = run(["swift", "build", "--build-tests", "-Xswiftc", "-Xfrontend", "-Xswiftc", "-index-ignore-stdlib"],
                 cwd=directory, timeout=timeout)
    if result is None:
        return None, f"the build took longer than {timeout} s"
    if result.returncode != 0:
        return None, "does not build here: " + last_line(result)
    bin_path = run(["swift", "build", "--show-bin-path"], cwd=directory).stdout.strip()
    store = os.path.join(bin_path, "index", "store")
    return (store, None) if os.path.isdir(store) else (None, f"no index store at {store}")


def references(checker, directory, targets, store=None):
    arguments = [checker, "references", "--package-path", directory, "--format", "json"]
    for target in targets:
        arguments += ["--target", target]
    if store:
        arguments += ["--index-store", store]
    result = run(arguments)
    if result.returncode != 0:
        return None, last_line(result)
    return json.loads(result.stdout)["references"], None


def edges(listing):
    """(file, declaration file) → the references making the edge: top-level declarations of the
    same target only."""
    found = collections.defaultdict(list)
    for reference in listing:
        declaration = reference["declaration"]
        if declaration["target"] == reference["target"] and declaration.get("topLevel", True):
            found[(reference["file"], declaration["file"])].append(reference)
    return found


OPERATOR = re.compile(r"^[^A-Za-z_(]")


def base_name(name):
    return name.split("(")[0]


def words_of(path, cache):
    if path not in cache:
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                cache[path] = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", handle.read()))
        except OSError:
            cache[path] = set()
    return cache[path]


def under_if(path, line, cache):
    """Whether `line` of the file is inside an #if block (by counting directives above it)."""
    key = ("lines", path)
    if key not in cache:
        with open(path, encoding="utf-8", errors="replace") as handle:
            cache[key] = handle.read().splitlines()
    depth = 0
    for text in cache[key][:line - 1]:
        stripped = text.strip()
        if stripped.startswith("#if"):
            depth += 1
        elif stripped.startswith("#endif"):
            depth = max(0, depth - 1)
    return depth > 0


def miss_kind(directory, references, cache):
    name = base_name(references[0]["declaration"]["name"])
    if OPERATOR.match(name):
        return "operator"
    if name not in words_of(os.path.join(directory, references[0]["file"]), cache):
        return "inferred"
    return "other"


def false_kind(directory, references, cache):
    """`#if` when every reference making the edge, or the declaration it names, is under an #if
    (the index reads the branch the build took; syntax reads every branch, by design)."""
    def located(reference):
        declaration = reference["declaration"]
        return (under_if(os.path.join(directory, reference["file"]), reference["line"], cache)
                or under_if(os.path.join(directory, declaration["file"]), declaration["line"], cache))
    if all(located(r) for r in references):
        return "#if (both branches read)"
    return "other"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checker")
    parser.add_argument("--corpus", default="/opt/swift-packages")
    parser.add_argument("--work", default="/tmp/dependency-rule-references")
    parser.add_argument("--only", default="")
    parser.add_argument("--build-timeout", type=int, default=900)
    parser.add_argument("--goal", type=float, default=98.0)
    parser.add_argument("--examples", type=int, default=5)
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        print(f"reference-check: skipped: {args.corpus} is absent")
        return 0
    repos = sorted(os.path.join(root, d) for root, dirs, _ in os.walk(args.corpus) for d in dirs
                   if d.endswith(".git"))
    repos = [r for r in repos if args.only in r]
    os.makedirs(args.work, exist_ok=True)

    totals = collections.Counter()
    kinds = collections.defaultdict(list)
    skipped, failed, rows = [], [], []
    cache = {}
    for repo in repos:
        name, directory = clone(args.corpus, repo, args.work)
        store, why = build(directory, args.build_timeout)
        if store is None:
            skipped.append(f"{name}: {why}")
            continue
        # Every target the build compiled: the listing's targets, test targets included.
        listing = run([args.checker, "imports", "--package-path", directory, "--format", "json"])
        if listing.returncode != 0:
            failed.append(f"{name}: imports: {last_line(listing)}")
            continue
        targets = [t["name"] for t in json.loads(listing.stdout)["targets"] if t["type"] != "plugin"]
        syntax, error = references(args.checker, directory, targets)
        index, index_error = references(args.checker, directory, targets, store)
        if syntax is None or index is None:
            failed.append(f"{name}: references: {error or index_error}")
            continue
        syntax_edges, index_edges = edges(syntax), edges(index)
        common = set(syntax_edges) & set(index_edges)
        missed = set(index_edges) - common
        false = set(syntax_edges) - common
        counts = collections.Counter(index=len(index_edges), syntax=len(syntax_edges), common=len(common))
        totals.update(counts)
        totals["packages"] += 1
        totals["files"] += len({r["file"] for r in index} | {r["file"] for r in syntax})
        rows.append((name, counts))
        for edge in sorted(missed):
            kind = miss_kind(directory, index_edges[edge], cache)
            first = index_edges[edge][0]
            kinds["missed " + kind].append(
                f"{name}/{first['file']}:{first['line']}:{first['column']} {first['declaration']['name']} "
                f"-> {edge[1]}")
        for edge in sorted(false):
            kind = false_kind(directory, syntax_edges[edge], cache)
            first = syntax_edges[edge][0]
            kinds["false " + kind].append(
                f"{name}/{first['file']}:{first['line']}:{first['column']} {first['name']} -> {edge[1]}")

    def percent(part, whole):
        return 100.0 * part / whole if whole else 100.0

    recall = percent(totals["common"], totals["index"])
    precision = percent(totals["common"], totals["syntax"])
    print(f"reference-check: {totals['packages']} packages, {totals['files']} files "
          f"({len(skipped)} skipped, {len(failed)} failed)")
    print(f"reference-check: recall: {totals['common']} of {totals['index']} index edges ({recall:.2f}%)")
    print(f"reference-check: precision: {totals['common']} of {totals['syntax']} syntax edges ({precision:.2f}%)")
    # Edges under #if are syntax's by design (both branches count): precision without them too.
    branches = len(kinds.get("false #if (both branches read)", []))
    outside = percent(totals["common"], totals["syntax"] - branches)
    print(f"reference-check: precision outside #if: {totals['common']} of {totals['syntax'] - branches} syntax edges "
          f"({outside:.2f}%)")
    for name, counts in rows:
        print(f"  {name}: recall {percent(counts['common'], counts['index']):.2f}% "
              f"({counts['common']}/{counts['index']}), precision "
              f"{percent(counts['common'], counts['syntax']):.2f}% ({counts['common']}/{counts['syntax']})")
    for kind in sorted(kinds):
        print(f"reference-check: {kind}: {len(kinds[kind])}")
        for example in kinds[kind][:args.examples]:
            print(f"    {example}")
    for line in skipped:
        print(f"skipped {line}")
    for line in failed:
        print(f"FAILED {line}")
    return 1 if failed or recall < args.goal or outside < args.goal else 0


if __name__ == "__main__":
    sys.exit(main())
