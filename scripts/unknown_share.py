#!/usr/bin/env python3
"""How often parkcheck answers `unknown` on random points of San Francisco's land, and why.

Draws seeded points uniformly within the bounds of the bundled zone file, keeps those on land
(within 150 m of a street centreline of `Resources/sweeping.geojson`: streets cover the city's land,
so this drops the bay and the ocean but keeps parks, blocks and hills), asks the built parkcheck for
each of them in one batch at a pinned time, and counts the verdicts and, for `unknown`, the reason.

    scripts/unknown_share.py [--points 10000] [--seed 16] [--at 2026-11-23T12:00] [--binary PATH]

Prints a Markdown table (docs/VERDICTS.md quotes it).
"""
import argparse, collections, json, math, os, random, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--points", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--at", default="2026-11-23T12:00")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/parkcheck"))
    args = parser.parse_args()

    zones = json.load(open(os.path.join(ROOT, "Resources/zones.json")))
    bounds = zones["city"]["bounds"]
    south, west, north, east = bounds["south"], bounds["west"], bounds["north"], bounds["east"]

    # Cells of ~50 m holding centreline vertices (and points every 25 m along each segment).
    cell = 0.00045
    occupied = set()
    for feature in json.load(open(os.path.join(ROOT, "Resources/sweeping.geojson")))["features"]:
        line = feature["geometry"]["coordinates"]
        for (x0, y0), (x1, y1) in zip(line, line[1:]):
            steps = max(1, int(math.hypot((x1 - x0) * 88000, (y1 - y0) * 111000) / 25))
            for i in range(steps + 1):
                x, y = x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps
                occupied.add((int(y // cell), int(x // cell)))

    def on_land(lat, lon):
        row, col = int(lat // cell), int(lon // cell)
        return any((row + dr, col + dc) in occupied for dr in range(-3, 4) for dc in range(-3, 4))

    rng = random.Random(args.seed)
    points = []
    while len(points) < args.points:
        lat, lon = rng.uniform(south, north), rng.uniform(west, east)
        if on_land(lat, lon):
            points.append((lat, lon))

    fields = "verdict,verdictReason,basis,side.method"
    run = subprocess.run(
        [args.binary, "-", "--at", args.at, "--format", "ndjson", "--fields", fields],
        input="\n".join("%.6f,%.6f" % p for p in points), capture_output=True, text=True)
    records = [json.loads(line) for line in run.stdout.splitlines()]
    verdicts = collections.Counter(r["verdict"] for r in records)
    reasons = collections.Counter()
    for r in records:
        if r["verdict"] != "unknown":
            continue
        reason = r["verdictReason"]
        if reason.startswith("no street within"):
            reasons["no street within 30 m (inside a block, a park, a campus)"] += 1
        elif reason.startswith("the curbs within"):
            reasons["the curbs within reach disagree"] += 1
        elif reason.startswith("the side of the street is not known"):
            reasons["the side is unknown and one side forbids parking now"] += 1
        else:
            reasons[reason] += 1
    total = len(records)
    print(f"{total:,} points on land, at {args.at} (seed {args.seed}, no permit):\n")
    print("| verdict | points | share |\n|---|---:|---:|")
    for verdict in ["yes", "no", "conditionally", "unknown"]:
        print(f"| {verdict} | {verdicts[verdict]:,} | {100 * verdicts[verdict] / total:.1f} % |")
    print("\n| why unknown | points | share of all |\n|---|---:|---:|")
    for reason, count in reasons.most_common():
        print(f"| {reason} | {count:,} | {100 * count / total:.1f} % |")
    return 0 if run.returncode == 0 else run.returncode


if __name__ == "__main__":
    sys.exit(main())
