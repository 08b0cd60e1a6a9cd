#!/usr/bin/env python3
"""Checks CDS Curbs API payloads against the CDS 1.1 OpenAPI schemas with an independent validator
(the `jsonschema` package from PyPI, JSON Schema draft 2020-12, which OpenAPI 3.1 uses; the YAML is
read with PyYAML).

Usage: scripts/check_cds.py [--specs DIR] [--fixtures DIR] [PAYLOAD...]
       make check-cds
       (defaults: ../shared/docs/specs/cds-1.1-openapi, ../shared/fixtures/cds,
        Resources/cities/portland/portland.cds.json)

Each payload is validated against the 200 response of every Curbs API endpoint whose `data` member
it carries (GET /curbs/zones, /curbs/policies, /curbs/areas), twice:
  1. against the schemas exactly as published;
  2. with the errata below corrected (nothing else changed).
Published-schema errors are printed, each marked with the erratum that explains it; the check fails
on an error that no erratum explains, or on any error with the errata corrected.

Errata of the published 1.1 schemas (cds-openapi @6f8f4a7), both about curb zone geometry:
  E1  `coordinates.yaml` (the Polygon's `coordinates`) is an array of [x, y] positions, not an array
      of linear rings (RFC 7946 3.1.6): every real GeoJSON Polygon fails it, the 1.0.1 examples'
      included.
  E2  neither geometry schema fixes `type`, so a LineString's coordinates (an array of positions)
      match both the (E1) Polygon schema and the LineString schema, and curb_zone's
      `oneOf: [Polygon, LineString]` rejects every LineString zone with two-number positions.
  The corrected schemas require `type: "Polygon"` with rings of at least 4 positions and
  `type: "LineString"` with at least 2 positions.

Then the rules that a JSON Schema cannot say (curbs_README.md and curb_zone.yaml): ids unique; every
curb_policy_ids entry resolves to a policy of the same payload (when it has policies); curb area
zone ids resolve; zones on one reference and side do not overlap; policies on one zone that share a
priority differ in user classes or in time (curbs_README.md, `priority`). The validator must be able to say no: a payload with a bogus activity is refused first.
"""
import argparse
import collections
import copy
import json
import sys
import urllib.parse
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012 as DRAFT

ROOT = Path(__file__).resolve().parent.parent
ENDPOINTS = {"zones": "/curbs/zones", "policies": "/curbs/policies", "areas": "/curbs/areas"}
POSITION = {"type": "array", "minItems": 2, "maxItems": 3, "items": {"type": "number"}}
CORRECTED = {
    "geoJSON_polygon.yaml": {"type": "object", "required": ["type", "coordinates"], "properties": {
        "type": {"const": "Polygon"},
        "coordinates": {"type": "array", "minItems": 1, "items": {"type": "array", "minItems": 4, "items": POSITION}}}},
    "geoJSON_linestring.yaml": {"type": "object", "required": ["type", "coordinates"], "properties": {
        "type": {"const": "LineString"}, "coordinates": {"type": "array", "minItems": 2, "items": POSITION}}},
}


def load_registry(specs: Path, corrected: bool) -> Registry:
    def retrieve(uri):
        path = Path(urllib.parse.unquote(urllib.parse.urlparse(uri).path))
        if corrected and path.name in CORRECTED:
            contents = CORRECTED[path.name]
        else:
            contents = yaml.safe_load(path.read_text())
        return Resource.from_contents(contents, default_specification=DRAFT)

    return Registry(retrieve=retrieve)




def endpoint_validators(specs: Path, corrected: bool):
    api_path = specs / "APIs" / "Curbs API.yaml"
    api = yaml.safe_load(api_path.read_text())
    registry = load_registry(specs, corrected)
    validators = {}
    for member, path in ENDPOINTS.items():
        schema = copy.deepcopy(api["paths"][path]["get"]["responses"]["200"]["content"]["application/json"]["schema"])
        schema["$id"] = api_path.as_uri().replace("%20", " ")
        validators[member] = Draft202012Validator(schema, registry=registry,
                                                  format_checker=Draft202012Validator.FORMAT_CHECKER)
    return validators


def errors_of(validators, payload):
    found = []
    for member in ENDPOINTS:
        if member in (payload.get("data") or {}):
            for error in validators[member].iter_errors(payload):
                found.append((member, "/".join(map(str, error.absolute_path)) or "(root)", error))
    return found


