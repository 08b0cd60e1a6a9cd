import ZoneKit

/// The days most time limits with given hours and limit carry, from the rows that state their
/// `DAYS`: the reading an empty `DAYS` is set against (``ZoneKit/SFRegulationAlternative/Rule/usualDays``).
/// Without a row of the same hours and limit, the days most time limits carry.
struct UsualDays: Sendable {
    private struct Key: Hashable {
        let hours: String
        let limit: String
    }

    private var byKey: [Key: [UInt8: Int]] = [:]
    private var overall: [UInt8: Int] = [:]

    /// Tallies the time-limit rows of `table`.
    init(_ table: SourceTable, kind: [String], days: [String], hours: [String], limit: [String]) {
        for row in table.rows where SFRegulationKind(spelling: row.raw(kind)) == .timeLimit {
            guard let set = WeekdaySet.parse(days: row.raw(days)) else { continue }
            byKey[Self.key(hours: row.raw(hours), limit: row.raw(limit)), default: [:]][set.rawValue, default: 0] += 1
            overall[set.rawValue, default: 0] += 1
        }
    }

    /// The usual days for a time limit with these raw `HOURS` and `HRLIMIT`, and what they are the
    /// usual days of (for the report and the answer).
    func days(hours: String, limit: String) -> (days: WeekdaySet, of: String)? {
        if let tally = byKey[Self.key(hours: hours, limit: limit)], let days = Self.most(tally) {
            return (days, "most time limits with the same hours and limit")
        }
        return Self.most(overall).map { ($0, "most time limits") }
    }

    private static func key(hours: String, limit: String) -> Key {
        let range = HoursParser.range(hours.trimmingSpaces()).map { MinuteFormat.range(start: $0.start, end: $0.end) }
        let minutes: String
        switch HourLimit.read(limit) {
        case .minutes(let value): minutes = String(value)
        case .none, .unreadable: minutes = "none"
        }
        return Key(hours: range ?? "?", limit: minutes)
    }

    /// The most common set; ties to the smaller raw value, so the choice never depends on order.
    private static func most(_ tally: [UInt8: Int]) -> WeekdaySet? {
        tally.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { WeekdaySet(rawValue: $0.key) }
    }
}
