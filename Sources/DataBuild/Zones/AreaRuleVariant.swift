import ZoneKit

/// One time-limit rule as block faces of an RPP area carry it: when it is enforced (ZoneKit's
/// ``ZoneKit/CurbWindow``, with the time-limit holiday class) and the limit.
struct AreaRuleVariant: Hashable, Comparable, Sendable {
    /// When the limit is enforced: days and hours; every week, off on the general holidays.
    let window: CurbWindow
    /// The limit in minutes.
    let limitMinutes: Int

    /// The variant of a time-limit regulation with a limit, or `nil` for any other.
    init?(_ regulation: SFBlockFaceRegulation) {
        guard regulation.kind == .timeLimit, let limit = regulation.limitMinutes else { return nil }
        self.init(window: regulation.window, limitMinutes: limit)
    }

    /// A variant from its parts.
    init(window: CurbWindow, limitMinutes: Int) {
        self.window = window
        self.limitMinutes = limitMinutes
    }

    /// Start, minutes after midnight, 0..<1440.
    var startMinute: Int { window.startMinute }

    /// End as written in the files, minutes after midnight 1...1440 (the next day's when it is not
    /// after the start).
    var endMinute: Int { window.endMinute > 1440 ? window.endMinute - 1440 : window.endMinute }

    /// Orders by first day (Monday first), start, end as written, limit: a total order, so ties in
    /// counts never depend on input order.
    static func < (lhs: AreaRuleVariant, rhs: AreaRuleVariant) -> Bool {
        let left = lhs.window.days.mondayFirstKey, right = rhs.window.days.mondayFirstKey
        if left != right { return left > right }
        return (lhs.startMinute, lhs.endMinute, lhs.limitMinutes) < (rhs.startMinute, rhs.endMinute, rhs.limitMinutes)
    }

    /// "2-hour", "90-minute".
    var limitLabel: String {
        limitMinutes % 60 == 0 ? "\(limitMinutes / 60)-hour" : "\(limitMinutes)-minute"
    }

    /// "2-hour limit Mon–Fri 8am–9pm except Area S permits".
    func description(area: String) -> String {
        "\(limitLabel) limit \(window.days) \(MinuteFormat.spokenRange(start: startMinute, end: endMinute)) "
            + "except Area \(area) permits"
    }

    /// The most common variant of `counts`; ties go to the smallest variant in ``<`` order, so the
    /// choice never depends on input order. `nil` when `counts` is empty.
    static func mostCommon(_ counts: [AreaRuleVariant: Int]) -> AreaRuleVariant? {
        counts.min { ($1.value, $0.key) < ($0.value, $1.key) }?.key
    }

    /// The variants of `counts`, most common first, ties in ``<`` order.
    static func ranked(_ counts: [AreaRuleVariant: Int]) -> [(variant: AreaRuleVariant, count: Int)] {
        counts.map { (variant: $0.key, count: $0.value) }.sorted { ($1.count, $0.variant) < ($0.count, $1.variant) }
    }
}
