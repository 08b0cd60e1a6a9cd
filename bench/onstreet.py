#!/usr/bin/env python3
"""The on-street workload (issue 17): full answers, zone-only and every format on the same points.

The points are `bench/gen_points.py --onstreet N SEED` (along the curb lines of
Resources/regulations.geojson with σ = 3 m GPS noise). Every command reads them from standard
input (`parkcheck - …`), writes to /dev/null, and is timed in rounds: one probe run of each
command first (checks the exit code, counts the output lines, takes the peak RSS, warms the page
cache), then RUNS rounds in which each command runs once, in the same order. Interleaving the
commands spreads the shared machine's load changes over all of them, so the same-run ratios
compare like with like. hyperfine 1.15 cannot feed standard input, so the times come from a
perf_counter loop around fork/exec/wait4 (wall time and the child's user+system CPU).

Part of `make bench` (bench/measure.py imports it). To time only this part, after a release build
and `parkcheck pack Resources`, from the repository root:

    python3 bench/gen_points.py --onstreet 200000 20251122 > .bench/onstreet-200000.csv
    PARKCHECK_BIN=.build/release/parkcheck ONSTREET_FILE=.bench/onstreet-200000.csv \
        python3 bench/onstreet.py

which prints the section as Markdown (ONSTREET_RUNS, default 3, sets the rounds). Peak RSS is
wait4's ru_maxrss of the probe run.
"""

import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

AT = "2026-07-06T08:30"
FIELDS = "verdict,parkUntil.time,zone.code,status"
TARGET_RATIO = 5.0         # full answers ≤ 5× zone-only, same points, same run
TARGET_RATE = 250_000      # full answers per second, end to end


def commands(binary):
    """(key, label, argv) of every on-street row; the first two are the issue's (a) and (b)."""
    rows = [
        ("full-csv", f"(a) full answers, CSV, `--fields {FIELDS}`",
         [binary, "-", "--format", "csv", "--fields", FIELDS, "--at", AT]),
        ("zone-csv", "(b) zone-only, CSV, `--fields zone.code`",
         [binary, "-", "--zone-only", "--format", "csv", "--fields", "zone.code"]),
    ]
    for fmt in ["ndjson", "json", "geojson"]:
        rows.append((f"{fmt}-all", f"{fmt}, all fields", [binary, "-", "--format", fmt, "--at", AT]))
        rows.append((f"{fmt}-fields", f"{fmt}, `--fields {FIELDS}`",
                     [binary, "-", "--format", fmt, "--fields", FIELDS, "--at", AT]))
    return rows


def shown(argv, points_file):
    words = list(argv)
    words[0] = os.path.relpath(words[0]) if os.path.isabs(words[0]) else words[0]
    return f"{shlex.join(words)} < {points_file}"


def run(argv, points_file, stdout_path=None):
    """One run: (exit code, wall s, user+sys CPU s, peak RSS KB)."""
    with open(points_file, "rb") as stdin:
        out = open(stdout_path, "wb") if stdout_path else subprocess.DEVNULL
        try:
            start = time.perf_counter()
            process = subprocess.Popen(argv, stdin=stdin, stdout=out, stderr=subprocess.DEVNULL)
            _, status, usage = os.wait4(process.pid, 0)
            wall = time.perf_counter() - start
        finally:
            if stdout_path:
                out.close()
    return os.waitstatus_to_exitcode(status), wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def count_lines(path):
    with open(path, "rb") as handle:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: handle.read(1 << 20), b""))


def measure(binary, points_file, runs=3):
    """Probes, then times every command in `runs` interleaved rounds.

    Returns a dict: points, rows [{key, label, argv, status, lines, rss_kb, walls, cpus, median_s,
    cpu_s}], load averages before and after.
    """
    points = count_lines(points_file)
    load_before = os.getloadavg()
    rows = [dict(key=k, label=l, argv=a, status=None, lines=None, rss_kb=None, walls=[], cpus=[])
            for k, l, a in commands(binary)]
    for row in rows:
        print(f"--- on-street {row['label']}: checking {shown(row['argv'], points_file)}", flush=True)
        with tempfile.NamedTemporaryFile(suffix=".out") as out:
            code, wall, cpu, rss = run(row["argv"], points_file, out.name)
            if code != 0:
                row["status"] = f"n/a (exit {code})"
                print(f"    {row['status']}", flush=True)
                continue
            row["lines"], row["rss_kb"] = count_lines(out.name), rss
        print(f"    {row['lines']:,} lines, probe {wall:.3f} s", flush=True)
    for round_index in range(runs):
        for row in rows:
            if row["status"]:
                continue
            code, wall, cpu, _ = run(row["argv"], points_file)
            if code != 0:
                row["status"] = f"n/a (exit {code} while timing)"
                continue
            row["walls"].append(wall)
            row["cpus"].append(cpu)
        print(f"--- on-street round {round_index + 1}/{runs} done, load "
              f"{' '.join(f'{v:.2f}' for v in os.getloadavg())}", flush=True)
    for row in rows:
        ok = not row["status"] and row["walls"]
        row["median_s"] = statistics.median(row["walls"]) if ok else None
        row["cpu_s"] = statistics.median(row["cpus"]) if ok else None
    return dict(points=points, points_file=points_file, runs=runs, rows=rows,
                load_before=load_before, load_after=os.getloadavg())


