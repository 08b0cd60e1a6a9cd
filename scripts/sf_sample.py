#!/usr/bin/env python3
"""The fixed sample of San Francisco questions whose answers CI pins (issue 37: San Francisco
unchanged, whichever engine decides its answers).

Writes Tests/ParkcheckCLITests/Golden/inputs/sf-sample.csv: POINTS on-street points (bench/gen_points.py's
curb-line points with 3 m of GPS noise, its own seed), each asked ASKINGS times, each time at an
arrival and by a driver drawn from the lists below: weekdays, nights and weekends; holidays of every
class and their observed days; both clock changes; just before midnight; years ahead. The drivers:
no permit, one area's permit, two areas', a placard, a permit and a placard, a heading.

    python3 scripts/sf_sample.py > Tests/ParkcheckCLITests/Golden/inputs/sf-sample.csv

Python's Mersenne Twister with a fixed seed: the same file on every machine. The answers are
recorded by the test (`SanFranciscoSampleTests`), not here.
"""

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bench"))
import gen_points  # noqa: E402  (bench/gen_points.py: the on-street points)

SEED = 20261129
POINTS = 400
ASKINGS = 5
ARRIVALS = [
    "2026-11-30T07:55",  # Monday, before most sweeping starts
    "2026-11-30T10:00",  # Monday morning: sweeping, meters, limits
    "2026-12-01T12:05",  # Tuesday noon
    "2026-12-04T17:45",  # Friday evening, meters' last quarter
    "2026-12-05T09:30",  # Saturday
    "2026-12-06T11:00",  # Sunday
    "2026-12-02T23:59",  # a minute before midnight
    "2026-12-03T02:30",  # a night
    "2026-11-26T10:00",  # Thanksgiving
    "2026-11-27T10:00",  # the day after: meters on, sweeping off
    "2026-12-25T09:00",  # Christmas
    "2026-07-03T10:00",  # Independence Day observed (a Friday)
    "2026-07-04T10:00",  # Independence Day (a Saturday)
    "2026-03-08T02:30",  # in the spring-forward gap
    "2026-11-01T01:30",  # in the repeated hour
    "2027-01-01T08:00",  # New Year's Day
    "2027-06-14T15:00",  # a Monday next summer
    "2028-02-29T08:30",  # a leap day, a Tuesday
    "2026-10-12T10:00",  # Indigenous Peoples' Day
    "2031-05-26T06:00",  # Memorial Day, years ahead
]
DRIVERS = [
    ("", "", ""),          # no permit
    ("S", "", ""),         # one area's permit
    ("A;Q", "", ""),       # two areas'
    ("", "yes", ""),       # a disabled placard
    ("HV", "yes", ""),     # a permit and a placard
    ("", "", "90"),        # a heading (east): the side it faces
]


def main():
    generator = random.Random(SEED)
    points = gen_points.onstreet_points(POINTS, generator, gen_points.REGULATIONS)
    rows = ["id,lat,lon,at,permits,placard,heading\n"]
    for number, line in enumerate(points, start=1):
        lat, lon = line.strip().split(",")
        for asking in range(ASKINGS):
            arrival = generator.choice(ARRIVALS)
            permits, placard, heading = generator.choice(DRIVERS)
            rows.append(f"p{number}.{asking + 1},{lat},{lon},{arrival},{permits},{placard},{heading}\n")
    sys.stdout.write("".join(rows))


if __name__ == "__main__":
    main()
