extension LinearRing {
    /// The distance in metres from `point` to the nearest point of the ring's edges (positive on
    /// both sides). Measured, so a point exactly on an edge may come out a rounding residue
    /// (~1e-10 m) rather than 0: ``location(of:)`` decides the boundary exactly.
    ///
    /// - Complexity: O(n); no allocation.
    package func distance(to point: Coordinate, method: DistanceMethod) -> Double {
        method.distance(from: point, toPolyline: coordinates)
    }

    /// The distance from `point` to the nearest edge of the ring, in metres, measured in a local projection
    /// around the point (city scale).
    ///
    /// - Parameter point: the point.
    /// - Complexity: O(n) in the number of edges; no allocation.
    public func distance(to point: Coordinate) -> Double {
        distance(to: point, method: .localProjection)
    }
}
