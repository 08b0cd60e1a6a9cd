#!/bin/sh
# Builds the libFuzzer harnesses into .build-fuzz/ (gitignored by .build-*):
#   parkcheck-fuzz  ZoneKit's sources compiled with the harnesses in fuzz/harnesses
#                   (PARKCHECK_FUZZ_TARGET picks json, zonefile, inputline or time)
#   hours-fuzz      DataBuild's day and hour readers (Sources/DataBuild/Normalise) on their own
# Sources are compiled directly (one module per binary) with -sanitize=fuzzer,address, optimised,
# with ZoneKit's invariant checks on. Needs the Linux toolchain's libFuzzer (swiftc ships it).
set -eu
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-swiftc}
OUT=.build-fuzz
mkdir -p "$OUT"
FLAGS="-sanitize=fuzzer,address -parse-as-library -O -g -D ZONEKIT_CHECKS -swift-version 6 -use-ld=lld"
# shellcheck disable=SC2046,SC2086
"$SWIFTC" $FLAGS -module-name ParkcheckFuzz $(find Sources/ZoneKit -name '*.swift' | sort) fuzz/harnesses/*.swift \
    -lm -o "$OUT/parkcheck-fuzz"
# shellcheck disable=SC2046,SC2086
"$SWIFTC" $FLAGS -module-name HoursFuzz $(find Sources/DataBuild/Normalise -name '*.swift' | sort) fuzz/hours/*.swift \
    -o "$OUT/hours-fuzz"
echo "built $OUT/parkcheck-fuzz and $OUT/hours-fuzz"
