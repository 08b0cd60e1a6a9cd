/// Reads the time-of-day values of the regulations file.
///
/// `HOURS` holds `800-1800`, `0900-2000`, `800 - 1800`, `2400-600` (midnight to 6am) and the
/// all-day forms `0-0` and `0-2400`; `HRS_BEGIN`/`HRS_END` hold the same numbers split in two;
/// `FROM_TIME`/`TO_TIME` hold `8am`, `830pm`, `12am`, and sometimes `700` or `2359`.
enum HoursParser {
    /// The window of a `HOURS`-style range such as `800-1800`, or `nil` when it is not one.
    /// `0-0` and `0-2400` (and any range from midnight to midnight) are all day.
    static func range(_ raw: String) -> DailyWindow? {
        let parts = raw.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard parts.count == 2 else { return nil }
        return window(begin: parts[0], end: parts[1])
    }

    /// The window from a begin and an end token in the `HOURS` number form (`800`, `2400`, `0`).
    static func window(begin: String, end: String) -> DailyWindow? {
        guard let start = militaryMinutes(begin), let stop = militaryMinutes(end) else { return nil }
        return window(startMinutes: start, endMinutes: stop)
    }

    /// The window from two `FROM_TIME`/`TO_TIME` values (`8am`, `830pm`, `12am`, `700`).
    static func window(fromTime: String, toTime: String) -> DailyWindow? {
        guard let start = clockMinutes(fromTime), let stop = clockMinutes(toTime) else { return nil }
        return window(startMinutes: start, endMinutes: stop)
    }

    /// Midnight may be written 0 or 2400 (24:00) at either end; a window from midnight to midnight
    /// is the whole day.
    private static func window(startMinutes: Int, endMinutes: Int) -> DailyWindow? {
        let start = startMinutes % 1440
        let end = endMinutes == 0 ? 1440 : endMinutes
        if start == 0 && end == 1440 { return .allDay }
        return DailyWindow(start: start, end: end)
    }

    /// Minutes after midnight of a 1–4 digit `HHMM` number (`800`, `0900`, `1330`, `2400`, `0`).
    static func militaryMinutes(_ raw: String) -> Int? {
        let text = raw.trimmingSpaces()
        guard (1...4).contains(text.count), text.allSatisfy(\.isASCIIDigit), let number = Int(text) else { return nil }
        let hours = number / 100, minutes = number % 100
        guard minutes < 60, hours < 24 || (hours == 24 && minutes == 0) else { return nil }
        return hours * 60 + minutes
    }

    /// Minutes after midnight of `8am`, `8:30pm`, `830pm`, `12am` (midnight), `12pm` (noon), or of
    /// a bare `HHMM` number.
    static func clockMinutes(_ raw: String) -> Int? {
        let text = raw.trimmingSpaces().lowercased().replacingColons()
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

extension String {
    fileprivate func replacingColons() -> String { String(filter { $0 != ":" }) }
}
