import Foundation

extension CurbWindow {
    /// How many days ahead searches look by default: more than the longest gap between two
    /// occurrences of any window in the city's data (119 days for a 5th-week-only rule) and more
    /// than a year, so a yearly pattern is found too.
    static let defaultSearchDays = 400

    /// Whether the window is in force at `date`: some occurrence has `start <= date < end`.
    ///
    /// An occurrence that started yesterday and crosses midnight counts. Complexity: O(1); no
    /// allocation.
    package func isInForce(at date: Date, in calendar: CityCalendar) -> Bool {
        occurrence(containing: date, in: calendar) != nil
    }

    /// The occurrence in force at `date`, or `nil`. Complexity: O(1); no allocation.
    package func occurrence(containing date: Date, in calendar: CityCalendar) -> Occurrence? {
        let today = calendar.localDay(of: date)
        if let occurrence = occurrence(startingOnDay: today, in: calendar), occurrence.contains(date) {
            return occurrence
        }
        // Yesterday's occurrence may run past midnight into today.
        if let occurrence = occurrence(startingOnDay: today - 1, in: calendar), occurrence.contains(date) {
            return occurrence
        }
        return nil
    }

    /// The end of the occurrence in force at `date`, or `nil` when the window is not in force.
    ///
    /// Occurrences are not merged: for an all-day window on consecutive days this is the coming
    /// midnight, although the next occurrence starts at that same instant.
    package func end(ofOccurrenceContaining date: Date, in calendar: CityCalendar) -> Date? {
        occurrence(containing: date, in: calendar)?.end
    }

    /// The start of the first occurrence starting strictly after `date`, searching the occurrences
    /// that start on `date`'s own day (so a start later the same day is found, never skipped) and
    /// the `withinDays` days after it; `nil` when there is none.
    ///
    /// If the window is in force at `date` this is still the *next* start (for an all-day window,
    /// the coming midnight); ask ``isInForce(at:in:)`` about now.
    ///
    /// - Complexity: O(`withinDays`) cheap day checks; no allocation.
    func nextStart(
        after date: Date, withinDays: Int = CurbWindow.defaultSearchDays, in calendar: CityCalendar
    ) -> Date? {
        nextOccurrence(after: date, withinDays: withinDays, in: calendar)?.start
    }

    /// The first occurrence starting strictly after `date`; see ``nextStart(after:withinDays:in:)``.
    func nextOccurrence(
        after date: Date, withinDays: Int = CurbWindow.defaultSearchDays, in calendar: CityCalendar
    ) -> Occurrence? {
        let today = calendar.localDay(of: date)
        let instant = date.timeIntervalSince1970
        var day = today
        while day <= today + withinDays {
            if occurs(onDay: day, in: calendar), let bounds = bounds(onDay: day, in: calendar),
                Double(bounds.start) > instant
            {
                return Occurrence(
                    day: CivilDate(daysSinceEpoch: day),
                    start: Date(timeIntervalSince1970: Double(bounds.start)),
                    end: Date(timeIntervalSince1970: Double(bounds.end)))
            }
            day += 1
        }
        return nil
    }

    /// The first end of an occurrence after `date`: the end of the occurrence in force, or else of
    /// the next one; `nil` when neither exists within `withinDays`.
    func nextEnd(
        after date: Date, withinDays: Int = CurbWindow.defaultSearchDays, in calendar: CityCalendar
    ) -> Date? {
        if let current = occurrence(containing: date, in: calendar) { return current.end }
        return nextOccurrence(after: date, withinDays: withinDays, in: calendar)?.end
    }
}