def erratum(error) -> str:
    """The erratum that explains a published-schema error at a geometry (the caller checks that the
    corrected schemas accept the same place)."""
    if "geometry" not in list(error.absolute_path):
        return ""
    # A LineString matching both branches is E2; a Polygon matching neither is E1.
    coordinates = (error.instance or {}).get("coordinates") if isinstance(error.instance, dict) else None
    is_line = bool(coordinates) and isinstance(coordinates[0], list) and not isinstance(coordinates[0][0], list)
    return "E2" if is_line else "E1"


def classes_of(policy):
    return sorted(sorted(rule.get("user_classes", [])) for rule in policy.get("rules", []))


def minutes(text):
    hours, mins = text.split(":")
    return int(hours) * 60 + int(mins)


def times_overlap(a, b):
    """Whether two policies' positive time spans share a moment (weekdays, times of day, dates)."""
    every_day = {"sun", "mon", "tue", "wed", "thu", "fri", "sat"}

    def windows(spans):
        for span in spans or [{}]:
            if span.get("designated_period_except"):
                continue
            start = minutes(span.get("time_of_day_start", "00:00"))
            end = minutes(span["time_of_day_end"]) if "time_of_day_end" in span else 24 * 60
            yield (set(span.get("days_of_week", every_day)), start, end if end > start else 24 * 60,
                   span.get("start_date", float("-inf")), span.get("end_date", float("inf")))

    return any(days_a & days_b and max(sa, sb) < min(ea, eb) and max(fa, fb) < min(ta, tb)
               for days_a, sa, ea, fa, ta in windows(a) for days_b, sb, eb, fb, tb in windows(b))


def semantic_problems(payload):
    data = payload.get("data") or {}
    problems = []
    zones, policies, areas = data.get("zones", []), data.get("policies", []), data.get("areas", [])
    for kind, items, key in (("zone", zones, "curb_zone_id"), ("policy", policies, "curb_policy_id"),
                             ("area", areas, "curb_area_id")):
        counts = collections.Counter(item.get(key) for item in items)
        problems += [f"{kind} id {i} is used {n} times" for i, n in counts.items() if n > 1]
    by_id = {p.get("curb_policy_id"): p for p in policies}
    if policies:
        for z, zone in enumerate(zones):
            for policy_id in zone.get("curb_policy_ids", []):
                if policy_id not in by_id:
                    problems.append(f"data/zones/{z}: curb_policy_ids names {policy_id}, which no policy has")
            members = [by_id[i] for i in zone.get("curb_policy_ids", []) if i in by_id]
            for a in range(len(members)):
                for b in range(a + 1, len(members)):
                    pa, pb = members[a], members[b]
                    if (pa.get("priority") == pb.get("priority") and classes_of(pa) == classes_of(pb)
                            and times_overlap(pa.get("time_spans"), pb.get("time_spans"))):
                        problems.append(f"data/zones/{z}: policies {pa['curb_policy_id']} and {pb['curb_policy_id']} "
                                        f"share priority {pa.get('priority')} for the same user classes at "
                                        "overlapping times")
    zone_ids = {z.get("curb_zone_id") for z in zones}
    for a, area in enumerate(areas):
        if zones:
            problems += [f"data/areas/{a}: curb_zone_ids names {i}, which no zone has"
                         for i in area.get("curb_zone_ids", []) if i not in zone_ids]
    sides = collections.defaultdict(list)
    for z, zone in enumerate(zones):
        for reference in zone.get("location_references", []):
            low, high = sorted((reference["start"], reference["end"]))
            sides[(reference.get("source"), reference["ref_id"], reference.get("side"))].append((low, high, z))
    for (_, ref, side), spans in sides.items():
        spans.sort()
        for (low_a, high_a, a), (low_b, high_b, b) in zip(spans, spans[1:]):
            if low_b < high_a:
                problems.append(f"data/zones/{a} and data/zones/{b} overlap on {ref} {side} ({low_b}..{high_a} cm)")
    return problems


