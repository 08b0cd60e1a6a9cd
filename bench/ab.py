#!/usr/bin/env python3
"""The one-shot at real curbs, same run, against the binary of an earlier commit (issue 39).

A performance claim about a change is a same-run A/B against the binary before it: absolute
figures move with the machine's neighbours, a ratio of interleaved runs does not. This builds
AB_OLD (default e0454a9, main before [verdict], the one-shot's reference weight) once, in a git
worktree under BENCH_DIR, with the same build flags as the new binary (and its own Package.swift's
settings: it is linked as its commit links it), packs its own Resources/,
and then runs `parkcheck LAT LON --at T` at each point as pairs, new then old, PAIRS times (61 by
default): the ratio is taken pair by pair and its median quoted, with each side's median wall time
and median peak RSS (wait4's ru_maxrss of each run).

Each binary answers from its own data directory (`--data`), as a user's install would; the answers
are the commits' own (the old one may word them differently).

Part of `make bench` (bench/measure.py imports it). Alone, after a release build:

    PARKCHECK_BIN=.build/release/parkcheck python3 bench/ab.py
"""

import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import time

OLD = os.environ.get("AB_OLD", "e0454a9")
PAIRS = int(os.environ.get("AB_PAIRS", "61"))
BUILD_FLAGS = shlex.split(os.environ.get("PARKCHECK_BUILD_FLAGS", "-c release"))
SWIFT = os.environ.get("SWIFT", "swift")
TARGET_RATIO = 1.0   # the one-shot no slower than AB_OLD's
TARGET_PEAK_MB = 21  # and at most 21 MB at its peak
AT = "2026-11-30T10:00"
# Real curbs: a 2-hour block face on Guerrero St, a block face beside it, the 16th St meters.
POINTS = [("37.759546", "-122.423713"), ("37.759975", "-122.424289"), ("37.7648", "-122.4216")]


def say(text):
    print(f"--- ab: {text}", file=sys.stderr, flush=True)


def old_binary(directory):
    """(binary, data directory) of OLD, built once into `directory`/ab-SHA; None when it cannot be."""
    sha = subprocess.run(["git", "rev-parse", "--verify", f"{OLD}^{{commit}}"], capture_output=True,
                         text=True)
    if sha.returncode != 0:
        say(f"{OLD} is not a commit of this repository")
        return None
    home = os.path.abspath(os.path.join(directory, f"ab-{sha.stdout.strip()[:12]}"))
    binary, source = os.path.join(home, "parkcheck"), os.path.join(home, "src")
    if not os.path.exists(binary):
        if os.path.exists(source):
            subprocess.run(["git", "worktree", "remove", "--force", source], capture_output=True)
            shutil.rmtree(source, ignore_errors=True)
        os.makedirs(home, exist_ok=True)
        say(f"building {OLD} in {source} (once)")
        subprocess.run(["git", "worktree", "add", "--detach", source, sha.stdout.strip()], check=True,
                       capture_output=True)
        built = subprocess.run([SWIFT, "build", *BUILD_FLAGS, "--product", "parkcheck"], cwd=source,
                               stdout=sys.stderr)
        if built.returncode != 0:
            say(f"{OLD} did not build")
            return None
        path = subprocess.run([SWIFT, "build", *BUILD_FLAGS, "--show-bin-path"], cwd=source,
                              capture_output=True, text=True, check=True).stdout.strip()
        shutil.copy2(os.path.join(path, "parkcheck"), binary)
    data = os.path.join(source, "Resources")
    subprocess.run([binary, "pack", data], check=True, capture_output=True)
    return binary, data


def evict(*paths):
    """Drops the files under `paths` from the page cache (POSIX_FADV_DONTNEED), so both sides start
    from files read the same way. How a file came into the cache (written by the linker, read by
    exec, copied) decides the size of its cached folios, and a mapped binary's resident memory and
    start-up faults follow them: two builds of one commit measured 0.72× apart, and 2.5 MiB, until
    both were evicted."""
    for path in paths:
        files = [path] if os.path.isfile(path) else [
            os.path.join(folder, name) for folder, _, names in os.walk(path) for name in names]
        for name in files:
            descriptor = os.open(name, os.O_RDONLY)
            try:
                os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(descriptor)


