#!/usr/bin/env bash
# `make bench`: builds parkcheck (release), the process-floor programs and the shapely baseline's
# venv, generates the points, then times everything in one run (bench/measure.py) and writes
# BENCHMARKS.md. Never part of `make test`. About 5–10 minutes on a 2-core machine, most of it the
# release build and the 1,000,000-point batches.
#
# The headline is the on-street workload (bench/onstreet.py): ONSTREET_POINTS (200000) points along
# the regulations' curb lines, ONSTREET_RUNS (3) interleaved rounds. To time that part alone, see
# bench/onstreet.py's docstring.
#
# Every setting below can be overridden from the environment, e.g.
#   PARKCHECK_ZONE_CMD='parkcheck .bench/points-1m.csv --zone-only' bench/run.sh
# A command starting with `parkcheck` runs the release binary just built. A parkcheck command that
# fails (not implemented yet) is recorded as "n/a (exit N)" and the run goes on.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SWIFTC=${SWIFTC:-swiftc}
SHARED=${SHARED:-../shared}
RAW_DATA=${RAW_DATA:-$SHARED/data/sf}
export BENCH_DIR=${BENCH_DIR:-.bench}
export RAW_ZONES=${RAW_ZONES:-$RAW_DATA/rpp_area_blocks_20251122.json}
export POINTS=${POINTS:-1000000}
export POINTS_SEED=${POINTS_SEED:-20251122}
if [ "$POINTS" = 1000000 ]; then default_points_file=$BENCH_DIR/points-1m.csv; else default_points_file=$BENCH_DIR/points-$POINTS.csv; fi
export POINTS_FILE=${POINTS_FILE:-$default_points_file}
# The on-street workload (issue 17, the headline): points along the regulations' curb lines.
export ONSTREET_POINTS=${ONSTREET_POINTS:-200000}
export ONSTREET_FILE=${ONSTREET_FILE:-$BENCH_DIR/onstreet-$ONSTREET_POINTS.csv}
export ONSTREET_RUNS=${ONSTREET_RUNS:-3}
# The same points in every input form (bench/forms.py, issue 39): FORMS_RUNS interleaved rounds.
export FORMS_RUNS=${FORMS_RUNS:-7}
# The one-shot's same-run A/B (bench/ab.py): this commit's binary is built once in a worktree under
# BENCH_DIR (a few minutes the first time); AB_OLD=none skips it.
export AB_OLD=${AB_OLD:-e0454a9} AB_PAIRS=${AB_PAIRS:-61}
export PARKCHECK_BUILD_FLAGS=${PARKCHECK_BUILD_FLAGS:--c release}
export PARKCHECK_ONESHOT=${PARKCHECK_ONESHOT:-parkcheck 37.76 -122.43 --permit Q}
export PARKCHECK_ZONE_CMD=${PARKCHECK_ZONE_CMD:-parkcheck --zone-only --threshold 10 --format csv --fields zone.code $POINTS_FILE}
export PARKCHECK_FULL_CMD=${PARKCHECK_FULL_CMD:-parkcheck --at 2026-07-06T08:30 --format csv $POINTS_FILE}
# The in-library hook must print `load_ms=<number>` and `lookups_per_s=<number>` lines.
# (parkcheck-bench, built below, answers from Resources/ and its pack).
export RUNS_FAST=${RUNS_FAST:-30} RUNS_SLOW=${RUNS_SLOW:-10} RUNS_BATCH=${RUNS_BATCH:-5}
export REPORT=${REPORT:-BENCHMARKS.md}
# Pinned so that figures from different days compare; bump deliberately and say so in BENCHMARKS.md.
BASELINE_PACKAGES=${BASELINE_PACKAGES:-shapely==2.2.0 numpy==2.4.6}

say() { printf 'bench: %s\n' "$*" >&2; }
mkdir -p "$BENCH_DIR"

