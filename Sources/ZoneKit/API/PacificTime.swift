import Foundation

/// San Francisco's wall clock (the IANA zone America/Los_Angeles), computed from the zone's rules.
///
/// Foundation's `TimeZone`, `Calendar` and `DateFormatter` are not used: they read the host's
/// configuration (a phone in New York must not answer in New York time) and start ICU, which costs
/// more than a whole lookup. Conversions here are a few integer operations, allocation-free.
///
/// The rules: Pacific Standard Time is UTC−8, Pacific Daylight Time UTC−7; the clock changes at
/// 02:00 local time on
/// - 2007 onwards, and every future year: 2nd Sunday of March → 1st Sunday of November;
/// - 1987–2006: 1st Sunday of April → last Sunday of October;
/// - 1976–1986 and 1967–1973: last Sunday of April → last Sunday of October;
/// - 1974: January 6 → October 27; 1975: February 23 → October 26 (the energy-crisis years).
///
/// These match the IANA database for 1967 onwards (a test compares every transition with the
/// system's tzdata). Years before 1967 are outside the supported range: they use the 1967 rule,
/// whereas California's own rules of the time differed.
public enum PacificTime {
    /// Pacific Standard Time, seconds east of UTC.
    public static let standardOffset = -8 * 3600
    /// Pacific Daylight Time, seconds east of UTC.
    public static let daylightOffset = -7 * 3600

    /// Which instant to pick for a wall-clock reading that happens twice (01:00–01:59 on the
    /// first Sunday of November).
    public typealias Resolution = WallClockResolution

    /// The wall-clock reading at `date`, seconds truncated. Complexity: O(1).
    public static func localDateTime(for date: Date) -> LocalDateTime {
        let utc = UnixTime.seconds(date)
        return LocalDateTime(localSecondsSinceEpoch: utc + utcOffset(atUnixSeconds: utc))
    }

    /// The offset from UTC at `date` in seconds: −28 800 (PST) or −25 200 (PDT).
    public static func utcOffset(at date: Date) -> Int {
        utcOffset(atUnixSeconds: UnixTime.seconds(date))
    }

    /// Whether daylight saving time is in force at `date`.
    public static func isDaylightSavingTime(at date: Date) -> Bool {
        utcOffset(at: date) == daylightOffset
    }

    /// `PDT` or `PST`.
    public static func abbreviation(at date: Date) -> String {
        isDaylightSavingTime(at: date) ? "PDT" : "PST"
    }

    /// The instant at which San Francisco's clock reads `local`.
    ///
    /// - A reading in the spring-forward gap (02:00–02:59 on the 2nd Sunday of March) does not
    ///   exist; it is read with the offset in force before the change, which moves it forward by
    ///   the hour the clock skipped: 02:00 becomes 03:00 PDT, 02:30 becomes 03:30 PDT. So a rule
    ///   starting at 2:00 starts at 3:00 that day.
    /// - A reading in the fall-back hour (01:00–01:59 on the 1st Sunday of November) happens twice;
    ///   `resolving` picks one.
    ///
    /// This is the "compatible" disambiguation of TC39 Temporal and `java.time`.
    /// - Parameters:
    ///   - local: the wall-clock reading.
    ///   - resolving: which occurrence of a twice-happening reading to return; `.earlier` by default.
    /// - Complexity: O(1).
    public static func date(for local: LocalDateTime, resolving: Resolution = .earlier) -> Date {
        Date(
            timeIntervalSince1970: Double(
                unixSeconds(fromLocalSeconds: local.localSecondsSinceEpoch, resolving: resolving)))
    }

    /// The instant the day `day` begins in San Francisco (midnight never falls in a gap there).
    public static func startOfDay(_ day: CivilDate) -> Date {
        Date(
            timeIntervalSince1970: Double(
                unixSeconds(fromLocalSeconds: day.daysSinceEpoch * 86_400, resolving: .earlier)))
    }

    /// The instants daylight saving time starts and ends in `year`.
    public static func daylightSavingTime(in year: Int) -> (start: Date, end: Date) {
        let days = transitionDays(year: year)
        return (
            Date(timeIntervalSince1970: Double(days.start * 86_400 + 2 * 3600 - standardOffset)),
            Date(timeIntervalSince1970: Double(days.end * 86_400 + 2 * 3600 - daylightOffset))
        )
    }

