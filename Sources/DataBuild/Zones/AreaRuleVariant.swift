/// One time-limit rule as block faces of an RPP area carry it: days, hours and limit.
struct AreaRuleVariant: Hashable, Comparable, Sendable {
    /// The days the limit is enforced.
    let days: DaySet
    /// The hours it is enforced.
    let window: DailyWindow
    /// The limit in minutes.
    let limitMinutes: Int

    static func < (lhs: AreaRuleVariant, rhs: AreaRuleVariant) -> Bool {
        (lhs.days, lhs.window, lhs.limitMinutes) < (rhs.days, rhs.window, rhs.limitMinutes)
    }

    /// "2-hour", "90-minute".
    var limitLabel: String {
        limitMinutes % 60 == 0 ? "\(limitMinutes / 60)-hour" : "\(limitMinutes)-minute"
    }

    /// "2-hour limit Mon–Fri 8am–9pm except Area S permits".
    func description(area: String) -> String {
        "\(limitLabel) limit \(days.label) \(window.spoken) except Area \(area) permits"
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
