#!/usr/bin/env python3
"""Lists the zones whose current POSIX rule (the table TimeZoneRules answers from) disagrees with
their full tzdata history in a range of years: the zones docs/TIME.md warns about.

For each `Z` line of Sources/ZoneKit/Time/TimeZoneTable.swift it builds a TZif file holding only
the footer (no transitions, so zoneinfo answers from the rule alone), then compares its offset and
abbreviation with the system zone's every 6 hours. Python 3.9+ standard library; ~30 s.

Usage: scripts/tzrules_check.py [FIRST_YEAR [LAST_YEAR]]   (default 2026 2037)
"""
import io
import struct
import sys
import zoneinfo
from datetime import datetime, timedelta, timezone

TABLE = "Sources/ZoneKit/Time/TimeZoneTable.swift"


def footer_only(rule: str) -> zoneinfo.ZoneInfo:
    """A zone with no transitions and `rule` as its footer (RFC 8536)."""
    header = struct.pack(">4sc15x6l", b"TZif", b"2", 0, 0, 0, 0, 1, 4)
    body = struct.pack(">lbB", 0, 0, 0) + b"UTC\0"
    return zoneinfo.ZoneInfo.from_file(io.BytesIO(header + body + header + body + b"\n" + rule.encode() + b"\n"))


def main() -> int:
    first, last = (int(sys.argv[1]) if len(sys.argv) > 1 else 2026), (int(sys.argv[2]) if len(sys.argv) > 2 else 2037)
    zoneinfo.reset_tzpath(["/usr/share/zoneinfo"])
    rows = [line.split() for line in open(TABLE, encoding="utf-8") if line.strip().startswith("Z ")]
    differing = 0
    for _, name, rule in rows:
        full, rule_only = zoneinfo.ZoneInfo(name), footer_only(rule)
        instant, count, earliest = datetime(first, 1, 1, tzinfo=timezone.utc), 0, None
        while instant.year <= last:
            a, b = instant.astimezone(full), instant.astimezone(rule_only)
            if a.utcoffset() != b.utcoffset() or a.tzname() != b.tzname():
                count += 1
                earliest = earliest or instant
            instant += timedelta(hours=6)
        if count:
            differing += 1
            print(f"{name} {rule}: {count} samples differ, first {earliest:%Y-%m-%dT%H:%MZ}")
    print(f"{len(rows)} zones, {differing} differ from their current rule in {first}-{last}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
