/// A set of weeks of the month, 1...5, as a 5-bit mask (bit `n - 1` for week `n`).
///
/// Week `n` of a day is the `n`th occurrence of its weekday in the month, `ceil(day / 7)` (see
/// ``CivilDate/weekOfMonth``): "2nd & 4th Tuesday" is `[.second, .fourth]` on Tuesdays.
package struct WeekOfMonthSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// Bit `n - 1` set for each week `n`; bits above the fifth are never set.
    package let rawValue: UInt8

    /// Creates a set from a mask; bits above the fifth are dropped.
    package init(rawValue: UInt8) { self.rawValue = rawValue & 0x1F }

    /// The set of the given week numbers.
    ///
    /// - Precondition: every number is 1...5.
    package init(weeks: some Sequence<Int>) {
        self.init(
            rawValue: weeks.reduce(0) { mask, week in
                precondition((1...5).contains(week), "week of month \(week) is not 1...5")
                return mask | 1 << UInt8(week - 1)
            })
    }

    /// Days 1–7.
    package static let first = WeekOfMonthSet(rawValue: 1 << 0)
    /// Days 8–14.
    package static let second = WeekOfMonthSet(rawValue: 1 << 1)
    /// Days 15–21.
    package static let third = WeekOfMonthSet(rawValue: 1 << 2)
    /// Days 22–28.
    package static let fourth = WeekOfMonthSet(rawValue: 1 << 3)
    /// Days 29–31, which only some months have for a given weekday.
    package static let fifth = WeekOfMonthSet(rawValue: 1 << 4)
    /// Every week.
    package static let all = WeekOfMonthSet(rawValue: 0x1F)

    /// Whether week `week` (1...5) is a member; `false` for any other number.
    package func contains(week: Int) -> Bool {
        (1...5).contains(week) && rawValue & (1 << UInt8(week - 1)) != 0
    }

    /// `every week`, `1st & 3rd weeks`, `2nd, 4th & 5th weeks`, `no weeks`.
    package var description: String {
        if self == .all { return "every week" }
        let ordinals = ["1st", "2nd", "3rd", "4th", "5th"]
        let names = (1...5).filter { contains(week: $0) }.map { ordinals[$0 - 1] }
        switch names.count {
        case 0: return "no weeks"
        case 1: return "\(names[0]) week"
        default: return "\(names.dropLast().joined(separator: ", ")) & \(names[names.count - 1]) weeks"
        }
    }
}