# Tools: hyperfine and GNU time from Debian when we may install them; measure.py falls back to a
# Python timing loop and wait4's ru_maxrss otherwise.
install_debian() {
    [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null || return 1
    apt-get install -y -qq "$@" >/dev/null 2>&1 || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq "$@" >/dev/null 2>&1; }
}
command -v hyperfine >/dev/null || install_debian hyperfine || say "no hyperfine: timing with a Python loop"
[ -x /usr/bin/time ] || install_debian time || say "no /usr/bin/time: peak memory from wait4"

# The baseline's venv: shapely (GEOS) and numpy from PyPI.
export BASELINE_PYTHON=$BENCH_DIR/venv/bin/python
if ! "$BASELINE_PYTHON" -c 'import shapely, numpy' 2>/dev/null; then
    say "installing $BASELINE_PACKAGES into $BENCH_DIR/venv"
    python3 -m venv "$BENCH_DIR/venv"
    # shellcheck disable=SC2086 # a list of requirement specifiers
    "$BASELINE_PYTHON" -m pip install -q $BASELINE_PACKAGES
fi

# parkcheck, release. A failed build leaves its rows "n/a (not built)" rather than stopping the run.
say "building parkcheck ($PARKCHECK_BUILD_FLAGS)"
# shellcheck disable=SC2086 # build flags are a list
if $SWIFT build $PARKCHECK_BUILD_FLAGS --product parkcheck && $SWIFT build $PARKCHECK_BUILD_FLAGS --product parkcheck-bench; then
    PARKCHECK_BIN="$($SWIFT build $PARKCHECK_BUILD_FLAGS --show-bin-path)/parkcheck"
    export PARKCHECK_BIN
    # The one-shot reads Resources/parkcheck.pack, as after `make build`.
    "$PARKCHECK_BIN" pack Resources >&2
    export PARKCHECK_INTERNAL_CMD=${PARKCHECK_INTERNAL_CMD:-$(dirname "$PARKCHECK_BIN")/parkcheck-bench Resources $POINTS_FILE}
else
    say "parkcheck did not build; its rows will read n/a"
    export PARKCHECK_BIN=
    export PARKCHECK_INTERNAL_CMD=${PARKCHECK_INTERNAL_CMD:-parkcheck-bench-not-built}
fi

# The process floor, built with swiftc directly (not package targets).
build_floor() {
    local source=$1 output=$2
    shift 2
    if [ ! -x "$output" ] || [ "$source" -nt "$output" ]; then
        say "building $output"
        "$SWIFTC" -O "$@" "$source" -o "$output" 2>"$output.log" || { cat "$output.log" >&2; return 1; }
    fi
}
build_floor bench/floor/Floor.swift "$BENCH_DIR/floor-static" -static-stdlib
build_floor bench/floor/Floor.swift "$BENCH_DIR/floor-dynamic"
build_floor bench/floor/FloorTimeZone.swift "$BENCH_DIR/floor-tz-static" -static-stdlib
build_floor bench/floor/FloorTimeZone.swift "$BENCH_DIR/floor-tz-dynamic"

# The points, regenerated only when the generator, the count or the seed changed.
stamp="$BENCH_DIR/.points-stamp"
want="$POINTS $POINTS_SEED $(cksum < bench/gen_points.py)"
if [ ! -s "$POINTS_FILE" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    say "generating $POINTS points into $POINTS_FILE"
    python3 bench/gen_points.py "$POINTS" "$POINTS_SEED" > "$POINTS_FILE"
    printf '%s\n' "$want" > "$stamp"
fi

stamp="$BENCH_DIR/.onstreet-stamp"
want="$ONSTREET_POINTS $POINTS_SEED $(cksum < bench/gen_points.py) $(cksum < Resources/regulations.geojson)"
if [ ! -s "$ONSTREET_FILE" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    say "generating $ONSTREET_POINTS on-street points into $ONSTREET_FILE"
    python3 bench/gen_points.py --onstreet "$ONSTREET_POINTS" "$POINTS_SEED" > "$ONSTREET_FILE"
    printf '%s\n' "$want" > "$stamp"
fi

python3 bench/measure.py
