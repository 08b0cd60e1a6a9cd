/// An axis-aligned box in longitude/latitude degrees. Edges are inclusive.
public struct BoundingBox: Hashable, Sendable {
    /// The west edge, in degrees of longitude.
    public var minLongitude: Double
    /// The south edge, in degrees of latitude.
    public var minLatitude: Double
    /// The east edge, in degrees of longitude.
    public var maxLongitude: Double
    /// The north edge, in degrees of latitude.
    public var maxLatitude: Double

    /// Creates a box from its edges.
    public init(minLongitude: Double, minLatitude: Double, maxLongitude: Double, maxLatitude: Double) {
        self.minLongitude = minLongitude
        self.minLatitude = minLatitude
        self.maxLongitude = maxLongitude
        self.maxLatitude = maxLatitude
    }

    /// The box holding nothing (min +∞, max -∞): it contains no point, intersects no box, is
    /// infinitely far from everything, and leaves any box it is expanded into unchanged.
    static let empty = BoundingBox(
        minLongitude: .infinity, minLatitude: .infinity, maxLongitude: -.infinity, maxLatitude: -.infinity)

    /// The smallest box holding every coordinate, or `nil` for an empty sequence.
    public init?<S: Sequence>(covering coordinates: S) where S.Element == Coordinate {
        var iterator = coordinates.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(
            minLongitude: first.longitude, minLatitude: first.latitude,
            maxLongitude: first.longitude, maxLatitude: first.latitude)
        while let c = iterator.next() { expand(toInclude: c) }
    }

    /// Grows the box to hold `coordinate`.
    public mutating func expand(toInclude coordinate: Coordinate) {
        minLongitude = Swift.min(minLongitude, coordinate.longitude)
        maxLongitude = Swift.max(maxLongitude, coordinate.longitude)
        minLatitude = Swift.min(minLatitude, coordinate.latitude)
        maxLatitude = Swift.max(maxLatitude, coordinate.latitude)
    }

    /// Grows the box to hold `other`.
    public mutating func expand(toInclude other: BoundingBox) {
        minLongitude = Swift.min(minLongitude, other.minLongitude)
        maxLongitude = Swift.max(maxLongitude, other.maxLongitude)
        minLatitude = Swift.min(minLatitude, other.minLatitude)
        maxLatitude = Swift.max(maxLatitude, other.maxLatitude)
    }

    /// Whether `coordinate` lies inside or on the edge of the box.
    @inlinable
    public func contains(_ coordinate: Coordinate) -> Bool {
        coordinate.longitude >= minLongitude && coordinate.longitude <= maxLongitude
            && coordinate.latitude >= minLatitude && coordinate.latitude <= maxLatitude
    }

    /// Whether the boxes share at least one point (touching boxes intersect).
    @inlinable
    public func intersects(_ other: BoundingBox) -> Bool {
        other.minLongitude <= maxLongitude && other.maxLongitude >= minLongitude
            && other.minLatitude <= maxLatitude && other.maxLatitude >= minLatitude
    }
}
