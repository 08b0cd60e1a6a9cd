import Foundation
import Testing

@testable import ZoneKit

/// The arithmetic every clock shares: whole seconds of an instant, days rounded down, the year of a day.
@Suite struct UnixTimeTests {
    /// The year table agrees with the calendar on every day it covers, at both its ends, and
    /// beyond them.
    @Test func yearOfADayIsTheCalendarsYear() {
        let days = Array(-800...85_000) + [-1_000_000, -100_000, 1_000_000]
        let mismatches = days.filter { UnixTime.year(ofDay: $0) != CivilDate(daysSinceEpoch: $0).year }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }

    /// Seconds round down (an instant before 1970 included), and no `Date` traps the conversion.
    @Test func secondsRoundDownAndNeverTrap() {
        #expect(UnixTime.seconds(Date(timeIntervalSince1970: 1.9)) == 1)
        #expect(UnixTime.seconds(Date(timeIntervalSince1970: -0.5)) == -1)
        #expect(UnixTime.seconds(Date(timeIntervalSince1970: .infinity)) == 1_000_000_000_000_000)
        #expect(UnixTime.seconds(Date(timeIntervalSince1970: -.infinity)) == -1_000_000_000_000_000)
        #expect(UnixTime.seconds(Date(timeIntervalSince1970: .nan)) == 0)
    }

    @Test func daysRoundDownBeforeAndAfter1970() {
        #expect(UnixTime.floorDiv(86_399, 86_400) == 0)
        #expect(UnixTime.floorDiv(-1, 86_400) == -1)
        #expect(UnixTime.floorDiv(-86_400, 86_400) == -1)
        #expect(UnixTime.floorDiv(-86_401, 86_400) == -2)
    }
}
