/// The point of a segment or line nearest to a query point, located along the line for later use
/// (side of street, position along a block face).
struct ClosestPoint: Hashable, Sendable {
    /// The segment holding the point: segment `i` runs from position `i` to position `i + 1`.
    var segmentIndex: Int
    /// How far along that segment, 0 at its start and 1 at its end (the same in degrees and in
    /// the local projection, which is linear).
    var fraction: Double
    /// The nearest point itself.
    var coordinate: Coordinate
    /// The distance in metres from the query point to ``coordinate``.
    var distance: Double

    /// Creates a closest-point record.
    init(segmentIndex: Int, fraction: Double, coordinate: Coordinate, distance: Double) {
        self.segmentIndex = segmentIndex
        self.fraction = fraction
        self.coordinate = coordinate
        self.distance = distance
    }
}
