/// A straight edge between two positions, straight in longitude/latitude as GeoJSON edges are
/// (RFC 7946 §3.1.1).
package struct Segment: Hashable, Sendable {
    /// Where the segment starts.
    package var start: Coordinate
    /// Where the segment ends.
    package var end: Coordinate

    /// Creates the segment from `start` to `end`.
    package init(from start: Coordinate, to end: Coordinate) {
        self.start = start
        self.end = end
    }

    /// The nearest point of the segment to `point`, measured in a ``LocalProjection`` around
    /// `point` (see ``LocalProjection/closestPoint(on:to:)`` for the method and its error).
    ///
    /// - Returns: a ``ClosestPoint`` with `segmentIndex` 0.
    func closestPoint(to point: Coordinate) -> ClosestPoint {
        LocalProjection(referenceLatitude: point.latitude).closestPoint(on: self, to: point)
    }

    /// The distance in metres from `point` to the nearest point of the segment (not to its ends
    /// only), measured in a ``LocalProjection`` around `point`.
    package func distance(to point: Coordinate) -> Double {
        LocalProjection(referenceLatitude: point.latitude).distance(from: point, toSegment: self)
    }

    /// Whether `point` lies exactly on the segment, ends included (exact arithmetic, no tolerance).
    package func contains(_ point: Coordinate) -> Bool {
        contains(point, excludingStart: false, excludingEnd: false, crossProductTolerance: 0)
    }

    /// Turf's `isPointOnLineSegment`: collinear within `crossProductTolerance` (exactly when 0),
    /// then within the segment's span along its dominant axis, optionally excluding either end.
    func contains(
        _ point: Coordinate, excludingStart: Bool, excludingEnd: Bool, crossProductTolerance: Double
    ) -> Bool {
        let cross = orient2d(start, end, point)
        if crossProductTolerance > 0 {
            guard abs(cross) <= crossProductTolerance else { return false }
        } else {
            guard cross == 0 else { return false }
        }
        if start == end {
            return !excludingStart && !excludingEnd && point == start
        }
        let isAlongLongitude =
            abs(end.longitude - start.longitude) >= abs(end.latitude - start.latitude)
        var low = isAlongLongitude ? start.longitude : start.latitude
        var high = isAlongLongitude ? end.longitude : end.latitude
        var excludingLow = excludingStart
        var excludingHigh = excludingEnd
        if low > high {
            swap(&low, &high)
            swap(&excludingLow, &excludingHigh)
        }
        let value = isAlongLongitude ? point.longitude : point.latitude
        let isAboveLow = excludingLow ? value > low : value >= low
        let isBelowHigh = excludingHigh ? value < high : value <= high
        return isAboveLow && isBelowHigh
    }
}
