#!/usr/bin/env python3
"""Unit tests of scripts/curblr_to_cds.py on small hand-written CurbLR feeds (stdlib unittest):
the paths the Portland feed does not take (overnight windows, `last` occurrences, yearly dates,
custom activities) and the ones it does (overlaps, priorities, 23:59, holidays, money).

Usage: python3 scripts/test_curblr_to_cds.py   (make check-cds runs it)
"""
import importlib.util
import unittest
from pathlib import Path

SPEC = importlib.util.spec_from_file_location("curblr_to_cds", Path(__file__).with_name("curblr_to_cds.py"))
convert = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(convert)

MANIFEST = {"createdDate": "2020-01-01T00:00:00Z", "lastUpdatedDate": "2020-01-02T00:00:00Z",
            "curblrVersion": "1.1.0", "timeZone": "America/Los_Angeles", "currency": "USD",
            "priorityHierarchy": ["no standing", "loading", "paid parking", "free parking"],
            "authority": {"name": "Test"}}
LINE = {"type": "LineString", "coordinates": [[-122.68, 45.52], [-122.6794, 45.52]]}


def feature(regulation, start=0.0, end=46.8, side="right", ref="ref"):
    return {"type": "Feature", "geometry": LINE, "properties": {
        "location": {"shstRefId": ref, "sideOfStreet": side, "shstLocationStart": start, "shstLocationEnd": end},
        "regulations": [regulation]}}


def run(*features):
    report = convert.Report()
    payload = convert.Converter({"manifest": MANIFEST, "features": list(features)}, report).convert()
    return payload, report


