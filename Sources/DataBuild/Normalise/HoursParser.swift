import ZoneKit

/// Reads the time-of-day values of the regulations file into minutes of the day as ZoneKit's
/// ``ZoneKit/SFBlockFaceRegulation`` takes them: a start 0..<1440 and an end 1...1440 (1440 is
/// `24:00`); an end at or before the start is on the next day, and 0–1440 is all day.
///
/// `HOURS` holds `800-1800`, `0900-2000`, `800 - 1800`, `2400-600` (midnight to 6am) and the
/// all-day forms `0-0` and `0-2400`; `HRS_BEGIN`/`HRS_END` hold the same numbers split in two;
/// `FROM_TIME`/`TO_TIME` hold `8am`, `830pm`, `12am`, and sometimes `700` or `2359`.
enum HoursParser {
    /// The hours of a `HOURS`-style range such as `800-1800`, or `nil` when it is not one.
    /// `0-0` and `0-2400` (and any range from midnight to midnight) are all day.
    static func range(_ raw: String) -> (start: Int, end: Int)? {
        let parts = raw.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard parts.count == 2 else { return nil }
        return hours(begin: parts[0], end: parts[1])
    }

    /// The hours from a begin and an end token in the `HOURS` number form (`800`, `2400`, `0`).
    static func hours(begin: String, end: String) -> (start: Int, end: Int)? {
        guard let start = militaryMinutes(begin), let stop = militaryMinutes(end) else { return nil }
        return hours(startMinutes: start, endMinutes: stop)
    }

    /// The hours from two `FROM_TIME`/`TO_TIME` values (`8am`, `830pm`, `12am`, `700`).
    static func hours(fromTime: String, toTime: String) -> (start: Int, end: Int)? {
        guard let start = clockMinutes(fromTime), let stop = clockMinutes(toTime) else { return nil }
        return hours(startMinutes: start, endMinutes: stop)
    }

    /// Midnight may be written 0 or 2400 at either end; a range from midnight to midnight is the
    /// whole day. Any other range of zero length is a data error, not "all day": `nil`.
    private static func hours(startMinutes: Int, endMinutes: Int) -> (start: Int, end: Int)? {
        let start = startMinutes % 1440
        let end = endMinutes == 0 ? 1440 : endMinutes
        if start == 0 && end == 1440 { return (0, 1440) }
        guard start != end else { return nil }
        return (start, end)
    }

    /// Minutes after midnight of a 1–4 digit `HHMM` number (`800`, `0900`, `1330`, `2400`, `0`),
    /// read with ZoneKit's ``ZoneKit/CurbWindow/minuteOfDay(clock:)``.
    static func militaryMinutes(_ raw: String) -> Int? {
        let text = raw.trimmingSpaces()
        guard (1...4).contains(text.count), text.allSatisfy(\.isASCIIDigit), let number = Int(text) else { return nil }
        return CurbWindow.minuteOfDay(clock: number)
    }

    /// Minutes after midnight of `8am`, `8:30pm`, `830pm`, `12am` (midnight), `12pm` (noon), or of
    /// a bare `HHMM` number.
    static func clockMinutes(_ raw: String) -> Int? {
        let text = String(raw.trimmingSpaces().lowercased().filter { $0 != ":" })
        guard text.hasSuffix("am") || text.hasSuffix("pm") else { return militaryMinutes(text) }
        let isPM = text.hasSuffix("pm")
        let digits = String(text.dropLast(2)).trimmingSpaces()
        guard (1...4).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let number = Int(digits) else {
            return nil
        }
        let (hours, minutes) = digits.count <= 2 ? (number, 0) : (number / 100, number % 100)
        guard (1...12).contains(hours), minutes < 60 else { return nil }
        return ((hours % 12) + (isPM ? 12 : 0)) * 60 + minutes
    }
}

extension Character {
    /// Whether the character is one of 0–9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
