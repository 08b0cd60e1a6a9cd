#!/usr/bin/env python3
"""Derives a CDS 1.1 (Curbs API) rendering of a CurbLR 1.1 feed: one truth, two formats (#18).

Usage: scripts/curblr_to_cds.py [CURBLR_FEED] [-o OUTPUT]
       (defaults: ../shared/fixtures/curblr/downtown_portland_2020-07-30.curblr.json,
        Resources/cities/portland/portland.cds.json)

The output is one JSON file `{version, time_zone, last_updated, currency, author, license_url,
data: {zones, policies, areas}}`. The Curbs API has one endpoint per object kind, each answering
`{version, time_zone, last_updated, currency, data: {zones | policies | areas}}`; none of those
`data` objects forbids other members, so this one file is at once a valid response of
GET /curbs/zones, /curbs/policies and /curbs/areas (`make check-cds` checks it against all three).
One file keeps one snapshot: one `last_updated`, and every `curb_policy_ids` entry resolves inside it.

The rendering is deterministic: ids are UUIDv5 of the source's positions (feature index, shstRefId,
side, offsets), lists are sorted, keys are sorted, numbers are integers where CDS asks for them.

Mapping (each choice below is printed in the stderr summary when it changes a regulation):
- Overlaps. CurbLR features on the same shstRefId and side overlap (246 pairs in Portland); CDS
  zones must not. Each (shstRefId, side) is cut at every feature's start and end (centimetres) into
  pieces; a piece becomes one zone whose `curb_policy_ids` are the policies of every feature that
  covers it. A policy belongs to one regulation and is shared by all the pieces it covers.
- Priority. CurbLR: the category listed first in `priorityHierarchy` wins. CDS: the lowest integer
  wins. priority = 1000 x (1 + the category's rank) + a tie-breaker that is 0 unless needed. CurbLR
  ties regulations of one category; CDS keeps a tie where it may, between policies for different
  user classes (curbs_README: equal priorities are forbidden only for overlapping times and
  equivalent user classes), so "a regulation naming your class beats the one for everyone"
  (UserClasses.md) still decides there. Where two regulations of one category for the same users
  overlap in place and time, CurbLR does not say which wins and CDS must: the tie-breaker orders
  them as parkcheck's interpreter settles a CurbLR tie (the stricter for parking first: prohibitions
  and standing, then loading, then paid, then free parking; then the source order), counted in the
  summary. A tie between different users that the breaker cannot keep is counted as approximated.
- Activities. parking, no parking, loading, no loading map as they are. CDS has no standing:
  `standing` -> `stopping` (CDS: stopping briefly to pick up or drop off passengers) and
  `no standing` -> `no stopping` (CDS also forbids the momentary passenger stop that standing rules
  allow); the rule's `name` keeps the CurbLR activity. Both are counted as approximated.
- Who. CurbLR `userClasses` are alternatives (any class of any entry); CDS `user_classes` must all
  match. Each alternative becomes its own rule: a class alone, or [class, subclass] for each
  subclass (the subclass narrows its class). No classes = everyone (no `user_classes`).
- When. Each `timesOfDay` entry of a time span becomes a CDS time span with the span's days.
  `time_of_day_end` is exclusive; CurbLR `23:59` means the end of the day and becomes no end
  (midnight). An overnight window (from > to) is split into from..midnight on its days and
  00:00..to on the following days. `daysOfWeek.days` mo..su -> `days_of_week` mon..sun;
  `occurrencesInMonth` 1st..5th -> `weeks_of_month` 1..5 (`last` cannot be said: dropped, reported);
  `daysOfMonth` numbers -> `days_of_month` (odd/even expanded; `last` dropped, reported).
- Dates. `effectiveDates` (inclusive `YYYY-MM-DD`) -> `start_date` = local midnight of `from`,
  `end_date` = local midnight of the day after `to` (exclusive), epoch milliseconds, in the feed's
  time zone (zoneinfo, DST included). A yearly `MM-DD` range becomes `months` and `days_of_month`
  (CDS 1.1 time spans): a span per partial month, one for the whole months between (12-15..01-15 is
  December 15-31 and January 1-15, every year).
- Holidays. `designatedPeriods` "except during" NAME -> a time span `{designated_period: NAME,
  designated_period_except: true}` (CDS 1.1: an except span negates the whole span, #187);
  "only during" NAME -> `designated_period: NAME` on each span. Time spans with different
  designated periods go to separate policies (an except span negates every span of its policy).
- Money. `fees` (currency units) / `durations` (minutes), one tier: `rate` in cents per hour with
  `increment_amount` = the fee ($0.50 per started 15 minutes = 200 per hour in steps of 50).
  `payment: true` without an amount keeps no rate (counted as approximated).
- maxStay minutes -> `max_stay` + `max_stay_unit: minute`; noReturn -> `no_return` + unit minute.
- Manifest. `last_updated` and `published_date` come from lastUpdatedDate, else createdDate, else
  --published; `currency` from the manifest, else --currency; without either the conversion is
  refused (CDS requires both), never guessed.
- Sides. `sideOfStreet` `unknown` is written as a location reference without `side` (CDS allows
  only left and right there).
- Geometry. A zone's LineString is the piece of the source feature's line (the street centreline,
  as in the source) between the piece's offsets; `location_references` carry the shstRefId, side
  and the offsets in centimetres.
"""
import argparse
import collections
import datetime
import json
import math
import sys
import uuid
import zoneinfo
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FEED = ROOT.parent / "shared/fixtures/curblr/downtown_portland_2020-07-30.curblr.json"
DEFAULT_OUTPUT = ROOT / "Resources/cities/portland/portland.cds.json"
NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://github.com/parkcheck/curblr-to-cds")
SHARED_STREETS = "https://sharedstreets.io"
CDS_VERSION = "1.1"
WEEKDAYS = {"mo": "mon", "tu": "tue", "we": "wed", "th": "thu", "fr": "fri", "sa": "sat", "su": "sun"}
WEEK_ORDER = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
OCCURRENCES = {"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
ACTIVITIES = {"parking": "parking", "no parking": "no parking", "loading": "loading",
              "no loading": "no loading", "unloading": "unloading", "no unloading": "no unloading",
              "stopping": "stopping", "no stopping": "no stopping"}
APPROXIMATE_ACTIVITIES = {
    "standing": ("stopping", "CDS has no `standing`; rendered as `stopping`"),
    "no standing": ("no stopping", "CDS has no `no standing`; rendered as `no stopping`, which also "
                    "forbids the momentary passenger stop"),
}
# Strictness for parking, as parkcheck's interpreter orders a tie: forbidden, not understood,
# only while loading, paid, free (`no loading` says nothing about parking: last).
STRICTNESS = {"no parking": 0, "no standing": 0, "no stopping": 0, "standing": 0, "stopping": 0, "travel": 0,
              "loading": 2, "unloading": 2, "parking": 3, "no loading": 5, "no unloading": 5, "no travel": 5}


class Report:
    """What happened to each regulation: mapped exactly, approximated, or dropped, with reasons."""

    def __init__(self):
        self.outcomes = collections.Counter()
        self.reasons = {"approximated": collections.Counter(), "dropped": collections.Counter()}
        self.notes = collections.Counter()

    def regulation(self, approximations, drops):
        for reason in approximations:
            self.reasons["approximated"][reason] += 1
        for reason in drops:
            self.reasons["dropped"][reason] += 1
        if drops and not approximations and drops[0].startswith("regulation dropped"):
            self.outcomes["dropped"] += 1
        elif approximations or drops:
            self.outcomes["approximated"] += 1
        else:
            self.outcomes["mapped"] += 1

    def write(self, stream):
        total = sum(self.outcomes.values())
        print(f"curblr_to_cds: {total} regulations: {self.outcomes['mapped']} mapped, "
              f"{self.outcomes['approximated']} approximated, {self.outcomes['dropped']} dropped", file=stream)
        for kind in ("approximated", "dropped"):
            for reason, count in sorted(self.reasons[kind].items()):
                print(f"  {kind} ({count}): {reason}", file=stream)
        for note, count in sorted(self.notes.items()):
            print(f"  note ({count}): {note}", file=stream)


def epoch_ms(moment: datetime.datetime) -> int:
    return int(round(moment.timestamp() * 1000))


def iso_ms(text: str, zone: zoneinfo.ZoneInfo) -> int:
    """An ISO 8601 date or time; one without an offset is read in `zone` (never the host's)."""
    moment = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    return epoch_ms(moment if moment.tzinfo else moment.replace(tzinfo=zone))


def local_midnight_ms(day: datetime.date, zone: zoneinfo.ZoneInfo) -> int:
    return epoch_ms(datetime.datetime(day.year, day.month, day.day, tzinfo=zone))


def clock(text: str) -> int:
    """Minutes since midnight of a CurbLR `H:MM` or `HH:MM`."""
    hours, minutes = text.split(":")
    value = int(hours) * 60 + int(minutes)
    if not (0 <= int(hours) <= 24 and 0 <= int(minutes) < 60 and value <= 24 * 60):
        raise ValueError(f"time of day {text!r} is not H:MM between 00:00 and 24:00")
    return value


def yearly(first: str, last: str):
    """A yearly range `MM-DD`..`MM-DD` (inclusive, wrapping the year end when `last` < `first`) as
    CDS time span fields: a span per partial month (`months` + `days_of_month`) and one for the
    whole months between (`months` alone). Exact every year: February's 29th is listed, and matches
    only where it exists."""
    (m1, d1), (m2, d2) = (tuple(int(x) for x in day.split("-")) for day in (first, last))
    months = [m1]
    while months[-1] != m2 or (len(months) == 1 and (m1, d1) > (m2, d2)):
        months.append(months[-1] % 12 + 1)
    if len(months) == 1:
        return [{"months": [m1], "days_of_month": list(range(d1, d2 + 1))}]
    pieces = []
    if d1 > 1:
        pieces.append({"months": [m1], "days_of_month": list(range(d1, 32))})
    whole = ([m1] if d1 == 1 else []) + months[1:-1] + ([m2] if d2 >= 31 else [])
    if whole:
        pieces.append({"months": sorted(whole)})
    if d2 < 31:
        pieces.append({"months": [m2], "days_of_month": list(range(1, d2 + 1))})
    return pieces


def hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def haversine(a, b) -> float:
    radius = 6371008.8
    p1, p2 = math.radians(a[1]), math.radians(b[1])
    dp, dl = p2 - p1, math.radians(b[0] - a[0])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * radius * math.asin(min(1.0, math.sqrt(h)))


def cut_line(coordinates, start_fraction: float, end_fraction: float):
    """The part of a polyline between two fractions of its length (linear along each segment)."""
    lengths = [haversine(coordinates[i], coordinates[i + 1]) for i in range(len(coordinates) - 1)]
    total = sum(lengths)
    if total == 0:
        return [list(coordinates[0]), list(coordinates[-1])]

    def point_at(fraction):
        target = max(0.0, min(1.0, fraction)) * total
        walked = 0.0
        for i, length in enumerate(lengths):
            if walked + length >= target or i == len(lengths) - 1:
                t = 0.0 if length == 0 else max(0.0, min(1.0, (target - walked) / length))
                a, b = coordinates[i], coordinates[i + 1]
                return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], i
            walked += length
        return list(coordinates[-1]), len(lengths) - 1

    first, first_segment = point_at(start_fraction)
    last, last_segment = point_at(end_fraction)
    middle = [list(coordinates[i + 1]) for i in range(first_segment, last_segment)]
    return [[round(x, 8), round(y, 8)] for x, y in [first] + middle + [last]]


