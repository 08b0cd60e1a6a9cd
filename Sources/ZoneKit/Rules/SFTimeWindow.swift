import Foundation

/// When a regulation is enforced: on some weekdays, in some weeks of the month, from a start to an
/// end time of day in San Francisco, except on the holidays of its class.
///
/// The one model of time used by every rule (time limits, sweeping, no parking, tow-away, meters).
/// Each day that matches gives one **occurrence**, the half-open interval of instants
/// `[start, end)`; ``isInForce(at:holidays:)`` and ``nextStart(after:withinDays:holidays:)`` are
/// built on occurrences and used everywhere.
///
/// - **Crossing midnight**: an end at or before the start is on the next day. An occurrence
///   belongs to the day it **starts**: "Mon 22:00–06:00" runs from Monday 22:00 into Tuesday, and
///   weekday, week of month and holiday are all judged on Monday.
/// - **All day**: start 0 and end 1440 (also written `0-0` or `0-2400`); one occurrence per day,
///   midnight to midnight. Back-to-back occurrences are not merged.
/// - **Holidays**: an occurrence whose start day is a holiday of ``holidayClass`` does not happen.
/// - **Daylight saving time**: boundaries are wall-clock times. A start or end inside the
///   spring-forward gap is the instant the clock jumps to 03:00 (a 2:00 start begins at 3:00 PDT;
///   a window lying wholly inside the gap does not happen that day). A start inside the repeated
///   fall-back hour is its first occurrence and an end its second, so an occurrence covers every
///   instant whose wall-clock time is inside the window (and, for an end inside the repeated hour,
///   the rest of the first pass through it).
///
/// Stored as a few bytes (two bitmasks, two small integers, an enum); evaluating it allocates
/// nothing.
package struct SFTimeWindow: Hashable, Sendable, CustomStringConvertible {
    /// The weekdays on which an occurrence may start.
    package let days: WeekdaySet
    /// The weeks of the month (`ceil(day / 7)` of the start day) in which an occurrence may start.
    package let weeksOfMonth: WeekOfMonthSet
    /// Start, minutes after midnight, 0..<1440.
    package let startMinute: Int
    /// End, minutes after the midnight that begins the start day, in `startMinute + 1 ...
    /// startMinute + 1440`: above 1440 the occurrence ends on the next day.
    package let endMinute: Int
    /// Which holidays suspend this window.
    package let holidayClass: SFHolidayClass

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - days: the weekdays an occurrence starts on.
    ///   - weeksOfMonth: the weeks of the month an occurrence starts in; every week by default.
    ///   - startMinute: start, minutes after midnight, 0...1440 (1440, as in `2400-600`, is midnight).
    ///   - endMinute: end, minutes after midnight, 0...1440. At or before the start it is on the next
    ///     day (`22:00–06:00`); equal to the start means 24 hours, so `0-0` is all day, as in the
    ///     city's data.
    ///   - holidayClass: the holidays that suspend the window.
    /// - Precondition: both minutes are 0...1440. Convert data with ``minuteOfDay(clock:)`` first.
    package init(
        days: WeekdaySet, weeksOfMonth: WeekOfMonthSet = .all, startMinute: Int, endMinute: Int,
        holidayClass: SFHolidayClass
    ) {
        precondition((0...1440).contains(startMinute), "start minute \(startMinute) is not 0...1440")
        precondition((0...1440).contains(endMinute), "end minute \(endMinute) is not 0...1440")
        self.days = days
        self.weeksOfMonth = weeksOfMonth
        self.startMinute = startMinute % 1440
        self.endMinute = endMinute > self.startMinute ? endMinute : endMinute + 1440
        self.holidayClass = holidayClass
    }

    /// A window in force all day (midnight to midnight) on the given days.
    static func allDay(
        days: WeekdaySet = .everyDay, weeksOfMonth: WeekOfMonthSet = .all, holidayClass: SFHolidayClass
    ) -> SFTimeWindow {
        SFTimeWindow(
            days: days, weeksOfMonth: weeksOfMonth, startMinute: 0, endMinute: 1440, holidayClass: holidayClass)
    }

    /// Checks the minutes a row of the data gives a window: a start 0..<1440 (`from`), an end
    /// 0...1440 (`to`), each refused naming `record` (the window's initializer requires them).
    static func checkMinutes(startMinute: Int, endMinute: Int, record: String) throws(ParkingDataError) {
        guard (0..<1440).contains(startMinute) else {
            throw .invalidValue(
                record: record, field: "from", value: "minute \(startMinute)", expected: "a minute 0..<1440")
        }
        guard (0...1440).contains(endMinute) else {
            throw .invalidValue(
                record: record, field: "to", value: "minute \(endMinute)", expected: "a minute 0...1440")
        }
    }

    /// Minutes after midnight of a clock time written `HHMM` as the city's data does: `800` → 480,
    /// `1830` → 1110, `0` → 0, `2400` → 1440. `nil` when the minutes are 60 or more, or the value is
    /// negative or above 2400.
    package static func minuteOfDay(clock: Int) -> Int? {
        guard (0...2400).contains(clock), clock % 100 < 60 else { return nil }
        return clock / 100 * 60 + clock % 100
    }

    /// Whether an occurrence ends on the day after it starts.
    var crossesMidnight: Bool { endMinute > 1440 }

    /// Whether an occurrence runs from midnight to midnight.
    package var isAllDay: Bool { startMinute == 0 && endMinute == 1440 }

    /// Whether the window is in force at every instant: all day, every day, every week, and on
    /// holidays too (its occurrences follow one another without a gap, forever).
    var isAlwaysInForce: Bool {
        isAllDay && days == .everyDay && weeksOfMonth == .all && holidayClass == .none
    }

    /// `Mon–Fri 8 AM–6 PM`, `Tue 8–10 AM, 1st & 3rd weeks`, `every day all day (never suspended)`.
    package var description: String {
        SFAnswerTexts.text(\.windows, for: self) { window in
            var text =
                "\(window.days) "
                + PacificTime.clockRange(startMinute: window.startMinute, endMinute: window.endMinute % 1440)
            if window.weeksOfMonth != .all { text += ", \(window.weeksOfMonth)" }
            switch window.holidayClass {
            case .general: break
            case .meters: text += " (meter holidays off)"
            case .nightSweeping: text += " (off only New Year's, Thanksgiving, Christmas)"
            case .none: text += " (holidays included)"
            }
            return text
        }
    }

    /// One occurrence of a window: from `start` (inclusive) to `end` (exclusive).
    package struct Occurrence: Hashable, Sendable {
        /// The day it starts (in San Francisco), the day its weekday, week and holiday are judged on.
        package let day: CivilDate
        /// The first instant in force.
        package let start: Date
        /// The first instant no longer in force.
        package let end: Date

        /// Whether `date` is in `[start, end)`.
        package func contains(_ date: Date) -> Bool { start <= date && date < end }

        /// `end − start` in seconds: elapsed time, so DST nights are an hour shorter or longer.
        package var duration: TimeInterval { end.timeIntervalSince(start) }
    }

    /// Whether an occurrence starts on `day`: its weekday and week match and it is not a holiday
    /// of ``holidayClass``. Complexity: O(1) (plus the calendar's overrides); no allocation.
    package func occurs(on day: CivilDate, holidays: SFHolidayCalendar = .sanFrancisco) -> Bool {
        occurs(onDay: day.daysSinceEpoch, holidays: holidays)
    }

    /// The occurrence starting on `day`, or `nil` when there is none (including a window lying
    /// wholly inside the spring-forward gap).
    package func occurrence(startingOn day: CivilDate, holidays: SFHolidayCalendar = .sanFrancisco) -> Occurrence? {
        occurrence(startingOnDay: day.daysSinceEpoch, holidays: holidays)
    }

    // MARK: - Day-number fast paths

    func occurs(onDay day: Int, holidays: SFHolidayCalendar) -> Bool {
        guard days.contains(Weekday(daysSinceEpoch: day)) else { return false }
        // No week or holiday to judge: the date itself is not needed.
        if weeksOfMonth == .all, holidayClass == .none { return true }
        let date = CivilDate(daysSinceEpoch: day)
        guard weeksOfMonth.contains(week: date.weekOfMonth) else { return false }
        return !holidays.isHoliday(date, for: holidayClass)
    }

    /// Start and end, in seconds since 1970, of the occurrence starting on `day` if the window
    /// occurred that day (weekday, week and holidays not checked); `nil` inside the DST gap.
    func bounds(onDay day: Int) -> (start: Int, end: Int)? {
        let midnight = day * 86_400
        let start = PacificTime.boundarySeconds(fromLocalSeconds: midnight + startMinute * 60, resolving: .earlier)
        let end = PacificTime.boundarySeconds(fromLocalSeconds: midnight + endMinute * 60, resolving: .later)
        return end > start ? (start, end) : nil
    }

    func occurrence(startingOnDay day: Int, holidays: SFHolidayCalendar) -> Occurrence? {
        guard occurs(onDay: day, holidays: holidays), let bounds = bounds(onDay: day) else { return nil }
        return Occurrence(
            day: CivilDate(daysSinceEpoch: day),
            start: Date(timeIntervalSince1970: Double(bounds.start)),
            end: Date(timeIntervalSince1970: Double(bounds.end)))
    }
}
