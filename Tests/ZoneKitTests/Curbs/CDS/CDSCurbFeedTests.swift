import Foundation
import TestSupport
import Testing

@testable import ZoneKit

@Suite struct CDSCurbFeedTests {
    private let reader = CDSReader()

    /// A one-zone Portland payload with one policy whose members are spliced in.
    private func feed(policy: String) throws -> CDSFeed {
        let text = """
            {"version": "1.1", "time_zone": "America/Los_Angeles", "last_updated": 1596130845000, "currency": "USD",
             "data": {"policies": [{"curb_policy_id": "p1", "published_date": 0, "priority": 10000\(policy)}],
              "zones": [{"curb_zone_id": "z1", "curb_policy_ids": ["p1"], "published_date": 0,
                         "last_updated_date": 0, "start_date": 0,
                         "location_references": [{"source": "https://sharedstreets.io", "ref_id": "r",
                                                  "start": 1200, "end": 490, "side": "left"}],
                         "geometry": {"type": "LineString", "coordinates": [[-122.6794, 45.52], [-122.68, 45.52]]}}]}}
            """
        return try reader.feed([try reader.read(Array(text.utf8), file: "z.json")])
    }

    @Test func mapsAZoneAndItsPolicyOntoTheCurbModel() throws {
        let cds = try feed(
            policy: """
                , "rules": [{"activity": "parking", "max_stay": 2, "max_stay_unit": "hour",
                   "user_classes": ["truck", "commercial"],
                   "rate": [{"rate": 200, "rate_unit": "hour", "increment_amount": 50}]}],
                  "time_spans": [{"days_of_week": ["mon", "sat"], "time_of_day_start": "19:00"},
                                 {"designated_period": "holidays", "designated_period_except": true}]
                """)
        let curbs = try cds.curbFeed()
        #expect(curbs.metadata.sourceFormat == .cds)
        let feature = try #require(curbs.features.first)
        #expect(feature.id == "z1")
        // end < start: the zone runs against its reference, so its line is turned to run with it.
        #expect(feature.location == CurbLocation(referenceID: "r", side: .left, start: 4.9, end: 12))
        #expect(feature.geometry.coordinates.first == Coordinate(latitude: 45.52, longitude: -122.68))
        let regulation = try #require(feature.regulations.first)
        #expect(regulation.activity == .parking)
        #expect(regulation.priority.rank == 10000)
        #expect(regulation.maxStay == 7_200)
        #expect(
            regulation.users.alternatives == [
                CurbUserRequirement(allOf: [CurbUserClass("truck"), CurbUserClass("commercial")])
            ])
        #expect(regulation.payment?.rates == [CurbRate(fees: [0.5], durations: [900])])
        #expect(
            regulation.timeSpans == [
                CurbTimeSpan(
                    daysOfWeek: [.monday, .saturday],
                    timesOfDay: [CurbTimeOfDay(startMinute: 19 * 60, endMinute: 1440)],
                    designatedPeriods: [CurbDesignatedPeriod(name: "holidays", application: .exceptDuring)])
            ])
    }

    @Test func aHugeRateStepIsKeptPerUnitNotOverflowed() throws {
        let cds = try feed(
            policy: """
                , "rules": [{"activity": "parking",
                   "rate": [{"rate": 3, "rate_unit": "year", "increment_amount": 9007199254740992}]}]
                """)
        let payment = try #require(try cds.curbFeed().features.first?.regulations.first?.payment)
        #expect(payment.rates == [CurbRate(fees: [0.03], durations: [365 * 86_400])])
    }

    @Test func readsEpochMillisecondDatesAsInstantsEndExclusive() throws {
        // 2019-11-25 00:00 PST until 2019-11-27 00:00 PST (excluded): the 25th and the 26th.
        let cds = try feed(
            policy: """
                , "rules": [{"activity": "no parking"}],
                  "time_spans": [{"start_date": 1574668800000, "end_date": 1574841600000}]
                """)
        let regulation = try #require(try cds.curbFeed().features.first?.regulations.first)
        #expect(
            regulation.timeSpans.first?.effectiveDates == [
                .instants(
                    from: Date(timeIntervalSince1970: 1_574_668_800), until: Date(timeIntervalSince1970: 1_574_841_600))
            ])
        let zone = try #require(TimeZoneRules(identifier: "America/Los_Angeles"))
        var periods = CurbPeriodOracle(calendar: .unknown)
        let lastMinute = Date(timeIntervalSince1970: 1_574_841_600 - 60)
        let end = Date(timeIntervalSince1970: 1_574_841_600)
        #expect(regulation.isInForce(at: CurbMoment(lastMinute, on: zone), periods: &periods))
        #expect(!regulation.isInForce(at: CurbMoment(end, on: zone), periods: &periods))
    }

    @Test func mapsTheCDSExamplesWithTheirLinkNamedZone() throws {
        let payloads = try [
            "cds-1.0.1-00-curb-zones-minimum.json", "cds-1.0.1-01-curb-policies.json",
        ].map { try reader.read(try SharedFolder.data("fixtures/cds/\($0)"), file: $0) }
        let curbs = try reader.feed(payloads).curbFeed()
        #expect(curbs.metadata.timeZoneIdentifier == "US/Eastern")
        let feature = try #require(curbs.features.first)
        #expect(feature.location.side == .unknown)  // a Polygon zone without a linear reference
        #expect(feature.regulations.map(\.activity) == [.parking])
        #expect(
            feature.regulations[0].users.alternatives == [
                CurbUserRequirement(allOf: [CurbUserClass("rideshare"), CurbUserClass("electric")])
            ])
        #expect(feature.regulations[0].maxStay == 15 * 60)
    }

    @Test func refusesAnExceptSpanThatSaysMoreThanItsPeriod() throws {
        let cds = try feed(
            policy: """
                , "rules": [{"activity": "parking"}],
                  "time_spans": [{"designated_period": "holidays", "designated_period_except": true,
                                  "time_of_day_start": "08:00"}]
                """)
        let error = try #require(throws: CurbFeedError.self) { try cds.curbFeed() }
        #expect(
            error.diagnostics.map(\.description) == [
                "z.json:2:24: error: data.policies[0].time_spans[0]: a time span with designated_period_except "
                    + "true names more than its designated period; parkcheck reads only \"not during <period>\" "
                    + "(give the days and times in the policy's other spans)"
            ])
    }

    @Test func thePortlandRenderingMapsEveryZone() throws {
        let url = SharedFolder.repositoryRoot.appendingPathComponent("Resources/cities/portland/portland.cds.json")
        let cds = try reader.feed([try reader.read(try Data(contentsOf: url), file: "portland.cds.json")])
        let curbs = try cds.curbFeed()
        #expect(curbs.features.count == 411)
        #expect(curbs.metadata.timeZoneIdentifier == "America/Los_Angeles")
        // 416 CurbLR regulations, one rule each except one with two user classes as alternatives,
        // counted once per zone piece they cover.
        #expect(curbs.features.allSatisfy { !$0.regulations.isEmpty && $0.location.side != .unknown })
    }
}