def run(argv):
    """One run: (exit code, wall s, peak RSS KB). A child's peak RSS counts its parent's pages until
    the exec (Linux keeps the larger of the two), so this runs in a small process of its own
    (``measure`` starts one), never inside bench/measure.py's 50 MB."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return os.waitstatus_to_exitcode(status), time.perf_counter() - start, usage.ru_maxrss


def measure(new_binary, new_data="Resources"):
    """``pairs(new_binary, new_data)`` run in a fresh Python process (see ``run``)."""
    completed = subprocess.run([sys.executable, __file__, "--json", new_binary, new_data], stdout=subprocess.PIPE,
                               text=True)
    return json.loads(completed.stdout) if completed.returncode == 0 else None


def pairs(new_binary, new_data):
    """Pairs of one-shots, new then old, at each point. Returns a dict, or None without an old binary."""
    old = old_binary(os.environ.get("BENCH_DIR", ".bench"))
    if old is None:
        return None
    old_binary_path, old_data = old
    evict(new_binary, new_data, old_binary_path, old_data)
    rows = []
    for latitude, longitude in POINTS:
        argvs = {"new": [new_binary, latitude, longitude, "--at", AT, "--data", new_data],
                 "old": [old_binary_path, latitude, longitude, "--at", AT, "--data", old_data]}
        say(f"{latitude} {longitude}: {PAIRS} pairs")
        for argv in argvs.values():  # warm-up
            run(argv)
        figures = {side: dict(walls=[], peaks=[], failed=None) for side in argvs}
        for _ in range(PAIRS):
            for side, argv in argvs.items():
                code, wall, peak = run(argv)
                if code >= 64:  # 0-3 are answers (yes, some failed, conditionally, unknown)
                    figures[side]["failed"] = code
                figures[side]["walls"].append(wall)
                figures[side]["peaks"].append(peak)
        ratios = [new / old for new, old in zip(figures["new"]["walls"], figures["old"]["walls"])]
        rows.append(dict(point=f"{latitude} {longitude}", figures=figures, ratio=statistics.median(ratios),
                         low=min(ratios), high=max(ratios)))
    return dict(old=OLD, pairs=PAIRS, rows=rows)


def markdown(result):
    """The section of BENCHMARKS.md."""
    lines = [
        f"## The one-shot against {result['old']} (issue 39)", "",
        f"`parkcheck LAT LON --at {AT}` at real curbs, each binary answering from its own data "
        f"directory, in {result['pairs']} pairs (new, then {result['old']}, after a warm-up; `bench/ab.py`). "
        "The ratio is new ÷ old, pair by pair, its median quoted; wall times and peak RSS (wait4) are "
        "each side's medians.", "",
        "| point | new wall | old wall | ratio (median of pairs) | pairs' range | new peak | old peak | target |",
        "|---|---:|---:|---:|---|---:|---:|---|",
    ]
    for row in result["rows"]:
        new, old = row["figures"]["new"], row["figures"]["old"]
        if new["failed"] or old["failed"]:
            lines.append(f"| {row['point']} | n/a (exit {new['failed'] or old['failed']}) | | | | | | |")
            continue
        new_peak = statistics.median(new["peaks"]) * 1024 / 1e6
        old_peak = statistics.median(old["peaks"]) * 1024 / 1e6
        met = row["ratio"] <= TARGET_RATIO and new_peak <= TARGET_PEAK_MB
        lines.append(
            f"| {row['point']} | {statistics.median(new['walls']) * 1000:.2f} ms | "
            f"{statistics.median(old['walls']) * 1000:.2f} ms | {row['ratio']:.3f}× | "
            f"{row['low']:.2f}–{row['high']:.2f}× | {new_peak:.1f} MB | {old_peak:.1f} MB | "
            f"≤ {TARGET_RATIO:g}× and ≤ {TARGET_PEAK_MB} MB: {'met' if met else 'not met'} |")
    return lines


if __name__ == "__main__":
    if sys.argv[1:2] == ["--json"]:
        result = pairs(sys.argv[2], sys.argv[3])
        if result is None:
            sys.exit(1)
        print(json.dumps(result))
        sys.exit(0)
    binary = os.environ.get("PARKCHECK_BIN")
    if not binary:
        sys.exit("bench/ab.py: set PARKCHECK_BIN to the new binary")
    result = measure(binary)
    print("\n".join(markdown(result)) if result else f"bench/ab.py: {OLD} could not be built")
