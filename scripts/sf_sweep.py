#!/usr/bin/env python3
"""San Francisco's answers, two binaries compared byte for byte on 1.2 million questions (issue 37:
"the 1.2-million-answer sweep byte-identical to main just before the switch").

The questions: 10,000 on-street points (bench/gen_points.py's curb-line points, 3 m of GPS noise,
seed 20261130), each asked at 20 arrivals from New Year's Day 2026 to 2031 (holidays of every class
and their observed days, both clock changes, nights, a minute before midnight) by 6 drivers (no
permit, area A, area S with a placard, a placard, a heading, two areas' permits): every point,
arrival and driver, 1,200,000 rows. Both binaries answer the same rows as NDJSON (every field) on
the same data; the outputs must be the same bytes. On a difference the first differing records are
printed with the row that asked them, and the exit status is 1.

    python3 scripts/sf_sweep.py OLD_PARKCHECK NEW_PARKCHECK [--points N] [--data DIR]

`--points` makes a smaller sweep (N points, 120 answers each); `--data` answers from another data
directory (both binaries from the same one; the default is each binary's own, usually Resources/).
Python's Mersenne Twister with a fixed seed: the same rows on every machine. CI pins a 2,000-answer
sample instead (scripts/sf_sample.py, SanFranciscoSampleTests): this one takes about a minute.
"""

import argparse
import hashlib
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bench"))
import gen_points  # noqa: E402  (bench/gen_points.py: the on-street points)

SEED = 20261130
ARRIVALS = [
    "2026-01-01T09:00",  # New Year's Day
    "2026-01-19T10:00",  # Martin Luther King Jr. Day
    "2026-03-08T02:30",  # in the spring-forward gap
    "2026-03-09T07:55",  # the Monday after, before sweeping
    "2026-05-25T12:00",  # Memorial Day
    "2026-07-03T10:00",  # Independence Day observed (a Friday)
    "2026-07-04T23:59",  # a minute before midnight on the holiday itself
    "2026-09-07T08:30",  # Labor Day
    "2026-11-01T01:30",  # the repeated hour
    "2026-11-26T10:00",  # Thanksgiving
    "2026-11-27T10:00",  # the day after: meters on, sweeping off
    "2026-11-30T10:00",  # a Monday morning
    "2026-12-02T03:00",  # a night
    "2026-12-05T17:45",  # a Saturday evening
    "2026-12-25T09:00",  # Christmas
    "2027-06-18T12:00",  # Juneteenth observed (a Friday)
    "2028-02-29T08:30",  # a leap day
    "2029-11-12T08:00",  # Veterans Day observed (a Monday)
    "2030-12-31T23:30",  # New Year's Eve
    "2031-05-26T06:00",  # Memorial Day, years ahead
]
DRIVERS = [
    ("", "", ""),          # no permit
    ("A", "", ""),         # area A
    ("S", "yes", ""),      # area S and a placard
    ("", "yes", ""),       # a placard
    ("", "", "90"),        # a heading (east): the side it faces
    ("A;Q", "", ""),       # two areas' permits
]


def rows(points):
    generator = random.Random(SEED)
    lines = gen_points.onstreet_points(points, generator, gen_points.REGULATIONS)
    yield "id,lat,lon,at,permits,placard,heading\n"
    for number, line in enumerate(lines, start=1):
        lat, lon = line.strip().split(",")
        for arrival in ARRIVALS:
            for driver, (permits, placard, heading) in enumerate(DRIVERS):
                yield f"p{number}.{arrival}.{driver},{lat},{lon},{arrival},{permits},{placard},{heading}\n"


def answer(binary, questions, data, output):
    arguments = [binary, questions, "--format", "ndjson"]
    if data:
        arguments += ["--data", data]
    with open(output, "wb") as out:
        result = subprocess.run(arguments, stdout=out, stderr=subprocess.PIPE, env=dict(os.environ, LC_ALL="C.UTF-8"))
    if result.returncode not in (0, 1):
        sys.exit(f"sf_sweep: {binary} exited {result.returncode}: {result.stderr.decode()[-2000:]}")
    digest = hashlib.sha256()
    count = 0
    with open(output, "rb") as answers:
        for line in answers:
            digest.update(line)
            count += 1
    return digest.hexdigest(), count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--points", type=int, default=10_000)
    parser.add_argument("--data")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="sf-sweep-") as folder:
        questions = os.path.join(folder, "questions.csv")
        with open(questions, "w") as out:
            out.writelines(rows(options.points))
        old = answer(options.old, questions, options.data, os.path.join(folder, "old.ndjson"))
        new = answer(options.new, questions, options.data, os.path.join(folder, "new.ndjson"))
        expected = options.points * len(ARRIVALS) * len(DRIVERS)
        print(f"sf_sweep: {old[1]:,} and {new[1]:,} answers to {expected:,} questions")
        if old == new and old[1] == expected:
            print(f"sf_sweep: the same bytes (sha256 {old[0]})")
            return
        with open(os.path.join(folder, "old.ndjson")) as a, open(os.path.join(folder, "new.ndjson")) as b, \
                open(questions) as q:
            next(q)
            shown = 0
            for question, one, other in zip(q, a, b):
                if one != other:
                    print(f"row {question.strip()}\n  old {one.strip()}\n  new {other.strip()}")
                    shown += 1
                    if shown == 5:
                        break
        sys.exit("sf_sweep: the answers differ")


if __name__ == "__main__":
    main()
