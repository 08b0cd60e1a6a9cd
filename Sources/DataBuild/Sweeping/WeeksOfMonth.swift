/// The weeks of the month a sweeping schedule applies in. Week N is the Nth occurrence of the
/// weekday in the month (days 1–7 are week 1, 8–14 week 2, … 29–31 week 5).
struct WeeksOfMonth: Hashable, Comparable, Sendable {
    /// Bits 0–4 are weeks 1–5.
    let bits: UInt8

    /// Every week, 1–5.
    static let every = WeeksOfMonth(bits: 0x1F)

    /// The weeks whose flags are set, `flags[0]` being week 1.
    init(flags: [Bool]) {
        var bits: UInt8 = 0
        for (index, flag) in flags.prefix(5).enumerated() where flag { bits |= 1 << UInt8(index) }
        self.bits = bits
    }

    /// The set holding `weeks` (1…5; others are ignored).
    init(_ weeks: [Int]) {
        self.init(flags: (1...5).map { weeks.contains($0) })
    }

    private init(bits: UInt8) { self.bits = bits }

    /// Whether no week is set (a data error).
    var isEmpty: Bool { bits == 0 }

    /// The week numbers, ascending: `[1, 3]`.
    var numbers: [Int] { (1...5).filter { bits & (1 << UInt8($0 - 1)) != 0 } }

    /// "every week", "weeks 1, 3", "week 1".
    var label: String {
        if self == .every { return "every week" }
        let list = numbers.map(String.init).joined(separator: ", ")
        return (numbers.count == 1 ? "week " : "weeks ") + list
    }

    static func < (lhs: WeeksOfMonth, rhs: WeeksOfMonth) -> Bool { lhs.bits < rhs.bits }
}
