import ZoneKit

/// The shapes `parkcheck` can write its answers in (`--format`).
enum OutputFormat: String, Sendable, CaseIterable {
    /// Sentences for people (the default).
    case text
    /// One JSON document (`--json` is short for this).
    case json
    /// One JSON object per input line, in input order; a failed line still gets a record.
    case ndjson
    /// A header row, then one row per input line.
    case csv
    /// A GeoJSON FeatureCollection with a Point feature per answer.
    case geojson
    /// A map of the answer, drawn offline (a single lookup, or `near`).
    case svg
    /// A page with the text answer and its map (a single lookup, or `near`).
    case html
    /// A calendar (RFC 5545) of the deadline and the street sweepings, with alarms (`--remind`).
    case ics
}

extension OutputFormat {
    /// Whether `--fields` can choose what this format writes: the record formats (`json`,
    /// `ndjson`, `csv`, `geojson`), for a lookup as for a batch.
    var takesFields: Bool { RecordFormat(rawValue: rawValue) != nil }

    /// The usage error of `--fields` with a format that does not take it (``takesFields``).
    static let fieldsNeedRecordFormat =
        "--fields chooses the fields of json, ndjson, csv and geojson records; "
        + "add --format ndjson (or csv, json, geojson)"
}
