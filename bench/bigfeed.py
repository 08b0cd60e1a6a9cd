#!/usr/bin/env python3
"""Writes a large CurbLR 1.1 feed for `make bench` (issue 38): FEATURES curb stretches (30,000 by
default, about 50 MB, the size of a big city's published export) on a grid of streets around
downtown Portland, each with a centreline of 16 positions and 2 to 4 regulations (no parking at
rush hour, paid parking with a limit, loading for commercial vehicles, a permit zone), some
stretches overlapping. Deterministic (seeded); standard library only.

Usage: bench/bigfeed.py OUTPUT [FEATURES] [SEED]
Prints a point at a curb of the feed (for the lookups) on standard output.
"""
import json
import math
import random
import sys

DAYS = ["mo", "tu", "we", "th", "fr", "sa", "su"]


def regulations(rng):
    chosen = [{
        "rule": {"activity": "parking", "priorityCategory": "paid parking", "maxStay": rng.choice([60, 120, 240]),
                 "payment": True},
        "timeSpans": [{"daysOfWeek": {"days": DAYS[:6]}, "timesOfDay": [{"from": "08:00", "to": "19:00"}]}],
        "payment": {"rates": [{"fees": [rng.choice([1.5, 2, 2.5])], "durations": [60]}],
                    "methods": ["meter", "mobile"], "deviceIds": [f"meter-{rng.randrange(10**6)}"]},
    }]
    if rng.random() < 0.6:
        chosen.append({
            "rule": {"activity": "no parking", "priorityCategory": "no parking"},
            "timeSpans": [{"daysOfWeek": {"days": DAYS[:5]},
                           "timesOfDay": [{"from": "07:00", "to": "09:00"}, {"from": "16:00", "to": "18:00"}]}],
        })
    if rng.random() < 0.4:
        chosen.append({
            "rule": {"activity": "loading", "priorityCategory": "loading", "maxStay": 30},
            "userClasses": [{"classes": ["commercial", "truck"]}],
            "timeSpans": [{"daysOfWeek": {"days": DAYS[:5]}, "timesOfDay": [{"from": "09:00", "to": "11:00"}]}],
        })
    if rng.random() < 0.3:
        chosen.append({
            "rule": {"activity": "parking", "priorityCategory": "permit parking"},
            "userClasses": [{"classes": ["permit"], "subclasses": [f"zone {rng.randrange(1, 40)}"]}],
            "timeSpans": [{"daysOfWeek": {"days": DAYS}, "timesOfDay": [{"from": "19:00", "to": "23:59"}]}],
        })
    return chosen


def main():
    output = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 30_000
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 38)
    origin_lat, origin_lon = 45.50, -122.72
    metres_lat = 111_320.0
    metres_lon = metres_lat * math.cos(math.radians(origin_lat))
    block = 80.0  # metres between cross streets
    streets = int(math.sqrt(count / 4)) + 1
    features = []
    first_point = None
    index = 0
    while len(features) < count:
        street, position = divmod(index, streets)
        index += 1
        east_west = street % 2 == 0
        along = position * block
        across = (street // 2) * block
        length = block - rng.uniform(5, 20)
        positions = []
        for step in range(16):
            offset = along + length * step / 15
            x, y = (offset, across) if east_west else (across, offset)
            positions.append([round(origin_lon + x / metres_lon + rng.uniform(-1e-7, 1e-7), 15),
                              round(origin_lat + y / metres_lat + rng.uniform(-1e-7, 1e-7), 15)])
        for side in ("left", "right"):
            if len(features) >= count:
                break
            reference = f"{street:05d}-{position:05d}"
            features.append({
                "type": "Feature",
                "properties": {
                    "location": {"shstRefId": reference, "sideOfStreet": side, "shstLocationStart": 0,
                                 "shstLocationEnd": round(length, 2), "objectId": f"curb-{len(features)}",
                                 "streetName": f"{'East' if east_west else 'North'} {street // 2} Street",
                                 "assetType": "sign"},
                    "regulations": regulations(rng),
                },
                "geometry": {"type": "LineString", "coordinates": positions},
            })
            if first_point is None and side == "right":
                middle = positions[8]
                # 5 m to the right of an eastward line: south.
                first_point = (middle[1] - 5 / metres_lat, middle[0])
    feed = {
        "manifest": {
            "createdDate": "2026-01-01T00:00:00Z", "curblrVersion": "1.1.0", "timeZone": "America/Los_Angeles",
            "currency": "USD", "authority": {"name": "A generated city", "url": "https://example.org"},
            "priorityHierarchy": ["no parking", "loading", "permit parking", "paid parking"],
        },
        "type": "FeatureCollection",
        "features": features,
    }
    with open(output, "w", encoding="utf-8") as handle:
        json.dump(feed, handle, separators=(", ", ": "))
    print(f"{first_point[0]:.7f} {first_point[1]:.7f}")


if __name__ == "__main__":
    main()
