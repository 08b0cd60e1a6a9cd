import Foundation
import Testing

@testable import ZoneKit

/// `Date` for an ISO-8601 UTC reading, e.g. `utc("2026-03-08T10:00:00")`.
func utc(_ text: String) throws -> Date { try PacificTime.parse(text + "Z") }

@Suite struct PacificTimeTests {
    @Test func standardAndDaylightOffsets() throws {
        let winter = try utc("2026-01-15T12:00:00")
        let summer = try utc("2026-07-15T12:00:00")
        #expect(PacificTime.localDateTime(for: winter).description == "2026-01-15T04:00:00")
        #expect(PacificTime.localDateTime(for: summer).description == "2026-07-15T05:00:00")
        #expect(PacificTime.utcOffset(at: winter) == -28_800)
        #expect(PacificTime.utcOffset(at: summer) == -25_200)
        #expect(PacificTime.abbreviation(at: winter) == "PST")
        #expect(PacificTime.abbreviation(at: summer) == "PDT")
    }

    @Test func springForwardSkipsTwoOClock() throws {
        #expect(PacificTime.localDateTime(for: try utc("2026-03-08T09:59:59")).description == "2026-03-08T01:59:59")
        #expect(PacificTime.localDateTime(for: try utc("2026-03-08T10:00:00")).description == "2026-03-08T03:00:00")
        let dst = PacificTime.daylightSavingTime(in: 2026)
        #expect(dst.start == (try utc("2026-03-08T10:00:00")))
        #expect(dst.end == (try utc("2026-11-01T09:00:00")))
    }

    @Test func fallBackRepeatsOneOClock() throws {
        #expect(PacificTime.localDateTime(for: try utc("2026-11-01T08:30:00")).description == "2026-11-01T01:30:00")
        #expect(PacificTime.localDateTime(for: try utc("2026-11-01T09:30:00")).description == "2026-11-01T01:30:00")
        #expect(PacificTime.isDaylightSavingTime(at: try utc("2026-11-01T08:59:59")))
        #expect(!PacificTime.isDaylightSavingTime(at: try utc("2026-11-01T09:00:00")))
    }

    @Test func aReadingInTheGapMovesForwardAnHour() throws {
        let twoThirty = LocalDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30)
        let two = LocalDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 0)
        #expect(PacificTime.date(for: twoThirty) == (try utc("2026-03-08T10:30:00")))
        #expect(PacificTime.localDateTime(for: PacificTime.date(for: twoThirty)).description == "2026-03-08T03:30:00")
        #expect(PacificTime.date(for: two) == (try utc("2026-03-08T10:00:00")))
        #expect(PacificTime.date(for: two, resolving: .later) == (try utc("2026-03-08T10:00:00")))
    }

    @Test func aRepeatedReadingResolvesToEitherOccurrence() throws {
        let oneThirty = LocalDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30)
        #expect(PacificTime.date(for: oneThirty) == (try utc("2026-11-01T08:30:00")))
        #expect(PacificTime.date(for: oneThirty, resolving: .later) == (try utc("2026-11-01T09:30:00")))
        let two = LocalDateTime(year: 2026, month: 11, day: 1, hour: 2, minute: 0)
        #expect(PacificTime.date(for: two, resolving: .earlier) == (try utc("2026-11-01T10:00:00")))
    }

    @Test func everyHourOfTwoYearsRoundTrips() throws {
        var instant = try utc("2026-01-01T00:00:00")
        var failures = 0
        for _ in 0..<(2 * 8760) {
            let local = PacificTime.localDateTime(for: instant)
            let back = PacificTime.date(for: local, resolving: .earlier)
            let backLater = PacificTime.date(for: local, resolving: .later)
            if back != instant && backLater != instant { failures += 1 }
            instant += 3600
        }
        #expect(failures == 0)
    }

    @Test func historicalRules() throws {
        #expect(PacificTime.daylightSavingTime(in: 2006).start == (try utc("2006-04-02T10:00:00")))
        #expect(PacificTime.daylightSavingTime(in: 2006).end == (try utc("2006-10-29T09:00:00")))
        #expect(PacificTime.daylightSavingTime(in: 1986).start == (try utc("1986-04-27T10:00:00")))
        #expect(PacificTime.daylightSavingTime(in: 1974).start == (try utc("1974-01-06T10:00:00")))
        #expect(PacificTime.daylightSavingTime(in: 1975).start == (try utc("1975-02-23T10:00:00")))
    }

    @Test func startOfDay() throws {
        #expect(PacificTime.startOfDay(CivilDate(year: 2026, month: 3, day: 8)) == (try utc("2026-03-08T08:00:00")))
        #expect(PacificTime.startOfDay(CivilDate(year: 2026, month: 3, day: 9)) == (try utc("2026-03-09T07:00:00")))
    }

    @Test func extremeDatesDoNotTrap() {
        _ = PacificTime.localDateTime(for: .distantFuture)
        _ = PacificTime.localDateTime(for: .distantPast)
        _ = PacificTime.localDateTime(for: Date(timeIntervalSince1970: .infinity))
        _ = PacificTime.localDateTime(for: Date(timeIntervalSince1970: .nan))
        // distantFuture is 4001-01-01 00:00 UTC, still New Year's Eve in San Francisco.
        #expect(PacificTime.localDateTime(for: .distantFuture).description == "4000-12-31T16:00:00")
    }
}

/// The system's tzdata, read through Foundation (tests only), is the reference for the rules.
@Suite struct PacificTimeTzdataTests {
    let zone = TimeZone(identifier: "America/Los_Angeles")

    @Test func everyTransitionFrom1967To2100MatchesTzdata() throws {
        let zone = try #require(zone)
        var mismatches: [String] = []
        for year in 1967...2100 {
            let ours = PacificTime.daylightSavingTime(in: year)
            let newYear = PacificTime.startOfDay(CivilDate(year: year, month: 1, day: 1))
            let start = zone.nextDaylightSavingTimeTransition(after: newYear)
            let end = start.flatMap { zone.nextDaylightSavingTimeTransition(after: $0) }
            if start != ours.start || end != ours.end {
                mismatches.append("\(year): tzdata \(String(describing: start))–\(String(describing: end))")
            }
        }
        #expect(mismatches == [])
    }

    @Test(arguments: [1967, 1974, 1975, 1986, 1987, 2006, 2007, 2026, 2027, 2037, 2038, 2050])
    func offsetOfEveryHourMatchesTzdata(year: Int) throws {
        let zone = try #require(zone)
        var instant = PacificTime.startOfDay(CivilDate(year: year, month: 1, day: 1))
        var mismatches = 0
        var checked = 0
        while PacificTime.localDateTime(for: instant).year == year {
            if zone.secondsFromGMT(for: instant) != PacificTime.utcOffset(at: instant) { mismatches += 1 }
            checked += 1
            instant += 3600
        }
        #expect(mismatches == 0)
        #expect(checked >= 8760)
    }
}
