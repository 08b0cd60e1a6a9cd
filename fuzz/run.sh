#!/bin/sh
# Runs one libFuzzer harness for a given time: fuzz/run.sh HARNESS SECONDS
#   HARNESS: json, zonefile, inputline, time, pack (ZoneKit) or hours (DataBuild's day/hour readers).
# New inputs go to .build-fuzz/corpus/HARNESS (the committed seeds in fuzz/corpus/HARNESS are
# read, never written); crashes go to fuzz-artifacts/HARNESS/. One job: the machine is shared.
set -eu
cd "$(dirname "$0")/.."
harness=$1
seconds=$2
work=.build-fuzz/corpus/$harness
artifacts=fuzz-artifacts/$harness/
mkdir -p "$work" "$artifacts"
case $harness in
    hours) binary=.build-fuzz/hours-fuzz ;;
    json | zonefile | inputline | time | pack) binary=.build-fuzz/parkcheck-fuzz ;;
    *) echo "unknown harness '$harness': json, zonefile, inputline, time, pack or hours" >&2; exit 64 ;;
esac
PARKCHECK_FUZZ_TARGET=$harness "$binary" "$work" "fuzz/corpus/$harness" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$artifacts" -print_final_stats=1
