#!/usr/bin/env python3
"""Compare `dependency-rule imports` with the compiler on real packages.

For every Swift file of every target of every package cloned from CORPUS (default
/opt/swift-packages, bare git repositories OWNER/NAME.git), run
`swiftc -frontend -emit-imported-modules FILE -o OUT` (which evaluates #if for this platform) and
check, both ways:
  found:  every module the compiler reports is an import the checker found, and the source at
          the checker's line and column starts with the import declaration;
  exact:  every import the checker reports without an #if condition is one the compiler reports.
And for every target it compares the checker's list of Swift files with SwiftPM's own
(`swift package describe --type json`), then does the same on a lone-target layout made from
each package: its largest regular or executable target's folder copied to `Sources/` itself and
its first test target's to `Tests/` itself (targets with C-family files left out: SwiftPM refuses
them mixed), under a tools-5.9 (or later) stand-in manifest
without `path:`, which SwiftPM reads as the package's only target of each kind. `describe` needs the package's dependencies resolved,
which is not possible offline, so the truth is taken from a stand-in manifest written into the
clone for the moment: the same targets (from `dump-package`: names, kinds, paths, `sources`,
`exclude`, `resources`) and the same tools version, with no dependencies, which the rules that
choose a target's files never read. The stand-in is written in the API of that tools version
(no `.executableTarget` before 5.4, no space after `swift-tools-version:`). The clone's manifests
are restored afterwards.

Prints the counts and every mismatch; exits 1 when anything differs or a package could not be
compared (the checker or SwiftPM could not read it), 0 when all agree or when the corpus is
absent (it skips cleanly).

Usage: corpus_check.py CHECKER [--corpus DIR] [--work DIR] [--only SUBSTRING] [--jobs N]
"""
import argparse, concurrent.futures, json, os, shutil, subprocess, sys, tempfile


