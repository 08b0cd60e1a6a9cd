extension LineString {
    /// The distance in metres from `point` to the nearest point of the line: the minimum over
    /// every segment of the true point-to-segment distance (never to vertices only).
    ///
    /// - Parameters:
    ///   - point: the query point.
    ///   - method: ``DistanceMethod/localProjection`` (default, city scale) or
    ///     ``DistanceMethod/greatCircle``.
    /// - Complexity: O(n); no allocation.
    package func distance(to point: Coordinate, method: DistanceMethod = .localProjection) -> Double {
        method.distance(from: point, toPolyline: coordinates)
    }

    /// The nearest point of the line to `point`: which segment, how far along it, where, and how far
    /// away (metres, in a ``LocalProjection`` around `point`).
    ///
    /// Ties go to the lowest segment index, so a vertex shared by two segments is reported as the
    /// end (`fraction` 1) of the earlier one.
    ///
    /// - Complexity: O(n); no allocation.
    func closestPoint(to point: Coordinate) -> ClosestPoint {
        let projection = LocalProjection(referenceLatitude: point.latitude)
        var bestIndex = 0
        var bestSquared = Double.infinity
        for index in 0..<segmentCount {
            let squared = projection.squaredDistance(from: point, toSegment: segment(at: index))
            if squared < bestSquared {
                bestSquared = squared
                bestIndex = index
            }
        }
        var closest = projection.closestPoint(on: segment(at: bestIndex), to: point)
        closest.segmentIndex = bestIndex
        return closest
    }
}
