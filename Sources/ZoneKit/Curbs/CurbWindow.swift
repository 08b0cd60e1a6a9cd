import Foundation

/// When a regulation is in force, compiled for evaluation: on some weekdays, in some weeks of the
/// month, from a start to an end time of day on the city's clock, except on the days of a
/// designated period (`holidays`). One time-of-day range of a ``CurbTimeSpan``, as San Francisco's
/// rules are read: each day that matches gives one **occurrence**, the half-open interval of
/// instants `[start, end)`; ``isInForce(at:in:)`` and ``nextStart(after:withinDays:in:)`` are built
/// on occurrences and used everywhere.
///
/// - **Crossing midnight**: an end at or before the start is on the next day. An occurrence
///   belongs to the day it **starts**: "Mon 22:00–06:00" runs from Monday 22:00 into Tuesday, and
///   weekday, week of month and designated period are all judged on Monday.
/// - **All day**: start 0 and end 1440 (also written `0-0` or `0-2400`); one occurrence per day,
///   midnight to midnight. Back-to-back occurrences are not merged.
/// - **Designated periods**: an occurrence whose start day lies in ``exceptDuring`` (by the
///   ``CityCalendar``) does not happen.
/// - **Daylight saving time**: boundaries are wall-clock times. A start or end inside the
///   spring-forward gap is the instant the clock jumps forward (a 2:00 start begins at 3:00 PDT;
///   a window lying wholly inside the gap does not happen that day). A start inside the repeated
///   fall-back hour is its first occurrence and an end its second (an end at the hour's very start,
///   1:00, its first: ``TimeZoneTransitions/rangeSeconds(onDay:startMinute:endMinute:)``), so an occurrence runs
///   from the first instant the clock reads a time inside the window to the last (and, for an end
///   inside the repeated hour, covers the rest of the first pass through it).
///
/// Stored as a few plain bytes (two bitmasks, two small integers, a period's key); evaluating it
/// allocates nothing.
package struct CurbWindow: Hashable, Sendable {
    /// The weekdays on which an occurrence may start.
    package let days: WeekdaySet
    /// The weeks of the month (`ceil(day / 7)` of the start day) in which an occurrence may start.
    package let weeksOfMonth: WeekOfMonthSet
    /// Start, minutes after midnight, 0..<1440.
    package let startMinute: Int
    /// End, minutes after the midnight that begins the start day, in `startMinute + 1 ...
    /// startMinute + 1440`: above 1440 the occurrence ends on the next day.
    package let endMinute: Int
    /// The designated period whose days suspend the window (CurbLR `except during`); `nil` when
    /// nothing suspends it.
    package let exceptDuring: CurbPeriodKey?

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - days: the weekdays an occurrence starts on.
    ///   - weeksOfMonth: the weeks of the month an occurrence starts in; every week by default.
    ///   - startMinute: start, minutes after midnight, 0...1440 (1440, as in `2400-600`, is midnight).
    ///   - endMinute: end, minutes after midnight, 0...1440. At or before the start it is on the next
    ///     day (`22:00–06:00`); equal to the start means 24 hours, so `0-0` is all day.
    ///   - exceptDuring: the designated period whose days suspend the window, if any.
    /// - Precondition: both minutes are 0...1440.
    package init(
        days: WeekdaySet, weeksOfMonth: WeekOfMonthSet = .all, startMinute: Int, endMinute: Int,
        exceptDuring: CurbPeriodKey?
    ) {
        precondition((0...1440).contains(startMinute), "start minute \(startMinute) is not 0...1440")
        precondition((0...1440).contains(endMinute), "end minute \(endMinute) is not 0...1440")
        self.days = days
        self.weeksOfMonth = weeksOfMonth
        self.startMinute = startMinute % 1440
        self.endMinute = endMinute > self.startMinute ? endMinute : endMinute + 1440
        self.exceptDuring = exceptDuring
    }

    /// Whether an occurrence ends on the day after it starts.
    var crossesMidnight: Bool { endMinute > 1440 }

    /// Whether an occurrence runs from midnight to midnight.
    package var isAllDay: Bool { startMinute == 0 && endMinute == 1440 }

    /// Whether the window is in force at every instant: all day, every day, every week, and never
    /// suspended (its occurrences follow one another without a gap, forever).
    var isAlwaysInForce: Bool {
        isAllDay && days == .everyDay && weeksOfMonth == .all && exceptDuring == nil
    }

    /// One occurrence of a window: from `start` (inclusive) to `end` (exclusive).
    package struct Occurrence: Hashable, Sendable {
        /// The day it starts (on the city's clock), the day its weekday, week and period are judged on.
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

    /// Whether an occurrence starts on `day`: its weekday and week match and it is not a day of
    /// ``exceptDuring``. Complexity: O(1) (plus the calendar's rules); no allocation.
    package func occurs(on day: CivilDate, in calendar: CityCalendar) -> Bool {
        occurs(onDay: day.daysSinceEpoch, in: calendar)
    }

    /// The occurrence starting on `day`, or `nil` when there is none (including a window lying
    /// wholly inside the spring-forward gap).
    package func occurrence(startingOn day: CivilDate, in calendar: CityCalendar) -> Occurrence? {
        occurrence(startingOnDay: day.daysSinceEpoch, in: calendar)
    }

    // MARK: - Day-number fast paths

    func occurs(onDay day: Int, in calendar: CityCalendar) -> Bool {
        guard days.contains(Weekday(daysSinceEpoch: day)) else { return false }
        // No week or period to judge: the date itself is not needed.
        if weeksOfMonth == .all, exceptDuring == nil { return true }
        let date = CivilDate(daysSinceEpoch: day)
        guard weeksOfMonth.contains(week: date.weekOfMonth) else { return false }
        guard let exceptDuring else { return true }
        return !calendar.isDay(date, in: exceptDuring)
    }

    /// Start and end, in seconds since 1970, of the occurrence starting on `day` if the window
    /// occurred that day (weekday, week and period not checked); `nil` inside the DST gap.
    func bounds(onDay day: Int, in calendar: CityCalendar) -> (start: Int, end: Int)? {
        calendar.timeZone.clock.rangeSeconds(onDay: day, startMinute: startMinute, endMinute: endMinute)
    }

    func occurrence(startingOnDay day: Int, in calendar: CityCalendar) -> Occurrence? {
        guard occurs(onDay: day, in: calendar), let bounds = bounds(onDay: day, in: calendar) else { return nil }
        return Occurrence(
            day: CivilDate(daysSinceEpoch: day),
            start: Date(timeIntervalSince1970: Double(bounds.start)),
            end: Date(timeIntervalSince1970: Double(bounds.end)))
    }
}
