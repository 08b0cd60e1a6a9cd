import Foundation

/// When a regulation is in force: every condition given must hold (AND); a regulation's several
/// spans are alternatives (OR). A condition left empty (or `nil`) does not restrict.
///
/// A day condition (weekday, occurrence, day of month, month, date range, designated period) is
/// judged on the day a time-of-day range *starts*: an overnight `22:00–06:00` on Fridays runs from
/// Friday 22:00 to Saturday 06:00.
package struct CurbTimeSpan: Hashable, Sendable {
    /// The weekdays; `nil` = every day. (CurbLR `daysOfWeek.days`, CDS `days_of_week`.)
    var daysOfWeek: WeekdaySet?
    /// Which occurrences of those weekdays in the month (`1st`, `3rd`, `last`); empty = all.
    var occurrencesInMonth: [CurbMonthOccurrence]
    /// Weeks of the month, 1–5, a week being days 1–7, 8–14… (CDS 1.1 `weeks_of_month`); empty = all.
    var weeksOfMonth: [Int]
    /// Days of the month (numbers, `odd`, `even`, `last`); empty = all.
    var daysOfMonth: [CurbDayOfMonth]
    /// Months, 1–12 (CDS `months`); empty = all.
    var months: [Int]
    /// Date ranges, any one of which must hold; empty = all dates.
    var effectiveDates: [CurbDateRange]
    /// Times of day, any one of which must hold; empty = the whole day.
    package var timesOfDay: [CurbTimeOfDay]
    /// Designated periods (holidays, snow emergencies) the span applies only during or except during.
    var designatedPeriods: [CurbDesignatedPeriod]

    /// Creates a time span; with no arguments, one that holds at all times.
    package init(
        daysOfWeek: WeekdaySet? = nil, occurrencesInMonth: [CurbMonthOccurrence] = [], weeksOfMonth: [Int] = [],
        daysOfMonth: [CurbDayOfMonth] = [], months: [Int] = [], effectiveDates: [CurbDateRange] = [],
        timesOfDay: [CurbTimeOfDay] = [], designatedPeriods: [CurbDesignatedPeriod] = []
    ) {
        self.daysOfWeek = daysOfWeek
        self.occurrencesInMonth = occurrencesInMonth
        self.weeksOfMonth = weeksOfMonth
        self.daysOfMonth = daysOfMonth
        self.months = months
        self.effectiveDates = effectiveDates
        self.timesOfDay = timesOfDay
        self.designatedPeriods = designatedPeriods
    }
}

/// Which occurrence of a weekday in its month: the 1st…5th, or the last.
package enum CurbMonthOccurrence: Hashable, Sendable, CustomStringConvertible {
    /// The `n`th (1...5): days `7(n−1)+1 … 7n` of the month.
    case nth(Int)
    /// The last of the month (within 7 days of its end).
    case last

    /// `1st`, `2nd`, `3rd`, `4th`, `5th`, `last`.
    package var description: String {
        switch self {
        case .nth(1): "1st"
        case .nth(2): "2nd"
        case .nth(3): "3rd"
        case .nth(let n): "\(n)th"
        case .last: "last"
        }
    }
}

/// A day of the month as CurbLR writes it.
package enum CurbDayOfMonth: Hashable, Sendable, CustomStringConvertible {
    /// That day number, 1...31 (a month without it never matches).
    case day(Int)
    /// Odd-numbered days.
    case odd
    /// Even-numbered days.
    case even
    /// The month's last day.
    case last

    /// `14`, `odd`, `even`, `last`.
    package var description: String {
        switch self {
        case .day(let day): "\(day)"
        case .odd: "odd"
        case .even: "even"
        case .last: "last"
        }
    }
}

/// A month and day with no year: a yearly date (`04-01`).
package struct CurbMonthDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The month, 1...12.
    package var month: Int
    /// The day, 1...31, valid for the month in a leap year (`02-29` is allowed).
    package var day: Int

    /// Creates a month and day; `nil` when no year has that day (`02-30`, `01-33`).
    package init?(month: Int, day: Int) {
        guard CivilDate.isValid(year: 2000, month: month, day: day) else { return nil }
        self.month = month
        self.day = day
    }

    /// Calendar order within a year.
    package static func < (lhs: CurbMonthDay, rhs: CurbMonthDay) -> Bool { (lhs.month, lhs.day) < (rhs.month, rhs.day) }

    /// `04-01`.
    package var description: String {
        (month < 10 ? "0\(month)" : "\(month)") + "-" + (day < 10 ? "0\(day)" : "\(day)")
    }
}

