#!/usr/bin/env python3
"""Rewrite the Mermaid graph embedded in a Markdown file with `dependency-rule graph`.

The block sits between the lines `<!-- BEGIN dependency-rule graph ... -->` and
`<!-- END dependency-rule graph -->`; everything between them is replaced by a ```mermaid fence
holding the checker's output for the package. Used by `make graph`; ArchitectureGraphTests fails when the
committed block differs from what the checker prints now.

Usage: embed_graph.py MARKDOWN CHECKER [PACKAGE]
"""
import os, subprocess, sys

BEGIN, END = "<!-- BEGIN dependency-rule graph", "<!-- END dependency-rule graph -->"


def replace_block(markdown, begin, end, block):
    """Puts the lines `block` between the one line starting with `begin` and the one line equal to
    `end` in the file `markdown`, written whole in one rename. True when the file changed, False
    when it held that block already, None (after saying why) when the markers are not there."""
    lines = open(markdown, encoding="utf-8").read().split("\n")
    starts = [i for i, line in enumerate(lines) if line.startswith(begin)]
    ends = [i for i, line in enumerate(lines) if line == end]
    if len(starts) != 1 or len(ends) != 1 or ends[0] < starts[0]:
        print(f"{markdown}: error: expected one '{begin} -->' line and one '{end}' line after it", file=sys.stderr)
        return None
    updated = "\n".join(lines[: starts[0] + 1] + block + lines[ends[0]:])
    if updated == "\n".join(lines):
        return False
    with open(markdown + ".tmp", "w", encoding="utf-8") as out:
        out.write(updated)
    os.replace(markdown + ".tmp", markdown)
    return True


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    markdown, checker = sys.argv[1], sys.argv[2]
    package = sys.argv[3] if len(sys.argv) == 4 else "."
    graph = subprocess.run([checker, "graph", "--package-path", package], stdout=subprocess.PIPE, text=True)
    if graph.returncode != 0:
        return 2
    block = ["```mermaid"] + graph.stdout.rstrip("\n").split("\n") + ["```"]
    changed = replace_block(markdown, BEGIN, END, block)
    if changed is None:
        return 2
    print(f"{markdown}: graph {'updated' if changed else 'already current'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
