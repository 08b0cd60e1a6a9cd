import Foundation

extension PacificTime {
    /// `Mon Nov 23 10:00 AM`: weekday, month, day and clock time in San Francisco.
    ///
    /// Seconds are dropped (truncated, never rounded up, so a deadline is never shown later than it
    /// is). No year: answers are about the next days and weeks.
    public static func dayAndTime(_ date: Date) -> String {
        localDateTime(for: date).dayAndTimeText
    }

    /// `6:00 PM` when `date` is on `reference`'s day in San Francisco, else `Tue Nov 24 9:00 AM`:
    /// a time in a sentence about a stay that began at `reference`.
    package static func clockOrDayAndTime(_ date: Date, sameDayAs reference: Date) -> String {
        localDateTime(for: date).date == localDateTime(for: reference).date ? clockTime(date) : dayAndTime(date)
    }

    /// `Tue Jan 5 2028`: weekday, month, day and year, for a day that may be far from now.
    package static func dayAndYear(_ day: CivilDate) -> String {
        "\(day.weekday.shortName) \(LocalDateTime.monthNames[day.month - 1]) \(day.day) \(day.year)"
    }

    /// `8:00 AM`, `12:30 PM`, `12:00 AM` (midnight): the clock time in San Francisco, seconds
    /// truncated.
    public static func clockTime(_ date: Date) -> String {
        clockTime(minuteOfDay: localDateTime(for: date).minuteOfDay)
    }

    /// `8:00 AM` for minute 480 of the day; 0 and 1440 are both `12:00 AM`.
    ///
    /// - Precondition: `minuteOfDay` is 0...1440.
    public static func clockTime(minuteOfDay: Int) -> String {
        let parts = clockParts(minuteOfDay)
        return "\(parts.hour):\(LocalDateTime.twoDigits(parts.minute)) \(parts.meridiem)"
    }

    /// A window of the day as signs write it: `8–10 AM`, `8:30–10 AM`, `8 AM–6 PM`, `10 PM–6 AM`,
    /// `12–6 AM` (from midnight), `all day` (start 0 and end 1440, or start equal to end).
    ///
    /// - Parameters:
    ///   - startMinute: start, minutes after midnight, 0...1440.
    ///   - endMinute: end, minutes after midnight, 0...1440; at or before the start it is the next day.
    public static func clockRange(startMinute: Int, endMinute: Int) -> String {
        let start = startMinute % 1440
        let end = endMinute % 1440
        if start == end { return start == 0 ? "all day" : "24 hours from \(shortClock(start, meridiem: true))" }
        let sameMeridiem = clockParts(start).meridiem == clockParts(end).meridiem && start < end
        return "\(shortClock(start, meridiem: !sameMeridiem))–\(shortClock(end, meridiem: true))"
    }

    /// `2026-11-23T10:00:00-08:00`: ISO 8601 in San Francisco time with the offset in force, for
    /// JSON. Seconds truncated.
    public static func iso8601(_ date: Date) -> String {
        let utc = UnixTime.seconds(date)
        let offset = utcOffset(atUnixSeconds: utc)
        return LocalDateTime(localSecondsSinceEpoch: utc + offset).iso8601(offset: offset)
    }

    /// `2 h`, `1 h 30 min`, `20 min`, `72 h`: an elapsed duration in whole minutes.
    public static func duration(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }

    private static func clockParts(_ minuteOfDay: Int) -> (hour: Int, minute: Int, meridiem: String) {
        let minutes = minuteOfDay % 1440
        let hour24 = minutes / 60
        let hour12 = hour24 % 12 == 0 ? 12 : hour24 % 12
        return (hour12, minutes % 60, hour24 < 12 ? "AM" : "PM")
    }

    private static func shortClock(_ minuteOfDay: Int, meridiem: Bool) -> String {
        let parts = clockParts(minuteOfDay)
        let time = parts.minute == 0 ? "\(parts.hour)" : "\(parts.hour):\(LocalDateTime.twoDigits(parts.minute))"
        return meridiem ? "\(time) \(parts.meridiem)" : time
    }
}
