/// The days on which each ``SFHolidayClass`` of enforcement is suspended, computed by rule for any
/// year, with dated overrides as data.
///
/// The rules (DOMAIN §4): the twelve ``Holiday``s; a holiday falling on a Saturday is also observed
/// the Friday before, one on a Sunday the Monday after, and **both** days count (the city's tables
/// list both: in 2026 Independence Day is Saturday July 4, and July 3 and July 4 are both off). The
/// observance rule applies to every class, so meters are also free on a Friday December 24 when
/// Christmas is a Saturday. New Year's Day on a Saturday is observed on December 31 of the year
/// before.
///
/// Overrides change single days for one class (a holiday the city adds one year, a day it
/// enforces after all). The last override for a date and class wins. ``SFHolidayClass/none`` is
/// never suspended; overrides naming it are ignored.
package struct SFHolidayCalendar: Hashable, Sendable {
    /// A change to one day for one class.
    package struct Override: Hashable, Sendable {
        /// What the override does to its day.
        package enum Change: Hashable, Sendable {
            /// Enforcement of the class is suspended that day; `name` explains why.
            case add(name: String)
            /// The class is enforced that day even if a rule says it is a holiday.
            case remove
        }

        /// The day.
        package var date: CivilDate
        /// The class the change applies to.
        var holidayClass: SFHolidayClass
        /// Add or remove.
        package var change: Change

        /// Creates an override.
        package init(date: CivilDate, holidayClass: SFHolidayClass, change: Change) {
            self.date = date
            self.holidayClass = holidayClass
            self.change = change
        }
    }

    /// A day off for a class, with why.
    package struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// The day enforcement is suspended.
        package var date: CivilDate
        /// The rule-based holiday, or `nil` for a day added by an override.
        package var holiday: Holiday?
        /// Whether the day is the weekday observance of a holiday falling on a weekend.
        var isObservance: Bool
        /// `Independence Day`, `Independence Day (observed)`, or an added day's name.
        package var name: String

        /// `2026-07-03 Independence Day (observed)`.
        package var description: String { "\(date) \(name)" }
    }

    /// San Francisco's rules with no overrides.
    package static let sanFrancisco = SFHolidayCalendar()

    /// The overrides, in the order given (later ones win).
    package let overrides: [Override]

    /// Creates the calendar of San Francisco's rules changed by `overrides`.
    package init(overrides: [Override] = []) {
        self.overrides = overrides
    }

    /// Whether enforcement of `holidayClass` is suspended on `date`.
    ///
    /// Complexity: O(1) plus a scan of the overrides; no allocation.
    func isHoliday(_ date: CivilDate, for holidayClass: SFHolidayClass) -> Bool {
        guard holidayClass != .none else { return false }
        if let change = lastOverride(on: date, for: holidayClass) {
            if case .add = change { return true }
            return false
        }
        guard let found = Self.ruleHoliday(on: date) else { return false }
        return found.holiday.suspends(holidayClass)
    }

    /// Why `date` is a day off for `holidayClass`, or `nil` when it is not.
    package func entry(on date: CivilDate, for holidayClass: SFHolidayClass) -> Entry? {
        guard holidayClass != .none else { return nil }
        if let change = lastOverride(on: date, for: holidayClass) {
            guard case .add(let name) = change else { return nil }
            return Entry(date: date, holiday: nil, isObservance: false, name: name)
        }
        guard let found = Self.ruleHoliday(on: date), found.holiday.suspends(holidayClass) else { return nil }
        let name = found.isObservance ? "\(found.holiday.name) (observed)" : found.holiday.name
        return Entry(date: date, holiday: found.holiday, isObservance: found.isObservance, name: name)
    }

    /// Every day off for `holidayClass` in `year`, in date order.
    ///
    /// Complexity: O(days in the year).
    package func entries(in year: Int, for holidayClass: SFHolidayClass) -> [Entry] {
        let first = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)
        let last = CivilDate.daysSinceEpoch(year: year, month: 12, day: 31)
        return (first...last).compactMap { entry(on: CivilDate(daysSinceEpoch: $0), for: holidayClass) }
    }

    /// The holiday the rules put on `date` (its own day or its weekday observance), if any.
    ///
    /// No two holidays' days coincide under these rules, so at most one is found.
    static func ruleHoliday(on date: CivilDate) -> (holiday: Holiday, isObservance: Bool)? {
        if let holiday = fixedHoliday(month: date.month, day: date.day) { return (holiday, false) }
        let weekday = date.weekday
        if weekday == .friday {
            let saturday = date.adding(days: 1)
            if let holiday = fixedHoliday(month: saturday.month, day: saturday.day) { return (holiday, true) }
        }
        if weekday == .monday {
            let sunday = date.adding(days: -1)
            if let holiday = fixedHoliday(month: sunday.month, day: sunday.day) { return (holiday, true) }
        }
        let holiday: Holiday? =
            switch (date.month, weekday, date.weekOfMonth) {
            case (1, .monday, 3): .martinLutherKingJrDay
            case (2, .monday, 3): .presidentsDay
            case (5, .monday, _) where date.day + 7 > 31: .memorialDay
            case (9, .monday, 1): .laborDay
            case (10, .monday, 2): .indigenousPeoplesDay
            case (11, .thursday, 4): .thanksgiving
            case (11, .friday, _) where (23...29).contains(date.day): .dayAfterThanksgiving
            default: nil
            }
        return holiday.map { ($0, false) }
    }

    private static func fixedHoliday(month: Int, day: Int) -> Holiday? {
        switch (month, day) {
        case (1, 1): .newYearsDay
        case (6, 19): .juneteenth
        case (7, 4): .independenceDay
        case (11, 11): .veteransDay
        case (12, 25): .christmasDay
        default: nil
        }
    }

    private func lastOverride(on date: CivilDate, for holidayClass: SFHolidayClass) -> Override.Change? {
        for override in overrides.reversed() where override.date == date && override.holidayClass == holidayClass {
            return override.change
        }
        return nil
    }
}
