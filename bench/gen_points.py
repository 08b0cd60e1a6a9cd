#!/usr/bin/env python3
"""Deterministic benchmark points as `lat,lon` lines, in one of two modes.

Usage: gen_points.py N [SEED] > points.csv
       gen_points.py --onstreet N [SEED] [REGULATIONS] > points.csv

Uniform (the default): uniform in the city bounds of rpp_area_blocks_20251122.json
(37.6398..37.8324 N, 122.5274..122.3281 W).

On-street (`--onstreet`, issue 17): points along the curb lines of the bundled regulations
(REGULATIONS, default Resources/regulations.geojson; its LineString and MultiLineString features),
as a phone parked at a curb would report them: a feature picked with probability proportional to
its length, a point uniformly along it (by length), then Gaussian GPS noise of σ = 3 m on each of
the east and north axes, converted from metres to degrees (111,320 m per degree of latitude,
times cos(latitude) per degree of longitude). Lengths are in metres in the same local
equirectangular approximation.

Six decimals (about 0.1 m). Python's Mersenne Twister with a fixed seed (random.random and
random.gauss only) gives the same file on every machine and Python 3 version.
"""

import bisect
import json
import math
import random
import sys

SOUTH, NORTH = 37.6398, 37.8324
WEST, EAST = -122.5274, -122.3281
DEFAULT_SEED = 20251122
REGULATIONS = "Resources/regulations.geojson"
NOISE_M = 3.0  # σ of the GPS noise, metres, on each axis
M_PER_DEG_LAT = 111_320.0


def uniform_points(count, generator):
    uniform = generator.uniform
    return [f"{uniform(SOUTH, NORTH):.6f},{uniform(WEST, EAST):.6f}\n" for _ in range(count)]


def curb_segments(path):
    """Every segment ((lon, lat), (lon, lat), metres) of the file's line features, in file order."""
    with open(path, encoding="utf-8") as handle:
        features = json.load(handle)["features"]
    segments = []
    for feature in features:
        geometry = feature.get("geometry") or {}
        if geometry.get("type") == "LineString":
            lines = [geometry["coordinates"]]
        elif geometry.get("type") == "MultiLineString":
            lines = geometry["coordinates"]
        else:
            continue
        for line in lines:
            for (lon0, lat0, *_), (lon1, lat1, *_) in zip(line, line[1:]):
                scale = math.cos(math.radians((lat0 + lat1) / 2))
                metres = math.hypot((lon1 - lon0) * scale, lat1 - lat0) * M_PER_DEG_LAT
                if metres > 0:
                    segments.append(((lon0, lat0), (lon1, lat1), metres))
    return segments


def onstreet_points(count, generator, path):
    """Picking a segment by length is picking a feature by length, then a point uniformly along it."""
    segments = curb_segments(path)
    cumulative, total = [], 0.0
    for _, _, metres in segments:
        total += metres
        cumulative.append(total)
    rand, gauss = generator.random, generator.gauss
    lines = []
    for _ in range(count):
        index = min(bisect.bisect_right(cumulative, rand() * total), len(segments) - 1)
        (lon0, lat0), (lon1, lat1), _ = segments[index]
        t = rand()
        lat, lon = lat0 + t * (lat1 - lat0), lon0 + t * (lon1 - lon0)
        north, east = gauss(0.0, NOISE_M), gauss(0.0, NOISE_M)
        lat += north / M_PER_DEG_LAT
        lon += east / (M_PER_DEG_LAT * math.cos(math.radians(lat)))
        lines.append(f"{lat:.6f},{lon:.6f}\n")
    return lines


def main(argv):
    args = argv[1:]
    onstreet = bool(args) and args[0] == "--onstreet"
    if onstreet:
        args = args[1:]
    limit = 3 if onstreet else 2
    if not 1 <= len(args) <= limit or not all(a.isdigit() for a in args[:2]):
        sys.stderr.write(__doc__)
        return 64
    count = int(args[0])
    generator = random.Random(int(args[1]) if len(args) >= 2 else DEFAULT_SEED)
    if onstreet:
        lines = onstreet_points(count, generator, args[2] if len(args) == 3 else REGULATIONS)
    else:
        lines = uniform_points(count, generator)
    sys.stdout.write("".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
