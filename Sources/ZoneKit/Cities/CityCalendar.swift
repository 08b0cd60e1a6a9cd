import Foundation

/// A city's clock and its calendar of designated periods: what a ``CurbWindow``'s occurrences are
/// read in.
///
/// A window names the period that suspends it (`holidays`); this says which days that is, and
/// when the city's midnights and clock times happen. A period the calendar does not know (missing,
/// `@unknown`, a date outside its `@years`) suspends nothing here: a designated period only ever
/// lifts enforcement in a window, so a day not known to be in it is enforced, never read more
/// permissively than the signs. (The curb interpreter asks its calendar first and answers
/// `unknown` where an unknown day decides.)
package struct CityCalendar: Hashable, Sendable {
    /// The city's clock.
    package let timeZone: TimeZoneRules
    /// The designated periods, as the city's calendar file states them.
    package let periods: CurbHolidayCalendar
    /// Each period's days, unboxed and by key, read from ``periods`` once: a window search checks
    /// them for every day it looks at.
    private let days: [PeriodDays]

    /// One period's days as a window reads them: rules, dates, or none known.
    private struct PeriodDays: Hashable, Sendable {
        enum Days: Hashable, Sendable {
            case rules(HolidayRuleSet)
            case dates(Set<CivilDate>)
            case none
        }

        let name: String
        let key: CurbPeriodKey
        let days: Days
    }

    /// The calendar `periods` read on `timeZone`'s clock.
    package init(timeZone: TimeZoneRules, periods: CurbHolidayCalendar) {
        self.timeZone = timeZone
        self.periods = periods
        days = periods.periods.keys.sorted().map { name in
            switch periods.periods[name] {
            case .rules(let rules)?: PeriodDays(name: name, key: CurbPeriodKey(name), days: .rules(rules))
            case .known(let dates, _)?: PeriodDays(name: name, key: CurbPeriodKey(name), days: .dates(dates))
            case .unknown?, nil: PeriodDays(name: name, key: CurbPeriodKey(name), days: .none)
            }
        }
    }

    /// Equal clocks and periods.
    package static func == (left: CityCalendar, right: CityCalendar) -> Bool {
        left.timeZone == right.timeZone && left.periods == right.periods
    }

    /// Hashes the clock and the periods.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(timeZone)
        hasher.combine(periods)
    }

    /// Whether `date` is known to lie in the period named `period`: `false` for a day or a period
    /// the calendar does not know. Complexity: O(periods + rules of the period); no allocation.
    func isDay(_ date: CivilDate, in period: String) -> Bool {
        isDay(date, in: CurbPeriodKey(period))
    }

    /// Whether `date` is known to lie in the period whose key is `period` (a window's).
    /// Complexity: O(periods + rules of the period); no allocation.
    func isDay(_ date: CivilDate, in period: CurbPeriodKey) -> Bool {
        for entry in days where entry.key == period {
            switch entry.days {
            case .rules(let rules): return rules.contains(date)
            case .dates(let dates): return dates.contains(date)
            case .none: return false
            }
        }
        return false
    }

    /// The name of the period whose key is `key`, as the calendar lists it; `nil` when it lists none.
    package func name(of key: CurbPeriodKey) -> String? {
        days.first { $0.key == key }?.name
    }

    /// Every day of `year` known to lie in `period`, in date order. Complexity: O(days in the year).
    package func days(in year: Int, inPeriod period: String) -> [CivilDate] {
        let first = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)
        let last = CivilDate.daysSinceEpoch(year: year, month: 12, day: 31)
        return (first...last).map(CivilDate.init(daysSinceEpoch:)).filter { isDay($0, in: period) }
    }

    /// Why `date` lies in `period` (`Independence Day (observed)`, a dated line's name), `holiday`
    /// for a period listed by dates alone, or `nil` when it does not.
    package func name(on date: CivilDate, inPeriod period: String) -> String? {
        guard isDay(date, in: period) else { return nil }
        guard case .rules(let rules)? = periods.periods[period.lowercased()] else { return "holiday" }
        return rules.name(on: date)
    }

    /// The city's day (days since 1970) of `date`.
    func localDay(of date: Date) -> Int {
        let utc = UnixTime.seconds(date)
        return UnixTime.floorDiv(utc + timeZone.utcOffset(atUnixSeconds: utc), 86_400)
    }
}
