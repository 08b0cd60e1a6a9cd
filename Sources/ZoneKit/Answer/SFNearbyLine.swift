/// A line of the data found near a point, with where its nearest point is: the result of the
/// ``SFDataset`` proximity queries.
package struct SFNearbyLine: Hashable, Sendable {
    /// Index of the feature in the array queried (regulations, centrelines or meters).
    package var index: Int
    /// Which line of a multi-line feature holds the nearest point (0 for a single line).
    package var part: Int
    /// Which segment of that line: segment `i` runs from position `i` to `i + 1`.
    package var segment: Int
    /// How far along that segment, 0...1.
    package var fraction: Double
    /// The nearest point of the feature.
    var closest: Coordinate
    /// The true point-to-segment distance in metres (never to vertices only).
    package var distance: Double
    /// Which segment of the index that found it (``SFSegmentIndex/direction(of:line:)``); -1 when
    /// made otherwise.
    var item = -1

    /// Creates a result.
    package init(index: Int, part: Int, segment: Int, fraction: Double, closest: Coordinate, distance: Double) {
        self.index = index
        self.part = part
        self.segment = segment
        self.fraction = fraction
        self.closest = closest
        self.distance = distance
    }
}
