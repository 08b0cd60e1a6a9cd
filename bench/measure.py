#!/usr/bin/env python3
"""Times parkcheck against the process floor and the shapely baseline; writes BENCHMARKS.md.

The headline is the on-street workload (bench/onstreet.py, issue 17), measured first and written
at the top of the figures; the uniform-points rows (issue 6) and `near` (issue 19) follow.

Run by bench/run.sh (which builds everything first) from the repository root; configured by
environment variables that run.sh sets (see there). Needs only the Python standard library;
the baseline itself runs in the venv's Python.

A command that fails (a parkcheck feature not implemented yet) is recorded as `n/a (exit N)`
and the run goes on. Times are medians of several runs taken with hyperfine (`--shell=none`,
output to /dev/null) when it is installed, otherwise with a perf_counter loop around
subprocess; peak resident memory comes from `/usr/bin/time -v` (or wait4's ru_maxrss).
"""

import datetime
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

import timing  # bench/timing.py: a command's runs timed, by hyperfine or a wait4 loop
import near  # bench/near.py: `parkcheck near` against the one-shot lookup (issue 19)
import onstreet  # bench/onstreet.py: the on-street workload, the headline (issue 17)
import forms  # bench/forms.py: the same points in every input form (issue 39)
import ab  # bench/ab.py: the one-shot against an earlier commit's binary, same run (issue 39)
import feeds  # bench/feeds.py: a large curb feed of your own, first and repeated lookups, validate (issue 38)

ENV = os.environ
BENCH_DIR = ENV.get("BENCH_DIR", ".bench")
POINTS_FILE = ENV["POINTS_FILE"]
POINT_COUNT = int(ENV["POINTS"])
PARKCHECK_BIN = ENV.get("PARKCHECK_BIN", "")
BASELINE_PYTHON = ENV["BASELINE_PYTHON"]
RAW_ZONES = ENV["RAW_ZONES"]
RUNS_FAST = int(ENV.get("RUNS_FAST", "30"))
RUNS_SLOW = int(ENV.get("RUNS_SLOW", "10"))
RUNS_BATCH = int(ENV.get("RUNS_BATCH", "5"))
PROBE_TIMEOUT_S = float(ENV.get("PROBE_TIMEOUT_S", "300"))
REPORT = ENV.get("REPORT", "BENCHMARKS.md")
ONSTREET_FILE = ENV.get("ONSTREET_FILE", "")
ONSTREET_RUNS = int(ENV.get("ONSTREET_RUNS", "3"))
# The forms' ratios are a few per cent apart on a shared 2-core machine: more rounds than the
# on-street table, so that one disturbed round does not move a median (bench/forms.py).
FORMS_RUNS = int(ENV.get("FORMS_RUNS", "7"))
HYPERFINE = timing.HYPERFINE
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None

MB = 1_000_000


@dataclass
class Row:
    """One measured command: its median wall time, spread and peak resident memory."""

    key: str
    label: str
    argv: list[str]
    runs: int = 0
    median_s: float | None = None
    min_s: float | None = None
    max_s: float | None = None
    cpu_s: float | None = None  # mean user + system CPU time per run: less hurt by a busy machine
    rss_kb: int | None = None
    status: str | None = None  # why it was not measured ("n/a (exit 2)"), None when it was
    notes: list[str] = field(default_factory=list)

    @property
    def measured(self):
        return self.status is None and self.median_s is not None


def command_argv(text):
    """Splits a configured command; a leading `parkcheck` means the release binary just built."""
    argv = shlex.split(text)
    if argv and argv[0] == "parkcheck":
        argv[0] = PARKCHECK_BIN or "parkcheck-not-built"
    return argv


def shown(argv):
    """A command as a person would retype it from the repository root."""
    words = list(argv)
    if words and PARKCHECK_BIN and words[0] == PARKCHECK_BIN:
        words[0] = os.path.relpath(PARKCHECK_BIN)
    return shlex.join(words)


