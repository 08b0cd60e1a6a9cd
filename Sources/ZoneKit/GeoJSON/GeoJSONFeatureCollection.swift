/// A GeoJSON FeatureCollection (RFC 7946 §3.3).
package struct GeoJSONFeatureCollection: Equatable, Sendable {
    /// The features, in document order.
    package var features: [GeoJSONFeature]
    /// The `bbox` member, when present.
    var bbox: GeoJSONBoundingBox?
    /// Members GeoJSON does not define (RFC 7946 §6.1), in document order.
    var foreignMembers: JSONObject

    /// Creates a collection.
    package init(
        features: [GeoJSONFeature], bbox: GeoJSONBoundingBox? = nil, foreignMembers: JSONObject = JSONObject()
    ) {
        self.features = features
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }
}
