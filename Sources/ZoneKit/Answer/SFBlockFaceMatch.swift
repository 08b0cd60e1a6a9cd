/// The block face the point was matched to: the nearest regulation line on the point's side of the
/// street within ``SFAnswerSettings/blockFaceRadius``, with the other regulations drawn along
/// (nearly) the same line.
package struct SFBlockFaceMatch: Hashable, Sendable {
    /// The regulations, nearest first.
    package let regulations: [SFBlockFaceRegulation]
    /// The distance in metres from the point to the nearest of them.
    package let distance: Double
    /// The side of the centreline the lines are on, or `nil` when no centreline is near or they are
    /// drawn on it.
    package let side: CurbSide?
    /// The union of their RPP areas, in order.
    package let permitAreas: [String]

    /// The regulations' ids.
    var regulationIDs: [String] { regulations.map(\.id) }
    /// The regulations' kinds, without repeats, in order.
    package var kinds: [SFRegulationKind] {
        regulations.map(\.kind).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
