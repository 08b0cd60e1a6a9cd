extension MultiPolygon {
    /// The distance in metres from `point` to the nearest boundary of any part (every ring of every
    /// polygon, true point-to-segment distances).
    ///
    /// - Complexity: O(n) in the number of edges; no allocation.
    func boundaryDistance(to point: Coordinate, method: DistanceMethod) -> Double {
        var best = Double.infinity
        for index in polygons.indices {
            best = Swift.min(best, polygons[index].boundaryDistance(to: point, method: method))
        }
        return best
    }

    /// The distance in metres to the nearest boundary, negative when `point` is inside the area
    /// (``location(of:)`` is ``PointLocation/inside``): Turf's `pointToPolygonDistance` convention.
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

    /// The distance from `point` to the nearest edge of any polygon, in metres, measured in a local
    /// projection around the point (city scale).
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
