#!/usr/bin/env python3
"""The checker's module and every target it depends on, as one module for `make fuzz`.

Reads the package graph (`swift package describe --type json`), from the target DependencyRule
down through its target dependencies: each Swift target's files are copied into OUT/module (the
imports of the other targets of the closure taken out: they are one module now), and each C
target gets a module map in OUT/cmodule/NAME. Prints the swiftc options the C modules need
(`-I DIR` each). With --list, prints the targets of the closure, one a line, and writes nothing.

Usage: fuzz_module.py [--package-path DIR] [--root-target NAME] [--scratch-path DIR] (--list | OUT)
Exit 2 with a message when the package cannot be described or the target is not in it.
"""
import argparse, json, os, re, shutil, subprocess, sys


def describe(package, scratch):
    result = subprocess.run(["swift", "package", "--package-path", package, "--scratch-path", scratch, "describe",
                             "--type", "json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        print(f"fuzz_module.py: error: cannot describe {package}: {result.stderr.strip()}", file=sys.stderr)
        sys.exit(2)
    return json.loads(result.stdout)


def closure(targets, root):
    if root not in targets:
        print(f"fuzz_module.py: error: no target '{root}' in the package", file=sys.stderr)
        sys.exit(2)
    seen, pending = [], [root]
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.append(name)
        pending += targets[name].get("target_dependencies", [])
    return sorted(seen)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out", nargs="?")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--package-path", default=".")
    parser.add_argument("--root-target", default="DependencyRule")
    parser.add_argument("--scratch-path", help="SwiftPM's scratch folder (default PACKAGE/.build/fuzz/swiftpm)")
    args = parser.parse_args()
    if not args.list and not args.out:
        parser.error("OUT or --list is needed")
    package = os.path.abspath(args.package_path)
    scratch = args.scratch_path or os.path.join(package, ".build", "fuzz", "swiftpm")
    targets = {target["name"]: target for target in describe(package, scratch)["targets"]}
    names = closure(targets, args.root_target)
    if args.list:
        print("\n".join(names))
        return 0
    swift = [targets[name] for name in names if targets[name].get("module_type") == "SwiftTarget"]
    clang = [targets[name] for name in names if targets[name].get("module_type") == "ClangTarget"]
    joined = {target["c99name"] for target in swift}
    # `import X` (any access level, any attributes) of a module that is part of this one now.
    imports = re.compile(r"^\s*(?:@\w+\s+)*(?:public\s+|package\s+|internal\s+)?import\s+(\w+)\s*$")
    module = os.path.join(args.out, "module")
    shutil.rmtree(module, ignore_errors=True)
    os.makedirs(module)
    for target in swift:
        for source in target["sources"]:
            path = os.path.join(package, target["path"], source)
            with open(path, encoding="utf-8") as text:
                lines = [line for line in text if not (imports.match(line) and imports.match(line).group(1) in joined)]
            with open(os.path.join(module, target["name"] + "_" + source.replace("/", "_")), "w",
                      encoding="utf-8") as out:
                out.writelines(lines)
    options = []
    for target in clang:
        include = os.path.join(package, target["path"], "include")
        headers = sorted(name for name in os.listdir(include) if name.endswith(".h"))
        folder = os.path.join(args.out, "cmodule", target["c99name"])
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "module.modulemap"), "w") as out:
            out.write(f"module {target['c99name']} {{\n")
            out.writelines(f'  header "{os.path.join(include, header)}"\n' for header in headers)
            out.write("  export *\n}\n")
        options += ["-I", folder]
    print(" ".join(options))
    return 0


if __name__ == "__main__":
    sys.exit(main())
