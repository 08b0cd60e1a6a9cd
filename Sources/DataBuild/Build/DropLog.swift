/// The rows (or features) an input step left out, each with its reason and place, so nothing is
/// dropped silently: the report lists them grouped by reason.
struct DropLog: Sendable {
    private(set) var places: [String: [String]] = [:]

    /// Records that the row at `place` (`file:line`, with an id where there is one) was dropped.
    mutating func drop(_ place: String, reason: String) {
        places[reason, default: []].append(place)
    }

    /// How many rows were dropped in all.
    var count: Int { places.values.reduce(0) { $0 + $1.count } }

    /// The reasons with their places, most frequent reason first, then alphabetically.
    var byReason: [(reason: String, places: [String])] {
        places.map { (reason: $0.key, places: $0.value) }
            .sorted { ($1.places.count, $0.reason) < ($0.places.count, $1.reason) }
    }
}
