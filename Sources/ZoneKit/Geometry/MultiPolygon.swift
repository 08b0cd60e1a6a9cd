/// A set of polygons treated as one area (a zone drawn in several pieces).
public struct MultiPolygon: Hashable, Sendable {
    /// The parts. Never empty.
    public let polygons: [Polygon]
    /// The smallest box holding every part, computed once.
    public let boundingBox: BoundingBox

    /// Creates a multipolygon from its parts.
    ///
    /// - Parameter polygons: at least one polygon. Parts are expected not to overlap (OGC
    ///   validity); see ``location(of:)`` for what happens when they do.
    /// - Throws: ``GeometryError/multiPolygonWithoutPolygons`` when `polygons` is empty.
    public init(polygons: [Polygon]) throws(GeometryError) {
        guard var box = polygons.first?.boundingBox else { throw .multiPolygonWithoutPolygons }
        for polygon in polygons { box.expand(toInclude: polygon.boundingBox) }
        self.polygons = polygons
        self.boundingBox = box
    }

    /// A multipolygon of parts already checked, with their box (``unsharedCopy()``).
    init(unsharedPolygons polygons: [Polygon], boundingBox: BoundingBox) {
        self.polygons = polygons
        self.boundingBox = boundingBox
    }

    /// Creates a multipolygon from GeoJSON-style nesting: polygons, each a list of rings (shell
    /// first), each a list of closed positions.
    ///
    /// - Throws: ``GeometryError/multiPolygonWithoutPolygons``, or
    ///   ``GeometryError/inPolygon(_:_:)`` wrapping the first polygon's problem.
    /// - Complexity: O(n) in the number of positions.
    public init(coordinates: [[[Coordinate]]]) throws(GeometryError) {
        var polygons: [Polygon] = []
        polygons.reserveCapacity(coordinates.count)
        for (index, rings) in coordinates.enumerated() {
            do {
                polygons.append(try Polygon(rings: rings))
            } catch {
                throw .inPolygon(index, error)
            }
        }
        try self.init(polygons: polygons)
    }
}
