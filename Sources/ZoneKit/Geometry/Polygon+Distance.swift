extension Polygon {
    /// The distance in metres from `point` to the polygon's boundary: the minimum over every ring,
    /// holes included, of the true point-to-segment distance. Unsigned: a point 5 m inside is 5 m
    /// away, as is a point 5 m outside. Measured, so a point exactly on an edge may come out a
    /// rounding residue (~1e-10 m) rather than 0: ``location(of:)`` decides the boundary exactly,
    /// as ``signedBoundaryDistance(to:method:)`` does.
    ///
    /// - Parameters:
    ///   - point: the query point.
    ///   - method: ``DistanceMethod/localProjection`` (default, city scale) or
    ///     ``DistanceMethod/greatCircle``.
    /// - Complexity: O(n) in the number of edges; no allocation.
    func boundaryDistance(to point: Coordinate, method: DistanceMethod) -> Double {
        var best = Double.infinity
        for index in rings.indices {
            best = Swift.min(best, rings[index].distance(to: point, method: method))
        }
        return best
    }

    /// The distance in metres from `point` to the boundary, negative when `point` is inside (in a
    /// hole counts as outside): Turf's `pointToPolygonDistance` convention.
    ///
    /// - Returns: `-boundaryDistance` inside, `+boundaryDistance` outside, `0` on the boundary.
    /// - Complexity: O(n) in the number of edges; no allocation.
    func signedBoundaryDistance(to point: Coordinate, method: DistanceMethod) -> Double {
        switch location(of: point) {
        case .inside: return -boundaryDistance(to: point, method: method)
        case .outside: return boundaryDistance(to: point, method: method)
        case .onBoundary: return 0
        }
    }

    /// The distance from `point` to the nearest edge of any ring, holes included, in metres, measured in a
    /// local projection around the point (city scale).
    ///
    /// - Parameter point: the point.
    /// - Complexity: O(n) in the number of edges; no allocation.
    public func boundaryDistance(to point: Coordinate) -> Double {
        boundaryDistance(to: point, method: .localProjection)
    }

    /// The distance from `point` to the boundary, negative inside, in metres, measured in a local projection
    /// around the point (city scale).
    ///
    /// - Parameter point: the point.
    /// - Complexity: O(n) in the number of edges; no allocation.
    public func signedBoundaryDistance(to point: Coordinate) -> Double {
        signedBoundaryDistance(to: point, method: .localProjection)
    }
}
