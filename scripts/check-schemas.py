#!/usr/bin/env python3
"""Checks parkcheck's JSON outputs against the schemas in docs/schema/ with an independent
validator (the `jsonschema` package from PyPI, JSON Schema draft 2020-12).

Runs the built binary (default .build/debug/parkcheck) over lookups with every verdict, a place
outside the data, batches in json, ndjson and geojson with a row that fails, --zone-only and
validate --json, and validates every record. Exits 1 on the first record that does not match,
printing it and why. Usage: scripts/check-schemas.py [PARKCHECK]
"""
import json
import math
import os
import subprocess
import sys
from pathlib import Path

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = Path(__file__).resolve().parent.parent
BINARY = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/debug/parkcheck")
AT = ["--at", "2026-11-23T10:00"]
ENV = {"PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"}

schemas = {p.stem.replace(".schema", ""): json.loads(p.read_text()) for p in (ROOT / "docs/schema").glob("*.schema.json")}
registry = Registry().with_resources(
    [(schema["$id"], Resource.from_contents(schema)) for schema in schemas.values()])
validators = {name: Draft202012Validator(schema, registry=registry) for name, schema in schemas.items()}
checked = 0


def run(arguments, stdin=""):
    result = subprocess.run([BINARY] + arguments, input=stdin.encode(), capture_output=True, env=ENV, cwd=ROOT)
    return result.stdout.decode()


def check(schema, record, what):
    global checked
    errors = sorted(validators[schema].iter_errors(record), key=lambda e: list(e.absolute_path))
    if errors:
        print(f"check-schemas: {what} does not match docs/schema/{schema}.schema.json:", file=sys.stderr)
        for error in errors[:5]:
            print(f"  at {'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}", file=sys.stderr)
        sys.exit(1)
    checked += 1


# The validator must be able to say no: a record with a verdict no schema allows is refused.
if not list(validators["answer"].iter_errors({"verdict": "maybe"})):
    sys.exit("check-schemas: the answer schema accepts anything; it checks nothing")
# One schema for every city: an answer has every member of its city's part and none of the other's.
sf_answer = json.loads(run(["37.759546", "-122.423713"] + AT + ["--json"]))
curb_answer = json.loads(run(["45.5203", "-122.6806", "--at", "2026-11-30T10:00", "--json"]))
for record, what in [(dict(sf_answer, city=None), "a San Francisco answer with a curb feed's member"),
                     ({k: v for k, v in curb_answer.items() if k != "city"}, "a curb answer without its city"),
                     ({k: v for k, v in sf_answer.items() if k != "zone"}, "a San Francisco answer without its zone")]:
    if not list(validators["answer"].iter_errors(record)):
        sys.exit(f"check-schemas: the answer schema accepts {what}")

places = {
    "yes": ["37.759546", "-122.423713"], "no": ["37.77606", "-122.40845"], "park": ["37.7694", "-122.4862"],
    "outside the data": ["37.0", "-120.0"], "downtown": ["37.7880", "-122.4075"], "mission": ["37.7599", "-122.4148"],
    "oak pay or permit": ["37.774643", "-122.425055"], "bush metered": ["37.788257", "-122.423294"],
}
for name, place in places.items():
    for extra in ([], ["--permit", "S"], ["--placard", "--side", "left"], ["--accuracy", "60"]):
        check("answer", json.loads(run(place + AT + ["--json"] + extra)), f"lookup {name} {' '.join(extra)}")

rows = "id,lat,lon,at,permits\n" + "\n".join(
    f"{name},{lat},{lon},," for name, (lat, lon) in places.items()) + "\nmoon,95,-122.43,,\nfeb,37.76,-122.43,2026-02-30T08:00,\n"
for record in run(["-", "--format", "ndjson"] + AT, rows).splitlines():
    check("batch-record", json.loads(record), "ndjson record")
for record in json.loads(run(["-", "--format", "json"] + AT, rows)):
    check("batch-record", record, "json record")
for feature in json.loads(run(["-", "--format", "geojson"] + AT, rows))["features"]:
    check("batch-record", feature["properties"], "geojson properties")
for record in run(["-", "--zone-only", "--format", "ndjson"], rows).splitlines():
    check("zone-record", json.loads(record), "zone-only record")
# --keep: the input columns kept, under `input`, failed rows included.
for record in run(["-", "--format", "ndjson", "--keep", "id,permits"] + AT, rows).splitlines():
    check("batch-record", json.loads(record), "ndjson record with --keep")
for record in run(["-", "--zone-only", "--format", "ndjson", "--keep", "at"], rows).splitlines():
    check("zone-record", json.loads(record), "zone-only record with --keep")
# Several inputs: each record names its file; --keep all: each row's own members.
several = ["Tests/ParkcheckCLITests/Golden/inputs/spots-a.csv", "Tests/ParkcheckCLITests/Golden/inputs/spots-b.ndjson"]
for record in run(several + ["--format", "ndjson", "--keep", "all"] + AT).splitlines():
    check("batch-record", json.loads(record), "ndjson record of several files with --keep all")
for record in run(several + ["--zone-only", "--format", "ndjson", "--keep", "all"]).splitlines():
    check("zone-record", json.loads(record), "zone-only record of several files with --keep all")

