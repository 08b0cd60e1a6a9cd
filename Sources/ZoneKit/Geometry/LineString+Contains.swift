extension LineString {
    /// Whether `point` lies on the line, with Turf's `booleanPointOnLine` semantics.
    ///
    /// Each segment is tested in turn: `point` must be collinear with it and within its span.
    ///
    /// - Parameters:
    ///   - point: the query point.
    ///   - ignoringEndVertices: when `true`, the line's first and last positions do not count as
    ///     on the line (the first segment excludes its start, the last its end; interior vertices
    ///     still count).
    ///   - crossProductTolerance: how far from collinear is still "on", as the largest accepted
    ///     `|(b − a) × (p − a)|` in square degrees (twice the triangle's area): Turf's `epsilon`.
    ///     The default 0 means exactly on the line, decided with exact arithmetic
    ///     (``orient2d(_:_:_:)``), where Turf's plain doubles can answer either way. For a
    ///     tolerance in metres use ``distance(to:method:)`` instead.
    /// - Returns: whether `point` is on the line.
    /// - Complexity: O(n); no allocation.
    package func contains(
        _ point: Coordinate, ignoringEndVertices: Bool = false, crossProductTolerance: Double = 0
    ) -> Bool {
        // With a tolerance a point may sit a hair outside the box and still count, as in Turf.
        if crossProductTolerance <= 0 && !boundingBox.contains(point) { return false }
        let lastIndex = segmentCount - 1
        for index in 0...lastIndex {
            let isOnSegment = segment(at: index).contains(
                point,
                excludingStart: ignoringEndVertices && index == 0,
                excludingEnd: ignoringEndVertices && index == lastIndex,
                crossProductTolerance: crossProductTolerance)
            if isOnSegment { return true }
        }
        return false
    }
}
