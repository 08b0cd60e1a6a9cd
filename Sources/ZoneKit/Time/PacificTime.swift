import Foundation

/// San Francisco's wall clock: the IANA zone America/Los_Angeles (``TimeZoneRules/losAngeles``,
/// with California's history), under the name San Francisco's answers have always used.
///
/// Foundation's `TimeZone`, `Calendar` and `DateFormatter` are not used: they read the host's
/// configuration (a phone in New York must not answer in New York time) and start ICU, which costs
/// more than a whole lookup. Conversions here are a few integer operations, allocation-free.
///
/// The rules: Pacific Standard Time is UTC−8, Pacific Daylight Time UTC−7; the clock changes at
/// 02:00 local time, from 2007 on the 2nd Sunday of March and the 1st Sunday of November, before
/// then as ``TimeZoneRules/losAngelesEras(current:)`` says (a test compares every transition since 1967
/// with the system's tzdata).
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
        guard let changes = clock.changes(in: year) else { preconditionFailure("Pacific time has daylight time") }
        return (Date(timeIntervalSince1970: Double(changes.start)), Date(timeIntervalSince1970: Double(changes.end)))
    }

    // MARK: - Integer seconds: the fast paths the rule engine uses

    /// The clock of America/Los_Angeles with its history (``TimeZoneRules/losAngeles``).
    static let clock = TimeZoneRules.losAngeles.clock

    /// The UTC offset in force at `utc` (seconds since 1970).
    static func utcOffset(atUnixSeconds utc: Int) -> Int {
        clock.utcOffset(atUnixSeconds: utc)
    }

    /// The instant (seconds since 1970) at which the wall clock reads `local` seconds since
    /// 1970-01-01 00:00; see ``date(for:resolving:)`` for the gap and the repeated hour.
    static func unixSeconds(fromLocalSeconds local: Int, resolving: Resolution) -> Int {
        clock.unixSeconds(fromLocalSeconds: local, resolving: resolving)
    }

    /// Like ``unixSeconds(fromLocalSeconds:resolving:)`` but a reading in the spring-forward gap
    /// is the instant the gap ends (03:00 PDT), not an hour later: the first instant whose
    /// wall-clock time is at or after the reading. Used for window boundaries, so that a window is
    /// in force exactly when the wall clock reads a time inside it.
    static func boundarySeconds(fromLocalSeconds local: Int, resolving: Resolution) -> Int {
        clock.boundarySeconds(fromLocalSeconds: local, resolving: resolving)
    }
}
