#!/usr/bin/env python3
"""Benchmark `dependency-rule check --workspace` on a whole app, against baselines run in the same go.

The app is generated in a scratch folder (nothing of it is committed): seven local packages wired
with `.package(path:)` (Core, Models, Networking, Persistence, DesignSystem, Features with three
feature targets, TestUtilities), and App.xcodeproj, whose app target holds a few hundred Swift
files in nested groups, beside a widget and a share extension in Xcode 16 synchronized folders and
a unit-test bundle.

  warm:  `check --workspace` with every manifest cached, against `cat` of the same Swift files
         (goal WARM_GOAL);
  cold:  `check --workspace` with every package's manifest cache removed, against
         `swift package dump-package` run on each package one after another (goal COLD_GOAL).

Each command runs RUNS times, interleaved with its baseline; the medians and their ratio are
printed, and with --markdown FILE written as a Markdown section for Docs/Benchmarks.md. A ratio
over its goal is marked and makes the run exit 1.

Usage: bench_workspace.py CHECKER [--runs N] [--work DIR] [--app-files N] [--markdown FILE]
"""
import argparse, json, os, shutil, statistics, subprocess, sys, time

WARM_GOAL, COLD_GOAL = 1.2, 0.6

PACKAGES = [
    # name, targets (name, dependencies as (product, package) or target names), packages depended on
    ("Core", [("Core", [])], []),
    ("Models", [("Models", [("Core", "Core")])], ["Core"]),
    ("Networking", [("Networking", [("Models", "Models"), ("Core", "Core")])], ["Models", "Core"]),
    ("Persistence", [("Persistence", [("Models", "Models")])], ["Models"]),
    ("DesignSystem", [("DesignSystem", [("Core", "Core")])], ["Core"]),
    ("Features", [
        ("FeedFeature", [("Models", "Models"), ("Networking", "Networking"), ("DesignSystem", "DesignSystem")]),
        ("ProfileFeature", [("Models", "Models"), ("Persistence", "Persistence"), ("DesignSystem", "DesignSystem")]),
        ("SettingsFeature", [("Persistence", "Persistence"), ("DesignSystem", "DesignSystem")]),
    ], ["Models", "Networking", "Persistence", "DesignSystem"]),
    ("TestUtilities", [("TestUtilities", [("Models", "Models")])], ["Models"]),
]


def swift_file(imports, index):
    """A Swift file of about 150 lines: its imports, then ordinary declarations."""
    lines = [f"import {module}" for module in imports] + ["import Foundation", ""]
    for number in range(12):
        lines += [
            f"/// A value of the app, number {index}.{number}.",
            f"public struct Item{index}x{number}: Hashable, Sendable {{",
            "    public var identifier: String",
            "    public var title: String",
            "    public var count: Int",
            "",
            "    public init(identifier: String, title: String, count: Int) {",
            "        self.identifier = identifier",
            "        self.title = title",
            "        self.count = count",
            "    }",
            "}",
        ]
    return "\n".join(lines) + "\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)


def package_manifest(name, targets, dependencies):
    products = ",\n".join(f'        .library(name: "{t}", targets: ["{t}"])' for t, _ in targets)
    packages = ",\n".join(f'        .package(path: "../{p}")' for p in dependencies)
    lines = []
    for target, uses in targets:
        listed = ", ".join(f'.product(name: "{product}", package: "{package}")' for product, package in uses)
        lines.append(f'        .target(name: "{target}", dependencies: [{listed}])')
    return ("// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n"
            f'    name: "{name}",\n    products: [\n{products}\n    ],\n    dependencies: [\n{packages}\n    ],\n'
            "    targets: [\n" + ",\n".join(lines) + "\n    ]\n)\n")


class Project:
    """A project.pbxproj written as Xcode writes one."""

    def __init__(self):
        self.next = 0x100000
        self.sections = {}

    def id(self):
        self.next += 1
        return f"B0B0B0B0B0B0{self.next:012X}"

    def add(self, isa, identifier, fields):
        body = "".join(f"\t\t\t{key} = {value};\n" for key, value in fields)
        self.sections.setdefault(isa, []).append(f"\t\t{identifier} = {{\n\t\t\tisa = {isa};\n{body}\t\t}};")

    @staticmethod
    def listed(ids):
        return "(\n" + "".join(f"\t\t\t\t{i},\n" for i in ids) + "\t\t\t)"

    def text(self, root):
        out = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
        for isa in sorted(self.sections):
            out += f"\n/* Begin {isa} section */\n" + "\n".join(self.sections[isa]) + f"\n/* End {isa} section */\n"
        return out + f"\t}};\n\trootObject = {root} /* Project object */;\n}}\n"


