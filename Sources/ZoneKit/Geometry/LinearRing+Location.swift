extension LinearRing {
    /// Whether `point` is inside, on, or outside the ring, decided exactly.
    ///
    /// A crossing-number test (even-odd rule) on a ray from `point` towards east, in the robust
    /// formulation of D. Sunday ("Inclusion of a Point in a Polygon", 2001) and of
    /// point-in-polygon-hao: an edge counts when it straddles the horizontal line through `point`
    /// with a half-open rule (lower end included, upper end excluded), so a ray through a vertex
    /// is counted once; which side of the edge `point` is on comes from the exact
    /// ``orient2d(_:_:_:)``. `point` is ``PointLocation/onBoundary`` when that orientation is exactly
    /// zero within the edge's span, or when it lies on a horizontal edge: vertices, horizontal edges
    /// and edges through collinear vertices are all boundary, with no tolerance.
    ///
    /// - Parameter point: the query point; non-finite values are ``PointLocation/outside``.
    /// - Returns: the location of `point`.
    /// - Complexity: O(n) in the number of edges after an O(1) bounding-box reject; no allocation.
    public func location(of point: Coordinate) -> PointLocation {
        guard boundingBox.contains(point) else { return .outside }
        let x = point.longitude
        let y = point.latitude
        var isInside = false
        for index in 0..<(coordinates.count - 1) {
            let a = coordinates[index]
            let b = coordinates[index + 1]
            // Entirely above, below or left of the point: neither touches it nor crosses the ray.
            if a.latitude > y && b.latitude > y { continue }
            if a.latitude < y && b.latitude < y { continue }
            if a.longitude < x && b.longitude < x { continue }
            if a.latitude == y && b.latitude == y {
                if Swift.min(a.longitude, b.longitude) <= x && x <= Swift.max(a.longitude, b.longitude) {
                    return .onBoundary
                }
                continue
            }
            let isUpward = a.latitude <= y && y < b.latitude
            let isDownward = b.latitude <= y && y < a.latitude
            // Entirely right of the point: it cannot touch it, and crosses the ray if it straddles.
            if a.longitude > x && b.longitude > x {
                if isUpward || isDownward { isInside.toggle() }
                continue
            }
            let side = orient2d(a, b, point)
            // The edge spans the point's latitude and is not horizontal, so collinear means on it.
            if side == 0 { return .onBoundary }
            if (isUpward && side > 0) || (isDownward && side < 0) { isInside.toggle() }
        }
        return isInside ? .inside : .outside
    }
}
