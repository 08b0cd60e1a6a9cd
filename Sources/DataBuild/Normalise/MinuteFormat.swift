/// How the generated files and the report write minutes of the day (ZoneKit's convention: 0 is
/// midnight, 1440 the midnight that ends the day).
enum MinuteFormat {
    /// `HH:MM`, the form of the files' `from` and `to` (`00:00` … `24:00`), which ZoneKit reads back.
    static func clock(_ minute: Int) -> String {
        let hours = minute / 60, rest = minute % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }

    /// `08:00–18:00`, for the report.
    static func range(start: Int, end: Int) -> String { clock(start) + "–" + clock(end) }

    /// `8am`, `9pm`, `8:30am`, `12pm` (noon), `12am` (midnight): the zone file's rule descriptions,
    /// written as the seed file writes them.
    static func spoken(_ minute: Int) -> String {
        let hours = (minute / 60) % 24, rest = minute % 60
        let twelve = hours % 12 == 0 ? 12 : hours % 12
        let suffix = hours < 12 ? "am" : "pm"
        return String(twelve) + (rest == 0 ? "" : ":" + (rest < 10 ? "0" : "") + String(rest)) + suffix
    }

    /// `8am–9pm`, or `all day` from midnight to midnight.
    static func spokenRange(start: Int, end: Int) -> String {
        start == 0 && end == 1440 ? "all day" : spoken(start) + "–" + spoken(end)
    }
}
