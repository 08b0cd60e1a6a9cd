import Foundation
import Testing

@testable import ZoneKit

/// The warnings about the arrival: a typed time in the spring-forward gap or the fall-back hour
/// names the instant answered for, and an arrival more than a year from the data's date says the
/// rules may have changed.
@Suite struct ParkingWarningArrivalTests {
    static let dataDate = CivilDate(year: 2025, month: 11, day: 28)

    @Test func aTimeInTheGapNamesTheInstantUsed() throws {
        let adjustment = try #require(try PacificTime.parseArrival("2026-03-08T02:30").adjustment)
        let warning = ParkingWarning(adjustment)
        #expect(warning.code == "arrival-in-skipped-hour")
        #expect(
            warning.description
                == "2026-03-08 2:30 AM does not exist in San Francisco (clocks jump from 2:00 to 3:00 AM): "
                + "answered for Sun Mar 8 3:30 AM PDT (2026-03-08T03:30:00-07:00)")
    }

    @Test func aTimeInTheRepeatedHourNamesBothInstants() throws {
        let adjustment = try #require(try PacificTime.parseArrival("2026-11-01T01:30").adjustment)
        let warning = ParkingWarning(adjustment)
        #expect(warning.code == "arrival-in-repeated-hour")
        #expect(
            warning.description
                == "2026-11-01 1:30 AM happens twice in San Francisco: answered for the first, "
                + "1:30 AM PDT (2026-11-01T01:30:00-07:00); the second is 1:30 AM PST (2026-11-01T01:30:00-08:00) "
                + "— give an offset to choose")
    }

    /// Every city words a typed time the clock skips or shows twice as San Francisco does, on its
    /// own clock: the readings skipped, the abbreviations and offsets are the city's.
    @Test func anotherCitysClockNamesItsOwnChange() throws {
        let chicago = try #require(TimeZoneRules(identifier: "America/Chicago"))
        let skipped = try #require(try chicago.parseArrival("2026-03-08T02:30").adjustment)
        #expect(ParkingWarning(skipped).code == "arrival-in-skipped-hour")
        #expect(
            ParkingWarning.arrivalMessage(skipped, in: "Austin, TX", clock: chicago)
                == "2026-03-08 2:30 AM does not exist in Austin, TX (clocks jump from 2:00 to 3:00 AM): "
                + "answered for Sun Mar 8 3:30 AM CDT (2026-03-08T03:30:00-05:00)")
        let repeated = try #require(try chicago.parseArrival("2026-11-01T01:15").adjustment)
        #expect(ParkingWarning(repeated).code == "arrival-in-repeated-hour")
        #expect(
            ParkingWarning.arrivalMessage(repeated, in: "Austin, TX", clock: chicago)
                == "2026-11-01 1:15 AM happens twice in Austin, TX: answered for the first, "
                + "1:15 AM CDT (2026-11-01T01:15:00-05:00); the second is 1:15 AM CST (2026-11-01T01:15:00-06:00) "
                + "— give an offset to choose")
    }

    /// Havana's clocks go forward at midnight: the readings skipped are those of the day's first
    /// hour, not 2:00 to 3:00.
    @Test func aChangeAtMidnightNamesTheHourItSkips() throws {
        let havana = try #require(TimeZoneRules(identifier: "America/Havana"))
        let skipped = try #require(try havana.parseArrival("2026-03-08T00:20").adjustment)
        let message = ParkingWarning.arrivalMessage(skipped, in: "Havana", clock: havana)
        #expect(message.hasPrefix("2026-03-08 12:20 AM does not exist in Havana (clocks jump from 12:00 to 1:00 AM): "))
    }

    @Test func anArrivalMoreThanAYearAfterTheDataWarns() throws {
        let warning = try #require(
            ParkingWarning.farFromData(arrival: try sf("2028-01-05T10:00"), dataDate: Self.dataDate))
        #expect(warning.code == "arrival-far-from-data")
        #expect(
            warning.description
                == "arriving Wed Jan 5 2028, more than a year after the data (2025-11-28): rules may have changed; "
                + "check the signs")
    }

    @Test func anArrivalMoreThanAYearBeforeTheDataWarns() throws {
        let warning = try #require(
            ParkingWarning.farFromData(arrival: try sf("2024-06-01T12:00"), dataDate: Self.dataDate))
        #expect(
            warning.description
                == "arriving Sat Jun 1 2024, more than a year before the data (2025-11-28): rules may have changed; "
                + "check the signs")
    }

    struct Boundary: Sendable, CustomTestStringConvertible {
        let arrival: String
        let warns: Bool
        var testDescription: String { arrival }
    }

    /// A year is 365 days either side of the data's day, counted in San Francisco days.
    @Test(arguments: [
        Boundary(arrival: "2026-11-28T23:59", warns: false),
        Boundary(arrival: "2026-11-29T00:00", warns: true),
        Boundary(arrival: "2024-11-28T00:00", warns: false),
        Boundary(arrival: "2024-11-27T23:59", warns: true),
        Boundary(arrival: "2026-03-08T02:30", warns: false),
        Boundary(arrival: "2025-11-28T12:00", warns: false),
    ])
    func theYearIsCountedInDays(_ boundary: Boundary) throws {
        let warning = ParkingWarning.farFromData(arrival: try sf(boundary.arrival), dataDate: Self.dataDate)
        #expect((warning != nil) == boundary.warns)
    }

    @Test func theDataVersionIsADay() {
        #expect(DataVersion(version: "2025-11-28").date == Self.dataDate)
        #expect(DataVersion(version: nil).date == nil)
        #expect(DataVersion(version: "test").date == nil)
        #expect(DataVersion(version: "2025-13-01").date == nil)
        #expect(DataVersion(version: "2025-11-28T00:00").date == nil)
        #expect(DataVersion(version: "+025-11-28").date == nil)
    }

    // MARK: - In the answer

    @Test func theAdjustmentIsTheAnswersFirstWarning() throws {
        let parsed = try PacificTime.parseArrival("2026-03-08T02:30")
        let query = ParkingQuery(location: Guerrero.west, arrival: parsed.instant, arrivalAdjustment: parsed.adjustment)
        let answer = try Guerrero.dataset().answer(for: query)
        #expect(answer.warnings.first?.code == "arrival-in-skipped-hour")
        #expect(answer.warnings.filter { $0.code.hasPrefix("arrival-") }.count == 1)
    }

    @Test func aStaleAdjustmentIsIgnored() throws {
        let parsed = try PacificTime.parseArrival("2026-11-01T01:30")
        let query = ParkingQuery(
            location: Guerrero.west, arrival: try sf("2026-11-23T06:00"), arrivalAdjustment: parsed.adjustment)
        let answer = try Guerrero.dataset().answer(for: query)
        #expect(!answer.warnings.contains { $0.code.hasPrefix("arrival-") })
    }

    @Test func farFromDataNeedsTheDataDate() throws {
        let query = ParkingQuery(location: Guerrero.west, arrival: try sf("2028-06-01T12:00"))
        let dataset = try Guerrero.dataset()
        #expect(!(try dataset.answer(for: query)).warnings.contains { $0.code == "arrival-far-from-data" })
        let dated = try dataset.answer(for: query, dataDate: Self.dataDate)
        #expect(dated.warnings.first?.code == "arrival-far-from-data")
    }

    @Test func aNormalArrivalHasNoArrivalWarning() throws {
        let parsed = try PacificTime.parseArrival("2026-11-23T06:00")
        let query = ParkingQuery(location: Guerrero.west, arrival: parsed.instant, arrivalAdjustment: parsed.adjustment)
        let answer = try Guerrero.dataset().answer(for: query, dataDate: Self.dataDate)
        #expect(!answer.warnings.contains { $0.code.hasPrefix("arrival-") })
    }

    /// The same instant typed with an offset (no warning) and without (a warning), and the same
    /// arrival with and without the data's date, through one cache: each answer is the uncached one.
    @Test func theCacheKeepsAnswersWithAndWithoutTheWarningsApart() throws {
        let dataset = try Guerrero.dataset()
        let typed = try PacificTime.parseArrival("2026-11-01T01:30")
        let withOffset = try PacificTime.parseArrival("2026-11-01T01:30-07:00")
        #expect(typed.instant == withOffset.instant)
        let cache = SFEvaluationCache()
        for round in 0..<4 {
            for parsed in [typed, withOffset] {
                for dataDate in [nil, CivilDate(year: 2024, month: 1, day: 1)] {
                    let query = ParkingQuery(
                        location: Guerrero.west, arrival: parsed.instant, arrivalAdjustment: parsed.adjustment)
                    let cached = try dataset.answer(for: query, settings: .standard, cache: cache, dataDate: dataDate)
                    let fresh = try dataset.answer(for: query, dataDate: dataDate)
                    #expect(cached == fresh, "round \(round)")
                    #expect(cached.warnings == fresh.warnings)
                }
            }
        }
    }

    /// On the bundled data (dated 2025-11-28), through ``ParkingData/answer(for:threshold:settings:cache:)``.
    @Test func theBundledDataWarnsAboutAnArrivalYearsAway() throws {
        let data = try SFEvaluationCacheTests.data.get()
        let point = Coordinate(latitude: 37.759546, longitude: -122.423713)
        let far = try data.answer(for: ParkingQuery(location: point, arrival: try sf("2028-06-01T12:00")))
        #expect(far.warnings.contains { $0.code == "arrival-far-from-data" })
        let near = try data.answer(for: ParkingQuery(location: point, arrival: try sf("2026-06-01T12:00")))
        #expect(!near.warnings.contains { $0.code == "arrival-far-from-data" })
    }
}
