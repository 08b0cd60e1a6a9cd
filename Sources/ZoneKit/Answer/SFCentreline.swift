/// A street centreline with the sweeping sides drawn on it: the sides of `sweeping.geojson` that
/// share one CNN and one geometry, grouped once when a ``SFDataset`` is built.
package struct SFCentreline: Hashable, Sendable {
    /// The CNN shared by the sides, or `nil`.
    package let cnn: String?
    /// The line, digitised in the direction ``CurbSide`` refers to.
    package let line: LineString
    /// Indices into ``SFDataset/sweepingSides`` of the sides on this line (usually one left
    /// and one right), in data order.
    package let sideIndices: [Int]
}
