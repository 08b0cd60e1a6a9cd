/// The days on which each ``SFHolidayClass`` of enforcement is suspended: the designated period of
/// each class (``SFHolidayClass/period``) in San Francisco's calendar, `cities/san-francisco/holidays.txt`,
/// which states the city's rules for any year (``CurbHolidayCalendar/sanFrancisco``, DOMAIN §4).
///
/// A period the calendar does not know (missing, `@unknown`, a date outside its `@years`) suspends
/// nothing: a holiday only ever lifts enforcement, so a day not known to be one is enforced, never
/// read more permissively than the signs.
package struct SFHolidayCalendar: Hashable, Sendable {
    /// The calendar the classes are read from.
    package let calendar: CurbHolidayCalendar
    /// The days of each class's period, read from ``calendar`` once (unboxed: the checks run for
    /// every day a window search looks at).
    private let general: Days
    private let meters: Days
    private let nightSweeping: Days

    /// A period's days as a class reads them: rules, dates, or none.
    private enum Days: Hashable, Sendable {
        case rules(HolidayRuleSet)
        case dates(Set<CivilDate>)
        case none

        init(_ days: CurbHolidayCalendar.Days?) {
            switch days {
            case .rules(let rules)?: self = .rules(rules)
            case .known(let dates, _)?: self = .dates(dates)
            case .unknown?, nil: self = .none
            }
        }
    }

    /// San Francisco's classes read from `calendar`'s periods.
    package init(_ calendar: CurbHolidayCalendar) {
        self.calendar = calendar
        func days(_ holidayClass: SFHolidayClass) -> Days {
            Days(holidayClass.period.flatMap { calendar.periods[$0] })
        }
        general = days(.general)
        meters = days(.meters)
        nightSweeping = days(.nightSweeping)
    }

    /// San Francisco's own rules (the calendar `make data` writes), for data without a calendar file.
    package static let sanFrancisco = SFHolidayCalendar(.sanFrancisco)

    /// Whether enforcement of `holidayClass` is suspended on `date`.
    ///
    /// Complexity: O(rules) of the class's period; no allocation.
    func isHoliday(_ date: CivilDate, for holidayClass: SFHolidayClass) -> Bool {
        let days: Days
        switch holidayClass {
        case .general: days = general
        case .meters: days = meters
        case .nightSweeping: days = nightSweeping
        case .none: return false
        }
        switch days {
        case .rules(let rules): return rules.contains(date)
        case .dates(let dates): return dates.contains(date)
        case .none: return false
        }
    }

    /// Every day off for `holidayClass` in `year`, in date order. Complexity: O(days in the year).
    package func days(in year: Int, for holidayClass: SFHolidayClass) -> [CivilDate] {
        let first = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)
        let last = CivilDate.daysSinceEpoch(year: year, month: 12, day: 31)
        return (first...last).map(CivilDate.init(daysSinceEpoch:)).filter { isHoliday($0, for: holidayClass) }
    }

    /// Why `date` is a day off for `holidayClass` (`Independence Day (observed)`, a dated line's
    /// name), `holiday` for a period listed by dates alone (its names are the file's entries), or
    /// `nil` when it is not.
    package func name(on date: CivilDate, for holidayClass: SFHolidayClass) -> String? {
        guard isHoliday(date, for: holidayClass) else { return nil }
        guard case .rules(let rules) = holidayClass.period.flatMap({ calendar.periods[$0] }) else { return "holiday" }
        return rules.name(on: date)
    }
}

extension HolidayRule {
    /// San Francisco's twelve holidays (DOMAIN §4): every one suspends the `general` class.
    package static let sanFrancisco: [HolidayRule] = [
        HolidayRule(name: "New Year's Day", day: .fixed(month: 1, day: 1)),
        HolidayRule(name: "Martin Luther King Jr. Day", day: .nth(3, .monday, month: 1)),
        HolidayRule(name: "Presidents' Day", day: .nth(3, .monday, month: 2)),
        HolidayRule(name: "Memorial Day", day: .last(.monday, month: 5)),
        HolidayRule(name: "Juneteenth", day: .fixed(month: 6, day: 19)),
        HolidayRule(name: "Independence Day", day: .fixed(month: 7, day: 4)),
        HolidayRule(name: "Labor Day", day: .nth(1, .monday, month: 9)),
        HolidayRule(name: "Indigenous Peoples' Day", day: .nth(2, .monday, month: 10)),
        HolidayRule(name: "Veterans Day", day: .fixed(month: 11, day: 11)),
        HolidayRule(name: "Thanksgiving", day: .nth(4, .thursday, month: 11)),
        HolidayRule(name: "Day after Thanksgiving", day: .dayAfterNth(4, .thursday, month: 11)),
        HolidayRule(name: "Christmas Day", day: .fixed(month: 12, day: 25)),
    ]

    /// The three of them that also free meters and stop night sweeping: New Year's Day, Thanksgiving
    /// and Christmas.
    package static let sanFranciscoMajor: [HolidayRule] = sanFrancisco.filter {
        ["New Year's Day", "Thanksgiving", "Christmas Day"].contains($0.name)
    }
}

extension CurbHolidayCalendar {
    /// San Francisco's calendar by its rules, for any year: the period of each holiday class
    /// (``SFHolidayClass/period``), every holiday on a weekend also observed on the weekday beside it.
    package static let sanFrancisco = CurbHolidayCalendar(periods: [
        "holidays": .rules(HolidayRuleSet(rules: HolidayRule.sanFrancisco, observesWeekendHolidays: true)),
        "meter holidays": .rules(HolidayRuleSet(rules: HolidayRule.sanFranciscoMajor, observesWeekendHolidays: true)),
        "night sweeping holidays": .rules(
            HolidayRuleSet(rules: HolidayRule.sanFranciscoMajor, observesWeekendHolidays: true)),
    ])
}
