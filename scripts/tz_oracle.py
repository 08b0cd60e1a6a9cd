#!/usr/bin/env python3
"""Answers time-zone questions with Python's zoneinfo on the system tzdata: the independent oracle
of TimeZoneRulesZoneinfoTests (Tests/ZoneKitTests/Time).

Reads a file of queries, one a line, and prints one answer a line, in order:
  I <zone> <unix seconds>         ->  <utc offset seconds> <abbreviation> <YYYY-MM-DDTHH:MM:SS local>
  L <zone> <Y> <M> <D> <h> <m> <s> ->  <unix seconds, fold=0> <unix seconds, fold=1> <gap: 1 or 0>
The first output line is `tzdata <version>` (from tzdata.zi). Python 3.9+ standard library only.

Usage: scripts/tz_oracle.py QUERY_FILE [--zoneinfo /usr/share/zoneinfo]
"""
import sys
import zoneinfo
from datetime import datetime, timezone
from pathlib import Path


def main() -> int:
    args = sys.argv[1:]
    root = "/usr/share/zoneinfo"
    if "--zoneinfo" in args:
        index = args.index("--zoneinfo")
        root = args[index + 1]
        del args[index : index + 2]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 64
    # The system's tzdata only, never the PyPI `tzdata` package: the oracle is the host's database.
    zoneinfo.reset_tzpath([root])
    version = Path(root, "tzdata.zi").read_text(encoding="utf-8").splitlines()[0].removeprefix("# version ")
    out = [f"tzdata {version}"]
    zones: dict[str, zoneinfo.ZoneInfo] = {}
    for line in Path(args[0]).read_text(encoding="utf-8").splitlines():
        fields = line.split()
        zone = zones.get(fields[1])
        if zone is None:
            zone = zones[fields[1]] = zoneinfo.ZoneInfo.no_cache(fields[1])
        if fields[0] == "I":
            local = datetime.fromtimestamp(int(fields[2]), tz=timezone.utc).astimezone(zone)
            offset = local.utcoffset()
            assert offset is not None
            out.append(f"{int(offset.total_seconds())} {local.tzname()} {local.strftime('%Y-%m-%dT%H:%M:%S')}")
        else:
            y, mo, d, h, mi, s = (int(x) for x in fields[2:8])
            early = datetime(y, mo, d, h, mi, s, tzinfo=zone, fold=0)
            late = early.replace(fold=1)
            stamp = int(early.timestamp())
            back = datetime.fromtimestamp(stamp, tz=zone).replace(tzinfo=None, fold=0)
            gap = int(back != early.replace(tzinfo=None))
            out.append(f"{stamp} {int(late.timestamp())} {gap}")
    sys.stdout.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
