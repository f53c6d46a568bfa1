#!/usr/bin/env python3
"""How long each phase of `make test` took, from the times it recorded (`make test` writes them).

The file holds the start (seconds since the epoch) on its first line, then `PHASE SECONDS` as each
phase ends: `build` (the test build and the sanitized build, side by side), `checker bundle`,
`suite`, `sanitized run` (the last two side by side, both from the end of the bundle). Prints one
line: each phase, the total, and the total against the build, which the guide bounds (at most twice
the build). A file it cannot read is exit 2, naming the file and line.

Usage: test_phases.py FILE
"""
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the kit, whose files the template reads

PHASES = ("build", "checker bundle", "suite", "sanitized run")


def read(path):
    """The start and each phase's end, or exit 2 naming the line that is not one."""
    with open(path) as handle:
        lines = handle.read().splitlines()
    start, ends = None, {}
    for number, line in enumerate(lines, 1):
        name, _, seconds = line.strip().rpartition(" ")
        if not seconds.isdigit() or (number == 1) != (name == "") or (name and name not in PHASES):
            expected = "the start, in seconds since the epoch" if number == 1 else "PHASE SECONDS"
            raise SystemExit(f"{path}:{number}: error: expected {expected}, got '{line}'")
        if number == 1:
            start = int(seconds)
        else:
            ends[name] = int(seconds)
    if start is None:
        raise SystemExit(f"{path}:1: error: expected the start, in seconds since the epoch; the file is empty")
    return start, ends


def main():
    if len(sys.argv) != 2:
        print("usage: test_phases.py FILE", file=sys.stderr)
        return 2
    try:
        start, ends = read(sys.argv[1])
    except OSError as error:
        print(f"{sys.argv[1]}: error: {error.strerror}", file=sys.stderr)
        return 2
    except SystemExit as error:
        print(error, file=sys.stderr)
        return 2
    build = ends.get("build", start) - start
    bundle = ends.get("checker bundle", start + build) - start - build
    side = start + build + bundle
    parts = [f"build {build} s (the sanitized one beside it)", f"checker bundle {bundle} s"]
    for name in ("suite", "sanitized run"):
        if name in ends:
            parts.append(f"{name} {ends[name] - side} s")
    total = max(ends.values(), default=start) - start
    ratio = f", {total / build:.1f}x the build" if build > 0 else ""
    print(f"make test: {', '.join(parts)} (side by side); total {total // 60}:{total % 60:02d}{ratio}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
