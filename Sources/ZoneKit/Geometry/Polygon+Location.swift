extension Polygon {
    /// Whether `point` is inside, on the boundary of, or outside the polygon, decided exactly.
    ///
    /// Inside means inside the shell and outside every hole; a point in a hole is
    /// ``PointLocation/outside``, one on a hole's edge or vertex ``PointLocation/onBoundary``.
    /// Each ring is tested with ``LinearRing/location(of:)``.
    ///
    /// - Parameter point: the query point.
    /// - Returns: the location of `point`.
    /// - Complexity: O(n) in the number of edges after an O(1) bounding-box reject (holes whose box
    ///   misses the point are skipped too); no allocation.
    public func location(of point: Coordinate) -> PointLocation {
        guard boundingBox.contains(point) else { return .outside }
        switch rings[0].location(of: point) {
        case .outside: return .outside
        case .onBoundary: return .onBoundary
        case .inside: break
        }
        for index in 1..<rings.count {
            switch rings[index].location(of: point) {
            case .inside: return .outside
            case .onBoundary: return .onBoundary
            case .outside: continue
            }
        }
        return .inside
    }
}
