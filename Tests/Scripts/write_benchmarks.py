#!/usr/bin/env python3
"""Put the sections `make bench` measured into Docs/Benchmarks.md, between the lines
`<!-- BEGIN make bench ... -->` and `<!-- END make bench -->`, under a line saying when and on
what they were measured. The rest of the file is left as it is.

Usage: write_benchmarks.py MARKDOWN SECTION...
"""
import datetime, os, platform, subprocess, sys

from embed_graph import replace_block

BEGIN, END = "<!-- BEGIN make bench", "<!-- END make bench -->"


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    markdown, sections = sys.argv[1], sys.argv[2:]
    swift = subprocess.run(["swift", "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    version = swift.stdout.strip().splitlines()[0] if swift.returncode == 0 else "swift: unknown"
    today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    block = [f"Measured by `make bench` on {today}, on {platform.system()} {platform.machine()} with "
             f"{os.cpu_count()} cores; {version}. A record of one run, not a promise: the machine's noise "
             "moves a ratio by about ±0.1 between runs.", ""]
    for section in sections:
        block += open(section, encoding="utf-8").read().rstrip("\n").split("\n") + [""]
    if replace_block(markdown, BEGIN, END, block) is None:
        return 2
    print(f"{markdown}: benchmarks updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
