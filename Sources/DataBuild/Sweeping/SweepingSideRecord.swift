import ZoneKit

/// One sweeping side as the build keeps it: ZoneKit's value (a feature of `sweeping.geojson`)
/// with where it came from.
struct SweepingSideRecord: Sendable {
    /// The side, validated by ZoneKit.
    let side: SFSweepingSide
    /// `file:line` of its first source row, for messages.
    let place: String

    /// Sorting key: CNN numerically, then side, then (for sources without CNN) street and place.
    var sortKey: (NumericOrder, String, String, String) {
        ((side.cnn ?? "~").numericOrder, side.side?.rawValue ?? "~", side.street ?? "", place)
    }
}