def clone(repo, work):
    name = os.path.relpath(repo, CORPUS)[:-len(".git")].replace("/", "__")
    target = os.path.join(work, name)
    if not os.path.isdir(target):
        subprocess.run(["git", "clone", "-q", repo, target], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return name, target


def compiler_modules(path):
    with tempfile.NamedTemporaryFile(suffix=".txt") as out:
        result = subprocess.run(["swiftc", "-frontend", "-emit-imported-modules", path, "-o", out.name],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            return None, result.stderr.strip().splitlines()[:1]
        return set(open(out.name).read().split()), None


def check_file(package_dir, file_entry):
    """Returns (counts, problems), or (None, error) when the compiler cannot parse the file."""
    path = os.path.join(package_dir, file_entry["path"])
    modules, error = compiler_modules(path)
    if modules is None:
        return None, error
    with open(path, "rb") as handle:
        lines = handle.read().replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")
    problems = []
    imports = file_entry["imports"]
    found = 0
    for module in sorted(modules):
        matches = [i for i in imports if i["module"] == module]
        placed = True
        for i in matches:
            text = lines[i["line"] - 1][i["column"] - 1:] if i["line"] - 1 < len(lines) else b""
            if i["line"] == 1 and text.startswith(b"\xef\xbb\xbf"):
                text = text[3:]
            if not text.startswith(b"import"):
                placed = False
                problems.append(f"wrong place: {module} at {i['line']}:{i['column']} is {text[:30]!r}")
        if not matches:
            problems.append(f"missed: the compiler imports {module}")
        elif placed:
            found += 1
    unconditional = [i for i in imports if not i["conditions"]]
    exact = 0
    for i in unconditional:
        if i["module"] in modules:
            exact += 1
        else:
            problems.append(f"extra: {i['module']} at {i['line']}:{i['column']} is not imported by the compiler")
    return (len(modules), found, len(unconditional), exact), problems


def swift_string(text):
    return json.dumps(text)


def stand_in_manifest(dump):
    """A manifest with the dump's targets and tools version, and no dependencies.

    Written in the API of that tools version: no space before the version (5.4 and later only),
    and an executable is a `.target` with its `main.swift` before `.executableTarget` (5.4)."""
    version = dump["toolsVersion"]["_version"]
    major_minor = ".".join(version.split(".")[:2])
    old = tuple(int(part) for part in version.split(".")[:2]) < (5, 4)
    kinds = {"regular": "target", "executable": "target" if old else "executableTarget", "test": "testTarget",
             "macro": "macro", "plugin": "plugin"}
    lines = []
    for target in dump["targets"]:
        kind = kinds.get(target["type"])
        if kind is None:
            continue  # system libraries and binaries have no Swift sources of their own
        arguments = [f"name: {swift_string(target['name'])}"]
        if kind == "plugin":
            arguments.append("capability: .buildTool()")
        if target.get("path") is not None:
            arguments.append(f"path: {swift_string(target['path'])}")
        if target.get("exclude"):
            arguments.append("exclude: [" + ", ".join(map(swift_string, target["exclude"])) + "]")
        if target.get("sources") is not None:
            arguments.append("sources: [" + ", ".join(map(swift_string, target["sources"])) + "]")
        resources = []
        for resource in target.get("resources") or []:
            rule = next(iter(resource["rule"]))
            if rule == "process":
                resources.append(f".process({swift_string(resource['path'])})")
            elif rule == "copy":
                resources.append(f".copy({swift_string(resource['path'])})")
            elif rule == "embedInCode":
                resources.append(f".embedInCode({swift_string(resource['path'])})")
        if resources and kind not in ("macro", "plugin"):
            arguments.append("resources: [" + ", ".join(resources) + "]")
        lines.append(f"        .{kind}({', '.join(arguments)}),")
    imports = "import PackageDescription\nimport CompilerPluginSupport\n" if any(
        t["type"] == "macro" for t in dump["targets"]) else "import PackageDescription\n"
    return (f"// swift-tools-version:{major_minor}\n{imports}\nlet package = Package(\n"
            f"    name: {swift_string(dump['name'])},\n    targets: [\n" + "\n".join(lines) + "\n    ]\n)\n")


def described_sources(directory):
    """Target name → its Swift files relative to the package, from `describe`; or an error."""
    described = subprocess.run(["swift", "package", "--package-path", directory, "describe", "--type", "json"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if described.returncode != 0:
        line = described.stderr.strip().splitlines()[-1] if described.stderr.strip() else f"exit {described.returncode}"
        return None, f"describe failed: {line}"
    text = described.stdout[described.stdout.index("{"):]
    sources = {}
    for target in json.loads(text)["targets"]:
        root = target["path"]
        sources[target["name"]] = sorted(
            (f"{root}/{s}" if root else s) for s in target.get("sources", []) if s.endswith(".swift"))
    return sources, None


def dump_package(directory):
    dump = subprocess.run(["swift", "package", "--package-path", directory, "dump-package"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return json.loads(dump.stdout) if dump.returncode == 0 else None


def lone_layout(directory, dump, truth, work):
    """A copy of the package's largest regular or executable target in `Sources/` itself, and of
    its first test target in `Tests/` itself, with a stand-in manifest of tools 5.9 or later; or
    None when the package has no such target."""
    def folder(target):
        roots = ["Tests", "Sources", "Source", "src", "srcs"] if target["type"] == "test" else ["Sources", "Source", "src", "srcs"]
        return next((f"{r}/{target['name']}" for r in roots if os.path.isdir(os.path.join(directory, r, target["name"]))), None)
    def swift_only(target):
        """Whether the target's folder holds no C-family source (SwiftPM refuses mixed targets)."""
        source = target.get("path") or folder(target)
        if source is None:
            return False
        for _, _, names in os.walk(os.path.join(directory, source)):
            if any(n.endswith((".c", ".m", ".mm", ".cc", ".cpp", ".cxx", ".h", ".s", ".S")) for n in names):
                return False
        return True
    regular = [t for t in dump["targets"] if t["type"] in ("regular", "executable") and truth.get(t["name"])
               and swift_only(t)]
    if not regular:
        return None
    main = max(regular, key=lambda t: len(truth[t["name"]]))
    tests = [t for t in dump["targets"] if t["type"] == "test" and truth.get(t["name"]) and swift_only(t)][:1]
    variant = os.path.join(work, "lone", os.path.basename(directory))
    shutil.rmtree(variant, ignore_errors=True)
    chosen = []
    for target, root in [(main, "Sources")] + [(t, "Tests") for t in tests]:
        source = target.get("path") or folder(target)
        if source is None or not os.path.isdir(os.path.join(directory, source)):
            continue
        shutil.copytree(os.path.join(directory, source), os.path.join(variant, root), symlinks=True)
        chosen.append(dict(target, path=None, dependencies=[]))
    version = dump["toolsVersion"]["_version"]
    if tuple(int(p) for p in version.split(".")[:2]) < (5, 9):
        version = "5.9.0"
    with open(os.path.join(variant, "Package.swift"), "w") as handle:
        handle.write(stand_in_manifest(dict(dump, targets=chosen, toolsVersion={"_version": version})))
    return variant


def swiftpm_sources(directory):
    """Target name → its Swift files relative to the package, as SwiftPM lists them, and the
    package's dump; or None and an error."""
    dump = dump_package(directory)
    if dump is None:
        return None, "dump-package failed", None
    manifests = [n for n in os.listdir(directory) if n == "Package.swift" or (n.startswith("Package@swift-") and n.endswith(".swift"))]
    saved = {n: open(os.path.join(directory, n), "rb").read() for n in manifests}
    try:
        for name in manifests:
            os.remove(os.path.join(directory, name))
        with open(os.path.join(directory, "Package.swift"), "w") as handle:
            handle.write(stand_in_manifest(dump))
        sources, error = described_sources(directory)
    finally:
        for name, data in saved.items():
            with open(os.path.join(directory, name), "wb") as handle:
                handle.write(data)
    return sources, error, dump


def compare_sources(name, listing, truth, mismatches):
    """Adds each difference between the checker's files and SwiftPM's; returns (targets, files)."""
    targets = files = 0
    for target in listing:
        ours = sorted(f["path"] for f in target["files"])
        theirs = truth.get(target["name"])
        if theirs is None:
            continue  # a system library or binary: no Swift sources
        targets += 1
        files += len(theirs)
        for path in sorted(set(ours) - set(theirs)):
            mismatches.append(f"{name}/{target['name']}: the checker reads {path}, which SwiftPM does not compile")
        for path in sorted(set(theirs) - set(ours)):
            mismatches.append(f"{name}/{target['name']}: SwiftPM compiles {path}, which the checker misses")
    return targets, files


def checker_listing(checker, directory):
    """The checker's `imports` listing of the package's targets, or None and why not."""
    result = subprocess.run([checker, "imports", "--format", "json", "--package-path", directory],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        return None, result.stderr.strip().splitlines()[-1] if result.stderr.strip() else f"exit {result.returncode}"
    return json.loads(result.stdout)["targets"], None


def command_line(name, jobs=False):
    """The corpus scripts' common command line: the checker, --corpus, --work, --only (and --jobs).
    Returns the arguments and the corpus's repositories, or (None, []) when the corpus is absent,
    which the script reports as skipped."""
    global CORPUS
    parser = argparse.ArgumentParser()
    parser.add_argument("checker")
    parser.add_argument("--corpus", default="/opt/swift-packages")
    parser.add_argument("--work", default="/tmp/dependency-rule-corpus")
    parser.add_argument("--only", default="")
    if jobs:
        parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    CORPUS = args.corpus
    if not os.path.isdir(CORPUS):
        print(f"{name}: skipped: {CORPUS} is absent")
        return None, []
    repos = sorted(os.path.join(root, d) for root, dirs, _ in os.walk(CORPUS) for d in dirs if d.endswith(".git"))
    os.makedirs(args.work, exist_ok=True)
    return args, [r for r in repos if args.only in r]


def main():
    args, repos = command_line("corpus-check", jobs=True)
    if args is None:
        return 0

    packages = files = unparsable = compiler_total = found_total = unconditional_total = exact_total = 0
    mismatches, skipped = [], []
    sources_compared = source_targets = source_files = 0
    sources_skipped, source_mismatches = [], []
    lone_compared = lone_files = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for repo in repos:
            name, directory = clone(repo, args.work)
            listing, reason = checker_listing(args.checker, directory)
            if listing is None:
                skipped.append(f"{name}: {reason}")
                continue
            packages += 1
            truth, error, dump = swiftpm_sources(directory)
            if truth is None:
                sources_skipped.append(f"{name}: {error}")
            else:
                sources_compared += 1
                counted = compare_sources(name, listing, truth, source_mismatches)
                source_targets += counted[0]
                source_files += counted[1]
                variant = lone_layout(directory, dump, truth, args.work)
                if variant is not None:
                    lone_truth, error = described_sources(variant)
                    lone_listing, reason = checker_listing(args.checker, variant)
                    if lone_truth is None or lone_listing is None:
                        sources_skipped.append(f"{name} (lone-target layout): {error or reason}")
                    else:
                        lone_compared += 1
                        lone_files += compare_sources(f"{name} (lone-target layout)", lone_listing, lone_truth,
                                                      source_mismatches)[1]
            entries = [f for t in listing for f in t["files"]]
            for entry, (counts, problems) in zip(entries, pool.map(lambda f: check_file(directory, f), entries)):
                files += 1
                if counts is None:
                    unparsable += 1
                    continue
                compiler_total += counts[0]
                found_total += counts[1]
                unconditional_total += counts[2]
                exact_total += counts[3]
                mismatches += [f"{name}/{entry['path']}: {p}" for p in problems]

    def percent(part, whole):
        return f"{100.0 * part / whole:.3f}%" if whole else "n/a"

    print(f"corpus-check: {packages} packages ({len(skipped)} skipped), {files} files "
          f"({unparsable} the compiler could not parse)")
    print(f"corpus-check: found: {found_total} of {compiler_total} compiler imports at the right place "
          f"({percent(found_total, compiler_total)})")
    print(f"corpus-check: exact: {exact_total} of {unconditional_total} unconditional checker imports are the "
          f"compiler's ({percent(exact_total, unconditional_total)})")
    print(f"corpus-check: sources: {sources_compared} packages, {source_targets} targets, {source_files} Swift files "
          f"compared with SwiftPM's own lists; {len(source_mismatches)} differences "
          f"({len(sources_skipped)} packages SwiftPM could not describe)")
    print(f"corpus-check: lone-target layouts: {lone_compared} packages, {lone_files} Swift files compared "
          f"with SwiftPM's own lists")
    for line in skipped:
        print(f"skipped {line}")
    for line in sources_skipped:
        print(f"sources skipped {line}")
    for line in mismatches:
        print(f"MISMATCH {line}")
    for line in source_mismatches:
        print(f"SOURCES {line}")
    # A package the checker could not read, or SwiftPM could not describe, was not compared: that
    # is a failure of the check, never a pass.
    return 1 if mismatches or source_mismatches or skipped or sources_skipped else 0


if __name__ == "__main__":
    sys.exit(main())
