/// A closed ring of positions: the outline of a polygon or of one of its holes.
///
/// Stored closed, as in GeoJSON: the last position repeats the first, so edge `i` runs from
/// `coordinates[i]` to `coordinates[i + 1]` for `i` in `0 ..< coordinates.count - 1`.
/// Winding order is not interpreted (RFC 7946 only recommends one), and self-intersecting rings are
/// accepted; point location then follows the even-odd rule.
public struct LinearRing: Hashable, Sendable {
    /// The positions, first and last equal; at least 4.
    public let coordinates: [Coordinate]
    /// The smallest box holding every position, computed once.
    public let boundingBox: BoundingBox

    /// Creates a ring from closed positions.
    ///
    /// - Parameter coordinates: at least 4 finite positions, the last equal to the first.
    /// - Throws: ``GeometryError/ringNotClosed(first:last:)`` when the last position is not the
    ///   first, ``GeometryError/ringTooShort(count:)`` under 4 positions,
    ///   ``GeometryError/nonFiniteCoordinate(position:_:)`` for NaN or infinite values.
    /// - Complexity: O(n).
    public init(coordinates: [Coordinate]) throws(GeometryError) {
        guard let first = coordinates.first, let last = coordinates.last, coordinates.count >= 2 else {
            throw .ringTooShort(count: coordinates.count)
        }
        try Self.requireFinite(coordinates)
        // An unclosed ring is the likelier mistake, and its message says how to fix it.
        guard first == last else { throw .ringNotClosed(first: first, last: last) }
        guard coordinates.count >= 4 else { throw .ringTooShort(count: coordinates.count) }
        self.coordinates = coordinates
        // Non-empty, checked above.
        var box = BoundingBox(
            minLongitude: first.longitude, minLatitude: first.latitude,
            maxLongitude: first.longitude, maxLatitude: first.latitude)
        for coordinate in coordinates { box.expand(toInclude: coordinate) }
        self.boundingBox = box
    }

    /// A ring of positions already checked, with their box (``unsharedCopy()``).
    init(unsharedCoordinates coordinates: [Coordinate], boundingBox: BoundingBox) {
        self.coordinates = coordinates
        self.boundingBox = boundingBox
    }

    /// The number of edges (one less than the number of positions).
    public var edgeCount: Int { coordinates.count - 1 }

    /// Throws for the first position holding NaN or an infinity.
    static func requireFinite(_ coordinates: [Coordinate]) throws(GeometryError) {
        for (position, coordinate) in coordinates.enumerated()
        where !(coordinate.latitude.isFinite && coordinate.longitude.isFinite) {
            throw .nonFiniteCoordinate(position: position, coordinate)
        }
    }
}
