/// The files of a parkcheck data directory (`Resources/` in the source tree,
/// `share/parkcheck/` once installed), each with the schema `Resources/README.md` documents.
public enum ParkingDataFile: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The RPP areas' polygons and area-wide rules, in the seed zone schema.
    case zones = "zones.json"
    /// The block-face regulations, a GeoJSON FeatureCollection of MultiLineStrings.
    case regulations = "regulations.geojson"
    /// The street-sweeping sides, a GeoJSON FeatureCollection of LineStrings.
    case sweeping = "sweeping.geojson"
    /// The metered block faces, a GeoJSON FeatureCollection of LineStrings.
    case meters = "meters.geojson"

    /// The file name: `zones.json`.
    public var description: String { rawValue }
}
