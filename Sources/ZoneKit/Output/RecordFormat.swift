/// The machine formats batch answers are written in.
package enum RecordFormat: String, CaseIterable, Sendable {
    /// One JSON array, an element per record, one element per line.
    case json
    /// One JSON object per line (newline-delimited JSON).
    case ndjson
    /// A header row, then one row per record (RFC 4180 quoting, LF line ends); nested members
    /// become columns with dotted names (`zone.name`).
    case csv
    /// A GeoJSON FeatureCollection (RFC 7946): a Point feature per record, the record as its properties.
    case geojson
}