def _by_key(result):
    return {row["key"]: row for row in result["rows"]}


def targets(result):
    """(target, measured, verdict) lines for the headline table."""
    rows = _by_key(result)
    full, zone = rows["full-csv"], rows["zone-csv"]
    ratio = full["median_s"] / zone["median_s"] if full["median_s"] and zone["median_s"] else None
    cpu_ratio = full["cpu_s"] / zone["cpu_s"] if full["cpu_s"] and zone["cpu_s"] else None
    rate = result["points"] / full["median_s"] if full["median_s"] else None

    def mark(ok):
        return "not measured" if ok is None else ("met" if ok else "not met")

    out = [
        (f"(a) full answers ≤ {TARGET_RATIO:g}× (b) zone-only, same points, same run",
         "—" if ratio is None else f"{ratio:.2f}× (wall); CPU {cpu_ratio:.2f}×" if cpu_ratio else f"{ratio:.2f}×",
         mark(None if ratio is None else ratio <= TARGET_RATIO)),
        (f"(a) full answers ≥ {TARGET_RATE:,} answers/s (end to end)",
         "—" if rate is None else f"{rate:,.0f} answers/s",
         mark(None if rate is None else rate >= TARGET_RATE)),
    ]
    for fmt, name in [("ndjson", "NDJSON"), ("json", "JSON"), ("geojson", "GeoJSON")]:
        with_fields, without = rows[f"{fmt}-fields"], rows[f"{fmt}-all"]
        if with_fields["median_s"] and without["median_s"]:
            r = with_fields["median_s"] / without["median_s"]
            cpu_r = with_fields["cpu_s"] / without["cpu_s"]
            out.append((f"{name} with `--fields` never slower than without",
                        f"{r:.2f}× the time without (wall); CPU {cpu_r:.2f}×", mark(r <= 1.0)))
        else:
            out.append((f"{name} with `--fields` never slower than without", "—", mark(None)))
    return out


def markdown(result):
    """The section: how the points were made, targets, every row, commands."""
    def load(values):
        return " ".join(f"{v:.2f}" for v in values)

    lines = [
        "## On-street points (the headline, issue 17)",
        "",
        f"{result['points']:,} points along the curb lines of `Resources/regulations.geojson` with",
        "σ = 3 m Gaussian GPS noise (`bench/gen_points.py --onstreet`, fixed seed →",
        f"`{result['points_file']}`), read from standard input by every command. Each command ran",
        f"once as a probe, then {result['runs']} times in interleaved rounds; medians of those "
        f"{result['runs']} runs",
        "(`bench/onstreet.py`, a perf_counter/wait4 loop: hyperfine 1.15 cannot feed standard input).",
        f"Load average (1/5/15 min) before this part {load(result['load_before'])}, after "
        f"{load(result['load_after'])}: the 2-core",
        "machine is shared, so compare only the ratios within this table.",
        "",
        "| target | measured | verdict |",
        "|---|---|---|",
        *[f"| {t} | {m} | {v} |" for t, m, v in targets(result)],
        "",
        "| what | median wall | min – max | CPU (user+sys, median) | peak RSS | answers/s | output lines |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for row in result["rows"]:
        if row["status"]:
            lines.append(f"| {row['label']} | {row['status']} | | | | | |")
            continue
        walls = row["walls"]
        lines.append(
            f"| {row['label']} | {row['median_s']:.3f} s | {min(walls):.3f} – {max(walls):.3f} s | "
            f"{row['cpu_s']:.3f} s | {row['rss_kb'] * 1024 / 1e6:.1f} MB | "
            f"{result['points'] / row['median_s']:,.0f} | {row['lines']:,} |")
    lines += ["", "Commands (from the repository root):", ""]
    lines += [f"- {row['label']}: `{shown(row['argv'], result['points_file'])}`" for row in result["rows"]]
    return lines


if __name__ == "__main__":
    measured = measure(os.environ.get("PARKCHECK_BIN", ".build/release/parkcheck"),
                       os.environ["ONSTREET_FILE"], int(os.environ.get("ONSTREET_RUNS", "3")))
    print("\n".join(markdown(measured)))
    sys.exit(0)