def generate(folder, app_files):
    """The app under `folder`; returns the package folders."""
    shutil.rmtree(folder, ignore_errors=True)
    package_folders = []
    for name, targets, dependencies in PACKAGES:
        package = os.path.join(folder, "Packages", name)
        package_folders.append(package)
        write(os.path.join(package, "Package.swift"), package_manifest(name, targets, dependencies))
        for target, uses in targets:
            for index in range(24):
                write(os.path.join(package, "Sources", target, f"File{index}.swift"),
                      swift_file([product for product, _ in uses], index))
    project = Project()
    root, main = project.id(), project.id()
    children = []
    # The app target's files, in nested groups: Features/<Area>/<Screen>/FileN.swift.
    app_sources = []
    areas = {}
    for index in range(app_files):
        area, screen = f"Area{index % 8}", f"Screen{(index // 8) % 6}"
        path = f"{area}/{screen}/App{index}.swift"
        write(os.path.join(folder, "App", path), swift_file(["FeedFeature", "ProfileFeature", "SettingsFeature"], index))
        areas.setdefault(area, {}).setdefault(screen, []).append(path)
    app_group = project.id()
    area_ids = []
    for area, screens in sorted(areas.items()):
        area_id = project.id()
        area_ids.append(area_id)
        screen_ids = []
        for screen, paths in sorted(screens.items()):
            screen_id = project.id()
            screen_ids.append(screen_id)
            file_ids = []
            for path in paths:
                file_id, build_id = project.id(), project.id()
                file_ids.append(file_id)
                base = os.path.basename(path)
                project.add("PBXFileReference", file_id, [("lastKnownFileType", "sourcecode.swift"), ("path", base), ("sourceTree", '"<group>"')])
                project.add("PBXBuildFile", build_id, [("fileRef", file_id)])
                app_sources.append(build_id)
            project.add("PBXGroup", screen_id, [("children", Project.listed(file_ids)), ("path", screen), ("sourceTree", '"<group>"')])
        project.add("PBXGroup", area_id, [("children", Project.listed(screen_ids)), ("path", area), ("sourceTree", '"<group>"')])
    project.add("PBXGroup", app_group, [("children", Project.listed(area_ids)), ("path", "App"), ("sourceTree", '"<group>"')])
    children.append(app_group)
    # Extensions and tests in synchronized folders.
    synchronized = {}
    for folder_name, imports in [("Widget", ["FeedFeature"]), ("Share", ["ProfileFeature"]), ("AppTests", ["TestUtilities"])]:
        group = project.id()
        synchronized[folder_name] = group
        children.append(group)
        project.add("PBXFileSystemSynchronizedRootGroup", group, [("path", folder_name), ("sourceTree", '"<group>"')])
        for index in range(20):
            write(os.path.join(folder, folder_name, f"{folder_name}{index}.swift"), swift_file(imports, index))
    # Packages, added as folders; the products each target links.
    for package in package_folders:
        reference = project.id()
        children.append(reference)
        project.add("PBXFileReference", reference, [("lastKnownFileType", "wrapper"), ("path", '"Packages/' + os.path.basename(package) + '"'), ("sourceTree", '"<group>"')])
    project.add("PBXGroup", main, [("children", Project.listed(children)), ("sourceTree", '"<group>"')])
    targets = []
    for name, kind, sources, groups, products in [
        ("App", "application", app_sources, [], ["FeedFeature", "ProfileFeature", "SettingsFeature"]),
        ("Widget", "app-extension", [], ["Widget"], ["FeedFeature"]),
        ("Share", "app-extension", [], ["Share"], ["ProfileFeature"]),
        ("AppTests", "bundle.unit-test", [], ["AppTests"], ["TestUtilities"]),
    ]:
        target, phase = project.id(), project.id()
        targets.append(target)
        project.add("PBXSourcesBuildPhase", phase, [("files", Project.listed(sources))])
        dependencies = []
        for product in products:
            dependency = project.id()
            dependencies.append(dependency)
            project.add("XCSwiftPackageProductDependency", dependency, [("productName", product)])
        fields = [("buildPhases", Project.listed([phase])), ("name", name), ("productType", f'"com.apple.product-type.{kind}"'),
                  ("packageProductDependencies", Project.listed(dependencies))]
        if groups:
            fields.append(("fileSystemSynchronizedGroups", Project.listed([synchronized[g] for g in groups])))
        project.add("PBXNativeTarget", target, fields)
    project.add("PBXProject", root, [("mainGroup", main), ("projectDirPath", '""'), ("targets", Project.listed(targets))])
    write(os.path.join(folder, "App.xcodeproj", "project.pbxproj"), project.text(root))
    return package_folders


