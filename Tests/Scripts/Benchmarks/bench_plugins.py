#!/usr/bin/env python3
"""What the plugins cost: `swift build` of a small layered package with CheckDependenciesBuildTool on
its four targets, against the same package without it, run in the same go; and
`swift package check-dependencies` against the bundle's `dependency-rule check` run directly.

- no-op build: nothing changed (goal: 1.1x the build without the plugin: no noticeable time);
- after an edit: one file of one target changed (the plugin checks that target);
- the command: warm, SwiftPM's plugin machinery around the same check.

The plugins package is written on the artifact bundle (`make bundle`) into a temporary folder.
With --markdown FILE, the results are also written to FILE as a Markdown section, for
Docs/Benchmarks.md (`make bench` puts it there). Exit status 1 when the no-op goal is missed.

Usage: bench_plugins.py KIT BUNDLE [--runs N] [--markdown FILE]
"""
import argparse, json, os, platform, shutil, statistics, subprocess, sys, tempfile, time

GOAL = 1.1

MANIFEST = """\
// swift-tools-version: 6.0
import PackageDescription

let check: [Target.PluginUsage] = {plugins}

let package = Package(
    name: "App",
    dependencies: [.package(path: "{package}")],
    targets: [
        .target(name: "Entities", plugins: check),
        .target(name: "UseCases", dependencies: ["Entities"], plugins: check),
        .target(name: "InterfaceAdapters", dependencies: ["UseCases"], plugins: check),
        .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters"], plugins: check),
    ]
)
"""

SOURCES = {
    "Entities/Team.swift": "public struct Team {\n    public init() {}\n}\n",
    "UseCases/Teams.swift": "import Entities\n\npublic func teams() -> [Team] { [] }\n",
    "InterfaceAdapters/Count.swift": "import UseCases\n\npublic func count() -> Int { teams().count }\n",
    "FrameworksAndDrivers/Run.swift": "import InterfaceAdapters\n\npublic func run() -> Int { count() }\n",
}


def run(command, cwd=None, check=True):
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if check and result.returncode != 0:
        sys.exit(f"bench_plugins.py: error: {' '.join(command)} failed:\n{result.stdout}")
    return result


def timed(command, cwd=None):
    start = time.perf_counter()
    run(command, cwd=cwd)
    return time.perf_counter() - start


def make_fixture(folder, plugins_package, with_plugin):
    usage = '[.plugin(name: "CheckDependenciesBuildTool", package: "CleanArchitectureKitPlugins")]' \
        if with_plugin else "[]"
    os.makedirs(folder)
    with open(os.path.join(folder, "Package.swift"), "w") as file:
        file.write(MANIFEST.format(plugins=usage, package=plugins_package))
    for path, text in SOURCES.items():
        os.makedirs(os.path.join(folder, "Sources", os.path.dirname(path)), exist_ok=True)
        with open(os.path.join(folder, "Sources", path), "w") as file:
            file.write(text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kit")
    parser.add_argument("bundle")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--markdown")
    args = parser.parse_args()
    base = tempfile.mkdtemp(prefix="bench-plugins-")
    try:
        plugins = os.path.join(base, "CleanArchitectureKitPlugins")
        run(["python3", os.path.join(args.kit, "Tests/Scripts/Release/plugins_package.py"), plugins,
             "--kit", args.kit, "--bundle", args.bundle])
        fixtures = {label: os.path.join(base, label) for label in ["with", "without"]}
        for label, folder in fixtures.items():
            make_fixture(folder, plugins, label == "with")
            run(["swift", "build", "--package-path", folder])  # cold, untimed

        def build(label):
            return timed(["swift", "build", "--package-path", fixtures[label]])

        noop = {label: [] for label in fixtures}
        edit = {label: [] for label in fixtures}
        for index in range(args.runs):
            for label in fixtures:
                noop[label].append(build(label))
            for label, folder in fixtures.items():
                with open(os.path.join(folder, "Sources/UseCases/Teams.swift"), "a") as file:
                    file.write(f"// edit {index}\n")
                edit[label].append(build(label))
        # This machine's variant, as info.json lists it.
        with open(os.path.join(args.bundle, "info.json")) as file:
            variants = json.load(file)["artifacts"]["dependency-rule"]["variants"]
        machine = platform.machine().replace("arm64", "aarch64")
        system = "apple" if sys.platform == "darwin" else "linux"
        chosen = [v for v in variants if any(t.split("-")[0].replace("arm64", "aarch64") == machine and system in t
                                              for t in v["supportedTriples"])]
        if not chosen:
            sys.exit(f"bench_plugins.py: error: the bundle has no variant for {platform.machine()}")
        checker = os.path.join(args.bundle, chosen[0]["path"])
        command, direct = [], []
        cache = os.path.join(base, "direct-cache")
        for _ in range(args.runs):
            command.append(timed(["swift", "package", "--package-path", fixtures["without"], "check-dependencies"]))
            direct.append(timed([checker, "check", "--package-path", fixtures["without"], "--cache-path", cache]))
    finally:
        shutil.rmtree(base, ignore_errors=True)

    def ms(values):
        return statistics.median(values) * 1000

    rows = [
        ("no-op `swift build`", ms(noop["with"]), ms(noop["without"]), GOAL),
        ("`swift build` after editing one file", ms(edit["with"]), ms(edit["without"]), None),
    ]
    markdown = ["## The plugins", "",
                "`swift build` of a four-target package with `CheckDependenciesBuildTool` on every target, against "
                "the same package without it; `swift package check-dependencies` against the bundle's "
                "`dependency-rule check` run directly (warm). The plugins package is on the artifact bundle "
                f"(`make bundle`). Medians of {args.runs} interleaved runs.", "",
                "| Run | With the plugin | Without | Ratio | Goal |", "|---|---|---|---|---|"]
    missed = False
    for name, with_time, without, goal in rows:
        ratio = with_time / without
        over = goal is not None and ratio > goal
        missed = missed or over
        markdown.append(f"| {name} | {with_time:.0f} ms | {without:.0f} ms | {ratio:.2f}×{' (over)' if over else ''} "
                        f"| {f'{goal}×' if goal else '—'} |")
        print(f"{name}: {with_time:.0f} ms with the plugin, {without:.0f} ms without: {ratio:.2f}x")
    markdown.append(f"| `swift package check-dependencies` vs `dependency-rule check` | {ms(command):.0f} ms | "
                    f"{ms(direct):.0f} ms | {ms(command) / ms(direct):.2f}× | — |")
    print(f"check-dependencies: {ms(command):.0f} ms; dependency-rule check: {ms(direct):.0f} ms")
    if args.markdown:
        with open(args.markdown, "w") as file:
            file.write("\n".join(markdown) + "\n")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
