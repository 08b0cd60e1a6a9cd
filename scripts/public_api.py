#!/usr/bin/env python3
"""How big ZoneKit's public face is: its public types and declarations, counted by the compiler.

Runs `swift package dump-symbol-graph --minimum-access-level public` (a debug build) and reads the
symbol graphs of one module (ZoneKit by default). Counts what a client sees in autocomplete:
declarations written in the source, not the ones the compiler synthesises (Equatable's ==,
Hashable's hash(into:)) — those follow from the types. Types are counted twice over: top-level
ones (what autocomplete offers after `import ZoneKit`) and nested ones (`ParkingAnswer.Verdict`).
`--list` prints every public type too; `--check-docs` fails when a public declaration has no `///`
(the house style wants one on each); `--save FILE` keeps the counts and types as JSON, and
`--compare FILE` prints them before (the saved file) and after (now).

Usage: public_api.py [--module NAME] [--list] [--check-docs] [--save FILE] [--compare FILE] [--skip-dump]
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
    parser.add_argument("--check-docs", action="store_true", help="fail on a public declaration without ///")
    parser.add_argument("--save", metavar="FILE", help="write the counts and types as JSON to FILE")
    parser.add_argument("--compare", metavar="FILE", help="print the counts of FILE (--save) beside today's")
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
    top_level = [name for name in types if "." not in name]
    counts = {"types": len(types), "topLevelTypes": len(top_level), "nestedTypes": len(types) - len(top_level),
              "declarations": len(written)}

    print(f"{options.module}: {len(types)} public types ({len(top_level)} top-level, "
          f"{len(types) - len(top_level)} nested), {len(written)} public declarations "
          f"({len(symbols) - len(written)} more synthesised by the compiler)")
    for kind, count in kinds.most_common():
        print(f"  {count:>5}  {kind}")
    if options.list:
        print("\npublic types:")
        for name in types:
            print(f"  {name}")
    if options.save:
        pathlib.Path(options.save).write_text(json.dumps({**counts, "typeNames": types}, indent=1) + "\n")
    if options.compare:
        before = json.loads(pathlib.Path(options.compare).read_text())
        print(f"\n{'':<16}{'before':>8}{'after':>8}")
        for key, label in [("topLevelTypes", "top-level types"), ("nestedTypes", "nested types"),
                           ("declarations", "declarations")]:
            print(f"{label:<16}{before.get(key, 0):>8}{counts[key]:>8}")
    status = 0
    if options.check_docs:
        # Symbols the module declares in its own extensions of other modules' types (ZoneKit@Swift)
        # count too; members that only restate a protocol requirement inherit its documentation.
        undocumented = sorted(
            ".".join(s["pathComponents"]) for s in written
            if not (s.get("docComment") or {}).get("lines")
        )
        if undocumented:
            print(f"\n{len(undocumented)} public declarations without a /// comment:", file=sys.stderr)
            for name in undocumented:
                print(f"  {name}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
