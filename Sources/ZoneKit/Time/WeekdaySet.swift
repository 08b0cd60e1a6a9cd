/// A set of weekdays as a 7-bit mask (bit `n` is the weekday with raw value `n`): one byte, no
/// allocation, O(1) membership.
package struct WeekdaySet: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// Bit `Weekday.rawValue` set for each member; bit 7 is never set.
    package let rawValue: UInt8

    /// Creates a set from a mask; bits above the seventh are dropped.
    package init(rawValue: UInt8) { self.rawValue = rawValue & 0x7F }

    /// The set holding one weekday.
    package init(_ weekday: Weekday) { self.init(rawValue: 1 << UInt8(weekday.rawValue)) }

    /// The set holding every weekday of `weekdays`.
    package init(_ weekdays: some Sequence<Weekday>) {
        self.init(rawValue: weekdays.reduce(0) { $0 | 1 << UInt8($1.rawValue) })
    }

    /// Sundays.
    package static let sunday = WeekdaySet(.sunday)
    /// Mondays.
    package static let monday = WeekdaySet(.monday)
    /// Tuesdays.
    package static let tuesday = WeekdaySet(.tuesday)
    /// Wednesdays.
    package static let wednesday = WeekdaySet(.wednesday)
    /// Thursdays.
    package static let thursday = WeekdaySet(.thursday)
    /// Fridays.
    package static let friday = WeekdaySet(.friday)
    /// Saturdays.
    package static let saturday = WeekdaySet(.saturday)
    /// Monday to Friday (`M-F`).
    static let mondayToFriday = WeekdaySet(rawValue: 0b011_1110)
    /// Monday to Saturday (`M-Sa`, and `M-S` in the city's data).
    static let mondayToSaturday = WeekdaySet(rawValue: 0b111_1110)
    /// Every day (`M-Su`).
    package static let everyDay = WeekdaySet(rawValue: 0b111_1111)

    /// Whether `weekday` is a member.
    package func contains(_ weekday: Weekday) -> Bool {
        rawValue & (1 << UInt8(weekday.rawValue)) != 0
    }

    /// `every day`, `Mon–Fri`, `Mon, Thu`, `Sat–Sun`, `no days`: Monday first, runs of three or
    /// more days joined with an en dash.
    package var description: String {
        if self == .everyDay { return "every day" }
        if isEmpty { return "no days" }
        let mondayFirst: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]
        var parts: [String] = []
        var index = 0
        while index < mondayFirst.count {
            guard contains(mondayFirst[index]) else {
                index += 1
                continue
            }
            var runEnd = index
            while runEnd + 1 < mondayFirst.count, contains(mondayFirst[runEnd + 1]) { runEnd += 1 }
            if runEnd - index >= 2 {
                parts.append("\(mondayFirst[index].shortName)–\(mondayFirst[runEnd].shortName)")
            } else {
                parts.append(contentsOf: mondayFirst[index...runEnd].map(\.shortName))
            }
            index = runEnd + 1
        }
        return parts.joined(separator: ", ")
    }
}
