/// A GeoJSON Feature (RFC 7946 §3.2): a geometry (or none) with properties.
package struct GeoJSONFeature: Equatable, Sendable {
    /// The `id` member, when present.
    package var id: GeoJSONFeatureID?
    /// The geometry; `nil` when the `geometry` member is `null` (an unlocated feature).
    package var geometry: GeoJSONGeometry?
    /// The `properties` object; `nil` when the member is `null`.
    package var properties: JSONObject?
    /// The `bbox` member, when present.
    var bbox: GeoJSONBoundingBox?
    /// Members GeoJSON does not define (RFC 7946 §6.1), in document order.
    var foreignMembers: JSONObject

    /// Creates a feature.
    package init(
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
