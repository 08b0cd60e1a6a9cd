#!/usr/bin/env python3
"""Writes Sources/ZoneKit/Time/TimeZoneTable.swift: every IANA zone and link of the system tzdata.

For each zone (a `Z` line of tzdata.zi) the table keeps the POSIX TZ rule of the footer of its
TZif v2+ file (RFC 8536 section 3.3): the zone's current rule, which governs every instant after its
last explicit transition. For each link (an `L` line, e.g. US/Eastern) it keeps the link's final
target. Python 3.11 standard library only; the output depends only on the tzdata files, so two runs
give identical bytes (`make tzrules`, then `git diff --exit-code`).

It also writes Sources/ZoneKit/Time/TimeZoneLocations.swift: the principal location of every
zone of zone1970.tab (the coordinates tzdata gives each zone's most populous city), from which a
refusal can name a zone plausible for a feed's coordinates.

Usage: scripts/tzrules.py [--zoneinfo /usr/share/zoneinfo] [--output FILE] [--locations FILE]
"""
import argparse
import re
import struct
import sys
from pathlib import Path

HEADER = struct.Struct(">4sc15x6l")


def footer(path: Path) -> str:
    """The POSIX TZ string at the end of a TZif v2+ file (RFC 8536 section 3.3)."""
    data = path.read_bytes()
    magic, version, isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt = HEADER.unpack_from(data, 0)
    if magic != b"TZif":
        raise SystemExit(f"{path}: not a TZif file (magic {magic!r})")
    if version < b"2":
        raise SystemExit(f"{path}: TZif version 1 has no POSIX footer; install tzdata built by zic 2005 or later")
    # Skip the version 1 data block, then read the version 2+ header and skip its 64-bit block.
    offset = HEADER.size + timecnt * 5 + typecnt * 6 + charcnt + leapcnt * 8 + isstdcnt + isutcnt
    magic, _, isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt = HEADER.unpack_from(data, offset)
    if magic != b"TZif":
        raise SystemExit(f"{path}: second TZif header missing at byte {offset}")
    offset += HEADER.size + timecnt * 9 + typecnt * 6 + charcnt + leapcnt * 12 + isstdcnt + isutcnt
    tail = data[offset:]
    if len(tail) < 2 or tail[:1] != b"\n" or tail[-1:] != b"\n" or tail.count(b"\n") != 2:
        raise SystemExit(f"{path}: malformed footer {tail!r} at byte {offset}")
    text = tail[1:-1].decode("ascii")
    if not text or " " in text:
        raise SystemExit(f"{path}: footer {text!r} is empty or holds a space; the table cannot keep it")
    return text


def degrees(text: str) -> float:
    """±DDMM, ±DDDMM, ±DDMMSS or ±DDDMMSS (ISO 6709, as zone1970.tab writes) in decimal degrees."""
    sign, digits = (-1 if text[0] == "-" else 1), text[1:]
    if len(digits) in (4, 5):
        whole, minutes, seconds = digits[:-2], digits[-2:], "0"
    elif len(digits) in (6, 7):
        whole, minutes, seconds = digits[:-4], digits[-4:-2], digits[-2:]
    else:
        raise SystemExit(f"zone1970.tab: coordinate {text!r} is not ISO 6709 degrees and minutes")
    return sign * (int(whole) + int(minutes) / 60 + int(seconds) / 3600)


def principal_locations(path: Path, zones: dict[str, str]) -> list[str]:
    """`name latitude longitude` for every zone of zone1970.tab, sorted by name."""
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        match = re.fullmatch(r"([+-]\d+)([+-]\d+)", fields[1]) if len(fields) >= 3 else None
        if match is None:
            raise SystemExit(f"{path}:{number}: not 'codes<TAB>coordinates<TAB>zone': {line!r}")
        if fields[2] not in zones:
            raise SystemExit(f"{path}:{number}: {fields[2]} is no zone of tzdata.zi")
        rows.append(f"{fields[2]} {degrees(match[1]):.4f} {degrees(match[2]):.4f}")
    return sorted(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--zoneinfo", default="/usr/share/zoneinfo", type=Path)
    parser.add_argument("--output", default="Sources/ZoneKit/Time/TimeZoneTable.swift", type=Path)
    parser.add_argument("--locations", default="Sources/ZoneKit/Time/TimeZoneLocations.swift", type=Path)
    args = parser.parse_args()

    zi = (args.zoneinfo / "tzdata.zi").read_text(encoding="utf-8").splitlines()
    if not zi or not zi[0].startswith("# version "):
        raise SystemExit(f"{args.zoneinfo}/tzdata.zi: first line is not '# version …'")
    version = zi[0].removeprefix("# version ").strip()

    zones: dict[str, str] = {}
    links: dict[str, str] = {}
    for number, line in enumerate(zi, start=1):
        fields = line.split()
        if not fields:
            continue
        if fields[0] == "Z":
            zones[fields[1]] = footer(args.zoneinfo / fields[1])
        elif fields[0] == "L":
            if len(fields) != 3:
                raise SystemExit(f"tzdata.zi:{number}: link line without target and name: {line!r}")
            links[fields[2]] = fields[1]

    resolved: dict[str, str] = {}
    for name, target in links.items():
        seen = {name}
        while target in links:
            if target in seen:
                raise SystemExit(f"tzdata.zi: link loop through {name}")
            seen.add(target)
            target = links[target]
        if target not in zones:
            raise SystemExit(f"tzdata.zi: link {name} names {target}, which is no zone")
        if footer(args.zoneinfo / name) != zones[target]:
            raise SystemExit(f"{args.zoneinfo}/{name}: footer differs from its target {target}'s")
        resolved[name] = target

    rows = [f"Z {name} {rule}" for name, rule in sorted(zones.items())]
    rows += [f"L {name} {target}" for name, target in sorted(resolved.items())]
    rows.sort(key=lambda row: row.split(" ")[1])
    body = "\n".join("        " + row for row in rows)
    swift = f"""\
// Generated by scripts/tzrules.py from tzdata {version} ({args.zoneinfo}): do not edit; `make tzrules`.
// {len(zones)} zones, {len(resolved)} links.

extension TimeZoneRules {{
    /// The tzdata release the table was made from.
    static let tableVersion = "{version}"

    /// One line per IANA name: `Z name rule` for a zone (the POSIX TZ footer of its TZif file, its
    /// current rule), `L name target` for a link (its final target, a zone), sorted by name.
    static let tableText = \"\"\"
{body}
        \"\"\"
}}
"""
    args.output.write_text(swift, encoding="utf-8")
    print(f"{args.output}: {len(zones)} zones, {len(resolved)} links, tzdata {version}", file=sys.stderr)

    locations = principal_locations(args.zoneinfo / "zone1970.tab", zones)
    body = "\n".join("        " + row for row in locations)
    swift = f"""\
// Generated by scripts/tzrules.py from tzdata {version} ({args.zoneinfo}/zone1970.tab): do not edit; `make tzrules`.
// {len(locations)} zones.

extension TimeZoneHint {{
    /// One line per zone of zone1970.tab: `name latitude longitude`, the zone's principal location
    /// (its most populous city) in decimal degrees, sorted by name.
    static let principalLocationsText = \"\"\"
{body}
        \"\"\"
}}
"""
    args.locations.write_text(swift, encoding="utf-8")
    print(f"{args.locations}: {len(locations)} principal locations", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
