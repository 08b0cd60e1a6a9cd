/// Distances from a point to the R-tree's boxes, in a ``LocalProjection`` centred on the point.
///
/// Within one query every longitude difference is scaled by the cosine of the query point's
/// latitude, so the metric is a fixed weighted Euclidean one. That keeps box distances monotone (a
/// box inside another is never nearer), which the tree's pruning needs. Longitude differences are
/// taken as they are, not the short way round the antimeridian as ``LocalProjection/offset(of:from:)``
/// does: wrapping would break that monotonicity for boxes spanning many degrees, and city data
/// never crosses the antimeridian.
extension LocalProjection {
    /// The squared distance in square metres from `point` to the nearest point of the inclusive box
    /// `minX...maxX` × `minY...maxY` (degrees); 0 when the point is in the box.
    ///
    /// - Complexity: O(1); no allocation.
    @inline(__always)
    func squaredDistance(
        from point: Coordinate, toBoxMinX minX: Double, minY: Double, maxX: Double, maxY: Double
    ) -> Double {
        // An infinite edge gives -∞ on its side, so max(…, 0) still yields 0 for a box around
        // the point; an empty box (min +∞, max -∞) is infinitely far.
        let dx = Swift.max(minX - point.longitude, point.longitude - maxX, 0) * metresPerDegreeLongitude
        let dy = Swift.max(minY - point.latitude, point.latitude - maxY, 0) * Self.metresPerDegreeLatitude
        return dx * dx + dy * dy
    }

    /// The distance in metres from `point` to the nearest point of `box`; 0 when inside.
    func distance(from point: Coordinate, to box: BoundingBox) -> Double {
        squaredDistance(
            from: point, toBoxMinX: box.minLongitude, minY: box.minLatitude,
            maxX: box.maxLongitude, maxY: box.maxLatitude
        ).squareRoot()
    }
}
