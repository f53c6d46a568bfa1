#!/usr/bin/env python3
"""Writes CleanArchitectureKitPlugins: a package that holds only the checker's two plugins, on the
prebuilt checker of an artifact bundle (what `make plugins-package` runs, and the release workflow).

    plugins_package.py DEST --kit DIR (--bundle DIR | --url URL --checksum SHA256)

--bundle copies the bundle into DEST and points the .binaryTarget at it by path; --url and
--checksum point it at the published zip instead. The plugins' sources are the kit's own, copied
as they are from DIR/Sources/CheckDependencies and DIR/Sources/CheckDependenciesBuildTool, where
the kit compiles and tests them.

DEST may be missing, empty, a fresh clone of a new repository (.git, and a README, LICENSE or
.gitignore its host wrote), or an earlier plugins package (a clone of its repository); files the
script does not own (.git, a changelog, a LICENSE) are left alone. The package is written beside DEST first and its files moved in
at the end. Exit status: 0 written, 2 bad arguments or a failed step.
"""
import argparse
import os
import re
import shutil
import sys
import tempfile

PACKAGE = "CleanArchitectureKitPlugins"
BUNDLE = "dependency-rule.artifactbundle"
PLUGINS = ["CheckDependencies", "CheckDependenciesBuildTool"]
# What a fresh clone of a new repository may hold: DEST with only these counts as empty.
NEW_REPOSITORY = {".git", ".gitignore", ".gitattributes", "README.md", "LICENSE", "LICENSE.md", "LICENSE.txt"}

MANIFEST = """\
// swift-tools-version: 6.0
// {package}: the dependency-rule checker of CleanArchitectureKit as SwiftPM plugins, on a prebuilt
// binary, so that a package can use them without depending on the kit (and whatever its targets
// are called). Written by `make plugins-package` in CleanArchitectureKit: change it there.
import PackageDescription

let package = Package(
    name: "{package}",
    products: [
        // swift package check-dependencies [dependency-rule check options]
        .plugin(name: "CheckDependencies", targets: ["CheckDependencies"]),
        // The check on every build of the targets it is applied to.
        .plugin(name: "CheckDependenciesBuildTool", targets: ["CheckDependenciesBuildTool"]),
    ],
    targets: [
        {binary},
        .plugin(
            name: "CheckDependencies",
            capability: .command(
                intent: .custom(verb: "{verb}", description: "{description}"),
                permissions: []
            ),
            dependencies: ["dependency-rule"]
        ),
        .plugin(name: "CheckDependenciesBuildTool", capability: .buildTool(), dependencies: ["dependency-rule"]),
    ]
)
"""

README = """\
# {package}

The CleanArchitectureKit dependency-rule checker as SwiftPM plugins, on a
prebuilt binary: no need to depend on the kit, or to build the checker.

```swift
dependencies: [.package(url: "…/{package}.git", from: "{version}")],
targets: [
    .target(name: "UseCases", dependencies: ["Entities"],
            plugins: [.plugin(name: "CheckDependenciesBuildTool", package: "{package}")]),
]
```

- `swift package check-dependencies [options]`: the check, with any `dependency-rule check` option.
- `CheckDependenciesBuildTool` on a target: the check on every build that changes its sources,
  `Package.swift` or `dependency-rules.json`; errors fail the build.

Written by `make plugins-package` in CleanArchitectureKit (see its Docs/CI.md): change it there.
"""


def fail(message):
    print(f"plugins_package.py: error: {message}", file=sys.stderr)
    sys.exit(2)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dest")
    parser.add_argument("--kit", required=True)
    parser.add_argument("--bundle")
    parser.add_argument("--url")
    parser.add_argument("--checksum")
    arguments = parser.parse_args()
    if bool(arguments.url) != bool(arguments.checksum):
        fail("--url and --checksum go together")
    if bool(arguments.bundle) == bool(arguments.url):
        fail("give --bundle DIR, or --url URL with --checksum SHA256")
    if arguments.url:
        if not arguments.url.startswith("https://") or not arguments.url.endswith(".zip"):
            fail(f"--url {arguments.url!r}: expected an https:// address of the bundle's .zip")
        if not re.fullmatch(r"[0-9a-f]{64}", arguments.checksum):
            fail(f"--checksum {arguments.checksum!r}: expected a SHA-256 in hex (64 characters)")
        binary = f'.binaryTarget(\n            name: "dependency-rule",\n            url: "{arguments.url}",\n' \
                 f'            checksum: "{arguments.checksum}"\n        )'
        version = re.search(r"/v?(\d+\.\d+\.\d+[^/]*)/", arguments.url)
    else:
        info = os.path.join(arguments.bundle, "info.json")
        if not os.path.isfile(info):
            fail(f"{arguments.bundle} is not an artifact bundle (no info.json): run make bundle first")
        binary = f'.binaryTarget(name: "dependency-rule", path: "{BUNDLE}")'
        version = re.search(r'"version":\s*"([^"]+)"', open(info).read())
    # The command's verb and description are the kit's own, read from its manifest.
    try:
        kit_manifest = open(os.path.join(arguments.kit, "Package.swift")).read()
    except OSError as error:
        fail(f"cannot read the kit's Package.swift: {error}")
    intent = re.search(r'verb:\s*"([^"]+)",\s*description:\s*"([^"]+)"', kit_manifest)
    if not intent:
        fail("the kit's Package.swift declares no command verb and description for CheckDependencies")
    sources = {name: os.path.join(arguments.kit, "Sources", name) for name in PLUGINS}
    for name, folder in sources.items():
        if not os.path.isdir(folder):
            fail(f"{folder}: the kit's {name} plugin is missing")

    dest = os.path.abspath(arguments.dest)
    if os.path.exists(dest):
        if not os.path.isdir(dest):
            fail(f"{arguments.dest} is a file")
        manifest = os.path.join(dest, "Package.swift")
        # A new repository's clone holds .git, and perhaps what its host put there first.
        content = [name for name in os.listdir(dest) if name not in NEW_REPOSITORY]
        if content and not (os.path.isfile(manifest) and f'name: "{PACKAGE}"' in open(manifest).read()):
            fail(f"{arguments.dest} is neither empty nor a {PACKAGE} package: nothing written")
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    staging = tempfile.mkdtemp(prefix=f".{PACKAGE}-", dir=os.path.dirname(dest))
    try:
        with open(os.path.join(staging, "Package.swift"), "w") as file:
            file.write(MANIFEST.format(
                package=PACKAGE, binary=binary, verb=intent.group(1), description=intent.group(2)))
        with open(os.path.join(staging, "README.md"), "w") as file:
            file.write(README.format(package=PACKAGE, version=version.group(1) if version else "1.0.0"))
        for name, folder in sources.items():
            shutil.copytree(folder, os.path.join(staging, "Plugins", name))
        if arguments.bundle:
            shutil.copytree(arguments.bundle, os.path.join(staging, BUNDLE))
        # Move in: what this script owns is replaced, everything else in DEST stays.
        os.makedirs(dest, exist_ok=True)
        for owned in ["Plugins", BUNDLE]:
            path = os.path.join(dest, owned)
            if os.path.exists(path):
                shutil.rmtree(path)
        for name in sorted(os.listdir(staging)):
            os.replace(os.path.join(staging, name), os.path.join(dest, name))
    except OSError as error:
        fail(str(error))
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    mode = f"the bundle by path ({BUNDLE})" if arguments.bundle else f"{arguments.url}"
    print(f"{arguments.dest}: {PACKAGE}, with the plugins CheckDependencies and CheckDependenciesBuildTool on {mode}")


if __name__ == "__main__":
    main()