    // MARK: - Integer seconds: the fast paths the rule engine uses

    /// The UTC offset in force at `utc` (seconds since 1970).
    static func utcOffset(atUnixSeconds utc: Int) -> Int {
        let standardLocal = utc + standardOffset
        // Daylight time never spans New Year, so the year of the standard-time reading is the year
        // whose transitions matter.
        let year = UnixTime.year(ofDay: UnixTime.floorDiv(standardLocal, 86_400))
        let days = transitionDays(year: year)
        let start = days.start * 86_400 + 2 * 3600 - standardOffset
        let end = days.end * 86_400 + 2 * 3600 - daylightOffset
        return utc >= start && utc < end ? daylightOffset : standardOffset
    }

    /// The instant (seconds since 1970) at which the wall clock reads `local` seconds since
    /// 1970-01-01 00:00; see ``date(for:resolving:)`` for the gap and the repeated hour.
    static func unixSeconds(fromLocalSeconds local: Int, resolving: Resolution) -> Int {
        let year = UnixTime.year(ofDay: UnixTime.floorDiv(local, 86_400))
        let days = transitionDays(year: year)
        let gapStart = days.start * 86_400 + 2 * 3600
        let repeatEnd = days.end * 86_400 + 2 * 3600
        if local < gapStart + 3600 { return local - standardOffset }
        if local < repeatEnd - 3600 { return local - daylightOffset }
        if local < repeatEnd { return local - (resolving == .earlier ? daylightOffset : standardOffset) }
        return local - standardOffset
    }

    /// Like ``unixSeconds(fromLocalSeconds:resolving:)`` but a reading in the spring-forward gap
    /// is the instant the gap ends (03:00 PDT), not an hour later: the first instant whose
    /// wall-clock time is at or after the reading. Used for window boundaries, so that a window is
    /// in force exactly when the wall clock reads a time inside it.
    static func boundarySeconds(fromLocalSeconds local: Int, resolving: Resolution) -> Int {
        let year = UnixTime.year(ofDay: UnixTime.floorDiv(local, 86_400))
        let gapStart = transitionDays(year: year).start * 86_400 + 2 * 3600
        if local >= gapStart && local < gapStart + 3600 { return gapStart - standardOffset }
        return unixSeconds(fromLocalSeconds: local, resolving: resolving)
    }

    /// The days (since 1970) of the Sundays (or 1974/1975 dates) daylight time starts and ends.
    static func transitionDays(year: Int) -> (start: Int, end: Int) {
        // Every instant written or read asks for its year's transitions (several per answered
        // row), so the years answers are about are worked out once.
        if tabulatedYears.contains(year) { return transitionTable[year - tabulatedYears.lowerBound] }
        return computedTransitionDays(year: year)
    }

    private static let tabulatedYears = 1970..<2200
    private static let transitionTable = tabulatedYears.map(computedTransitionDays(year:))

    private static func computedTransitionDays(year: Int) -> (start: Int, end: Int) {
        let lastSundayOfOctober = sunday(onOrBefore: CivilDate.daysSinceEpoch(year: year, month: 10, day: 31))
        switch year {
        case 2007...:
            return (
                sunday(onOrAfter: CivilDate.daysSinceEpoch(year: year, month: 3, day: 8)),
                sunday(onOrAfter: CivilDate.daysSinceEpoch(year: year, month: 11, day: 1))
            )
        case 1987...2006:
            return (sunday(onOrAfter: CivilDate.daysSinceEpoch(year: year, month: 4, day: 1)), lastSundayOfOctober)
        case 1974:
            return (CivilDate.daysSinceEpoch(year: 1974, month: 1, day: 6), lastSundayOfOctober)
        case 1975:
            return (CivilDate.daysSinceEpoch(year: 1975, month: 2, day: 23), lastSundayOfOctober)
        default:
            return (sunday(onOrBefore: CivilDate.daysSinceEpoch(year: year, month: 4, day: 30)), lastSundayOfOctober)
        }
    }

    private static func sunday(onOrAfter day: Int) -> Int {
        day + (7 - Weekday(daysSinceEpoch: day).rawValue) % 7
    }

    private static func sunday(onOrBefore day: Int) -> Int {
        day - Weekday(daysSinceEpoch: day).rawValue
    }
}
