import ZoneKit

/// What the text of a time-limit row says about its limit, days and hours, beside the structured
/// columns: the sign text after the line style in `SYM_RPP2` (`black, 2.0 pt, no dash | 2, M-F,
/// 800-2100`: limit in hours, days, hours) and the resolution text some rows carry in `REGDETAILS`
/// (`MM. ESTABLISH – 4-HOUR TIME LIMIT, 8 AM TO 6 PM, EXCEPT SUNDAYS`). Each part is read only when
/// it is unambiguous; a part that does not read is left out, not guessed.
struct SignText: Sendable {
    /// The limit in minutes.
    var limitMinutes: Int?
    /// The days.
    var days: WeekdaySet?
    /// The hours, as ``HoursParser`` gives them.
    var hours: (start: Int, end: Int)?

    /// Whether no part was read.
    var isEmpty: Bool { limitMinutes == nil && days == nil && hours == nil }

    /// The sign text of a `SYM_RPP2` value: the part after the last `|`, `<hours>, <days>, <from>-<to>`.
    /// A part of the three that does not read (`M0Su`) is left out; the others still count.
    static func symbol(_ raw: String) -> SignText? {
        guard let bar = raw.lastIndex(of: "|") else { return nil }
        let parts = raw[raw.index(after: bar)...].split(separator: ",").map { $0.trimmingSpaces() }
        guard parts.count == 3 else { return nil }
        var text = SignText()
        if case .minutes(let minutes) = HourLimit.read(parts[0]) { text.limitMinutes = minutes }
        text.days = WeekdaySet.parse(days: parts[1])
        text.hours = HoursParser.range(parts[2])
        return text.isEmpty ? nil : text
    }

    /// The resolution text of a `REGDETAILS` value: `N-HOUR TIME LIMIT` or `N Hour Time Limit`
    /// (the limit), `8 AM TO 6 PM` (the hours), `EXCEPT SUNDAYS` (Mon–Sat), `MONDAY THROUGH FRIDAY`,
    /// `MONDAY THROUGH SATURDAY`, `EVERYDAY` (the days). Most values are resolution numbers or
    /// survey notes (`Streetview verified - June 2015`), which say nothing here.
    static func details(_ raw: String) -> SignText? {
        let words = raw.uppercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "," || $0 == "." })
            .map(String.init)
        var text = SignText()
        for index in words.indices {
            let rest = words[index...]
            if rest.starts(with: ["TIME", "LIMIT"]) || rest.starts(with: ["TIME", "LIMITED"]) {
                if index >= 2, words[index - 1] == "HOUR", let hours = Int(words[index - 2]), hours > 0, hours < 100 {
                    text.limitMinutes = hours * 60
                }
            }
            if index + 4 < words.count, words[index + 2] == "TO",
                let start = clock(words[index], words[index + 1]), let end = clock(words[index + 3], words[index + 4])
            {
                text.hours = HoursParser.hours(fromTime: start, toTime: end)
            }
        }
        let joined = words.joined(separator: " ")
        if joined.contains("EXCEPT SUNDAYS") || joined.contains("MONDAY THROUGH SATURDAY") {
            text.days = WeekdaySet.parse(days: "M-Sa")
        } else if joined.contains("MONDAY THROUGH FRIDAY") {
            text.days = WeekdaySet.parse(days: "M-F")
        } else if joined.contains("EVERYDAY") || joined.contains("EVERY DAY") {
            text.days = .everyDay
        }
        return text.isEmpty ? nil : text
    }

    /// `8am` from `8` and `AM`, or `nil`.
    private static func clock(_ number: String, _ meridiem: String) -> String? {
        guard meridiem == "AM" || meridiem == "PM", (1...2).contains(number.count), number.allSatisfy(\.isASCIIDigit)
        else { return nil }
        return number + meridiem.lowercased()
    }
}
