/// A set of days on which a rule applies: weekdays, and for street sweeping the pseudo-day
/// "public holiday" (the official schema's `WeekDay = Holiday`: sweeping that happens on holidays).
struct DaySet: Hashable, Comparable, Sendable {
    /// Bits 0–6 are Monday–Sunday; bit 7 is "on public holidays".
    private(set) var bits: UInt8

    /// The empty set.
    static let none = DaySet(bits: 0)
    /// Every day of the week.
    static let everyDay = DaySet(bits: 0x7F)
    /// The pseudo-day "on public holidays".
    static let publicHoliday = DaySet(bits: 0x80)

    private init(bits: UInt8) { self.bits = bits }

    /// The set holding `days`.
    init<S: Sequence>(_ days: S) where S.Element == Weekday {
        bits = 0
        for day in days { insert(day) }
    }

    /// Whether the set holds no day at all.
    var isEmpty: Bool { bits == 0 }

    /// Whether the set holds the "on public holidays" pseudo-day.
    var includesPublicHolidays: Bool { bits & 0x80 != 0 }

    /// The weekdays, Monday first.
    var weekdays: [Weekday] { Weekday.allCases.filter { contains($0) } }

    /// Whether `day` is in the set.
    func contains(_ day: Weekday) -> Bool { bits & (1 << UInt8(day.rawValue)) != 0 }

    /// Adds `day`.
    mutating func insert(_ day: Weekday) { bits |= 1 << UInt8(day.rawValue) }

    /// The union of both sets.
    func union(_ other: DaySet) -> DaySet { DaySet(bits: bits | other.bits) }

    /// The codes written to the generated files: "mon" … "sun", then "holiday".
    var codes: [String] { weekdays.map(\.code) + (includesPublicHolidays ? ["holiday"] : []) }

    /// Orders by the earliest day held (Monday first), then by the rest, so sorted schedules read
    /// in week order.
    static func < (lhs: DaySet, rhs: DaySet) -> Bool {
        let left = lhs.bits.bitReversedOrder, right = rhs.bits.bitReversedOrder
        return left > right
    }

    /// A human label: "Mon–Fri", "every day", "Mon, Thu", "Sat–Sun", "holidays".
    var label: String {
        if self == .everyDay { return "every day" }
        var parts: [String] = []
        var days = weekdays[...]
        while let first = days.first {
            var last = first
            var rest = days.dropFirst()
            while let next = rest.first, next.rawValue == last.rawValue + 1 {
                last = next
                rest = rest.dropFirst()
            }
            switch last.rawValue - first.rawValue {
            case 0: parts.append(first.label)
            case 1: parts.append(first.label + ", " + last.label)
            default: parts.append(first.label + "–" + last.label)
            }
            days = rest
        }
        if includesPublicHolidays { parts.append("holidays") }
        return parts.joined(separator: ", ")
    }
}

extension UInt8 {
    /// The bits in reverse order (bit 0 becomes bit 7), so that comparing reversed values compares
    /// day sets by their earliest day first.
    fileprivate var bitReversedOrder: UInt8 {
        var value = self, result: UInt8 = 0
        for _ in 0..<8 {
            result = (result << 1) | (value & 1)
            value >>= 1
        }
        return result
    }
}
