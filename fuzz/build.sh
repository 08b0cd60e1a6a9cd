#!/bin/sh
# Builds the libFuzzer harnesses into .build-fuzz/ (gitignored by .build-*):
#   parkcheck-fuzz  ZoneKit's and ParkcheckBatch's sources compiled with the harnesses in fuzz/harnesses
#                   (PARKCHECK_FUZZ_TARGET picks json, zonefile, inputline, time or pack)
#   hours-fuzz      DataBuild's day and hour readers (Sources/DataBuild/Normalise) with ZoneKit's sources
# Sources are compiled directly (one module per binary) with -sanitize=fuzzer,address, optimised,
# with ZoneKit's invariant checks on. Needs the Linux toolchain's libFuzzer (swiftc ships it).
set -eu
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-swiftc}
OUT=.build-fuzz
mkdir -p "$OUT"
# -package-name: the sources' `package` declarations need one (as SwiftPM passes).
FLAGS="-sanitize=fuzzer,address -parse-as-library -O -g -D ZONEKIT_CHECKS -swift-version 6 -use-ld=lld -package-name parkcheck"
# The batch row reader (inputline) lives in ParkcheckBatch, whose files `import ZoneKit`: compiled
# into one module named ZoneKit with ZoneKit's sources, where that import is its own (as below).
# shellcheck disable=SC2046,SC2086
"$SWIFTC" $FLAGS -module-name ZoneKit $(find Sources/ZoneKit Sources/ParkcheckBatch -name '*.swift' | sort) \
    fuzz/harnesses/*.swift -lm -o "$OUT/parkcheck-fuzz"
# DataBuild's readers produce ZoneKit's types (`import ZoneKit`): compiled into one module named
# ZoneKit with its sources, where that import is its own (swiftc warns "ignoring import").
# shellcheck disable=SC2046,SC2086
"$SWIFTC" $FLAGS -module-name ZoneKit $(find Sources/ZoneKit Sources/DataBuild/Normalise -name '*.swift' | sort) \
    fuzz/hours/*.swift -lm -o "$OUT/hours-fuzz"
echo "built $OUT/parkcheck-fuzz and $OUT/hours-fuzz"