class CurbLRToCDSTests(unittest.TestCase):
    def test_an_overnight_window_is_split_at_midnight_onto_the_next_days(self):
        payload, _ = run(feature({"rule": {"activity": "no standing", "priorityCategory": "no standing"},
                                  "timeSpans": [{"daysOfWeek": {"days": ["fr", "sa"]},
                                                 "timesOfDay": [{"from": "22:00", "to": "06:00"}]}]}))
        spans = payload["data"]["policies"][0]["time_spans"]
        self.assertEqual(spans, [{"days_of_week": ["fri", "sat"], "time_of_day_start": "22:00"},
                                 {"days_of_week": ["sun", "sat"],
                                  "time_of_day_start": "00:00", "time_of_day_end": "06:00"}])

    def test_end_of_day_holidays_money_and_stays(self):
        payload, report = run(feature({
            "rule": {"activity": "parking", "priorityCategory": "paid parking", "maxStay": 120, "payment": True},
            "payment": {"rates": [{"fees": [0.5], "durations": [15]}]},
            "timeSpans": [{"daysOfWeek": {"days": ["mo"]}, "timesOfDay": [{"from": "19:00", "to": "23:59"}],
                           "designatedPeriods": [{"name": "holidays", "apply": "except during"}]}]}))
        policy = payload["data"]["policies"][0]
        self.assertEqual(policy["priority"], 3000)
        self.assertEqual(policy["rules"], [{"activity": "parking", "max_stay": 120, "max_stay_unit": "minute",
                                            "rate": [{"rate": 200, "rate_unit": "hour", "increment_amount": 50}]}])
        self.assertEqual(policy["time_spans"], [{"days_of_week": ["mon"], "time_of_day_start": "19:00"},
                                                {"designated_period": "holidays", "designated_period_except": True}])
        self.assertEqual(report.outcomes["mapped"], 1)

    def test_inclusive_dates_become_local_midnights_end_exclusive(self):
        payload, _ = run(feature({"rule": {"activity": "no standing", "priorityCategory": "no standing"},
                                  "timeSpans": [{"effectiveDates": [{"from": "2026-03-08", "to": "2026-03-08"}]}]}))
        span = payload["data"]["policies"][0]["time_spans"][0]
        # 2026-03-08 00:00 PST (UTC-8) to 2026-03-09 00:00 PDT (UTC-7): a 23-hour day.
        self.assertEqual(span, {"start_date": 1772956800000, "end_date": 1773039600000})

    def test_what_cds_cannot_say_is_reported_never_silently_dropped(self):
        _, report = run(
            feature({"rule": {"activity": "restricted", "priorityCategory": "loading"}}),
            feature({"rule": {"activity": "loading", "priorityCategory": "loading"},
                     "timeSpans": [{"daysOfWeek": {"days": ["mo"], "occurrencesInMonth": ["1st", "last"]}},
                                   {"effectiveDates": [{"from": "04-01", "to": "2026-11-30"}]}]}, ref="other"))
        self.assertEqual(report.outcomes, {"dropped": 1, "approximated": 1})
        dropped = " | ".join(report.reasons["dropped"])
        self.assertIn("'restricted'", dropped)
        self.assertIn("`last`", dropped)
        self.assertIn("04-01..2026-11-30", dropped)

    def test_yearly_dates_become_months_and_days_of_month(self):
        # Christmas Day, and a winter season wrapping the year end: kept every year (they were dropped,
        # so Dec 25 answered "no" on the CDS side where the CurbLR feed said "yes").
        payload, report = run(feature({"rule": {"activity": "parking", "priorityCategory": "free parking"},
                                       "timeSpans": [{"effectiveDates": [{"from": "12-25", "to": "12-25"},
                                                                         {"from": "12-15", "to": "02-10"}]}]}))
        spans = payload["data"]["policies"][0]["time_spans"]
        self.assertEqual(spans, [{"months": [12], "days_of_month": [25]},
                                 {"months": [12], "days_of_month": list(range(15, 32))},
                                 {"months": [1]},
                                 {"months": [2], "days_of_month": list(range(1, 11))}])
        self.assertEqual(report.outcomes["mapped"], 1)

    def test_yearly_dates_meet_the_spans_own_days_of_month(self):
        payload, _ = run(feature({"rule": {"activity": "no parking", "priorityCategory": "no standing"},
                                  "timeSpans": [{"daysOfMonth": {"days": [1, 20]},
                                                 "effectiveDates": [{"from": "03-10", "to": "04-05"}]}]}))
        spans = payload["data"]["policies"][0]["time_spans"]
        self.assertEqual(spans, [{"months": [3], "days_of_month": [20]}, {"months": [4], "days_of_month": [1]}])

    def test_a_feed_without_created_date_or_currency_is_refused_unless_given(self):
        bare = {key: value for key, value in MANIFEST.items() if key not in ("createdDate", "lastUpdatedDate")}
        regulation = {"rule": {"activity": "parking", "priorityCategory": "free parking"}}
        with self.assertRaises(SystemExit) as refusal:
            convert.Converter({"manifest": bare, "features": [feature(regulation)]}, convert.Report())
        self.assertIn("--published", str(refusal.exception))
        payload = convert.Converter({"manifest": bare, "features": [feature(regulation)]}, convert.Report(),
                                    published="2020-07-30").convert()
        # Local midnight of 2020-07-30 in the feed's zone (PDT, UTC-7), whatever the host's zone.
        self.assertEqual(payload["last_updated"], 1596092400000)
        self.assertEqual(payload["data"]["zones"][0]["start_date"], 1596092400000)
        no_currency = {key: value for key, value in MANIFEST.items() if key != "currency"}
        with self.assertRaises(SystemExit) as refusal:
            convert.Converter({"manifest": no_currency, "features": []}, convert.Report())
        self.assertIn("--currency", str(refusal.exception))
        payload = convert.Converter({"manifest": no_currency, "features": [feature(regulation)]}, convert.Report(),
                                    currency="CAD").convert()
        self.assertEqual(payload["currency"], "CAD")

    def test_an_unknown_side_is_written_without_a_side(self):
        payload, _ = run(feature({"rule": {"activity": "parking", "priorityCategory": "free parking"}},
                                 side="unknown"))
        reference = payload["data"]["zones"][0]["location_references"][0]
        self.assertNotIn("side", reference)
        self.assertEqual(reference["ref_id"], "ref")

    def test_fees_without_a_flag_are_paid_and_zero_fees_free(self):
        parking = {"activity": "parking", "priorityCategory": "paid parking"}
        payload, _ = run(
            feature({"rule": parking, "payment": {"rates": [{"fees": [2], "durations": [60]}]}}),
            feature({"rule": parking, "payment": {"rates": [{"fees": [0], "durations": [60]}]}}, ref="other"))
        rules = {p["description"].split(",")[0]: p["rules"] for p in payload["data"]["policies"]}
        self.assertEqual(rules["CurbLR feature 0"][0]["rate"], [{"rate": 200, "rate_unit": "hour",
                                                                  "increment_amount": 200}])
        self.assertNotIn("rate", rules["CurbLR feature 1"][0])

    def test_overlaps_become_pieces_with_every_covering_policy(self):
        payload, report = run(
            feature({"rule": {"activity": "parking", "priorityCategory": "free parking"}}, start=0, end=30),
            feature({"rule": {"activity": "loading", "priorityCategory": "loading"}}, start=20, end=40))
        zones = sorted(payload["data"]["zones"], key=lambda z: z["location_references"][0]["start"])
        self.assertEqual([(z["location_references"][0]["start"], z["location_references"][0]["end"],
                           z["custom_attributes"]["curblr_features"]) for z in zones],
                         [(0, 2000, "0"), (2000, 3000, "0,1"), (3000, 4000, "1")])
        self.assertEqual(len(zones[1]["curb_policy_ids"]), 2)
        priorities = sorted(p["priority"] for p in payload["data"]["policies"])
        self.assertEqual(priorities, [2000, 4000])  # loading (2nd in the hierarchy) beats free parking (4th)

    def test_ties_are_kept_across_users_and_broken_for_the_same_users(self):
        paid = {"activity": "parking", "priorityCategory": "paid parking", "payment": True}
        payload, report = run(
            feature({"rule": dict(paid, maxStay=120)}),
            feature({"rule": dict(paid, maxStay=30)}),
            feature({"rule": paid, "userClasses": [{"classes": ["motorcycle"]}]}),
            feature({"rule": paid, "userClasses": [{"classes": ["transit"], "subclasses": ["bus", "streetcar"]}]},
                    ref="other"))
        by_feature = {p["description"].split(",")[0]: p for p in payload["data"]["policies"]}
        self.assertEqual(by_feature["CurbLR feature 0"]["priority"], 3000)  # source order breaks the same-user tie
        self.assertEqual(by_feature["CurbLR feature 1"]["priority"], 3001)
        self.assertEqual(by_feature["CurbLR feature 2"]["priority"], 3000)  # tied with everyone: other users
        self.assertEqual([r["user_classes"] for r in by_feature["CurbLR feature 3"]["rules"]],
                         [["transit", "bus"], ["transit", "streetcar"]])
        # The motorcycle regulation cannot tie with both everyone regulations (3000 and 3001): said.
        self.assertEqual(sum(n for reason, n in report.reasons["approximated"].items() if "tie" in reason), 1)


if __name__ == "__main__":
    unittest.main()