class Converter:
    def __init__(self, feed, report: Report, published: str = "", currency: str = ""):
        self.feed = feed
        self.report = report
        manifest = feed.get("manifest")
        if not isinstance(manifest, dict) or not manifest.get("timeZone"):
            raise SystemExit("curblr_to_cds: the feed has no manifest.timeZone (CurbLR 1.1 requires it); refused")
        self.manifest = manifest
        self.zone = zoneinfo.ZoneInfo(manifest["timeZone"])
        self.hierarchy = list(manifest.get("priorityHierarchy", []))
        stamp = manifest.get("lastUpdatedDate") or manifest.get("createdDate") or published
        if not stamp:
            raise SystemExit("curblr_to_cds: the manifest has neither lastUpdatedDate nor createdDate, and CDS needs "
                             "the data's date (last_updated): give it with --published YYYY-MM-DD; refused")
        currency = manifest.get("currency") or currency
        if not currency:
            raise SystemExit("curblr_to_cds: the manifest has no currency (CurbLR 1.1 requires it, CDS too): "
                             "give it with --currency CODE (ISO 4217, e.g. USD, CAD, GBP); refused")
        self.currency = currency
        self.published = iso_ms(stamp, self.zone)
        self.earliest_date = iso_ms(manifest.get("createdDate") or stamp, self.zone)

    # Time spans -----------------------------------------------------------------------------

    def dates(self, span, approximations, drops):
        ranges = []
        for entry in span.get("effectiveDates", []):
            first, last = entry.get("from", ""), entry.get("to", "")
            if len(first) == 10 and len(last) == 10:
                start_day = datetime.date.fromisoformat(first)
                end_day = datetime.date.fromisoformat(last) + datetime.timedelta(days=1)
                start = local_midnight_ms(start_day, self.zone)
                self.earliest_date = min(self.earliest_date, start)
                ranges.append({"start_date": start, "end_date": local_midnight_ms(end_day, self.zone)})
            elif len(first) == 5 and len(last) == 5:
                ranges.extend(yearly(first, last))
                self.report.notes["yearly effectiveDates (MM-DD) rendered as months and days_of_month"] += 1
            else:
                drops.append(f"effectiveDates {first}..{last} mix a yearly and a dated end; range dropped")
        return ranges or [{}]

    def days(self, span, drops):
        fields = {}
        week = span.get("daysOfWeek")
        if week:
            days = [WEEKDAYS[d] for d in week.get("days", []) if d in WEEKDAYS]
            unknown = [d for d in week.get("days", []) if d not in WEEKDAYS]
            if unknown:
                drops.append(f"unknown weekday(s) {unknown} dropped")
            if days:
                fields["days_of_week"] = sorted(set(days), key=WEEK_ORDER.index)
            occurrences = week.get("occurrencesInMonth", [])
            if occurrences:
                weeks = sorted({OCCURRENCES[o] for o in occurrences if o in OCCURRENCES})
                if weeks:
                    fields["weeks_of_month"] = weeks
                if any(o not in OCCURRENCES for o in occurrences):
                    drops.append("occurrencesInMonth `last` has no CDS form (weeks_of_month is 1-5); dropped")
        month_days = span.get("daysOfMonth", {}).get("days", []) if span.get("daysOfMonth") else []
        if month_days:
            numbers = set()
            for day in month_days:
                if isinstance(day, int):
                    numbers.add(day)
                elif day == "odd":
                    numbers.update(range(1, 32, 2))
                elif day == "even":
                    numbers.update(range(2, 31, 2))
                else:
                    drops.append(f"daysOfMonth {day!r} has no CDS form; dropped")
            if numbers:
                fields["days_of_month"] = sorted(numbers)
        return fields

    def shifted(self, fields):
        """The same days, one day later (the after-midnight part of an overnight window)."""
        moved = dict(fields)
        if "days_of_week" in fields:
            moved["days_of_week"] = sorted({WEEK_ORDER[(WEEK_ORDER.index(d) + 1) % 7] for d in fields["days_of_week"]},
                                           key=WEEK_ORDER.index)
        if "days_of_month" in fields or "weeks_of_month" in fields:
            return None
        return moved

    def time_spans(self, span, approximations, drops):
        """The CDS time spans of one CurbLR timeSpan (without its designated periods)."""
        base = self.days(span, drops)
        windows = []
        for entry in span.get("timesOfDay", []) or [None]:
            if entry is None:
                windows.append((base, None, None))
                continue
            start, end = clock(entry["from"]), clock(entry["to"])
            end = 24 * 60 if entry["to"] in ("23:59", "24:00") else end
            if entry["to"] == "23:59":
                self.report.notes["`23:59` read as the end of the day (no time_of_day_end)"] += 1
            if start < end:
                windows.append((base, start, end))
            elif start > end:
                windows.append((base, start, 24 * 60))
                after = self.shifted(base)
                if after is None:
                    drops.append("overnight window on days of month / weeks of month: the after-midnight "
                                 "part cannot be shifted exactly; dropped")
                elif end > 0:
                    windows.append((after, 0, end))
                self.report.notes["overnight window split at midnight"] += 1
            else:
                drops.append(f"empty time window {entry['from']}-{entry['to']}; dropped")
        spans = []
        for fields, start, end in windows:
            for dates in self.dates(span, approximations, drops):
                rendered = dict(fields)
                if "days_of_month" in dates and "days_of_month" in rendered:
                    # A yearly range's days within the span's own days of the month: both must hold.
                    common = sorted(set(dates["days_of_month"]) & set(rendered["days_of_month"]))
                    if not common:
                        continue
                    dates = dict(dates, days_of_month=common)
                rendered.update(dates)
                if start is not None:
                    rendered["time_of_day_start"] = hhmm(start)
                    if end < 24 * 60:
                        rendered["time_of_day_end"] = hhmm(end)
                spans.append(rendered)
        return spans

    # Rules ----------------------------------------------------------------------------------

    def rate(self, regulation, approximations):
        rule = regulation["rule"]
        rates = [r for r in (regulation.get("payment") or {}).get("rates", []) if r]
        if not rule.get("payment") and not any(fee > 0 for r in rates for fee in r.get("fees", [])):
            # Free: no flag and no fee above zero (parkcheck reads fees above zero as paid even
            # without the flag; a CDS rate always means paying).
            return None
        if not rates:
            approximations.append("payment required but the feed gives no amount, and a CDS rate needs one: "
                                  "rendered free, more permissive than the feed")
            return None
        rendered = []
        for rate in rates:
            fees, durations = rate.get("fees", []), rate.get("durations", [])
            if rate.get("timeSpans"):
                approximations.append("rate time spans are not rendered (the rate applies whenever the rule does)")
            if len(fees) != 1 or len(durations) != 1:
                approximations.append("tiered rates (several fees/durations) are not rendered")
                continue
            cents = round(fees[0] * 100)
            per_hour = cents * 60 / durations[0]
            if per_hour != int(per_hour):
                approximations.append(f"rate {fees[0]} per {durations[0]} min is not whole cents per hour; not rendered")
                continue
            rendered.append({"rate": int(per_hour), "rate_unit": "hour", "increment_amount": cents})
        return rendered or None

    def rules(self, regulation, approximations, drops):
        rule = regulation["rule"]
        activity = rule.get("activity", "")
        if activity in ACTIVITIES:
            cds_activity = ACTIVITIES[activity]
        elif activity in APPROXIMATE_ACTIVITIES:
            cds_activity, reason = APPROXIMATE_ACTIVITIES[activity]
            approximations.append(reason)
        else:
            return None
        base = {"activity": cds_activity}
        if cds_activity != activity:
            base["name"] = activity
        if isinstance(rule.get("maxStay"), (int, float)):
            base["max_stay"] = int(rule["maxStay"])
            base["max_stay_unit"] = "minute"
        if isinstance(rule.get("noReturn"), (int, float)):
            base["no_return"] = int(rule["noReturn"])
            base["no_return_unit"] = "minute"
        rate = self.rate(regulation, approximations)
        if rate:
            base["rate"] = rate
        alternatives = []
        for entry in regulation.get("userClasses", []) or [{}]:
            limits = sorted(k for k in entry if k not in ("classes", "subclasses"))
            if limits:
                drops.append(f"userClasses limits {limits} have no CDS form; dropped")
            classes, subclasses = entry.get("classes", []), entry.get("subclasses", [])
            if not classes and subclasses:
                alternatives.extend([s] for s in subclasses)
            for name in classes:
                alternatives.extend([[name, s] for s in subclasses] if subclasses else [[name]])
            if not classes and not subclasses:
                alternatives.append([])
        if [] in alternatives and len(alternatives) > 1:
            alternatives = [[]]
        if len(alternatives) > 1:
            self.report.notes["user class alternatives split into separate rules (CDS user_classes are AND)"] += 1
        rendered = []
        for classes in sorted({tuple(a) for a in alternatives}):
            rule_json = dict(base)
            if classes:
                rule_json["user_classes"] = list(classes)
            rendered.append(rule_json)
        return rendered

    # Features -------------------------------------------------------------------------------

    def policies_of(self, index, feature):
        """The policies of one feature: one per regulation and group of designated periods."""
        policies = []
        for r, regulation in enumerate(feature["properties"].get("regulations", [])):
            approximations, drops = [], []
            rules = self.rules(regulation, approximations, drops)
            if rules is None:
                self.report.regulation([], [f"regulation dropped: activity {regulation['rule'].get('activity')!r} "
                                            f"is not one CDS can say"])
                continue
            category = regulation["rule"].get("priorityCategory")
            if category in self.hierarchy:
                rank = self.hierarchy.index(category)
            else:
                rank = len(self.hierarchy)
                approximations.append(f"priorityCategory {category!r} not in priorityHierarchy: ranked last")
            groups = collections.OrderedDict()
            for span in regulation.get("timeSpans", []) or []:
                periods = tuple(sorted((p.get("apply", ""), p.get("name", "")) for p in span.get("designatedPeriods", [])))
                groups.setdefault(periods, []).extend(self.time_spans(span, approximations, drops))
            if not groups:
                groups[()] = []
            if len(groups) > 1:
                self.report.notes["regulation split into policies by designated periods"] += 1
            for g, (periods, spans) in enumerate(groups.items()):
                excepts = [name for apply, name in periods if apply == "except during"]
                onlys = [name for apply, name in periods if apply == "only during"]
                others = [apply for apply, _ in periods if apply not in ("except during", "only during")]
                if others:
                    drops.append(f"designatedPeriods apply {others} unknown; dropped")
                if len(onlys) > 1:
                    drops.append("several `only during` periods in one span have no CDS form; only the first kept")
                if onlys:
                    spans = [dict(s, designated_period=onlys[0]) for s in spans] or [{"designated_period": onlys[0]}]
                spans = spans + [{"designated_period": name, "designated_period_except": True} for name in excepts]
                location = feature["properties"]["location"]
                key = f"feature/{index}/{location['shstRefId']}/{location['sideOfStreet']}/regulation/{r}/group/{g}"
                policy = {
                    "curb_policy_id": str(uuid.uuid5(NAMESPACE, key)),
                    "name": category or "",
                    "description": f"CurbLR feature {index}, regulation {r}"
                                   + (f" (time spans with {', '.join(a + ' ' + n for a, n in periods)})" if periods else ""),
                    "published_date": self.published,
                    "rules": rules,
                }
                if spans:
                    policy["time_spans"] = spans
                policies.append((rank, self.place_key(regulation, index, r, g), policy))
            self.report.regulation(sorted(set(approximations)), sorted(set(drops)))
        return policies

    @staticmethod
    def place_key(regulation, index, r, g):
        """How strict a regulation is for parking (as parkcheck's interpreter settles a tie), then
        the source order."""
        rule = regulation["rule"]
        activity = rule.get("activity")
        if activity in STRICTNESS:
            strictness = STRICTNESS[activity]
        else:
            strictness = 1
        if activity == "parking" and not rule.get("payment"):
            strictness = 4
        return (strictness, index, r, g)

    def convert(self):
        features = self.feed.get("features", [])
        ranked = []
        owners = {}
        for index, feature in enumerate(features):
            for rank, place, policy in self.policies_of(index, feature):
                ranked.append((rank, place, policy))
                owners.setdefault(index, []).append(policy)
        sides = collections.defaultdict(list)
        for index, feature in enumerate(features):
            location = feature["properties"]["location"]
            start = round(location["shstLocationStart"] * 100)
            end = round(location["shstLocationEnd"] * 100)
            if end <= start:
                self.report.notes["feature with end <= start skipped (no length)"] += 1
                continue
            sides[(location["shstRefId"], location["sideOfStreet"])].append((start, end, index))

        zones, overlapping_pairs, pieces_shared = [], 0, 0
        for (ref, side), spans in sorted(sides.items()):
            for a in range(len(spans)):
                for b in range(a + 1, len(spans)):
                    if min(spans[a][1], spans[b][1]) > max(spans[a][0], spans[b][0]):
                        overlapping_pairs += 1
            cuts = sorted({p for start, end, _ in spans for p in (start, end)})
            for low, high in zip(cuts, cuts[1:]):
                covering = sorted(i for start, end, i in spans if start <= low and high <= end)
                if not covering:
                    continue
                if len(covering) > 1:
                    pieces_shared += 1
                zones.append(self.zone_json(ref, side, low, high, covering, features, owners))
        self.report.notes[f"{overlapping_pairs} overlapping feature pairs rendered as {pieces_shared} shared "
                          f"pieces (zones listing every covering feature's policies)"] += 1

        self.assign_priorities(ranked, zones, owners)
        policies = sorted((p for _, _, p in ranked), key=lambda p: p["curb_policy_id"])
        zones.sort(key=lambda z: z["curb_zone_id"])
        area = self.area(zones)
        for zone in zones:
            zone["curb_area_ids"] = [area["curb_area_id"]]
        for zone in zones:
            zone["start_date"] = self.earliest_date
        return {
            "version": CDS_VERSION,
            "time_zone": self.manifest["timeZone"],
            "last_updated": self.published,
            "currency": self.currency,
            "author": (self.manifest.get("authority") or {}).get("name", ""),
            "license_url": "https://creativecommons.org/publicdomain/zero/1.0/",
            "data": {"zones": zones, "policies": policies, "areas": [area]},
        }

    def assign_priorities(self, ranked, zones, owners):
        """priority = 1000 x (1 + category rank) + tie-breaker (see the module's notes)."""
        rank_of = {id(p): rank for rank, _, p in ranked}
        key_of = {id(p): place for _, place, p in ranked}
        by_id = {p["curb_policy_id"]: p for _, _, p in ranked}
        before = collections.defaultdict(set)  # policy -> same-users rivals that must win over it
        cross = set()  # pairs for different users that CurbLR ties and CDS should keep tied
        broken = 0
        for zone in zones:
            members = [by_id[i] for i in zone["curb_policy_ids"]]
            for a in range(len(members)):
                for b in range(a + 1, len(members)):
                    pa, pb = members[a], members[b]
                    if rank_of[id(pa)] != rank_of[id(pb)]:
                        continue
                    if not spans_overlap(pa.get("time_spans"), pb.get("time_spans")):
                        continue
                    if users(pa) == users(pb):
                        first, second = sorted((pa, pb), key=lambda p: key_of[id(p)])
                        if id(first) not in before[id(second)]:
                            before[id(second)].add(id(first))
                            broken += 1
                    else:
                        cross.add((id(pa), id(pb)))
        breaker = {}

        def depth(policy_id):
            if policy_id not in breaker:
                breaker[policy_id] = 1 + max((depth(q) for q in before[policy_id]), default=-1)
            return breaker[policy_id]

        for _, _, policy in ranked:
            policy["priority"] = 1000 * (rank_of[id(policy)] + 1) + depth(id(policy))
        lost = sum(1 for a, b in cross if breaker[a] != breaker[b])
        if broken:
            self.report.notes["same-category regulations for the same users overlapping in place and time: "
                              "tie broken (stricter first, then source order)"] += broken
        if lost:
            self.report.reasons["approximated"]["a CurbLR tie between regulations for different users could not "
                                                "be kept (a tie-breaker for the same users intervened)"] += lost

    def zone_json(self, ref, side, low, high, covering, features, owners):
        def extent(i):
            location = features[i]["properties"]["location"]
            return location["shstLocationEnd"] - location["shstLocationStart"]

        source = sorted(covering, key=lambda i: (-extent(i), i))[0]
        location = features[source]["properties"]["location"]
        start, end = location["shstLocationStart"] * 100, location["shstLocationEnd"] * 100
        line = cut_line(features[source]["geometry"]["coordinates"], (low - start) / (end - start),
                        (high - start) / (end - start))
        policy_ids = sorted(p["curb_policy_id"] for i in covering for p in owners.get(i, []))
        zone = {
            "curb_zone_id": str(uuid.uuid5(NAMESPACE, f"zone/{ref}/{side}/{low}/{high}")),
            "geometry": {"type": "LineString", "coordinates": line},
            "curb_policy_ids": policy_ids,
            "published_date": self.published,
            "last_updated_date": self.published,
            "location_references": [dict({"source": SHARED_STREETS, "ref_id": ref, "start": low, "end": high},
                                         **({"side": side} if side in ("left", "right") else {}))],
            "length": high - low,
            "custom_attributes": {"curblr_features": ",".join(str(i) for i in covering)},
        }
        angles = {features[i]["properties"]["location"].get("baysAngle") for i in covering}
        if len(angles) == 1 and next(iter(angles)) in ("parallel", "perpendicular", "angled"):
            zone["parking_angle"] = next(iter(angles))
        return zone

    def area(self, zones):
        xs = [c[0] for z in zones for c in z["geometry"]["coordinates"]]
        ys = [c[1] for z in zones for c in z["geometry"]["coordinates"]]
        west, east, south, north = min(xs), max(xs), min(ys), max(ys)
        ring = [[west, south], [east, south], [east, north], [west, north], [west, south]]
        return {
            "curb_area_id": str(uuid.uuid5(NAMESPACE, "area/" + self.manifest["timeZone"] + "/" +
                                           (self.manifest.get("authority") or {}).get("name", ""))),
            "name": "Every curb zone of the CurbLR feed (its bounding box)",
            "geometry": {"type": "Polygon", "coordinates": [ring]},
            "published_date": self.published,
            "last_updated_date": self.published,
            "curb_zone_ids": [z["curb_zone_id"] for z in zones],
        }


