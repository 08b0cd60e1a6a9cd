import Foundation
import Testing

@testable import ZoneKit

/// The sweepings a calendar lists: every occurrence of the car side's schedules, weeks of the month
/// and holidays honoured.
@Suite struct SweepingOccurrenceTests {
    static let data = BundledData.parkingData

    static func occurrences(_ latitude: Double, _ longitude: Double, at time: String) throws -> [SweepingOccurrence] {
        let data = try Self.data.get()
        let query = ParkingQuery(
            location: Coordinate(latitude: latitude, longitude: longitude), arrival: try PacificTime.parse(time))
        let answer = try #require(try data.answer(for: query).answer)
        return data.curbs.sweepings(ofCarSideOf: answer, from: answer.arrival, days: 56)
    }

    /// Guerrero St, west side, every Tue & Fri 8–9 AM, from Mon Nov 23 2026: eight weeks of
    /// Tuesdays and Fridays but the day after Thanksgiving, Christmas and New Year's Day.
    @Test func everyTuesdayAndFridayButTheHolidays() throws {
        let sweepings = try Self.occurrences(37.759546, -122.423713, at: "2026-11-23T06:00")
        let days = sweepings.map { PacificTime.localDateTime(for: $0.start) }
        #expect(
            days.map { "\($0.month)-\($0.day)" } == [
                "11-24", "12-1", "12-4", "12-8", "12-11", "12-15", "12-18", "12-22", "12-29", "1-5", "1-8", "1-12",
                "1-15",
            ])
        #expect(days.allSatisfy { $0.hour == 8 && $0.minute == 0 })
        #expect(sweepings.allSatisfy { $0.end.timeIntervalSince($0.start) == 3600 })
        #expect(sweepings.allSatisfy { $0.street == "Guerrero St" && $0.compass == .west })
    }

    /// 21st St, south side, 2nd & 4th Tuesdays 12–2 PM.
    @Test func theSecondAndFourthTuesdays() throws {
        let sweepings = try Self.occurrences(37.756701, -122.423668, at: "2026-11-23T17:30")
        #expect(
            sweepings.map { PacificTime.iso8601($0.start) } == [
                "2026-11-24T12:00:00-08:00", "2026-12-08T12:00:00-08:00", "2026-12-22T12:00:00-08:00",
                "2027-01-12T12:00:00-08:00",
            ])
    }

    /// A sweeping in force at the start of the list is in it.
    @Test func theSweepingInForceIsListedFirst() throws {
        let sweepings = try Self.occurrences(37.759546, -122.423713, at: "2026-11-24T08:30")
        #expect(sweepings.first.map { PacificTime.iso8601($0.start) } == "2026-11-24T08:00:00-08:00")
    }

    /// Across the spring-forward Sunday the wall-clock time stays 8:00 AM.
    @Test func wallClockTimeHoldsAcrossDaylightSavingTime() throws {
        let sweepings = try Self.occurrences(37.759546, -122.423713, at: "2027-03-01T06:00")
        #expect(sweepings.allSatisfy { PacificTime.localDateTime(for: $0.start).hour == 8 })
        #expect(Set(sweepings.map { PacificTime.utcOffset(at: $0.start) }) == [-8 * 3600, -7 * 3600])
    }
}
