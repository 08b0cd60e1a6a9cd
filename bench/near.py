#!/usr/bin/env python3
"""`parkcheck near` (400 m) against the one-shot lookup at the same points, in the same run.

Issue 19's target: one `near` with a 400 m radius, as a one-shot process, within 3× the one-shot
lookup's time. Both are timed at the same few points at real curbs (the README's examples), with
the same arrival, one command after the other; the ratio is of the medians summed over the points.

Part of `make bench` (bench/measure.py imports it). To time only this part, after a release build
and `parkcheck pack Resources`, from the repository root:

    PARKCHECK_BIN=.build/release/parkcheck python3 bench/near.py

which prints the rows as Markdown.
"""

import os
import statistics
import sys

import timing  # bench/timing.py

# Real curbs: Guerrero St (a Tuesday sweeping morning), Area S around Dolores (a permit holder
# at home), Valencia St (metered, commercial).
POINTS = [
    ("37.759546", "-122.423713", "2026-11-24T07:30"),
    ("37.759975", "-122.424289", "2026-11-23T09:00"),
    ("37.7648", "-122.4216", "2026-11-23T14:00"),
]
TARGET_RATIO = 3.0


def measure(parkcheck_bin, runs=30, warmup=3):
    """Times the lookup and the 400 m near at each point.

    Returns (rows, ratio): rows of (point, lookup median s, near median s, lookup CPU s, near CPU
    s), and the near/lookup ratio of the summed medians (None when something failed).
    """
    rows = []
    for lat, lon, at in POINTS:
        lookup = [parkcheck_bin, lat, lon, "--at", at]
        near = [parkcheck_bin, "near", lat, lon, "--at", at, "--within", "400"]
        print(f"--- near vs lookup at {lat} {lon} ({runs} runs each)", flush=True)
        timed_lookup = timing.process_times(lookup, runs, warmup, style="none")
        timed_near = timing.process_times(near, runs, warmup, style="none")
        if timed_lookup is None or timed_near is None:
            rows.append((f"{lat} {lon}", None, None, None, None))
            continue
        rows.append((f"{lat} {lon}", statistics.median(timed_lookup[0]), statistics.median(timed_near[0]),
                     timed_lookup[1], timed_near[1]))
    measured = [row for row in rows if row[1] is not None]
    if not measured or len(measured) != len(rows):
        return rows, None
    return rows, sum(row[2] for row in measured) / sum(row[1] for row in measured)


def markdown(rows, ratio):
    """The rows as a Markdown table, and the target line."""
    def ms(seconds):
        return "—" if seconds is None else f"{seconds * 1000:.2f} ms"

    lines = [
        "| point (`--at` as in the README) | one-shot lookup, median | `near --within 400`, median | ratio "
        "| CPU lookup / near |",
        "|---|---:|---:|---:|---:|",
    ]
    for point, lookup, near, lookup_cpu, near_cpu in rows:
        each = f"{near / lookup:.2f}×" if lookup and near else "n/a"
        lines.append(f"| {point} | {ms(lookup)} | {ms(near)} | {each} | {ms(lookup_cpu)} / {ms(near_cpu)} |")
    verdict = "not measured" if ratio is None else ("met" if ratio <= TARGET_RATIO else "not met")
    shown = "—" if ratio is None else f"{ratio:.2f}×"
    lines += ["", f"`near` (400 m) ≤ {TARGET_RATIO:g}× the one-shot lookup (sum of medians, same run): "
              f"{shown} — {verdict}"]
    return lines


if __name__ == "__main__":
    binary = os.environ.get("PARKCHECK_BIN", ".build/release/parkcheck")
    table, measured_ratio = measure(binary, runs=int(os.environ.get("RUNS_FAST", "30")))
    print("\n".join(markdown(table, measured_ratio)))
    sys.exit(0 if measured_ratio is not None else 1)
