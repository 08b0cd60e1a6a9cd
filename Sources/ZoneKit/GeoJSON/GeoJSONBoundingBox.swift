/// The `bbox` member of a GeoJSON object (RFC 7946 §5): its extent in degrees, and in metres of
/// altitude when the box is three-dimensional.
///
/// `west` may be greater than `east`: the box then crosses the antimeridian (§5.2).
public struct GeoJSONBoundingBox: Hashable, Sendable {
    /// The westernmost longitude.
    public var west: Double
    /// The southernmost latitude.
    public var south: Double
    /// The easternmost longitude.
    public var east: Double
    /// The northernmost latitude.
    public var north: Double
    /// The lowest altitude of a three-dimensional box.
    public var minAltitude: Double?
    /// The highest altitude of a three-dimensional box.
    public var maxAltitude: Double?

    /// Creates a box from its edges.
    public init(
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
    public var crossesAntimeridian: Bool { west > east }

    /// The box as a ``BoundingBox``, or `nil` when it crosses the antimeridian and so cannot be
    /// one box in longitude order.
    public var boundingBox: BoundingBox? {
        crossesAntimeridian
            ? nil : BoundingBox(minLongitude: west, minLatitude: south, maxLongitude: east, maxLatitude: north)
    }
}
