/// The `bbox` member of a GeoJSON object (RFC 7946 §5): its extent in degrees, and in metres of
/// altitude when the box is three-dimensional.
///
/// `west` may be greater than `east`: the box then crosses the antimeridian (§5.2).
package struct GeoJSONBoundingBox: Hashable, Sendable {
    /// The westernmost longitude.
    package var west: Double
    /// The southernmost latitude.
    package var south: Double
    /// The easternmost longitude.
    package var east: Double
    /// The northernmost latitude.
    package var north: Double
    /// The lowest altitude of a three-dimensional box.
    var minAltitude: Double?
    /// The highest altitude of a three-dimensional box.
    var maxAltitude: Double?

    /// Creates a box from its edges.
    package init(
        west: Double, south: Double, east: Double, north: Double, minAltitude: Double? = nil,
        maxAltitude: Double? = nil
    ) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
        self.minAltitude = minAltitude
        self.maxAltitude = maxAltitude
    }

    /// Whether the box crosses the antimeridian (its west edge is east of its east edge).
    var crossesAntimeridian: Bool { west > east }

    /// The box as a ``BoundingBox``, or `nil` when it crosses the antimeridian and so cannot be
    /// one box in longitude order.
    package var boundingBox: BoundingBox? {
        crossesAntimeridian
            ? nil : BoundingBox(minLongitude: west, minLatitude: south, maxLongitude: east, maxLatitude: north)
    }
}
