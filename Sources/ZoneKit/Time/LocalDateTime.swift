/// A wall-clock reading — date and time of day — with no time zone attached.
///
/// In parkcheck it is always San Francisco wall-clock time; ``PacificTime`` converts it to and from
/// `Date` instants. A reading may not exist (the spring-forward gap) or exist twice (the fall-back
/// hour): see ``PacificTime/date(for:resolving:)``.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int
    /// The hour, 0...23.
    public let hour: Int
    /// The minute, 0...59.
    public let minute: Int
    /// The second, 0...59 (leap seconds do not exist here, as in POSIX time).
    public let second: Int

    /// Creates a reading from its fields.
    ///
    /// - Precondition: the fields are in range (see ``isValid(year:month:day:hour:minute:second:)``).
    ///   Validate user input first; ``PacificTime/parse(_:)`` does.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
        precondition(
            Self.isValid(year: year, month: month, day: day, hour: hour, minute: minute, second: second),
            "no such local time: \(year)-\(month)-\(day) \(hour):\(minute):\(second)")
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Creates the reading `minuteOfDay` minutes after the start of `date`.
    ///
    /// - Precondition: `minuteOfDay` is 0..<1440.
    public init(date: CivilDate, minuteOfDay: Int) {
        precondition((0..<1440).contains(minuteOfDay), "minute of day \(minuteOfDay) is not 0..<1440")
        self.init(
            year: date.year, month: date.month, day: date.day, hour: minuteOfDay / 60, minute: minuteOfDay % 60)
    }

    /// Creates the reading `localSeconds` seconds after 1970-01-01 00:00 on the same wall clock.
    init(localSecondsSinceEpoch localSeconds: Int) {
        let days = UnixTime.floorDiv(localSeconds, 86_400)
        let secondOfDay = localSeconds - days * 86_400
        let date = CivilDate(daysSinceEpoch: days)
        self.year = date.year
        self.month = date.month
        self.day = date.day
        self.hour = secondOfDay / 3600
        self.minute = secondOfDay / 60 % 60
        self.second = secondOfDay % 60
    }

    /// The calendar day.
    public var date: CivilDate { CivilDate(daysSinceEpoch: daysSinceEpoch) }

    /// Minutes since the start of the day, 0..<1440 (seconds dropped).
    public var minuteOfDay: Int { hour * 60 + minute }

    /// The day of the week.
    package var weekday: Weekday { Weekday(daysSinceEpoch: daysSinceEpoch) }

    /// Seconds from 1970-01-01 00:00 to this reading on the same wall clock (no offset applied).
    var localSecondsSinceEpoch: Int {
        daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
    }

    private var daysSinceEpoch: Int { CivilDate.daysSinceEpoch(year: year, month: month, day: day) }

    /// `2026-11-23T06:00:00` (ISO 8601 without an offset).
    public var description: String {
        "\(date)T\(Self.twoDigits(hour)):\(Self.twoDigits(minute)):\(Self.twoDigits(second))"
    }

    /// Wall-clock order (not instant order: the fall-back hour's readings repeat).
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }

    /// Whether the fields name a real day and a time of day 00:00:00...23:59:59.
    public static func isValid(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Bool {
        CivilDate.isValid(year: year, month: month, day: day)
            && (0...23).contains(hour) && (0...59).contains(minute) && (0...59).contains(second)
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
