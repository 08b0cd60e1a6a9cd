/// The geometry of a curb zone or area: a GeoJSON Polygon (CDS 1.0 and 1.1) or LineString
/// (curb zones, CDS 1.1), as `[longitude, latitude]` positions read into coordinates.
package enum CDSGeometry: Hashable, Sendable {
    /// The rings of a polygon, exterior first; each ring is closed (first = last).
    case polygon([[Coordinate]])
    /// A line of at least two positions.
    case lineString([Coordinate])

    /// The GeoJSON type name: `Polygon` or `LineString`.
    var typeName: String {
        switch self {
        case .polygon: "Polygon"
        case .lineString: "LineString"
        }
    }

    /// The first position.
    var firstPosition: Coordinate? {
        switch self {
        case .polygon(let rings): rings.first?.first
        case .lineString(let positions): positions.first
        }
    }
}
