/// What a file given to ``DataValidator`` turned out to be, which decides the checks it gets.
package enum DataFileKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The seed zone schema: an object with `zones` (`Resources/zones.json`).
    case zoneFile
    /// A GeoJSON FeatureCollection of zones: features whose properties carry zone fields
    /// (`permitArea`, `validPermitAreas`, `zoneType`, `rules`, `requiresPermit`).
    case zoneFeatureCollection
    /// The project's block-face regulations (`Resources/regulations.geojson`): features with
    /// `kind` and `days` properties.
    case regulations
    /// The project's street-sweeping sides (`Resources/sweeping.geojson`): features with
    /// `schedules`.
    case sweeping
    /// The project's metered block faces (`Resources/meters.geojson`): features with `blockfaceId`.
    case meters
    /// Any other GeoJSON text, checked against RFC 7946 and for sound geometry.
    case geoJSON

    /// How messages name the kind: "zone file", "regulations file" …
    package var description: String {
        switch self {
        case .zoneFile: return "zone file"
        case .zoneFeatureCollection: return "zone FeatureCollection"
        case .regulations: return "regulations file"
        case .sweeping: return "street-sweeping file"
        case .meters: return "metered block-face file"
        case .geoJSON: return "GeoJSON"
        }
    }

    /// Whether the file is one of the project's own data files or a zone file, whose coordinates
    /// must be real places (errors) rather than only advised to be (warnings).
    var isParkingData: Bool { self != .geoJSON }
}