def check(name, payload, published, corrected, strict_semantics=True):
    """Prints what each validation found; returns whether the payload passes."""
    ok = True
    as_published = errors_of(published, payload)
    with_errata = errors_of(corrected, payload)
    explained = collections.defaultdict(set)
    samples = {}
    for member, where, error in as_published:
        tag = erratum(error) if not any(w == where for _, w, _ in with_errata) else ""
        if tag:
            explained[(member, tag)].add(where)
            samples.setdefault((member, tag), f"{where}: {error.message[:160]}")
        else:
            ok = False
            print(f"  FAIL as published ({ENDPOINTS[member]}) at {where}: {error.message[:200]}")
    for (member, tag), places in sorted(explained.items()):
        print(f"  as published ({ENDPOINTS[member]}): {len(places)} place(s) in geometries "
              f"rejected, explained by erratum {tag} (e.g. {samples[(member, tag)]})")
    for member, where, error in with_errata:
        ok = False
        print(f"  FAIL with errata corrected ({ENDPOINTS[member]}) at {where}: {error.message[:200]}")
    problems = semantic_problems(payload)
    for problem in problems:
        print(f"  {'FAIL' if strict_semantics else 'note'}: {problem}")
    ok = ok and (not problems or not strict_semantics)
    members = ", ".join(f"{len(v)} {k}" for k, v in (payload.get("data") or {}).items())
    print(f"check-cds: {name}: {'valid' if ok else 'INVALID'} ({members}; version {payload.get('version')!r})")
    return ok


def fixture_differences(payload):
    """What a 1.0.1 payload says differently from 1.1 (informational)."""
    notes = []
    if payload.get("version") != "1.1":
        notes.append(f"version {payload.get('version')!r}, not \"1.1\"")
    for z, zone in enumerate((payload.get("data") or {}).get("zones", [])):
        if (zone.get("geometry") or {}).get("type") == "Polygon":
            notes.append(f"zone {z}: Polygon geometry (1.1 also allows LineString); fails the published 1.1 "
                         "Polygon schema only through erratum E1")
    for p, policy in enumerate((payload.get("data") or {}).get("policies", [])):
        for r, rule in enumerate(policy.get("rules", [])):
            if "max_stay" in rule and "max_stay_unit" not in rule:
                notes.append(f"policy {p} rule {r}: max_stay {rule['max_stay']} without max_stay_unit (minutes by default)")
            if "user_classes" in rule and len(rule["user_classes"]) > 1:
                notes.append(f"policy {p} rule {r}: user_classes {rule['user_classes']} must ALL match")
        for s, span in enumerate(policy.get("time_spans", [])):
            if span.get("designated_period_except"):
                notes.append(f"policy {p} span {s}: designated_period_except reads differently in 1.0.1 and 1.1")
    return notes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--specs", default=str(ROOT.parent / "shared/docs/specs/cds-1.1-openapi"))
    parser.add_argument("--fixtures", default=str(ROOT.parent / "shared/fixtures/cds"))
    parser.add_argument("payloads", nargs="*", default=[str(ROOT / "Resources/cities/portland/portland.cds.json")])
    arguments = parser.parse_args()
    specs = Path(arguments.specs).resolve()
    published = endpoint_validators(specs, corrected=False)
    corrected = endpoint_validators(specs, corrected=True)

    bogus = {"version": "1.1", "time_zone": "UTC", "last_updated": 0, "currency": "USD",
             "data": {"policies": [{"curb_policy_id": "cd0996d7-3765-4f0b-a72e-7caf7cf3fe21", "published_date": 0,
                                    "priority": 1, "rules": [{"activity": "dancing"}]}]}}
    if not errors_of(corrected, bogus) or not errors_of(published, bogus):
        sys.exit("check-cds: the schemas accept a bogus activity; they check nothing")

    ok = True
    for name in arguments.payloads:
        ok = check(name, json.loads(Path(name).read_text()), published, corrected) and ok
    fixtures = sorted(Path(arguments.fixtures).glob("*.json"))
    if not fixtures:
        sys.exit(f"check-cds: no fixture payloads in {arguments.fixtures}")
    for fixture in fixtures:
        payload = json.loads(fixture.read_text())
        # The fixtures are separate endpoint responses: a zones response names policies of another one.
        ok = check(fixture.name, payload, published, corrected, strict_semantics=True) and ok
        for note in fixture_differences(payload):
            print(f"  1.0.1 payload read as 1.1: {note}")
    # Read together, the examples break a rule no single payload can: a curb_policy_id names one
    # policy forever (curb_policy.yaml). Said, not failed: the examples are separate illustrations.
    seen = {}
    for fixture in fixtures:
        for policy in (json.loads(fixture.read_text()).get("data") or {}).get("policies", []):
            first = seen.setdefault(policy.get("curb_policy_id"), (fixture.name, policy))
            if first[1] != policy:
                print(f"  note: {fixture.name} and {first[0]} use curb_policy_id {policy.get('curb_policy_id')} for "
                      "different policies (CDS: two policies with one id MUST be identical)")
    print(f"check-cds: {'all payloads valid' if ok else 'some payloads are invalid'}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
