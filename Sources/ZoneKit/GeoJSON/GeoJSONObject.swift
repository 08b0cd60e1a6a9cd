/// A GeoJSON text's top-level object (RFC 7946 §3): a Geometry, a Feature or a FeatureCollection.
package enum GeoJSONObject: Equatable, Sendable {
    case geometry(GeoJSONGeometry)
    case feature(GeoJSONFeature)
    case featureCollection(GeoJSONFeatureCollection)

    /// The features the object holds: a collection's features, a lone feature, or none for a
    /// bare geometry.
    package var features: [GeoJSONFeature] {
        switch self {
        case .geometry: return []
        case .feature(let feature): return [feature]
        case .featureCollection(let collection): return collection.features
        }
    }
}
