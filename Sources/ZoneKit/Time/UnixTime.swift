import Foundation

/// Instants as whole seconds since 1970 and the day and year arithmetic every clock shares: the
/// zones' rules (``TimeZoneRules``), San Francisco's own clock (``PacificTime``) and the times of
/// curb regulations all count in it.
enum UnixTime {
    /// Whole seconds since 1970 (floor), clamped far beyond any useful date so that no `Date`,
    /// not even an infinite one, can trap the conversion.
    static func seconds(_ date: Date) -> Int {
        let seconds = date.timeIntervalSince1970
        let limit = 1e15
        guard seconds.isFinite else { return seconds.isNaN ? 0 : (seconds > 0 ? Int(limit) : -Int(limit)) }
        return Int(min(max(seconds, -limit), limit).rounded(.down))
    }

    /// `value / divisor` rounded down (towards minus infinity), for a positive divisor.
    static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : (value - divisor + 1) / divisor
    }

    private static let tabulatedYears = 1970..<2200
    /// The day (since 1970) each tabulated year begins, and the one after the last.
    private static let yearStartDays = (tabulatedYears.lowerBound...tabulatedYears.upperBound).map {
        CivilDate.daysSinceEpoch(year: $0, month: 1, day: 1)
    }

    /// The day (since 1970) `year` begins on: January 1st, from the table for the tabulated years.
    static func firstDay(ofYear year: Int) -> Int {
        let index = year - tabulatedYears.lowerBound
        guard index >= 0, index < yearStartDays.count else {
            return CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)
        }
        return yearStartDays[index]
    }

    /// The year of `day` (days since 1970): ``CivilDate/init(daysSinceEpoch:)``'s year, from a table
    /// for the tabulated years. Every instant read or written asks for its year (a window's search
    /// asks several times a day it looks at), and the full date costs a dozen divisions.
    static func year(ofDay day: Int) -> Int {
        let first = yearStartDays[0]
        let last = yearStartDays[yearStartDays.count - 1]
        guard day >= first, day < last else { return CivilDate(daysSinceEpoch: day).year }
        // 146,097 days in 400 years: the estimate is the year or the one before or after.
        var index = min((day - first) * 400 / 146_097, yearStartDays.count - 2)
        while day < yearStartDays[index] { index -= 1 }
        while day >= yearStartDays[index + 1] { index += 1 }
        return tabulatedYears.lowerBound + index
    }
}
