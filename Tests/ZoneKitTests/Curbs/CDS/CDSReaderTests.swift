import Foundation
import TestSupport
import Testing

@testable import ZoneKit

@Suite struct CDSReaderTests {
    private let reader = CDSReader()

    private func fixture(_ name: String) throws -> CDSPayload {
        try reader.read(try SharedFolder.data("fixtures/cds/\(name)"), file: name)
    }

    /// The refusal of a payload text: every diagnostic's `file:line:column: error: path: message`.
    private func refusal(_ text: String, file: String = "p.json") -> [String] {
        do {
            _ = try reader.read(Array(text.utf8), file: file)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A one-policy payload whose policy's rule and time span members are spliced in.
    private func policyPayload(rule: String = "", span: String = "") -> String {
        """
        {"version": "1.1", "time_zone": "US/Eastern", "last_updated": 1552678594428, "currency": "USD",
         "data": {"policies": [{"curb_policy_id": "p1", "published_date": 0, "priority": 1,
          "rules": [{"activity": "parking"\(rule)}],
          "time_spans": [{"days_of_week": ["mon"]\(span)}]}]}}
        """
    }

    @Test func readsTheThreeExamplePayloadsOfCDS() throws {
        let zones = try fixture("cds-1.0.1-00-curb-zones-minimum.json")
        let policies = try fixture("cds-1.0.1-01-curb-policies.json")
        let rates = try fixture("cds-1.0.1-02-curb-policy-rate-units.json")
        #expect(zones.version == "1.0")
        #expect(zones.timeZone == "US/Eastern")  // the link name, kept as given
        #expect(zones.lastUpdated == 1_552_678_594_428)
        #expect(zones.author == "City of Metropolis")
        let zone = try #require(zones.zones?.first)
        guard case .polygon(let rings) = zone.geometry else {
            Issue.record("expected a Polygon, got \(zone.geometry)")
            return
        }
        #expect(rings[0].count == 5)
        #expect(rings[0][0] == Coordinate(latitude: 40.767932, longitude: -73.982105))
        #expect(zone.policyIDs == ["cd0996d7-3765-4f0b-a72e-7caf7cf3fe21"])
        #expect(zone.startDate == 1_552_678_594_428)

        let first = try #require(policies.policies?.first)
        #expect(first.priority == 1)
        #expect(first.rules[0].activity == .parking)
        #expect(first.rules[0].maxStay == CDSDuration(15, .minute))  // no unit: minutes
        #expect(first.rules[0].userClasses == ["rideshare", "electric"])
        #expect(first.timeSpans[0].daysOfWeek == .mondayToFriday)
        #expect(first.timeSpans[0].timeOfDayStart == 10 * 60)
        #expect(first.timeSpans[0].timeOfDayEnd == 16 * 60)
        #expect(policies.policies?.map(\.rules[0].activity) == [.parking, .parking, .noStopping])

        let hourly = try #require(rates.policies?.first?.rules.first?.rates.first)
        #expect(hourly.amount == 500 && hourly.unit == .hour && hourly.period == .rolling)
        let daily = try #require(rates.policies?.last?.rules.first?.rates.first)
        #expect(daily.amount == 3000 && daily.unit == .day && daily.period == .calendar)

        let feed = try reader.feed([zones, policies])
        #expect(feed.policies(of: feed.zones[0]).map(\.priority) == [1])
    }

    @Test func aZonesResponseAloneCannotResolveItsPolicies() throws {
        let zones = try fixture("cds-1.0.1-00-curb-zones-minimum.json")
        let error = try #require(throws: CurbFeedError.self) { try reader.feed([zones]) }
        #expect(
            error.diagnostics.map(\.description) == [
                "cds-1.0.1-00-curb-zones-minimum.json:23:11: error: data.zones[0].curb_policy_ids[0]: the zone names "
                    + "policy cd0996d7-3765-4f0b-a72e-7caf7cf3fe21 but no policies were read: give the "
                    + "/curbs/policies response too"
            ])
    }

    @Test func aZoneIdGivenTwiceIsReportedAtItsSecondPlace() throws {
        let zones = try fixture("cds-1.0.1-00-curb-zones-minimum.json")
        let policies = try fixture("cds-1.0.1-01-curb-policies.json")
        let error = try #require(throws: CurbFeedError.self) { try reader.feed([zones, policies, zones]) }
        let duplicates = error.diagnostics.map(\.description).filter { $0.contains("used again") }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.contains("data.zones[0]: zone id") == true)
        #expect(duplicates.first?.contains("(first at cds-1.0.1-00-curb-zones-minimum.json:") == true)
    }

