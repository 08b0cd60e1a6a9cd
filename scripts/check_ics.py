#!/usr/bin/env python3
"""Checks a calendar parkcheck wrote (--format ics) with an independent parser, Python's icalendar.

For every event: its start is a time in a zone of the calendar (TZID; the first VTIMEZONE is the
city's, --zone, America/Los_Angeles by default; a batch across cities adds the others), and the
calendar's own VTIMEZONE
puts it at the same instant as the system's tz database (zoneinfo) does; the end, when present, is
after the start; it has exactly one DISPLAY alarm, --remind minutes before the start; its UID is
unique. Options check what the answer should contain:

  check_ics.py FILE [--zone IANA] [--remind MINUTES] [--events N] [--first-start YYYY-MM-DDTHH:MM]
               [--sweeping-days TU,FR] [--sweeping-time HH:MM] [--crosses-dst]

Exits 0 when every check holds, 1 with one line per failure otherwise, 2 when icalendar is missing
(never a pass).
"""
import argparse
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

try:
    import icalendar
except ImportError:
    print("check_ics: Python's icalendar is not installed (pip install icalendar); nothing was checked",
          file=sys.stderr)
    sys.exit(2)

DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--zone", default="America/Los_Angeles", help="the city's IANA zone")
    parser.add_argument("--remind", type=int, default=30, help="minutes before each event its alarm rings")
    parser.add_argument("--events", type=int, help="how many events")
    parser.add_argument("--first-start", help="the first event's local start, YYYY-MM-DDTHH:MM")
    parser.add_argument("--sweeping-days", help="the weekdays of the street sweeping events, e.g. TU,FR")
    parser.add_argument("--sweeping-time", help="the local start of the street sweeping events, HH:MM")
    parser.add_argument("--crosses-dst", action="store_true",
                        help="the events span a change of UTC offset (both -08:00 and -07:00 occur)")
    args = parser.parse_args()
    city_zone = args.zone

    raw = open(args.file, "rb").read()
    failures = []
    if b"\n" in raw.replace(b"\r\n", b""):
        failures.append("a line ends with a bare LF, not CRLF")
    for number, line in enumerate(raw.split(b"\r\n"), 1):
        if len(line) > 75:
            failures.append(f"line {number} is {len(line)} octets long (more than 75)")

    calendar = icalendar.Calendar.from_ical(raw)
    zones = [component for component in calendar.walk("VTIMEZONE")]
    names = [str(zone["TZID"]) for zone in zones]
    # The city's zone first; a batch across cities adds each other city's, once.
    if not names or names[0] != city_zone or len(set(names)) != len(names):
        failures.append(f"expected the VTIMEZONE {city_zone} first and each zone once, found {names}")
    # Built from the VTIMEZONE itself, not looked up by its name.
    own_zones = {str(zone["TZID"]): zone.to_tz(lookup_tzid=False) for zone in zones}

    events = list(calendar.walk("VEVENT"))
    uids = [str(event["UID"]) for event in events]
    if len(set(uids)) != len(uids):
        failures.append("UIDs repeat: " + ", ".join(sorted({uid for uid in uids if uids.count(uid) > 1})))
    if args.events is not None and len(events) != args.events:
        failures.append(f"expected {args.events} events, found {len(events)}")
    offsets = set()
    for event in events:
        uid = str(event["UID"])
        start_property = event["DTSTART"]
        start = start_property.dt
        tzid = start_property.params.get("TZID")
        if tzid not in own_zones or (len(own_zones) == 1 and tzid != city_zone):
            failures.append(f"{uid}: DTSTART's TZID is {tzid}, not a zone of the calendar ({names})")
            continue
        own_zone, system_zone = own_zones[tzid], ZoneInfo(tzid)
        wall = start.replace(tzinfo=None)
        # The same wall-clock time read with the calendar's own VTIMEZONE and with the system's tz
        # database must be the same instant.
        by_system = wall.replace(tzinfo=system_zone)
        if own_zone is not None:
            by_calendar = own_zone.localize(wall) if hasattr(own_zone, "localize") else wall.replace(tzinfo=own_zone)
            if by_calendar.utcoffset() != by_system.utcoffset():
                failures.append(f"{uid}: the VTIMEZONE gives {by_calendar.utcoffset()} at {wall}, "
                                f"the tz database {by_system.utcoffset()}")
        offsets.add(by_system.utcoffset())
        if "DTEND" in event:
            end = event["DTEND"].dt
            if event["DTEND"].params.get("TZID") != tzid or end <= start:
                failures.append(f"{uid}: DTEND {end} is not after DTSTART {start} in {tzid}")
        alarms = list(event.walk("VALARM"))
        if len(alarms) != 1:
            failures.append(f"{uid}: {len(alarms)} alarms, expected 1")
        else:
            alarm = alarms[0]
            trigger = alarm["TRIGGER"].dt
            if str(alarm["ACTION"]) != "DISPLAY" or trigger != -timedelta(minutes=args.remind):
                failures.append(f"{uid}: alarm {alarm['ACTION']} {trigger}, expected DISPLAY "
                                f"{-timedelta(minutes=args.remind)}")
        summary = str(event["SUMMARY"])
        if summary.startswith("Street sweeping"):
            if args.sweeping_days and DAYS[wall.weekday()] not in args.sweeping_days.split(","):
                failures.append(f"{uid}: street sweeping on a {DAYS[wall.weekday()]} ({wall})")
            if args.sweeping_time and wall.strftime("%H:%M") != args.sweeping_time:
                failures.append(f"{uid}: street sweeping at {wall.strftime('%H:%M')}, not {args.sweeping_time}")
    if args.first_start:
        expected = datetime.strptime(args.first_start, "%Y-%m-%dT%H:%M")
        first = min((event["DTSTART"].dt.replace(tzinfo=None) for event in events), default=None)
        if first != expected:
            failures.append(f"the first event starts {first}, expected {expected}")
    if args.crosses_dst and len(offsets) < 2:
        failures.append(f"expected events on both sides of a change of offset, found only {offsets}")

    for failure in failures:
        print(f"check_ics: {args.file}: {failure}", file=sys.stderr)
    if failures:
        return 1
    print(f"check_ics: {args.file}: {len(events)} events checked with icalendar {icalendar.__version__} "
          f"(starts in {', '.join(names)}, VTIMEZONE agrees with the tz database, alarms {args.remind} min ahead, UIDs unique)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
