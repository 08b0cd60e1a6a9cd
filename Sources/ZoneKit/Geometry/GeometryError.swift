/// Why coordinates could not be made into a geometry.
///
/// Leaf cases say what was wrong; ``inRing(_:_:)`` and ``inPolygon(_:_:)`` say where, so a caller
/// that knows the file position (the GeoJSON reader) only has to prefix it:
/// `polygon 2, ring 0: the ring is not closed (first [-122.41, 37.77] ≠ last [-122.4, 37.77]); …`.
public enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A ring whose last position is not its first.
    case ringNotClosed(first: Coordinate, last: Coordinate)
    /// A ring with fewer than 4 positions (a closed triangle needs 4).
    case ringTooShort(count: Int)
    /// A line string with fewer than 2 positions.
    case lineStringTooShort(count: Int)
    /// A position holding NaN or an infinity, at `position` (0-based) in its ring or line.
    case nonFiniteCoordinate(position: Int, Coordinate)
    /// A polygon given no rings at all.
    case polygonWithoutRings
    /// A multipolygon given no polygons at all.
    case multiPolygonWithoutPolygons
    /// `error` happened in ring `ring` (0 is the shell, the rest holes) of a polygon.
    indirect case inRing(Int, GeometryError)
    /// `error` happened in polygon `polygon` (0-based) of a multipolygon.
    indirect case inPolygon(Int, GeometryError)

    /// The place, then what was wrong and what to do.
    public var description: String {
        switch self {
        case .inRing(let ring, let error):
            return "ring \(ring)\(error.placeSeparator)\(error)"
        case .inPolygon(let polygon, let error):
            return "polygon \(polygon)\(error.placeSeparator)\(error)"
        case .ringNotClosed(let first, let last):
            return "the ring is not closed (first \(first) ≠ last \(last)); "
                + "repeat the first position at the end of the ring"
        case .ringTooShort(let count):
            return "the ring has \(count) position\(count == 1 ? "" : "s") but a closed ring needs at least 4 "
                + "(three corners and the first one repeated); drop it or add the missing corners"
        case .lineStringTooShort(let count):
            return "the line has \(count) position\(count == 1 ? "" : "s") but needs at least 2; "
                + "drop it or add the missing end"
        case .nonFiniteCoordinate(let position, let coordinate):
            return "position \(position) is \(coordinate), which is not a finite number; "
                + "fix or remove that position"
        case .polygonWithoutRings:
            return "the polygon has no rings; give it at least an outer ring"
        case .multiPolygonWithoutPolygons:
            return "the multipolygon has no polygons; give it at least one"
        }
    }

    /// ", " between nested places ("polygon 2, ring 0"), ": " before the sentence.
    private var placeSeparator: String {
        switch self {
        case .inRing, .inPolygon: return ", "
        default: return ": "
        }
    }
}