def timed(command, cwd=None):
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def sequence(commands):
    start = time.perf_counter()
    for command in commands:
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checker")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--work", default="/tmp/dependency-rule-bench/workspace-app")
    parser.add_argument("--app-files", type=int, default=400)
    parser.add_argument("--markdown")
    args = parser.parse_args()
    packages = generate(args.work, args.app_files)
    # Its layers, as a team adopting the checker gets them: from init.
    adopted = subprocess.run([args.checker, "init", "--workspace", args.work], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    if adopted.returncode != 0:
        print(f"bench_workspace: init on the generated app failed ({adopted.returncode}):\n{adopted.stdout}{adopted.stderr}")
        return 1
    check = [args.checker, "check", "--workspace", args.work]
    first = subprocess.run(check, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if first.returncode != 0:
        print(f"bench_workspace: the check of the generated app failed ({first.returncode}):\n{first.stdout}{first.stderr}")
        return 1
    listing = subprocess.run([args.checker, "imports", "--workspace", args.work, "--format", "json"],
                             stdout=subprocess.PIPE, text=True, check=True)
    document = json.loads(listing.stdout)
    files = sorted({os.path.join(args.work, f["path"]) for t in document["targets"] for f in t["files"]})
    size = sum(os.path.getsize(f) for f in files)
    summary = f"{len(document['members'])} members ({len(packages)} packages, 1 Xcode project), {len(document['targets'])} targets, {len(files)} Swift files, {size / 1e6:.1f} MB"
    print(f"bench_workspace: {summary}")

    def drop_caches():
        for package in packages:
            shutil.rmtree(os.path.join(package, ".build"), ignore_errors=True)

    rows, over = [], []
    for label, goal, ours, theirs, prepare in [
        ("warm check --workspace vs cat", WARM_GOAL, lambda: timed(check), lambda: timed(["cat"] + files), None),
        ("cold check --workspace vs dump-package of each package, one after another", COLD_GOAL, lambda: timed(check),
         lambda: sequence([["swift", "package", "dump-package", "--package-path", p] for p in packages]), drop_caches),
    ]:
        a, b = [], []
        for _ in range(args.runs):
            if prepare: prepare()
            a.append(ours())
            if prepare: prepare()
            b.append(theirs())
        mine, base = statistics.median(a), statistics.median(b)
        ratio = mine / base
        mark = "" if ratio <= goal else f"  OVER THE {goal}x GOAL"
        if mark: over.append(label)
        print(f"  {label}: {mine * 1000:.1f} ms vs {base * 1000:.1f} ms  ratio {ratio:.2f}{mark}")
        rows.append((label, mine * 1000, base * 1000, ratio, goal))
    if args.markdown:
        lines = ["## A whole app (`--workspace`)", "",
                 f"A generated app: {summary}. `check --workspace` warm (every manifest cached) against `cat` of the same "
                 f"Swift files (goal {WARM_GOAL}×), and cold (every manifest cache removed) against `swift package dump-package` "
                 f"on each package one after another (goal {COLD_GOAL}×). Medians of {args.runs} interleaved runs.", "",
                 "| Run | Checker | Baseline | Ratio | Goal |", "|---|---|---|---|---|"]
        lines += [f"| {label} | {mine:.1f} ms | {base:.1f} ms | {ratio:.2f}×{' (over)' if ratio > goal else ''} | {goal}× |"
                  for label, mine, base, ratio, goal in rows]
        if over:
            lines += ["", f"Over the goal: {', '.join(over)}."]
        with open(args.markdown, "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n\n")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