def users(policy):
    """The user-class enumerations of a policy's rules, as a comparable value."""
    return frozenset(tuple(sorted(r.get("user_classes", []))) for r in policy["rules"])


def spans_overlap(a, b):
    """Whether two lists of time spans can both apply at some moment (days and times only)."""
    def windows(spans):
        result = []
        for s in spans or [{}]:
            if s.get("designated_period_except"):
                continue
            days = set(s.get("days_of_week", WEEK_ORDER))
            start = clock(s.get("time_of_day_start", "00:00"))
            end = clock(s["time_of_day_end"]) if "time_of_day_end" in s else 24 * 60
            result.append((days, start, end, s.get("start_date", -math.inf), s.get("end_date", math.inf)))
        return result

    for da, sa, ea, fa, ta in windows(a):
        for db, sb, eb, fb, tb in windows(b):
            if da & db and max(sa, sb) < min(ea, eb) and max(fa, fb) < min(ta, tb):
                return True
    return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("feed", nargs="?", default=str(DEFAULT_FEED))
    parser.add_argument("-o", "--output", default=str(DEFAULT_OUTPUT))
    parser.add_argument("--published", default="", help="the data's date when the manifest has none (YYYY-MM-DD)")
    parser.add_argument("--currency", default="", help="the currency when the manifest has none (ISO 4217)")
    arguments = parser.parse_args()
    try:
        feed = json.loads(Path(arguments.feed).read_text())
    except (OSError, ValueError) as error:
        raise SystemExit(f"curblr_to_cds: {arguments.feed}: {error}")
    version = (feed.get("manifest") or {}).get("curblrVersion", "")
    if not version.startswith("1.1"):
        raise SystemExit(f"curblr_to_cds: {arguments.feed}: curblrVersion {version!r} is not 1.1; refused")
    report = Report()
    payload = Converter(feed, report, arguments.published, arguments.currency).convert()
    output = Path(arguments.output)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(json.dumps(payload, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    data = payload["data"]
    print(f"curblr_to_cds: {len(feed.get('features', []))} features -> {len(data['zones'])} zones, "
          f"{len(data['policies'])} policies, {len(data['areas'])} area; wrote {output}", file=sys.stderr)
    report.write(sys.stderr)


if __name__ == "__main__":
    main()
