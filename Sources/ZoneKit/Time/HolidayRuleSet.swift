/// The days of one designated period given by rules, for any year (a `holidays.txt` period with
/// `@rule` lines): each rule's day, the weekday a weekend holiday is also observed on when
/// ``observesWeekendHolidays``, and the dated days listed beside the rules.
///
/// San Francisco's calendar is such a set (DOMAIN §4): a holiday falling on a Saturday is also
/// observed the Friday before, one on a Sunday the Monday after, and **both** days count (in 2026
/// Independence Day is Saturday July 4, and July 3 and July 4 are both off); New Year's Day on a
/// Saturday is observed on December 31 of the year before.
package struct HolidayRuleSet: Hashable, Sendable {
    /// The rules, in file order.
    package let rules: [HolidayRule]
    /// Whether a holiday on a Saturday is also kept the Friday before and one on a Sunday the
    /// Monday after (`@observed weekend`).
    package let observesWeekendHolidays: Bool
    /// Days listed by date beside the rules (a holiday the city adds one year), with their names.
    package let dates: [CivilDate: String]
    /// For each month (January first), a bit per day of the month (bit 1 = the 1st) that some
    /// rule's day or its observed day can fall on in some year: most days are told apart by this
    /// alone, with no rule read.
    private let possibleDays: [UInt32]

    /// Creates a set.
    package init(rules: [HolidayRule], observesWeekendHolidays: Bool = false, dates: [CivilDate: String] = [:]) {
        self.rules = rules
        self.observesWeekendHolidays = observesWeekendHolidays
        self.dates = dates
        var possible = [UInt32](repeating: 0, count: 12)
        for rule in rules {
            for (month, days) in rule.possibleDays {
                for day in days { possible[month - 1] |= 1 << day }
            }
        }
        if observesWeekendHolidays {
            // The Friday before and the Monday after, across a month's end (Friday December 31).
            let ruled = possible
            for month in 0..<12 {
                let before = (month + 11) % 12
                let after = (month + 1) % 12
                for day in 1...31 where ruled[month] & (1 << day) != 0 {
                    if day > 1 { possible[month] |= 1 << (day - 1) } else { possible[before] |= 0b1111 << 28 }
                    if day < 31 { possible[month] |= 1 << (day + 1) }
                    if day >= 28 { possible[after] |= 1 << 1 }
                }
            }
        }
        possibleDays = possible
    }

    /// Whether `date` is one of the period's days. Complexity: O(rules); no allocation.
    package func contains(_ date: CivilDate) -> Bool {
        holiday(on: date) != nil || (!dates.isEmpty && dates[date] != nil)
    }

    /// The holiday `date` is, by rule: the rule and whether `date` is its weekday observance.
    package func holiday(on date: CivilDate) -> (rule: HolidayRule, isObservance: Bool)? {
        guard possibleDays[date.month - 1] & (1 << date.day) != 0 else { return nil }
        let weekday = date.weekday
        for rule in rules where rule.falls(on: date, weekday: weekday) { return (rule, false) }
        guard observesWeekendHolidays else { return nil }
        switch weekday {
        case .friday:
            let saturday = date.adding(days: 1)
            for rule in rules where rule.falls(on: saturday, weekday: .saturday) { return (rule, true) }
        case .monday:
            let sunday = date.adding(days: -1)
            for rule in rules where rule.falls(on: sunday, weekday: .sunday) { return (rule, true) }
        default:
            break
        }
        return nil
    }

    /// `Independence Day`, `Independence Day (observed)`, a listed day's name; `nil` when `date` is
    /// not one of the period's days.
    package func name(on date: CivilDate) -> String? {
        if let found = holiday(on: date) {
            return found.isObservance ? "\(found.rule.name) (observed)" : found.rule.name
        }
        return dates[date]
    }
}
