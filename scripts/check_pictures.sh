#!/usr/bin/env bash
# `make check-pictures`: real calendars parkcheck writes, checked by an independent parser
# (scripts/check_ics.py, Python's icalendar), and real maps checked as XML by Python's parser.
# Usage: scripts/check_pictures.sh PARKCHECK_BINARY
set -euo pipefail
bin="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
guerrero=(37.759546 -122.423713)

# Guerrero St, west side (every Tue & Fri 8-9 AM), an S permit on Monday 6 AM: the deadline is
# Tuesday's sweeping; 8 weeks of Tuesdays and Fridays but Nov 27 (the day after Thanksgiving),
# Dec 25 and Jan 1, the city's holidays: 1 + 13 events.
"$bin" "${guerrero[@]}" --permit S --at 2026-11-23T06:00 --format ics -o "$work/guerrero.ics"
python3 scripts/check_ics.py "$work/guerrero.ics" --events 13 --first-start 2026-11-24T08:00 \
    --sweeping-days TU,FR --sweeping-time 08:00

# 21st St, south side (2nd & 4th Tuesdays 12-2 PM): the 2-hour limit, then Nov 24, Dec 8, Dec 22
# and Jan 12.
"$bin" 37.756701 -122.423668 --at 2026-11-23T17:30 --format ics -o "$work/21st.ics"
python3 scripts/check_ics.py "$work/21st.ics" --events 5 --first-start 2026-11-24T09:30 \
    --sweeping-days TU --sweeping-time 12:00

# Across the spring-forward Sunday (March 14 2027), alarms an hour ahead: 8:00 AM stays 8:00 AM,
# at -08:00 before and -07:00 after, as the VTIMEZONE and the tz database both say.
"$bin" "${guerrero[@]}" --at 2027-03-01T06:00 --format ics --remind 1h -o "$work/dst.ics"
python3 scripts/check_ics.py "$work/dst.ics" --remind 60 --sweeping-days TU,FR --sweeping-time 08:00 --crosses-dst

# A batch: one calendar, every row's events, UIDs distinct (two rows on the same curb).
printf '%s\n' "37.759546,-122.423713" "37.759546,-122.423713" "37.756701 -122.423668" \
    | "$bin" - --at 2026-11-23T06:00 --format ics -o "$work/batch.ics"
test "$(grep -c '^BEGIN:VCALENDAR' "$work/batch.ics")" = 1
python3 scripts/check_ics.py "$work/batch.ics" --events 33

# A batch across three cities: each row's events on its city's clock, each zone's VTIMEZONE once.
printf '%s\n' "id,lat,lon,at" "pdx,45.5203,-122.6806,2026-11-30T10:00" "sf,37.759546,-122.423713,2026-11-24T07:30" \
    "atx,30.266820,-97.745513,2026-11-24T10:00" | "$bin" - --format ics -o "$work/cities.ics"
python3 scripts/check_ics.py "$work/cities.ics" --events 15

# Austin's loading zone on Central time, parked on a Monday before the spring-forward Sunday (March
# 14 2027): the deadline when loading starts, then each day's loading and valet hours, on both sides
# of the change, as the VTIMEZONE and the tz database both say.
"$bin" 30.266770570891797 -97.7453699655397 --side right --at 2027-03-01T10:00 --format ics -o "$work/austin.ics"
python3 scripts/check_ics.py "$work/austin.ics" --zone America/Chicago --crosses-dst

# The maps and the page parse as XML (Python's own parser, not the one the Swift tests use).
"$bin" "${guerrero[@]}" --permit S --at 2026-11-23T06:00 --format svg -o "$work/legal.svg"
"$bin" "${guerrero[@]}" --permit S --at 2026-11-23T06:00 --format html -o "$work/legal.html"
"$bin" near "${guerrero[@]}" --stay 2h --at 2026-11-24T07:30 --limit 4 --format svg -o "$work/near.svg"
"$bin" near 45.5203 -122.6806 --at 2026-11-30T10:00 --format html -o "$work/portland-near.html"
"$bin" 30.2667 -97.7455 --at 2026-11-30T10:00 --format svg -o "$work/austin.svg"
python3 - "$work/legal.svg" "$work/legal.html" "$work/near.svg" "$work/portland-near.html" "$work/austin.svg" <<'PY'
import sys
import xml.etree.ElementTree as ET
for path in sys.argv[1:]:
    root = ET.parse(path).getroot()
    curbs = [e for e in root.iter() if "curb" in e.get("class", "").split()]
    if not curbs:
        sys.exit(f"check_pictures: {path}: no curb drawn")
    print(f"check_pictures: {path}: well-formed XML, {len(curbs)} curbs drawn")
PY
echo "check-pictures: all calendars and maps pass"
