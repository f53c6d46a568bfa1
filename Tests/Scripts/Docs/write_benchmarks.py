#!/usr/bin/env python3
"""Write Docs/Benchmarks.md from the sections `make bench` measured, under a line saying when and
on what they were measured. The whole file is written (in one rename): it holds only the last run;
how the numbers got where they are is told in Docs/CHANGELOG.md.

Usage: write_benchmarks.py MARKDOWN SECTION...
"""
import datetime, os, platform, subprocess, sys

INTRO = """# Benchmarks

Written by `make bench`: speed goals as ratios against a baseline run in the same go (machines are
noisy; absolute times are not compared across runs). Only the last run is here; how the checker
got fast is in the [changelog](CHANGELOG.md).
"""


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    markdown, sections = sys.argv[1], sys.argv[2:]
    swift = subprocess.run(["swift", "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    version = swift.stdout.strip().splitlines()[0] if swift.returncode == 0 else "swift: unknown"
    today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    lines = [INTRO, f"Measured on {today}, on {platform.system()} {platform.machine()} with {os.cpu_count()} cores; "
             f"{version}. A record of one run, not a promise: the machine's noise moves a ratio by about ±0.1 "
             "between runs.", ""]
    for section in sections:
        lines += open(section, encoding="utf-8").read().rstrip("\n").split("\n") + [""]
    with open(markdown + ".tmp", "w", encoding="utf-8") as out:
        out.write("\n".join(lines))
    os.replace(markdown + ".tmp", markdown)
    print(f"{markdown}: benchmarks written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
