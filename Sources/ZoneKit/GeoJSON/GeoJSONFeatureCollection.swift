/// A GeoJSON FeatureCollection (RFC 7946 §3.3).
public struct GeoJSONFeatureCollection: Equatable, Sendable {
    /// The features, in document order.
    public var features: [GeoJSONFeature]
    /// The `bbox` member, when present.
    public var bbox: GeoJSONBoundingBox?
    /// Members GeoJSON does not define (RFC 7946 §6.1), in document order.
    public var foreignMembers: JSONObject

    /// Creates a collection.
    public init(
        features: [GeoJSONFeature], bbox: GeoJSONBoundingBox? = nil, foreignMembers: JSONObject = JSONObject()
    ) {
        self.features = features
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }
}
