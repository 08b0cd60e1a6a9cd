import Foundation
import Testing

@testable import ZoneKit

@Suite struct TimeZoneRulesArrivalTests {
    static let chicago = TimeZoneRules(identifier: "America/Chicago")

    @Test func wallClockIsTheZonesOwn() throws {
        let zone = try #require(Self.chicago)
        let arrival = try zone.parseArrival("2026-11-24T10:00")
        #expect(arrival.instant == (try PacificTime.parse("2026-11-24T16:00Z")))
        #expect(arrival.adjustment == nil)
        #expect(zone.iso8601(arrival.instant) == "2026-11-24T10:00:00-06:00")
        #expect(zone.dayAndTime(arrival.instant) == "Tue Nov 24 10:00 AM")
    }

    @Test func anOffsetNamesItsInstant() throws {
        let zone = try #require(Self.chicago)
        let arrival = try zone.parseArrival("2026-11-24T10:00-08:00")
        #expect(arrival.instant == (try PacificTime.parse("2026-11-24T18:00Z")))
        #expect(zone.iso8601(arrival.instant) == "2026-11-24T12:00:00-06:00")
    }

    @Test func springForwardGapIsSkipped() throws {
        let zone = try #require(Self.chicago)
        // 02:30 does not exist in Chicago on 2026-03-08: answered at 03:30 CDT (08:30 UTC).
        let arrival = try zone.parseArrival("2026-03-08T02:30")
        #expect(arrival.instant == (try PacificTime.parse("2026-03-08T08:30Z")))
        guard case .skipped? = arrival.adjustment else {
            Issue.record("expected a skipped reading, got \(String(describing: arrival.adjustment))")
            return
        }
    }

    @Test func fallBackHourIsRepeated() throws {
        let zone = try #require(Self.chicago)
        // 01:30 happens twice in Chicago on 2026-11-01: the first is CDT (06:30 UTC).
        let arrival = try zone.parseArrival("2026-11-01T01:30")
        #expect(arrival.instant == (try PacificTime.parse("2026-11-01T06:30Z")))
        guard case .repeated(_, _, let other)? = arrival.adjustment else {
            Issue.record("expected a repeated reading")
            return
        }
        #expect(other == (try PacificTime.parse("2026-11-01T07:30Z")))
    }

    @Test func badTimeIsRefused() throws {
        let zone = try #require(Self.chicago)
        #expect(throws: TimeParseError.self) { try zone.parseArrival("2026-13-01T08:00") }
    }
}
