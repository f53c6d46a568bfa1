#!/usr/bin/env python3
"""What a unit of work costs: `league player sign` on each store, timed against a baseline run in
the same go.

For `sqlite` and `files`, in a data folder where BOS is registered: `player sign` (one unit of
work: the team looked up, the players read, the player created), with the player released again
between runs (untimed). For `memory`, where nothing survives a process: `team add` (one unit).
The baseline is `league --version`, the same binary starting and exiting without any storage.
With --compare OTHER, OTHER's command is timed in the same loop too (e.g. a build from before a
change), and the ratio between the two binaries is printed.

With --markdown FILE, the results are also written to FILE as a Markdown section, for
Docs/Benchmarks.md (`make bench` puts it there).

Usage: bench_league.py LEAGUE [--compare OTHER] [--runs N] [--markdown FILE]
"""
import argparse, os, shutil, statistics, subprocess, tempfile, time


def timed(command, env):
    start = time.perf_counter()
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("league")
    parser.add_argument("--compare")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--markdown")
    args = parser.parse_args()
    markdown = ["## A league command", "",
                "One unit of work per command (`player sign` on `sqlite` and `files`: the team looked up, the "
                "players read, the player created; `team add` on `memory`), against `league --version`, the same "
                f"release binary starting without any storage. Medians of {args.runs} interleaved runs.", "",
                "| Store | Command | Time | `--version` | Ratio |", "|---|---|---|---|---|"]
    binaries = [("this build", args.league)] + ([("compared", args.compare)] if args.compare else [])
    for store in ["sqlite", "files", "memory"]:
        folders = {label: tempfile.mkdtemp(prefix=f"bench-league-{store}-") for label, _ in binaries}
        try:
            def env(label):
                return dict(os.environ, LEAGUE_DATA_DIR=folders[label])

            def league(binary, label, *words, check=True):
                subprocess.run([binary, "--store", store, *words], env=env(label), check=check,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

            for label, binary in binaries:
                if store != "memory":
                    league(binary, label, "team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox")
            if store == "memory":
                command = ["team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox"]
            else:
                command = ["player", "sign", "David", "Ortiz", "--number", "34", "--position", "Pitcher", "--team", "BOS"]
            times = {label: [] for label, _ in binaries}
            baseline = []
            for _ in range(args.runs):
                for label, binary in binaries:
                    times[label].append(timed([binary, "--store", store, *command], env(label)))
                    if store != "memory":
                        league(binary, label, "player", "release", "1")
                baseline.append(timed([args.league, "--version"], env(binaries[0][0])))
            base = statistics.median(baseline)
            line = f"bench: league --store {store} {command[0]} {command[1]}:"
            for label, _ in binaries:
                median = statistics.median(times[label])
                line += f"  {label} {median * 1000:6.1f} ms ({median / base:4.2f}x --version)"
            if args.compare:
                line += f"  ratio {statistics.median(times['this build']) / statistics.median(times['compared']):4.2f}"
            print(line + f"  [--version {base * 1000:.1f} ms, {args.runs} runs]")
            median = statistics.median(times["this build"])
            markdown.append(f"| `{store}` | `{command[0]} {command[1]}` | {median * 1000:.1f} ms | {base * 1000:.1f} ms "
                            f"| {median / base:.2f}× |")
        finally:
            for folder in folders.values():
                shutil.rmtree(folder, ignore_errors=True)
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as out:
            out.write("\n".join(markdown) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
