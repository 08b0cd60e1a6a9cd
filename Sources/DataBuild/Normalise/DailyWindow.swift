/// The time of day a rule is in force, as minutes after midnight: `start` in 0..<1440 and `end`
/// in 1...1440 (1440 is "24:00", the end of the day). All day is 0–1440. A window whose end is not
/// after its start crosses midnight (22:00–06:00 is in force from 22:00 until 06:00 next morning).
struct DailyWindow: Hashable, Comparable, Sendable {
    /// Minutes after midnight when the window opens, 0..<1440.
    let start: Int
    /// Minutes after midnight when it closes, 1...1440.
    let end: Int

    /// The whole day, 00:00–24:00.
    static let allDay = DailyWindow(uncheckedStart: 0, end: 1440)

    private init(uncheckedStart: Int, end: Int) {
        start = uncheckedStart
        self.end = end
    }

    /// A window from `start` to `end` minutes, or `nil` if either is out of range or they are equal
    /// (a zero-length window is a data error, not "all day": callers decide what all day looks like).
    init?(start: Int, end: Int) {
        guard (0..<1440).contains(start), (1...1440).contains(end), start != end else { return nil }
        self.init(uncheckedStart: start, end: end)
    }

    /// Whether the window spans the whole day.
    var isAllDay: Bool { start == 0 && end == 1440 }

    /// Whether the window runs past midnight into the next day.
    var crossesMidnight: Bool { end <= start }

    /// "HH:MM" of the start ("00:00" … "23:59").
    var from: String { Self.clock(start) }

    /// "HH:MM" of the end ("00:01" … "24:00").
    var to: String { Self.clock(end) }

    /// "HH:MM" of a minute of the day.
    static func clock(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }

    /// "8am", "9pm", "8:30am", "12pm" (noon), "12am" (midnight), for descriptions.
    static func spoken(_ minutes: Int) -> String {
        let hours = (minutes / 60) % 24, rest = minutes % 60
        let twelve = hours % 12 == 0 ? 12 : hours % 12
        let suffix = hours < 12 ? "am" : "pm"
        return String(twelve) + (rest == 0 ? "" : ":" + (rest < 10 ? "0" : "") + String(rest)) + suffix
    }

    /// "8am–9pm", or "all day".
    var spoken: String { isAllDay ? "all day" : Self.spoken(start) + "–" + Self.spoken(end) }

    /// "08:00–18:00", for the report.
    var label: String { from + "–" + to }

    static func < (lhs: DailyWindow, rhs: DailyWindow) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}
