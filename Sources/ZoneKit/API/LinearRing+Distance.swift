extension LinearRing {
    /// The distance in metres from `point` to the nearest point of the ring's edges (positive on
    /// both sides). Measured, so a point exactly on an edge may come out a rounding residue
    /// (~1e-10 m) rather than 0: ``location(of:)`` decides the boundary exactly.
    ///
    /// - Complexity: O(n); no allocation.
    public func distance(to point: Coordinate, method: DistanceMethod = .localProjection) -> Double {
        method.distance(from: point, toPolyline: coordinates)
    }
}
