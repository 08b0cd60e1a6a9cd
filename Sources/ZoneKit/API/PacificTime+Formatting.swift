import Foundation

extension PacificTime {
    /// `Mon Nov 23 10:00 AM`: weekday, month, day and clock time in San Francisco.
    ///
    /// Seconds are dropped (truncated, never rounded up, so a deadline is never shown later than it
    /// is). No year: answers are about the next days and weeks.
    public static func dayAndTime(_ date: Date) -> String {
        let local = localDateTime(for: date)
        return
            "\(local.weekday.shortName) \(monthNames[local.month - 1]) \(local.day) \(clockTime(minuteOfDay: local.minuteOfDay))"
    }

    /// `6:00 PM` when `date` is on `reference`'s day in San Francisco, else `Tue Nov 24 9:00 AM`:
    /// a time in a sentence about a stay that began at `reference`.
    package static func clockOrDayAndTime(_ date: Date, sameDayAs reference: Date) -> String {
        localDateTime(for: date).date == localDateTime(for: reference).date ? clockTime(date) : dayAndTime(date)
    }

    /// `Tue Jan 5 2028`: weekday, month, day and year, for a day that may be far from now.
    package static func dayAndYear(_ day: CivilDate) -> String {
        "\(day.weekday.shortName) \(monthNames[day.month - 1]) \(day.day) \(day.year)"
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
        let local = LocalDateTime(localSecondsSinceEpoch: utc + offset)
        let sign = offset < 0 ? "-" : "+"
        let hours = abs(offset) / 3600
        let minutes = abs(offset) / 60 % 60
        guard (1000...9999).contains(local.year) else {
            return "\(local)\(sign)\(LocalDateTime.twoDigits(hours)):\(LocalDateTime.twoDigits(minutes))"
        }
        // Written digit by digit into the string's own storage: records carry several of these
        // each, and interpolation (then an array of the fields) was a noticeable part of writing
        // them.
        let separator = UInt8(ascii: offset < 0 ? "-" : "+")
        return String(unsafeUninitializedCapacity: 25) { buffer in
            var index = 0
            func put(_ value: Int, width: Int, then separator: UInt8?) {
                var rest = value
                for place in (0..<width).reversed() {
                    buffer[index + place] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                    rest /= 10
                }
                index += width
                if let separator {
                    buffer[index] = separator
                    index += 1
                }
            }
            put(local.year, width: 4, then: UInt8(ascii: "-"))
            put(local.month, width: 2, then: UInt8(ascii: "-"))
            put(local.day, width: 2, then: UInt8(ascii: "T"))
            put(local.hour, width: 2, then: UInt8(ascii: ":"))
            put(local.minute, width: 2, then: UInt8(ascii: ":"))
            put(local.second, width: 2, then: separator)
            put(hours, width: 2, then: UInt8(ascii: ":"))
            put(minutes, width: 2, then: nil)
            return index
        }
    }

    /// `2 h`, `1 h 30 min`, `20 min`, `72 h`: an elapsed duration in whole minutes.
    public static func duration(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }

    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

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
