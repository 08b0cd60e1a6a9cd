extension LinearRing {
    /// The distance in metres from `point` to the nearest point of the ring's edges (zero on an
    /// edge, positive on both sides).
    ///
    /// - Complexity: O(n); no allocation.
    public func distance(to point: Coordinate, method: DistanceMethod = .localProjection) -> Double {
        method.distance(from: point, toPolyline: coordinates)
    }
}
