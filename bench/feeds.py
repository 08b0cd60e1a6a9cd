#!/usr/bin/env python3
"""A large curb feed of your own (issue 38): a generated CurbLR feed of FEED_FEATURES features
(30,000 by default, about 50 MB: `bench/bigfeed.py`), answered with `--data FEED`:

- the first lookup, which reads the feed whole and writes its index into an empty cache folder;
- a repeated lookup, through the index (the features near the point only);
- a lookup with no cache folder at all (the feed read a feature at a time on every lookup);
- `parkcheck validate FEED`.

Each is timed RUNS times (median wall time; peak RSS, the largest of the runs) by GNU time, a
small C program, so that no parent's pages are counted (bench/ANALYSIS.md: a child forked from a
large Python counts its parent's pages until it execs). Part of `make bench` (bench/measure.py
imports it). Alone, after a release build:

    PARKCHECK_BIN=.build/release/parkcheck python3 bench/feeds.py
"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile

BENCH_DIR = os.environ.get("BENCH_DIR", ".bench")
FEATURES = int(os.environ.get("FEED_FEATURES", "30000"))
RUNS = int(os.environ.get("FEED_RUNS", "5"))
AT = "2026-11-24T10:00"
TARGET_REPEATED_S, TARGET_REPEATED_MB = 0.3, 60
TARGET_VALIDATE_S, TARGET_VALIDATE_MB = 5.0, 200
GNU_TIME = "/usr/bin/time"


def feed_file():
    """The generated feed (written once per size) and a point at one of its curbs."""
    path = os.path.join(BENCH_DIR, f"feed-{FEATURES}.curblr.json")
    point_file = path + ".point"
    if not (os.path.exists(path) and os.path.exists(point_file)):
        point = subprocess.run([sys.executable, "bench/bigfeed.py", path, str(FEATURES)], check=True,
                               stdout=subprocess.PIPE, text=True).stdout.split()
        with open(point_file, "w", encoding="ascii") as handle:
            handle.write(" ".join(point))
    with open(point_file, encoding="ascii") as handle:
        return path, handle.read().split()


def run(argv, environment):
    """(wall seconds, peak RSS in MB, exit status, stdout) of one run, by GNU time."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as timing:
        result = subprocess.run([GNU_TIME, "-f", "%e %M", "-o", timing.name] + argv, env=environment,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        seconds, kilobytes = timing.read().split()[-2:]
    return float(seconds), int(kilobytes) / 1024, result.returncode, result.stdout


def series(argv, environment, runs, before=None):
    """(median s, peak MB, statuses, outputs) of `runs` runs; `before` runs ahead of each."""
    times, peaks, statuses, outputs = [], [], set(), set()
    for _ in range(runs):
        if before:
            before()
        seconds, megabytes, status, output = run(argv, environment)
        times.append(seconds)
        peaks.append(megabytes)
        statuses.add(status)
        outputs.add(output)
    return statistics.median(times), max(peaks), statuses, outputs


def measure(parkcheck_bin):
    if not os.access(GNU_TIME, os.X_OK):
        return None
    path, (latitude, longitude) = feed_file()
    size_mb = os.path.getsize(path) / 1e6
    cache = tempfile.mkdtemp(prefix="parkcheck-feed-cache-")
    with_cache = {"PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "XDG_CACHE_HOME": cache}
    without_cache = {"PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"}
    lookup = [parkcheck_bin, latitude, longitude, "--data", path, "--at", AT]

    def empty_cache():
        shutil.rmtree(cache, ignore_errors=True)
        os.makedirs(cache)

    try:
        print(f"--- feed of {FEATURES} features ({size_mb:.1f} MB): lookups and validate, {RUNS} runs each",
              flush=True)
        rows = {
            "first": series(lookup, with_cache, RUNS, before=empty_cache),
            "repeated": series(lookup, with_cache, RUNS * 2),
            "whole": series(lookup, without_cache, RUNS),
            "validate": series([parkcheck_bin, "validate", path], without_cache, RUNS),
        }
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    answers = rows["first"][3] | rows["repeated"][3] | rows["whole"][3]
    return {"features": FEATURES, "size_mb": size_mb, "rows": rows, "same_answers": len(answers) == 1,
            "point": f"{latitude} {longitude}"}


def markdown(result):
    rows = result["rows"]

    def cell(key):
        seconds, megabytes, statuses, _ = rows[key]
        failed = "" if statuses == {0} else f" (exit {sorted(statuses)})"
        return f"{seconds:.3f} s | {megabytes:.1f} MB{failed}"

    repeated_s, repeated_mb = rows["repeated"][0], rows["repeated"][1]
    validate_s, validate_mb = rows["validate"][0], rows["validate"][1]

    def verdict(ok):
        return "met" if ok else "not met"

    return [
        "## A feed of your own (issue 38)",
        "",
        f"A generated CurbLR feed of {result['features']:,} features ({result['size_mb']:.1f} MB, "
        f"`bench/bigfeed.py`), answered at {result['point']} with `--data FEED --at {AT}` (medians; "
        "peak RSS is the largest of the runs, by GNU time):",
        "",
        "| run | time | peak memory |",
        "|---|---:|---:|",
        f"| first lookup (reads the feed whole, writes its index into an empty cache) | {cell('first')} |",
        f"| repeated lookup (through the index) | {cell('repeated')} |",
        f"| lookup without a cache folder (the feed read a feature at a time, every lookup) | {cell('whole')} |",
        f"| `parkcheck validate FEED` | {cell('validate')} |",
        "",
        f"Same answer from all three lookups: {'yes' if result['same_answers'] else 'NO'}.",
        "",
        "| target | measured | verdict |",
        "|---|---|---|",
        f"| repeated lookup ≤ {TARGET_REPEATED_S} s and ≤ {TARGET_REPEATED_MB} MB | {repeated_s:.3f} s, "
        f"{repeated_mb:.1f} MB | {verdict(repeated_s <= TARGET_REPEATED_S and repeated_mb <= TARGET_REPEATED_MB)} |",
        f"| validate ≤ {TARGET_VALIDATE_S:g} s and ≤ {TARGET_VALIDATE_MB} MB | {validate_s:.2f} s, "
        f"{validate_mb:.1f} MB | {verdict(validate_s <= TARGET_VALIDATE_S and validate_mb <= TARGET_VALIDATE_MB)} |",
    ]


if __name__ == "__main__":
    measured = measure(os.environ.get("PARKCHECK_BIN", ".build/release/parkcheck"))
    if measured is None:
        sys.exit("feeds: GNU time (/usr/bin/time) is needed")
    print("\n".join(markdown(measured)))
