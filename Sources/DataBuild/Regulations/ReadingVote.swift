import ZoneKit

/// The decision rule for fields of one row that speak of the same thing (docs/DISAGREEMENTS.md):
/// **the reading most fields give wins (majority); on a tie, the reading of the most specific
/// field** — the order readings are added in, most specific first: the field that holds only
/// that value (`DAYS`, `HOURS`, `HRLIMIT`), then `HRS_BEGIN/HRS_END`, then `FROM_TIME/TO_TIME`,
/// then the sign text `SYM_RPP2`, then `REGDETAILS`.
struct ReadingVote<Value: Equatable> {
    /// One field's reading.
    struct Reading {
        /// The field, as the report names it: `FROM_TIME/TO_TIME`.
        let field: String
        /// What it says.
        let value: Value
    }

    /// A reading with the fields that give it.
    struct Group {
        /// What they say.
        let value: Value
        /// The fields, most specific first.
        var fields: [String]

        /// `HOURS, HRS_BEGIN/HRS_END`.
        var fieldList: String { fields.joined(separator: ", ") }
    }

    /// The outcome.
    struct Outcome {
        /// The reading chosen.
        let chosen: Group
        /// The readings not chosen, in order of their most specific field.
        let others: [Group]
        /// How the chosen reading won: `nil` when every field agrees.
        let rule: SFRegulationAlternative.Rule?
    }

    /// The readings so far, most specific first.
    private(set) var readings: [Reading] = []

    /// Adds `value` from `field`, unless it is `nil` (the field says nothing).
    mutating func add(_ field: String, _ value: Value?) {
        if let value { readings.append(Reading(field: field, value: value)) }
    }

    /// Decides, or `nil` when no field gave a reading.
    func decide() -> Outcome? {
        var groups: [Group] = []
        for reading in readings {
            if let index = groups.firstIndex(where: { $0.value == reading.value }) {
                groups[index].fields.append(reading.field)
            } else {
                groups.append(Group(value: reading.value, fields: [reading.field]))
            }
        }
        guard !groups.isEmpty else { return nil }
        // The first group with the most fields: groups are in order of their most specific field.
        var winner = 0
        for index in groups.indices where groups[index].fields.count > groups[winner].fields.count { winner = index }
        let others = groups.enumerated().filter { $0.offset != winner }.map(\.element)
        let rule: SFRegulationAlternative.Rule? =
            others.isEmpty
            ? nil
            : others.allSatisfy { $0.fields.count < groups[winner].fields.count } ? .majority : .mostSpecific
        return Outcome(chosen: groups[winner], others: others, rule: rule)
    }
}

/// Hours as minutes after midnight, comparable (``HoursParser`` gives tuples).
struct MinuteRange: Equatable, Sendable {
    /// Start, 0..<1440.
    let start: Int
    /// End, 1...1440.
    let end: Int

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    init?(_ hours: (start: Int, end: Int)?) {
        guard let hours else { return nil }
        self.init(start: hours.start, end: hours.end)
    }

    /// `08:00–18:00`.
    var text: String { MinuteFormat.range(start: start, end: end) }
}
