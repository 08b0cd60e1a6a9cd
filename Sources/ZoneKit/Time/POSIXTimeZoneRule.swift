/// A parsed POSIX TZ rule: a standard time and, optionally, a daylight time with the yearly rule
/// that switches between them (POSIX `TZ`, RFC 8536 §3.3.1).
///
/// Offsets are kept as seconds *east* of UTC (the string writes them west-positive). Transitions
/// are computed the way tzcode's `localtime.c` does: per year, the start in standard time and the
/// end in daylight time; when the end comes before the start in the year (southern hemisphere) the
/// daylight period runs over New Year.
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
        let januaryFirst = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)
        switch day {
        case .julianSkippingLeapDay(let n):
            return januaryFirst + n - 1 + (CivilDate.isLeapYear(year) && n >= 60 ? 1 : 0)
        case .zeroBasedDayOfYear(let n):
            return januaryFirst + n
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

    /// Whether daylight time is in force at `utc` (seconds since 1970).
    func isDaylight(atUnixSeconds utc: Int) -> Bool {
        guard let daylight else { return false }
        let year = UnixTime.year(ofDay: UnixTime.floorDiv(utc + standardOffset, 86_400))
        // Transition times reach a week either side of their day (RFC 8536), so the periods that
        // can hold `utc` begin in the year before, this year or the next.
        var next = Self.changes(daylight, standardOffset: standardOffset, year: year - 1)
        for candidate in (year - 1)...(year + 1) {
            let this = next
            next = Self.changes(daylight, standardOffset: standardOffset, year: candidate + 1)
            // A start after the end in the same year: the period ends at the next year's end.
            let end = this.start < this.end ? this.end : next.end
            if utc >= this.start && utc < end { return true }
        }
        return false
    }

    /// The offset (seconds east of UTC) in force at `utc`.
    func utcOffset(atUnixSeconds utc: Int) -> Int {
        guard let daylight else { return standardOffset }
        return isDaylight(atUnixSeconds: utc) ? daylight.offset : standardOffset
    }
}
