extension MultiPolygon {
    /// Whether `point` is inside, on the boundary of, or outside the union of the parts.
    ///
    /// ``PointLocation/inside`` when it is inside any part; otherwise
    /// ``PointLocation/onBoundary`` when it is on any part's boundary; otherwise
    /// ``PointLocation/outside``. For valid parts (interiors disjoint, boundaries meeting at most
    /// at points) this is exact point-set location. Invalid input stays well defined: where parts
    /// overlap, a point on one part's edge but inside another is inside (Turf's reading; GEOS's
    /// mod-2 boundary rule would say boundary), and a point on an edge two parts share is on the
    /// boundary. Either way the point is covered by the area, which is what a zone lookup asks.
    ///
    /// - Parameter point: the query point.
    /// - Returns: the location of `point`.
    /// - Complexity: O(n) in the number of edges after bounding-box rejects; no allocation.
    public func location(of point: Coordinate) -> PointLocation {
        guard boundingBox.contains(point) else { return .outside }
        var isOnBoundary = false
        // Indices rather than `for … in`, whose iterator allocates in unoptimised builds.
        for index in polygons.indices {
            switch polygons[index].location(of: point) {
            case .inside: return .inside
            case .onBoundary: isOnBoundary = true
            case .outside: continue
            }
        }
        return isOnBoundary ? .onBoundary : .outside
    }
}