/// A range of dates during which a span may hold.
package enum CurbDateRange: Hashable, Sendable, CustomStringConvertible {
    /// Every year from `from` to `to`, both included (CurbLR `MM-DD`); when `to` comes before
    /// `from` the range wraps the year end (`12-01` to `03-31`).
    case yearly(from: CurbMonthDay, to: CurbMonthDay)
    /// From one date to another, both included (CurbLR `YYYY-MM-DD`).
    case dates(from: CivilDate, to: CivilDate)
    /// From one instant (included) until another (excluded), either open (CDS `start_date` and
    /// `end_date`, epoch milliseconds). Judged on the instant itself, not on a day.
    case instants(from: Date?, until: Date?)

    /// Whether `date` lies in the range; an ``instants(from:until:)`` range is judged by
    /// ``contains(instant:)`` instead and answers `true` here.
    package func contains(_ date: CivilDate) -> Bool {
        switch self {
        case .instants:
            return true
        case .dates(let from, let to):
            return date >= from && date <= to
        case .yearly(let from, let to):
            let key = (date.month, date.day)
            if from <= to { return key >= (from.month, from.day) && key <= (to.month, to.day) }
            return key >= (from.month, from.day) || key <= (to.month, to.day)
        }
    }

    /// Whether `instant` lies in an ``instants(from:until:)`` range; `true` for day ranges, which
    /// ``contains(_:)`` judges.
    package func contains(instant: Date) -> Bool {
        guard case .instants(let from, let until) = self else { return true }
        if let from, instant < from { return false }
        if let until, instant >= until { return false }
        return true
    }

    /// `04-01 to 11-30`, `2019-11-23 to 2019-11-23`, `from 2026-01-01T08:00:00Z`.
    package var description: String {
        switch self {
        case .instants(let from, let until):
            let start = from.map { "from \(Self.iso($0))" }
            let end = until.map { "until \(Self.iso($0))" }
            return [start, end].compactMap { $0 }.joined(separator: " ")
        case .yearly(let from, let to):
            return "\(from) to \(to)"
        case .dates(let from, let to):
            return "\(from) to \(to)"
        }
    }

    /// `2026-01-01T08:00:00Z`.
    private static func iso(_ date: Date) -> String {
        let seconds = UnixTime.seconds(date)
        let days = UnixTime.floorDiv(seconds, 86_400)
        let local = LocalDateTime(date: CivilDate(daysSinceEpoch: days), minuteOfDay: (seconds - days * 86_400) / 60)
        return "\(local)Z"
    }
}

/// A range of wall-clock times within a day, in minutes after midnight.
///
/// The start is included and the end excluded. An end of 1440 is the end of the day (CurbLR feeds
/// write `23:59` for it); an end at or before the start runs past midnight into the next day.
package struct CurbTimeOfDay: Hashable, Sendable, CustomStringConvertible {
    /// Minutes after midnight when the range starts, 0..<1440.
    package var startMinute: Int
    /// Minutes after midnight when it ends, 1...1440 (1440 = the end of the day).
    package var endMinute: Int

    /// Creates a range.
    ///
    /// - Precondition: `0 <= startMinute < 1440`, `0 <= endMinute <= 1440`.
    package init(startMinute: Int, endMinute: Int) {
        precondition((0..<1440).contains(startMinute) && (0...1440).contains(endMinute), "minute out of range")
        self.startMinute = startMinute
        self.endMinute = endMinute == 0 ? 1440 : endMinute
    }

    /// Whether the range runs past midnight into the next day.
    var isOvernight: Bool { endMinute <= startMinute }

    /// `07:00–19:00`, `22:00–24:00`.
    package var description: String { "\(Self.clock(startMinute))–\(Self.clock(endMinute))" }

    private static func clock(_ minute: Int) -> String {
        let hour = minute / 60
        let rest = minute % 60
        return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + (rest < 10 ? "0\(rest)" : "\(rest)")
    }
}

/// An externally defined period (holidays, a snow emergency) a span applies only during or except
/// during. Its days come from a ``CurbHolidayCalendar`` the city supplies, which may be unknown.
package struct CurbDesignatedPeriod: Hashable, Sendable, CustomStringConvertible {
    /// How the period bears on the span.
    package enum Application: String, Hashable, Sendable {
        /// The span holds only on the period's days.
        case onlyDuring = "only during"
        /// The span holds except on the period's days.
        case exceptDuring = "except during"
    }

    /// The period's name as the feed writes it (`holidays`).
    package var name: String
    /// Only during or except during.
    var application: Application

    /// Creates a designated period.
    package init(name: String, application: Application) {
        self.name = name
        self.application = application
    }

    /// `except during holidays`.
    package var description: String { "\(application.rawValue) \(name)" }
}