    @Test func theTwoPolicyExamplesReuseOneIdForDifferentPolicies() throws {
        // CDS: "Two Policy objects containing the same curb_policy_id MUST be completely identical";
        // the 1.0.1 examples 01 and 02 both use cd0996d7… for different policies.
        let policies = try fixture("cds-1.0.1-01-curb-policies.json")
        let rates = try fixture("cds-1.0.1-02-curb-policy-rate-units.json")
        let error = try #require(throws: CurbFeedError.self) { try reader.feed([policies, rates]) }
        #expect(error.diagnostics.count == 2)
        #expect(
            error.diagnostics[0].description
                == "cds-1.0.1-02-curb-policy-rate-units.json:10:7: error: data.policies[0]: policy id "
                + "cd0996d7-3765-4f0b-a72e-7caf7cf3fe21 is used again with a different content "
                + "(first at cds-1.0.1-01-curb-policies.json:10:7); ids are unique")
    }

    @Test func refusesTextThatIsNotJSON() {
        #expect(refusal("{\"version\": \"1.1\",}") == ["p.json:1:18: error: not valid JSON: " + trailingCommaMessage])
    }

    private var trailingCommaMessage: String {
        JSONError(.trailingComma(in: .object), at: .start).message
    }

    @Test func refusesAPayloadWithoutTimeZone() {
        let text = """
            {"version": "1.1", "last_updated": 0, "currency": "USD", "data": {"policies": []}}
            """
        #expect(refusal(text) == ["p.json:1:1: error: the payload has no \"time_zone\", which CDS requires"])
        let empty = """
            {"version": "1.1", "time_zone": "", "last_updated": 0, "currency": "USD", "data": {"policies": []}}
            """
        #expect(
            refusal(empty) == [
                "p.json:1:33: error: time_zone: \"time_zone\" is empty: name the IANA time zone of the curbs "
                    + "(tzdata's zone1970.tab lists the zones by country)"
            ])
    }

    @Test func refusesANegativeMaxStay() {
        #expect(
            refusal(policyPayload(rule: ", \"max_stay\": -5")) == [
                "p.json:3:49: error: data.policies[0].rules[0].max_stay: \"max_stay\" is -5: it cannot be negative"
            ])
    }

    @Test func refusesAnUnknownUnitOfTime() {
        #expect(
            refusal(policyPayload(rule: ", \"max_stay\": 2, \"max_stay_unit\": \"fortnight\"")) == [
                "p.json:3:69: error: data.policies[0].rules[0].max_stay_unit: \"max_stay_unit\" is \"fortnight\", "
                    + "not one of second, minute, hour, day, week, month, year"
            ])
    }

    @Test func refusesAMaxStayTooLongToCount() {
        #expect(
            refusal(policyPayload(rule: ", \"max_stay\": 9007199254740992, \"max_stay_unit\": \"year\"")).map {
                $0.contains("\"max_stay\" holds 9007199254740992, outside 0…1000000000")
            } == [true])
    }

    @Test func readsMaxStayInAnyUnit() throws {
        let payload = try reader.read(Array(policyPayload(rule: ", \"max_stay\": 2, \"max_stay_unit\": \"hour\"").utf8))
        #expect(payload.policies?[0].rules[0].maxStay == CDSDuration(2, .hour))
        #expect(payload.policies?[0].rules[0].maxStay?.seconds == 7_200)
    }

    @Test func refusesATimeOfDayPastMidnight() {
        #expect(
            refusal(policyPayload(span: ", \"time_of_day_start\": \"25:00\"")) == [
                "p.json:4:65: error: data.policies[0].time_spans[0].time_of_day_start: \"time_of_day_start\" is "
                    + "\"25:00\", not a 24-hour time HH:MM between 00:00 and 23:59"
            ])
    }

    @Test func readsAnEndOfDayAsNoEnd() throws {
        let payload = try reader.read(
            Array(policyPayload(span: ", \"time_of_day_start\": \"19:00\", \"time_of_day_end\": \"24:00\"").utf8))
        #expect(payload.policies?[0].timeSpans[0].timeOfDayStart == 19 * 60)
        #expect(payload.policies?[0].timeSpans[0].timeOfDayEnd == nil)
    }

    @Test func refusesAnUnknownWeekday() {
        let text = policyPayload().replacingOccurrences(of: "[\"mon\"]", with: "[\"mon\", \"Tuesday\"]")
        #expect(
            refusal(text) == [
                "p.json:4:43: error: data.policies[0].time_spans[0].days_of_week[1]: \"days_of_week\" is "
                    + "\"Tuesday\", not one of sun, mon, tue, wed, thu, fri, sat"
            ])
    }

    @Test func refusesAZoneNamingAPolicyNobodyHas() throws {
        let text = """
            {"version": "1.1", "time_zone": "America/Los_Angeles", "last_updated": 0, "currency": "USD",
             "data": {"policies": [{"curb_policy_id": "p1", "published_date": 0, "priority": 1,
                                    "rules": [{"activity": "no stopping"}]}],
              "zones": [{"curb_zone_id": "z1", "curb_policy_ids": ["p1", "p2"], "published_date": 0,
                         "last_updated_date": 0, "start_date": 0,
                         "geometry": {"type": "LineString", "coordinates": [[-122.68, 45.52], [-122.67, 45.52]]}}]}}
            """
        let payload = try reader.read(Array(text.utf8), file: "feed.json")
        guard case .lineString(let line) = payload.zones?[0].geometry else {
            Issue.record("expected a LineString zone")
            return
        }
        #expect(line.count == 2)
        let error = try #require(throws: CurbFeedError.self) { try reader.feed([payload]) }
        #expect(
            error.diagnostics.map(\.description) == [
                "feed.json:4:62: error: data.zones[0].curb_policy_ids[1]: curb_policy_ids names p2, which no policy "
                    + "read has: give the /curbs/policies response that holds it"
            ])
    }

    @Test func refusesAPointZone() {
        let text = """
            {"version": "1.1", "time_zone": "UTC", "last_updated": 0, "currency": "USD",
             "data": {"zones": [{"curb_zone_id": "z1", "curb_policy_ids": [], "published_date": 0,
               "last_updated_date": 0, "start_date": 0, "geometry": {"type": "Point", "coordinates": [1, 2]}}]}}
            """
        #expect(
            refusal(text) == [
                "p.json:3:57: error: data.zones[0].geometry: a Point geometry is not allowed here: CDS allows "
                    + "Polygon or LineString"
            ])
    }

    @Test func readsThePortlandRendering() throws {
        let url = SharedFolder.repositoryRoot.appendingPathComponent("Resources/cities/portland/portland.cds.json")
        let payload = try reader.read(try Data(contentsOf: url), file: "portland.cds.json")
        #expect(payload.version == "1.1")
        #expect(payload.timeZone == "America/Los_Angeles")
        let feed = try reader.feed([payload])
        #expect(feed.zones.count == 411)
        #expect(feed.policies.count == 416)
        #expect(feed.areas.count == 1)
        #expect(feed.zones.allSatisfy { if case .lineString = $0.geometry { true } else { false } })
        #expect(feed.zones.allSatisfy { $0.locationReferences.count == 1 })
        // Every paid-parking policy of the feed stops at holidays through an except span (#187).
        let paid = feed.policies.filter { $0.name == "paid parking" }
        #expect(paid.count == 84)
        #expect(paid.filter { $0.timeSpans.contains { $0.designatedPeriodExcept } }.count == 83)
        #expect(Set(paid.flatMap { $0.rules.flatMap(\.rates) }) == [rate200PerHourIn50s])
    }

    private var rate200PerHourIn50s: CDSRate {
        var rate = CDSRate(amount: 200, unit: .hour)
        rate.incrementAmount = 50
        return rate
    }
}