# A batch routes each row to its city (#18): a Portland or Austin row gets the curb answer's record.
mixed = "id,lat,lon,at\npdx,45.521424,-122.680310,2026-11-24T10:00\nsf,37.759546,-122.423713,2026-11-24T07:30\n" \
    + "atx,30.266820,-97.745513,2026-11-24T10:00\noff,45.5189,-122.6793,2026-11-26T10:00\nmoon,95,-122.43,\n"
for extra in ([], ["--keep", "id"], ["--city", "portland"]):
    for record in run(["-", "--format", "ndjson"] + extra, mixed).splitlines():
        record = json.loads(record)
        schema = "curb-batch-record" if "city" in record or "--city" in extra else "batch-record"
        check(schema, record, f"mixed-city record {extra}")

# Other cities (#18): answers from their curb feeds at a point beside a feature's curb (6 m off its
# centreline, on its side; every 8th feature of Portland's, all of Austin's), as a car, a motorcycle
# and a commercial vehicle in turn, on a weekday, a Sunday and Thanksgiving (Saturday night in
# Austin); the downtown point (no street within reach); --data FEED.
# A --user-class each feed names (one it does not is a usage error: most likely a typo).
for feed, step, at, own in [("Resources/cities/portland/curbs.curblr.json", 8, ["2026-11-24T10:00", "2026-11-29T14:00",
                             "2026-11-26T10:00"], "hotel_guest"), ("Resources/cities/austin/curbs.curblr.json", 1,
                             ["2026-11-24T10:00", "2026-11-28T23:30"], "valet")]:
    users = [[], ["--vehicle", "motorcycle"], ["--vehicle", "commercial", "--user-class", own]]
    for number, feature in enumerate(json.loads((ROOT / feed).read_text())["features"][::step]):
        (x1, y1), (x2, y2) = feature["geometry"]["coordinates"][:2]
        kx, ky = 111320 * math.cos(math.radians(y1)), 111320
        dx, dy = (x2 - x1) * kx, (y2 - y1) * ky
        length = math.hypot(dx, dy) or 1
        sign = 1 if feature["properties"]["location"]["sideOfStreet"] == "right" else -1
        lat = (y1 + y2) / 2 - sign * dx / length * 6 / ky
        lon = (x1 + x2) / 2 + sign * dy / length * 6 / kx
        place = [f"{lat:.6f}", f"{lon:.6f}"]
        for turn, when in enumerate(at):
            extra = users[(number + turn) % len(users)]
            check("answer", json.loads(run(place + ["--at", when, "--json"] + extra)),
                  f"curb lookup {' '.join(place)} {when} {' '.join(extra)}")
check("answer", json.loads(run(["45.5189", "-122.6793", "--at", "2026-11-26T10:00", "--json"])), "curb lookup off-street")
# A rough position near the centreline (--accuracy, a row's accuracy): both sides asked.
for accuracy in ["1", "10"]:
    check("answer", json.loads(run(["45.52049", "-122.68098", "--at", "2026-11-24T10:00", "--accuracy", accuracy,
                                    "--json"])), f"curb lookup --accuracy {accuracy}")
# Away from the streets, rough enough to reach the nearest curbs (basis nearbyCurbs), and too rough.
for accuracy in ["45", "200"]:
    check("answer", json.loads(run(["45.5189", "-122.6793", "--at", "2026-11-26T10:00", "--accuracy", accuracy,
                                    "--json"])), f"curb lookup off-street --accuracy {accuracy}")
for record in run(["-", "--format", "ndjson"], "lat,lon,at,accuracy\n45.52049,-122.68098,2026-11-24T10:00,10\n"
                  "45.52049,-122.68098,2026-11-24T10:00,\n").splitlines():
    check("curb-batch-record", json.loads(record), "curb batch record with a row's accuracy")
check("answer", json.loads(run(["30.266820", "-97.745513", "--json", "--at", "2026-11-24T10:00", "--data",
                                     str(ROOT / "../shared/fixtures/curblr/austin.curblr.json")])), "--data FEED")
for city in json.loads(run(["cities", "--format", "json"])):
    check("city", city, "parkcheck cities --format json")
for line in run(["cities", "--format", "ndjson"]).splitlines():
    check("city", json.loads(line), "parkcheck cities --format ndjson")

check("validate", json.loads(run(["validate", "--json", "Resources/zones.json", "Resources/regulations.geojson"])),
      "validate --json")
check("validate", json.loads(run(["validate", "--json", "README.md"])), "validate --json of a file that is not JSON")
SHARED = os.environ.get("SHARED", "../shared")
FEEDS = "Tests/ParkcheckCLITests/Golden/inputs/"
check("validate", json.loads(run(["validate", "--json", f"{SHARED}/fixtures/curblr/austin.curblr.json",
                                  FEEDS + "curblr-impossible-date.json", FEEDS + "curblr-truncated.json"])),
      "validate --json of CurbLR feeds (clean, a refused regulation, not JSON)")
check("validate", json.loads(run(["validate", "--json", f"{SHARED}/fixtures/cds/cds-1.0.1-00-curb-zones-minimum.json",
                                  f"{SHARED}/fixtures/cds/cds-1.0.1-01-curb-policies.json"])),
      "validate --json of CDS payloads")
print(f"check-schemas: {checked} records match docs/schema/ ({', '.join(sorted(schemas))})")
