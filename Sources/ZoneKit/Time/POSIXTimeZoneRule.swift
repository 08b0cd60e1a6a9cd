/// A parsed POSIX TZ rule: a standard time and, optionally, a daylight time with the yearly rule
/// that switches between them (POSIX `TZ`, RFC 8536 §3.3.1).
///
/// Offsets are kept as seconds *east* of UTC (the string writes them west-positive). Transitions
/// are computed the way tzcode's `localtime.c` does: per year, the start in standard time and the
/// end in daylight time; when the end comes before the start in the year (southern hemisphere) the
/// daylight period runs over New Year (``TimeZoneTransitions`` reads the periods).
struct POSIXTimeZoneRule: Hashable, Sendable {
    /// A day of the year on which the clock changes.
    enum Day: Hashable, Sendable {
        /// `Jn`: day 1...365, February 29 never counted.
        case julianSkippingLeapDay(Int)
        /// `n`: day 0...365, February 29 counted.
        case zeroBasedDayOfYear(Int)
        /// `Mm.w.d`: weekday `d` (0 Sunday) of week `w` (1...4, 5 = the last) of month `m`.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    /// One yearly change: a day and a local time (seconds, may be negative or beyond a day).
    struct Change: Hashable, Sendable {
        var day: Day
        var time: Int
    }

    /// Daylight time and its rule.
    struct Daylight: Hashable, Sendable {
        var name: String
        var offset: Int
        var start: Change
        var end: Change
    }

    var standardName: String
    var standardOffset: Int
    var daylight: Daylight?

    /// The day (since 1970) `day` falls on in `year`.
    static func daysSinceEpoch(of day: Day, in year: Int) -> Int {
        switch day {
        case .julianSkippingLeapDay(let n):
            let januaryFirst = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)
            return januaryFirst + n - 1 + (CivilDate.isLeapYear(year) && n >= 60 ? 1 : 0)
        case .zeroBasedDayOfYear(let n):
            return CivilDate.daysSinceEpoch(year: year, month: 1, day: 1) + n
        case .monthWeekDay(let month, let week, let weekday):
            let first = CivilDate.daysSinceEpoch(year: year, month: month, day: 1)
            var day = first + (weekday - Weekday(daysSinceEpoch: first).rawValue + 7) % 7 + 7 * (week - 1)
            let length = CivilDate.daysInMonth(year: year, month: month)
            while day >= first + length { day -= 7 }
            return day
        }
    }

    /// The instants (seconds since 1970) daylight time starts and ends by `year`'s dates.
    static func changes(_ daylight: Daylight, standardOffset: Int, year: Int) -> (start: Int, end: Int) {
        (
            daysSinceEpoch(of: daylight.start.day, in: year) * 86_400 + daylight.start.time - standardOffset,
            daysSinceEpoch(of: daylight.end.day, in: year) * 86_400 + daylight.end.time - daylight.offset
        )
    }
}
