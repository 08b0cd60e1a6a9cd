/// San Francisco's calendar: the days on which each ``SFHolidayClass`` of enforcement is suspended,
/// the designated period of each class (``SFHolidayClass/period``) in the city's calendar file,
/// `cities/san-francisco/holidays.txt`, which states the city's rules for any year
/// (``CurbHolidayCalendar/sanFrancisco``, DOMAIN §4), read on Pacific time.
extension CityCalendar {
    /// San Francisco's own rules (the calendar `make data` writes), for data without a calendar file.
    package static let sanFrancisco = CityCalendar(sanFrancisco: .sanFrancisco)

    /// San Francisco's periods `periods` on its clock (``TimeZoneRules/losAngeles``).
    package init(sanFrancisco periods: CurbHolidayCalendar) {
        self.init(timeZone: .losAngeles, periods: periods)
    }

    /// Whether enforcement of `holidayClass` is suspended on `date`.
    func isHoliday(_ date: CivilDate, for holidayClass: SFHolidayClass) -> Bool {
        holidayClass.periodKey.map { isDay(date, in: $0) } ?? false
    }

    /// Every day off for `holidayClass` in `year`, in date order. Complexity: O(days in the year).
    package func days(in year: Int, for holidayClass: SFHolidayClass) -> [CivilDate] {
        holidayClass.period.map { days(in: year, inPeriod: $0) } ?? []
    }

    /// Why `date` is a day off for `holidayClass` (`Independence Day (observed)`, a dated line's
    /// name), `holiday` for a period listed by dates alone, or `nil` when it is not.
    package func name(on date: CivilDate, for holidayClass: SFHolidayClass) -> String? {
        holidayClass.period.flatMap { name(on: date, inPeriod: $0) }
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
    static let sanFranciscoMajor: [HolidayRule] = sanFrancisco.filter {
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
