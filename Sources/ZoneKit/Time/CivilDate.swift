/// A calendar day in the proleptic Gregorian calendar, with no time zone attached.
///
/// Day arithmetic goes through a serial day number, the days since 1970-01-01, computed with
/// Howard Hinnant's `days_from_civil` and `civil_from_days` ("chrono-Compatible Low-Level Date
/// Algorithms", https://howardhinnant.github.io/date_algorithms.html): O(1), no tables, exact for
/// every year an `Int` can hold without overflow, including years before 1970 and before year 0.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int

    /// Creates a date from its fields.
    ///
    /// - Precondition: the fields name a real day (see ``isValid(year:month:day:)``). Validate user
    ///   input first; a literal date in code that does not exist is a programmer mistake.
    public init(year: Int, month: Int, day: Int) {
        precondition(Self.isValid(year: year, month: month, day: day), "no such day: \(year)-\(month)-\(day)")
        self.year = year
        self.month = month
        self.day = day
    }

    /// Creates the date that is `daysSinceEpoch` days after 1970-01-01 (negative: before).
    ///
    /// Hinnant's `civil_from_days`. Complexity: O(1).
    public init(daysSinceEpoch: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    }

    /// The number of days from 1970-01-01 to this date (negative before it).
    ///
    /// Hinnant's `days_from_civil`. Complexity: O(1).
    public var daysSinceEpoch: Int {
        Self.daysSinceEpoch(year: year, month: month, day: day)
    }

    /// The day of the week.
    package var weekday: Weekday { Weekday(daysSinceEpoch: daysSinceEpoch) }

    /// Which occurrence of its weekday this day is in its month, 1...5: `ceil(day / 7)`.
    ///
    /// Days 1–7 are week 1, 8–14 week 2, 15–21 week 3, 22–28 week 4 and 29–31 week 5: the
    /// meaning of "1st & 3rd weeks" on San Francisco's street-sweeping signs, not calendar rows.
    public var weekOfMonth: Int { (day + 6) / 7 }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// `2026-11-23`.
    public var description: String {
        let monthText = month < 10 ? "0\(month)" : "\(month)"
        let dayText = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(monthText)-\(dayText)"
    }

    /// Chronological order.
    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Whether `year` has a February 29 (Gregorian rule).
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` (1...12) of `year`.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Whether the fields name a real day.
    public static func isValid(year: Int, month: Int, day: Int) -> Bool {
        (1...12).contains(month) && day >= 1 && day <= daysInMonth(year: year, month: month)
    }

    /// The `n`th `weekday` of a month, e.g. the 3rd Monday of January.
    ///
    /// - Precondition: `n` is 1...5 and the month has that many of `weekday` (1...4 always do).
    package static func nth(_ n: Int, _ weekday: Weekday, month: Int, year: Int) -> CivilDate {
        let first = CivilDate(year: year, month: month, day: 1)
        let offset = (weekday.rawValue - first.weekday.rawValue + 7) % 7
        return CivilDate(year: year, month: month, day: 1 + offset + 7 * (n - 1))
    }

    /// The last `weekday` of a month, e.g. the last Monday of May.
    package static func last(_ weekday: Weekday, month: Int, year: Int) -> CivilDate {
        let lastDay = CivilDate(year: year, month: month, day: daysInMonth(year: year, month: month))
        let offset = (lastDay.weekday.rawValue - weekday.rawValue + 7) % 7
        return CivilDate(year: year, month: month, day: lastDay.day - offset)
    }

    /// Hinnant's `days_from_civil` on raw fields, for callers that have not built a date.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
