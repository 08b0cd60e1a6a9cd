/// A GeoJSON Geometry object (RFC 7946 §3.1): its coordinates, optional `bbox`, and any foreign
/// members it carried.
package struct GeoJSONGeometry: Equatable, Sendable {
    /// The geometry type and its coordinates. Polygons list their exterior ring first, then holes;
    /// every ring is closed (first position = last position).
    package enum Shape: Equatable, Sendable {
        case point(GeoJSONPosition)
        case multiPoint([GeoJSONPosition])
        case lineString([GeoJSONPosition])
        case multiLineString([[GeoJSONPosition]])
        case polygon([[GeoJSONPosition]])
        case multiPolygon([[[GeoJSONPosition]]])
        case geometryCollection([GeoJSONGeometry])
    }

    /// The geometry type and its coordinates.
    package var shape: Shape
    /// The `bbox` member, when present.
    var bbox: GeoJSONBoundingBox?
    /// Members GeoJSON does not define (RFC 7946 §6.1), in document order.
    var foreignMembers: JSONObject

    /// Creates a geometry.
    package init(_ shape: Shape, bbox: GeoJSONBoundingBox? = nil, foreignMembers: JSONObject = JSONObject()) {
        self.shape = shape
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }

    /// The GeoJSON `type` name: `"Point"`, `"MultiPolygon"` …
    var typeName: String { shape.typeName }
}

extension GeoJSONGeometry.Shape {
    /// The GeoJSON `type` name: `"Point"`, `"MultiPolygon"` …
    var typeName: String {
        switch self {
        case .point: return "Point"
        case .multiPoint: return "MultiPoint"
        case .lineString: return "LineString"
        case .multiLineString: return "MultiLineString"
        case .polygon: return "Polygon"
        case .multiPolygon: return "MultiPolygon"
        case .geometryCollection: return "GeometryCollection"
        }
    }
}
