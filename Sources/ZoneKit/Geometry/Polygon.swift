/// A polygon: an outer ring (the shell) and any number of holes.
///
/// Follows GeoJSON: ring 0 is the shell, the others are holes; rings are stored closed. Holes are
/// assumed to lie inside the shell and not to overlap one another (OGC validity); that is not
/// checked, and location stays well defined either way (a point in any hole is outside).
///
/// ```swift
/// let square = try Polygon(rings: [[
///     Coordinate(latitude: 37.76, longitude: -122.43), Coordinate(latitude: 37.76, longitude: -122.42),
///     Coordinate(latitude: 37.77, longitude: -122.42), Coordinate(latitude: 37.76, longitude: -122.43),
/// ]])
/// square.location(of: point)          // .inside, .onBoundary or .outside
/// square.boundaryDistance(to: point)  // metres to the nearest edge
/// ```
public struct Polygon: Hashable, Sendable {
    /// The rings: ``shell`` first, then the ``holes``. Never empty.
    public let rings: [LinearRing]
    /// The shell's bounding box, computed once (holes lie inside it).
    public let boundingBox: BoundingBox

    /// Creates a polygon from GeoJSON-style rings of positions.
    ///
    /// - Parameter rings: the shell's positions first, then each hole's; every ring closed, with at
    ///   least 4 positions.
    /// - Throws: ``GeometryError/polygonWithoutRings`` for no rings, or
    ///   ``GeometryError/inRing(_:_:)`` wrapping the first ring's problem (see
    ///   ``LinearRing/init(coordinates:)``).
    /// - Complexity: O(n) in the number of positions.
    public init(rings: [[Coordinate]]) throws(GeometryError) {
        guard !rings.isEmpty else { throw .polygonWithoutRings }
        var built: [LinearRing] = []
        built.reserveCapacity(rings.count)
        for (index, coordinates) in rings.enumerated() {
            do {
                built.append(try LinearRing(coordinates: coordinates))
            } catch {
                throw .inRing(index, error)
            }
        }
        self.rings = built
        self.boundingBox = built[0].boundingBox
    }

    /// Creates a polygon from rings already checked.
    ///
    /// - Parameters:
    ///   - shell: the outer ring.
    ///   - holes: rings cut out of the shell.
    public init(shell: LinearRing, holes: [LinearRing] = []) {
        self.rings = [shell] + holes
        self.boundingBox = shell.boundingBox
    }

    /// A polygon of rings already checked, with the shell's box (``unsharedCopy()``).
    init(unsharedRings rings: [LinearRing], boundingBox: BoundingBox) {
        self.rings = rings
        self.boundingBox = boundingBox
    }

    /// The outer ring.
    public var shell: LinearRing { rings[0] }

    /// The rings cut out of the shell.
    public var holes: ArraySlice<LinearRing> { rings[1...] }
}
