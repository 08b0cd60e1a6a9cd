#!/usr/bin/env python3
"""How big ZoneKit's public face is: its public types and declarations, counted by the compiler.

Runs `swift package dump-symbol-graph --minimum-access-level public` (a debug build) and reads the
symbol graphs of one module (ZoneKit by default). Counts what a client sees in autocomplete:
declarations written in the source, not the ones the compiler synthesises (Equatable's ==,
Hashable's hash(into:)) — those follow from the types. `--list` prints every public type too.

Usage: public_api.py [--module NAME] [--list] [--skip-dump]
       make api
"""

import argparse
import collections
import json
import pathlib
import subprocess
import sys

TYPE_KINDS = {
    "swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias", "swift.actor",
}


def symbol_graph_folder() -> pathlib.Path:
    triple = subprocess.run(
        ["swift", "build", "--show-bin-path"], capture_output=True, text=True, check=True
    ).stdout.strip()
    # .build/<triple>/debug → .build/<triple>/symbolgraph
    return pathlib.Path(triple).parent / "symbolgraph"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--module", default="ZoneKit")
    parser.add_argument("--list", action="store_true", help="print every public type")
    parser.add_argument("--skip-dump", action="store_true", help="read the graphs already dumped")
    options = parser.parse_args()

    if not options.skip_dump:
        # dump-symbol-graph fails on a checkout whose test targets were never built
        # ("parkcheckPackageTests"), so build them first.
        subprocess.run(["swift", "build", "--build-tests"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(
            ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
            check=True, stdout=subprocess.DEVNULL,
        )
    folder = symbol_graph_folder()
    files = sorted(folder.glob(f"{options.module}.symbols.json")) + sorted(
        folder.glob(f"{options.module}@*.symbols.json")
    )
    if not files:
        print(f"public_api: no symbol graph for module {options.module} in {folder}", file=sys.stderr)
        return 1

    symbols = []
    for path in files:
        symbols += json.loads(path.read_text())["symbols"]
    written = [s for s in symbols if "::SYNTHESIZED::" not in s["identifier"]["precise"]]
    types = sorted(
        ".".join(s["pathComponents"]) for s in written if s["kind"]["identifier"] in TYPE_KINDS
    )
    kinds = collections.Counter(s["kind"]["displayName"] for s in written)

    print(f"{options.module}: {len(types)} public types, {len(written)} public declarations "
          f"({len(symbols) - len(written)} more synthesised by the compiler)")
    for kind, count in kinds.most_common():
        print(f"  {count:>5}  {kind}")
    if options.list:
        print("\npublic types:")
        for name in types:
            print(f"  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
