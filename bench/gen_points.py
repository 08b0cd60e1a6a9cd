#!/usr/bin/env python3
"""Deterministic random points inside San Francisco's bounding box, as `lat,lon` lines.

Usage: gen_points.py N [SEED] > points.csv

Uniform in the city bounds of rpp_area_blocks_20251122.json (37.6398..37.8324 N,
122.5274..122.3281 W), six decimals (about 0.1 m). Python's Mersenne Twister with a fixed seed
gives the same file on every machine and Python 3 version.
"""

import random
import sys

SOUTH, NORTH = 37.6398, 37.8324
WEST, EAST = -122.5274, -122.3281


def main(argv):
    if len(argv) not in (2, 3) or not argv[1].isdigit() or (len(argv) == 3 and not argv[2].isdigit()):
        sys.stderr.write(__doc__)
        return 64
    count = int(argv[1])
    generator = random.Random(int(argv[2]) if len(argv) == 3 else 20251122)
    uniform = generator.uniform
    lines = [f"{uniform(SOUTH, NORTH):.6f},{uniform(WEST, EAST):.6f}\n" for _ in range(count)]
    sys.stdout.write("".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
