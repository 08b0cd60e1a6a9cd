import ZoneKit

/// The sweeping schedules of one side of one street segment: a feature of `sweeping.geojson`.
struct SweepingSide: Sendable {
    /// The centreline's CNN, or `nil` when the source has none (the Lone Mountain extract).
    let cnn: String?
    /// The side relative to the digitising direction, or `nil` when neither given nor derivable.
    let side: StreetSide?
    /// The compass label of the side (`North`, `SouthWest`), or `nil`.
    let blockSide: String?
    /// The street name (`corridor`).
    let street: String?
    /// The block's limits, `From St  -  To St`.
    let limits: String?
    /// The centreline.
    let geometry: [Coordinate]
    /// The schedules, merged and sorted (``SweepingSchedule/merged(_:)``).
    var schedules: [SweepingSchedule]
    /// `file:line` of the first source row, for messages.
    let place: String

    /// The limits split on " - ": (from street, to street), or `nil` when there is no such split.
    var limitStreets: (from: String, to: String)? {
        guard let limits else { return nil }
        let words = limits.split(separator: " ", omittingEmptySubsequences: true)
        guard let dash = words.firstIndex(of: "-"), dash > words.startIndex, dash < words.endIndex - 1,
            words.filter({ $0 == "-" }).count == 1
        else { return nil }
        return (words[..<dash].joined(separator: " "), words[(dash + 1)...].joined(separator: " "))
    }

    /// Sorting key: CNN numerically, then side, then (for sources without CNN) place.
    var sortKey: (NumericOrder, String, String, String) {
        ((cnn ?? "~").numericOrder, side?.rawValue ?? "~", street ?? "", place)
    }
}
