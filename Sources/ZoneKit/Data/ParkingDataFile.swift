/// The files of a parkcheck data directory (`Resources/` in the source tree,
/// `share/parkcheck/` once installed), each with the schema `Resources/README.md` documents.
package enum ParkingDataFile: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The RPP areas' polygons and area-wide rules, in the seed zone schema.
    case zones = "zones.json"
    /// The block-face regulations, a GeoJSON FeatureCollection of MultiLineStrings.
    case regulations = "regulations.geojson"
    /// The street-sweeping sides, a GeoJSON FeatureCollection of LineStrings.
    case sweeping = "sweeping.geojson"
    /// The metered block faces, a GeoJSON FeatureCollection of LineStrings.
    case meters = "meters.geojson"

    /// The file name: `zones.json`.
    package var description: String { rawValue }
}
