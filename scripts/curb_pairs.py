#!/usr/bin/env python3
"""Every pair of regulation lines posted on one curb in the bundled San Francisco data.

Two lines of Resources/regulations.geojson are posted on one curb when they run parallel
(|cos| >= 0.9), overlap along the street by at least 5 m, lie at most 5 m apart across it, and
stand on the same side of the same centreline (the nearest one in Resources/sweeping.geojson, at
the middle of their overlap). For each pair it writes a point on each line at the middle of the
overlap: an answer at either point must consult both rows (the test
ParkcheckCLITests/CurbPairsEndToEndTests reads the CSV).

Usage: scripts/curb_pairs.py [RESOURCES] > Tests/ParkcheckCLITests/Fixtures/curb-pairs.csv
The summary (counts by kind and offset) goes to standard error, for docs/CURB_PAIRS.md.
"""
import collections
import csv
import json
import math
import sys

MAX_OFFSET = 5.0  # metres across the street
MIN_OVERLAP = 5.0  # metres along it
CELL = 40.0  # grid cell, metres

resources = sys.argv[1] if len(sys.argv) > 1 else "Resources"
earth = 6371008.8
kx = math.cos(math.radians(37.76)) * math.pi / 180 * earth
ky = math.pi / 180 * earth


def project(c):
    return (c[0] * kx, c[1] * ky)


def unproject(p):
    return (p[1] / ky, p[0] / kx)


def cells(a, b, pad):
    for gx in range(int(min(a[0], b[0]) // CELL) - pad, int(max(a[0], b[0]) // CELL) + pad + 1):
        for gy in range(int(min(a[1], b[1]) // CELL) - pad, int(max(a[1], b[1]) // CELL) + pad + 1):
            yield gx, gy


def closest(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = 0 if length == 0 else max(0, min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    q = (a[0] + t * dx, a[1] + t * dy)
    return math.hypot(p[0] - q[0], p[1] - q[1])


centrelines = []
centreline_grid = collections.defaultdict(list)
seen = set()
for feature in json.load(open(f"{resources}/sweeping.geojson"))["features"]:
    cnn = feature["properties"]["cnn"]
    if cnn in seen:
        continue
    seen.add(cnn)
    points = [project(c) for c in feature["geometry"]["coordinates"]]
    for a, b in zip(points, points[1:]):
        for cell in cells(a, b, 1):
            centreline_grid[cell].append(len(centrelines))
        centrelines.append((a, b, cnn))


def side(p):
    """The nearest centreline's CNN and the side of it p is on."""
    best = None
    for i in centreline_grid.get((int(p[0] // CELL), int(p[1] // CELL)), []):
        a, b, _ = centrelines[i]
        d = closest(p, a, b)
        if best is None or d < best[0]:
            best = (d, i)
    if best is None:
        return None
    a, b, cnn = centrelines[best[1]]
    cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
    return cnn, "left" if cross > 0 else "right"


regulations = json.load(open(f"{resources}/regulations.geojson"))["features"]
segments = []
segment_grid = collections.defaultdict(list)
for index, feature in enumerate(regulations):
    geometry = feature["geometry"]
    parts = geometry["coordinates"] if geometry["type"] == "MultiLineString" else [geometry["coordinates"]]
    for part in parts:
        points = [project(c) for c in part]
        for a, b in zip(points, points[1:]):
            if math.hypot(b[0] - a[0], b[1] - a[1]) < 1:
                continue
            for cell in cells(a, b, 1):
                segment_grid[cell].append(len(segments))
            segments.append((a, b, index))

pairs = {}
for a, b, i in segments:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    nearby = set()
    for cell in cells(a, b, 0):
        nearby.update(segment_grid.get(cell, []))
    for k in nearby:
        c, e, j = segments[k]
        if j <= i:
            continue
        other = math.hypot(e[0] - c[0], e[1] - c[1])
        if abs(ux * (e[0] - c[0]) / other + uy * (e[1] - c[1]) / other) < 0.9:
            continue
        tc = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy
        te = (e[0] - a[0]) * ux + (e[1] - a[1]) * uy
        low, high = max(0, min(tc, te)), min(length, max(tc, te))
        if high - low < MIN_OVERLAP:
            continue
        offset = (abs(-uy * (c[0] - a[0]) + ux * (c[1] - a[1])) + abs(-uy * (e[0] - a[0]) + ux * (e[1] - a[1]))) / 2
        if offset > MAX_OFFSET:
            continue
        middle = (low + high) / 2
        on_a = (a[0] + ux * middle, a[1] + uy * middle)
        s = (middle - tc) / (te - tc)
        on_b = (c[0] + s * (e[0] - c[0]), c[1] + s * (e[1] - c[1]))
        side_a, side_b = side(on_a), side(on_b)
        if side_a is None or side_a != side_b:
            continue
        if (i, j) not in pairs or pairs[(i, j)]["overlap"] < high - low:
            pairs[(i, j)] = dict(offset=offset, overlap=high - low, cnn=side_a[0], side=side_a[1], a=on_a, b=on_b)

writer = csv.writer(sys.stdout, lineterminator="\n")
writer.writerow(["a", "kindA", "b", "kindB", "offsetMetres", "overlapMetres", "cnn", "side", "latA", "lonA", "latB", "lonB"])
kinds = collections.Counter()
offsets = collections.Counter()
for (i, j), pair in sorted(pairs.items()):
    pa, pb = regulations[i]["properties"], regulations[j]["properties"]
    kinds[" + ".join(sorted([pa["kind"], pb["kind"]]))] += 1
    offsets[int(pair["offset"])] += 1
    la, lb = unproject(pair["a"]), unproject(pair["b"])
    writer.writerow([
        pa["id"], pa["kind"], pb["id"], pb["kind"], f"{pair['offset']:.2f}", f"{pair['overlap']:.1f}", pair["cnn"],
        pair["side"], f"{la[0]:.7f}", f"{la[1]:.7f}", f"{lb[0]:.7f}", f"{lb[1]:.7f}"])
print(f"{len(pairs)} pairs", file=sys.stderr)
for kind, count in kinds.most_common():
    print(f"| {kind} | {count} |", file=sys.stderr)
for metres, count in sorted(offsets.items()):
    print(f"offset {metres}-{metres + 1} m: {count}", file=sys.stderr)