def run_once(argv, stdout_path=None):
    """Runs `argv` once; returns (exit code, peak RSS in KB)."""
    if shutil.which(argv[0]) is None and not os.access(argv[0], os.X_OK):
        return 127, None
    out = open(stdout_path, "wb") if stdout_path else subprocess.DEVNULL
    try:
        if GNU_TIME:
            with tempfile.NamedTemporaryFile("r+", suffix=".time") as report:
                completed = subprocess.run(
                    [GNU_TIME, "-v", "-o", report.name, *argv],
                    stdout=out, stderr=subprocess.DEVNULL, timeout=PROBE_TIMEOUT_S)
                match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report.read())
                return completed.returncode, int(match.group(1)) if match else None
        process = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        return os.waitstatus_to_exitcode(status), usage.ru_maxrss
    except subprocess.TimeoutExpired:
        return "timeout", None
    finally:
        if stdout_path:
            out.close()


def probe(row, repeats=1, stdout_path=None):
    """Checks that the command works (also a warm-up) and takes its peak RSS (median)."""
    peaks = []
    for _ in range(repeats):
        code, rss = run_once(row.argv, stdout_path)
        if code != 0:
            row.status = f"n/a (exit {code})" if code != 127 else "n/a (not built)"
            return False
        if rss is not None:
            peaks.append(rss)
    row.rss_kb = int(statistics.median(peaks)) if peaks else None
    return True


def time_row(row, runs, warmup):
    """Fills the row's median/min/max wall time over `runs` runs."""
    print(f"--- {row.label}: {shown(row.argv)} ({runs} runs)", flush=True)
    timed = timing.process_times(row.argv, runs, warmup)
    if timed is None:
        row.status = "n/a (failed while timing)"
        return
    times, row.cpu_s = timed
    row.runs = len(times)
    row.median_s = statistics.median(times)
    row.min_s, row.max_s = min(times), max(times)
    print(f"    median {format_time(row.median_s)}", flush=True)


def format_time(seconds):
    """Milliseconds below a second, seconds above."""
    if seconds is None:
        return "—"
    return f"{seconds * 1000:.2f} ms" if seconds < 1 else f"{seconds:.3f} s"


def format_mb(kb):
    """Kibibytes (as time and wait4 report them) to MB of 1,000,000 bytes."""
    return "—" if kb is None else f"{kb * 1024 / MB:.1f} MB"


def count_lines(path):
    """Newlines in a file, read in 1 MiB chunks."""
    with open(path, "rb") as handle:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: handle.read(1 << 20), b""))


def agreement(parkcheck_path, baseline_path):
    """How many parkcheck answers equal the baseline's (last CSV field; a header line skipped)."""
    with open(baseline_path, encoding="utf-8") as handle:
        expected = handle.read().splitlines()
    with open(parkcheck_path, encoding="utf-8", errors="replace") as handle:
        got = handle.read().splitlines()
    if len(got) == len(expected) + 1:
        got = got[1:]
    if len(got) != len(expected):
        return f"{len(got):,} answer lines for {len(expected):,} points: not comparable"
    same = sum(1 for mine, theirs in zip(got, expected)
               if (mine.rsplit(",", 1)[-1].strip().strip('"') or "-") == theirs)
    return f"{same:,} of {len(expected):,} answers equal the baseline's (last CSV field of each line)"


