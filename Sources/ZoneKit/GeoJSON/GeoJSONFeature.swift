/// A GeoJSON Feature (RFC 7946 §3.2): a geometry (or none) with properties.
public struct GeoJSONFeature: Equatable, Sendable {
    /// The `id` member, when present.
    public var id: GeoJSONFeatureID?
    /// The geometry; `nil` when the `geometry` member is `null` (an unlocated feature).
    public var geometry: GeoJSONGeometry?
    /// The `properties` object; `nil` when the member is `null`.
    public var properties: JSONObject?
    /// The `bbox` member, when present.
    public var bbox: GeoJSONBoundingBox?
    /// Members GeoJSON does not define (RFC 7946 §6.1), in document order.
    public var foreignMembers: JSONObject

    /// Creates a feature.
    public init(
        id: GeoJSONFeatureID? = nil, geometry: GeoJSONGeometry?, properties: JSONObject?,
        bbox: GeoJSONBoundingBox? = nil, foreignMembers: JSONObject = JSONObject()
    ) {
        self.id = id
        self.geometry = geometry
        self.properties = properties
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }
}