def internal_figures(row):
    """Runs the in-library hook 3 times; it must print `load_ms=…` and `lookups_per_s=…` lines."""
    loads, rates = [], []
    for _ in range(3):
        if shutil.which(row.argv[0]) is None and not os.access(row.argv[0], os.X_OK):
            row.status = "not measured (not built)"
            return None, None
        try:
            completed = subprocess.run(row.argv, capture_output=True, text=True, timeout=PROBE_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            row.status = "not measured (timeout)"
            return None, None
        values = dict(re.findall(r"^(\w+)=([0-9.eE+-]+)\s*$", completed.stdout, re.MULTILINE))
        if completed.returncode != 0 or "load_ms" not in values or "lookups_per_s" not in values:
            row.status = f"not measured (exit {completed.returncode})" if completed.returncode else \
                "not measured (no load_ms=/lookups_per_s= lines)"
            return None, None
        loads.append(float(values["load_ms"]))
        rates.append(float(values["lookups_per_s"]))
    row.runs = 3
    return statistics.median(loads), statistics.median(rates)


def capture(argv):
    """The first line a command prints (a version string), or "unknown"."""
    try:
        completed = subprocess.run(argv, capture_output=True, text=True, timeout=60)
        return (completed.stdout or completed.stderr).strip().splitlines()[0]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        return "unknown"


def has_uncommitted_changes():
    """Whether the tree, the report aside, differs from HEAD (the figures then fit no commit)."""
    completed = subprocess.run(["git", "status", "--porcelain", "--", ".", f":!{REPORT}"],
                               capture_output=True, text=True)
    return completed.returncode == 0 and completed.stdout.strip() != ""


def machine():
    """Cores, CPU model, memory, kernel and load average, for the report's header."""
    cpu = "unknown"
    with open("/proc/cpuinfo", encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    memory = "unknown"
    with open("/proc/meminfo", encoding="utf-8") as handle:
        match = re.search(r"MemTotal:\s+(\d+) kB", handle.read())
        if match:
            memory = f"{int(match.group(1)) / 1024 / 1024:.1f} GiB"
    return {
        "cores": os.cpu_count(),
        "cpu": cpu,
        "memory": memory,
        "kernel": platform.release(),
        "load": " ".join(f"{value:.2f}" for value in os.getloadavg()),
    }


def verdict(value, limit, at_most):
    """`met`, `not met` or `not measured` for a target `value <= limit` (or `>=`)."""
    if value is None:
        return "not measured"
    return "met" if (value <= limit if at_most else value >= limit) else "not met"


def main():
    """Probes and times every row in one run, then writes the report."""
    started = datetime.datetime.now(datetime.timezone.utc)
    host = machine()
    print(f"bench: {host['cores']} cores, {host['cpu']}, load {host['load']}", flush=True)
    baseline = [BASELINE_PYTHON, "bench/baseline.py", RAW_ZONES]
    # The headline first: the on-street workload, all its commands interleaved in one stretch.
    onstreet_result = onstreet.measure(PARKCHECK_BIN, ONSTREET_FILE, ONSTREET_RUNS) \
        if PARKCHECK_BIN and ONSTREET_FILE else None
    forms_result = forms.measure(PARKCHECK_BIN, ONSTREET_FILE, FORMS_RUNS) \
        if PARKCHECK_BIN and ONSTREET_FILE else None
    rows = {
        row.key: row for row in [
            Row("floor-static", "process floor, Foundation, static stdlib", [f"{BENCH_DIR}/floor-static"]),
            Row("floor-dynamic", "process floor, Foundation, dynamic", [f"{BENCH_DIR}/floor-dynamic"]),
            Row("floor-tz-static", "floor + LA TimeZone + Calendar, static", [f"{BENCH_DIR}/floor-tz-static"]),
            Row("floor-tz-dynamic", "floor + LA TimeZone + Calendar, dynamic",
                [f"{BENCH_DIR}/floor-tz-dynamic"]),
            Row("oneshot", "parkcheck one-shot (full answer)", command_argv(ENV["PARKCHECK_ONESHOT"])),
            Row("baseline-one", "baseline, one point", baseline + ["37.76", "-122.43"]),
            Row("zone-parkcheck", f"parkcheck batch zone-only, {POINT_COUNT:,} points",
                command_argv(ENV["PARKCHECK_ZONE_CMD"])),
            Row("zone-baseline", f"baseline batch zone-only, {POINT_COUNT:,} points",
                baseline + ["--points", POINTS_FILE]),
            Row("full-parkcheck", f"parkcheck batch full answers, {POINT_COUNT:,} points",
                command_argv(ENV["PARKCHECK_FULL_CMD"])),
            Row("internal", "parkcheck in-library load + lookups", command_argv(ENV["PARKCHECK_INTERNAL_CMD"])),
        ]
    }

    for key in ["floor-static", "floor-dynamic", "floor-tz-static", "floor-tz-dynamic", "oneshot"]:
        if probe(rows[key], repeats=3):
            time_row(rows[key], RUNS_FAST, warmup=3)
        else:
            print(f"--- {rows[key].label}: {rows[key].status}", flush=True)
    if probe(rows["baseline-one"], repeats=1):
        time_row(rows["baseline-one"], RUNS_SLOW, warmup=1)

    outputs = {key: f"{BENCH_DIR}/out-{key}.txt" for key in ["zone-parkcheck", "zone-baseline", "full-parkcheck"]}
    for key in ["zone-baseline", "zone-parkcheck", "full-parkcheck"]:
        row = rows[key]
        print(f"--- {row.label}: checking {shown(row.argv)}", flush=True)
        if probe(row, repeats=1, stdout_path=outputs[key]):
            row.notes.append(f"{count_lines(outputs[key]):,} output lines")
            time_row(row, RUNS_BATCH, warmup=0)
        else:
            print(f"    {row.status}", flush=True)
    if rows["zone-parkcheck"].measured and rows["zone-baseline"].measured:
        rows["zone-parkcheck"].notes.append(agreement(outputs["zone-parkcheck"], outputs["zone-baseline"]))

    print(f"--- {rows['internal'].label}: {shown(rows['internal'].argv)}", flush=True)
    load_ms, lookups_per_s = internal_figures(rows["internal"])
    internal = rows["internal"]
    print(f"    {internal.status or f'load {load_ms} ms, {lookups_per_s:,.0f} lookups/s'}", flush=True)

    near_rows, near_ratio = near.measure(PARKCHECK_BIN, RUNS_FAST) if PARKCHECK_BIN else ([], None)
    ab_result = ab.measure(PARKCHECK_BIN) if PARKCHECK_BIN and ab.OLD != "none" else None
    feeds_result = feeds.measure(PARKCHECK_BIN) if PARKCHECK_BIN else None

    write_report(started, host, rows, load_ms, lookups_per_s, (near_rows, near_ratio), onstreet_result,
                 forms_result, ab_result, feeds_result)
    print(f"bench: wrote {REPORT}", flush=True)


def throughput(row):
    """Points per second of a batch row, end to end; None when not measured."""
    return POINT_COUNT / row.median_s if row.measured else None


def fmt(value, unit, digits=2):
    """A number with thousands separators and a unit, or a dash when not measured."""
    return "—" if value is None else f"{value:,.{digits}f}{unit}"


def static_stdlib_note(rows):
    """Warns when parkcheck links the Swift runtime dynamically while the dynamic floor is high."""
    flags = ENV.get("PARKCHECK_BUILD_FLAGS", "")
    dynamic = rows["floor-dynamic"]
    if "static" in flags or not dynamic.measured:
        return []
    return [
        "- parkcheck was built without `--static-swift-stdlib`: a dynamically linked Foundation",
        f"  program alone takes {format_time(dynamic.median_s)} here (static: "
        f"{format_time(rows['floor-static'].median_s)}), so the one-shot targets need a static build",
        "  (`PARKCHECK_BUILD_FLAGS='-c release --static-swift-stdlib'`).",
    ]


def zone_measured(ratio, mine, theirs):
    """The zone-only speed-up, with both throughputs (or what parkcheck needs to reach)."""
    if not theirs.measured:
        return fmt(ratio, "×")
    base = f"baseline {throughput(theirs):,.0f} points/s"
    if ratio is None:
        return f"— ({base}: ≥ {4 * throughput(theirs):,.0f} points/s needed)"
    return f"{ratio:.2f}× ({throughput(mine):,.0f} points/s; {base})"


def write_report(started, host, rows, load_ms, lookups_per_s, near_figures=([], None), onstreet_result=None,
                 forms_result=None, ab_result=None, feeds_result=None):
    """Writes REPORT (BENCHMARKS.md): header, verdicts against issue 6, every row, commands."""
    floor = rows["floor-static"]
    oneshot = rows["oneshot"]
    zone, zone_base, full = rows["zone-parkcheck"], rows["zone-baseline"], rows["full-parkcheck"]
    oneshot_ms = oneshot.median_s * 1000 if oneshot.measured else None
    floor_ratio = oneshot.median_s / floor.median_s if oneshot.measured and floor.measured else None
    speedup = zone_base.median_s / zone.median_s if zone.measured and zone_base.measured else None
    oneshot_mb = oneshot.rss_kb * 1024 / MB if oneshot.measured and oneshot.rss_kb else None
    full_mb = full.rss_kb * 1024 / MB if full.measured and full.rss_kb else None

    targets = [
        ("One-shot median wall ≤ 10 ms", fmt(oneshot_ms, " ms"), verdict(oneshot_ms, 10, True)),
        ("One-shot ≤ 2.5× process floor (static, same run)", fmt(floor_ratio, "×"),
         verdict(floor_ratio, 2.5, True)),
        ("One-shot peak RSS ≤ 40 MB", fmt(oneshot_mb, " MB", 1), verdict(oneshot_mb, 40, True)),
        ("Batch zone-only ≥ 4× baseline throughput (end to end)", zone_measured(speedup, zone, zone_base),
         verdict(speedup, 4, False)),
        ("Batch full answers ≥ 250,000 points/s", fmt(throughput(full), " points/s", 0),
         verdict(throughput(full), 250_000, False)),
        ("Batch full answers peak RSS ≤ 60 MB", fmt(full_mb, " MB", 1), verdict(full_mb, 60, True)),
        ("In-library ≥ 2,000,000 zone lookups/s (one core)", fmt(lookups_per_s, " lookups/s", 0),
         verdict(lookups_per_s, 2_000_000, False)),
        ("Data load + index build ≤ 3 ms", fmt(load_ms, " ms"), verdict(load_ms, 3, True)),
        ("`near` (400 m) one-shot ≤ 3× the one-shot lookup, same points, same run (issue 19)",
         fmt(near_figures[1], "×"), verdict(near_figures[1], near.TARGET_RATIO, True)),
    ]

    lines = [
        "# Benchmarks",
        "",
        "Written by `make bench` (`bench/run.sh`); issue 17 sets the on-street targets (the headline),",
        "issue 6 the others. Compare figures only within one run: the machine is small and shared, so",
        "every time is a median of several runs, and a new result should be taken in a fresh run next",
        "to the old figures, not against them.",
        "",
        f"- Date: {started:%Y-%m-%d %H:%M} UTC; the measurements took "
        f"{(datetime.datetime.now(datetime.timezone.utc) - started).total_seconds():.0f} s.",
        f"- Machine: {host['cores']} cores (`nproc`), CPU `{host['cpu']}` (/proc/cpuinfo), "
        f"{host['memory']} memory, Linux {host['kernel']}; load average at start {host['load']}.",
        f"- parkcheck: `{capture([PARKCHECK_BIN, '--version']) if PARKCHECK_BIN else 'not built'}`, "
        f"commit `{capture(['git', 'rev-parse', '--short', 'HEAD'])}`"
        f"{' with uncommitted changes' if has_uncommitted_changes() else ''}, "
        f"built with `swift build {ENV.get('PARKCHECK_BUILD_FLAGS', '')} --product parkcheck`.",
        f"- Swift: {capture(['swift', '--version'])}.",
        f"- Baseline: {capture([BASELINE_PYTHON, '--version'])}, "
        + capture([BASELINE_PYTHON, "-c",
                   "import shapely, numpy; print(f'shapely {shapely.__version__} "
                   "(GEOS {shapely.geos_version_string}), numpy {numpy.__version__}')"]) + ".",
        f"- Timing: {capture([HYPERFINE, '--version']) + ' (`--shell=none`, output to /dev/null)' if HYPERFINE else 'a perf_counter loop around subprocess (hyperfine not installed)'}; "
        f"peak RSS: {'`/usr/bin/time -v`' if GNU_TIME else 'wait4 ru_maxrss'}; MB = 1,000,000 bytes.",
        f"- Points: {POINT_COUNT:,} uniform random points in the city's bounding box "
        f"(`bench/gen_points.py {POINT_COUNT} {ENV.get('POINTS_SEED', '20251122')}` → `{POINTS_FILE}`); "
        f"on-street points: `bench/gen_points.py --onstreet {ENV.get('ONSTREET_POINTS', '?')} "
        f"{ENV.get('POINTS_SEED', '20251122')}` → `{ONSTREET_FILE}`.",
        "",
        *(onstreet.markdown(onstreet_result) if onstreet_result else
          ["## On-street points (the headline, issue 17)", "", "Not measured (parkcheck not built)."]),
        "",
        *(forms.markdown(forms_result) if forms_result else
          ["## Input forms (issue 39)", "", "Not measured (parkcheck not built)."]),
        "",
        *(ab.markdown(ab_result) if ab_result else
          ["## The one-shot against an earlier binary (issue 39)", "",
           "Not measured (parkcheck not built, AB_OLD=none, or AB_OLD not built: see the run's log)."]),
        "",
        *(feeds.markdown(feeds_result) if feeds_result else
          ["## A feed of your own (issue 38)", "", "Not measured (parkcheck not built, or no GNU time)."]),
        "",
        "## Uniform points: targets (issue 6)",
        "",
        "| target | measured | verdict |",
        "|---|---|---|",
        *[f"| {name} | {value} | {mark} |" for name, value, mark in targets],
        "",
        "## Uniform points: measurements",
        "",
        "| what | runs | median wall | min – max | CPU (user+sys, mean) | peak RSS | points/s | notes |",
        "|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    for row in rows.values():
        if row.key == "internal":
            continue
        per_second = fmt(throughput(row), "", 0) if row.key.startswith(("zone", "full")) else ""
        lines.append(
            f"| {row.label} | {row.runs or ''} | {row.status or format_time(row.median_s)} | "
            f"{format_time(row.min_s) + ' – ' + format_time(row.max_s) if row.measured else ''} | "
            f"{format_time(row.cpu_s) if row.measured else ''} | "
            f"{format_mb(row.rss_kb) if row.measured else ''} | {per_second if row.measured else ''} | "
            f"{'; '.join(row.notes)} |")
    internal = rows["internal"]
    figures = internal.status or f"load + index {load_ms:.3f} ms; {lookups_per_s:,.0f} lookups/s"
    lines.append(
        f"| {internal.label} | {internal.runs or ''} | {figures} | | | | | "
        "the hook prints `load_ms=` and `lookups_per_s=` lines |")
    lines += [
        "",
        "## Where can I park? (`near`, issue 19)",
        "",
        "`parkcheck near LAT LON --at T --within 400` and the one-shot `parkcheck LAT LON --at T` at",
        "the same real curbs, timed one after the other in this run (`bench/near.py`; medians of "
        f"{RUNS_FAST} runs each, after 3 warm-ups).",
        "",
        *(near.markdown(*near_figures) if near_figures[0] else ["Not measured (parkcheck not built)."]),
    ]
    lines += [
        "",
        "## Commands (from the repository root)",
        "",
        *[f"- {row.label}: `{shown(row.argv)}`" for row in rows.values()],
        "",
        "## Notes",
        "",
        "- The baseline (`bench/baseline.py`) answers the zone-only question on the raw",
        "  `rpp_area_blocks_20251122.json`: every ring its own polygon, one shapely STRtree, a",
        "  vectorised `dwithin` query at 10 m in a local equirectangular projection around 37.76° N",
        "  (x scale error < 0.25 % across the city), the nearest zone winning, `-` when none. It",
        "  prints one zone code per input line, and its time includes Python's start, imports, the",
        "  JSON load, the index build, `numpy.loadtxt` of the points and writing the answers.",
        "- Ratios use the static process floor measured in this same run. A parkcheck row shows",
        "  `n/a (exit N)` when the command is not implemented yet (or failed); change the command",
        "  with the `PARKCHECK_*` variables of `bench/run.sh`. The in-library row runs",
        "  `PARKCHECK_INTERNAL_CMD`, which must print `load_ms=<number>` (data load + index build)",
        "  and `lookups_per_s=<number>` (zone lookups on one core, after load) lines.",
        *static_stdlib_note(rows),
        "",
    ]
    # The hand-written part: what the profiles showed, what changed, what stands in the way.
    analysis = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ANALYSIS.md")
    if os.path.exists(analysis):
        with open(analysis, encoding="utf-8") as handle:
            lines.append(handle.read().rstrip("\n"))
        lines.append("")
    with open(REPORT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))


if __name__ == "__main__":
    sys.exit(main())
