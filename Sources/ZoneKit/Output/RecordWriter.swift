/// Writes records — the answers the CLI builds as ``JSONObject``s — in a ``RecordFormat``, one at
/// a time to a ``ByteSink``, never holding more than one record's bytes.
///
/// Call ``begin(to:)`` once, ``write(_:coordinate:to:)`` per record in input order, then
/// ``finish(to:)`` (also after zero records: JSON then is `[]`).
///
/// | format | begin | each record | finish |
/// |---|---|---|---|
/// | json | `[` | `\n{…}` (`,` before all but the first) | `\n]\n` (`]\n` when empty) |
/// | ndjson | — | `{…}\n` | — |
/// | csv | header row | a row | — |
/// | geojson | `{"type":"FeatureCollection","features":[` | `\n{"type":"Feature",…}` | `\n]}\n` |
///
/// The ``FieldSelection`` picks what is written: CSV columns (a missing value is an empty cell),
/// JSON keys (nesting kept; a missing value is `null`), GeoJSON properties.
public struct RecordWriter: Sendable {
    /// The format written.
    public let format: RecordFormat
    /// The fields written.
    public let selection: FieldSelection
    /// How many records have been written.
    public private(set) var recordCount = 0
    private var scratch: [UInt8] = []

    /// Creates a writer.
    public init(format: RecordFormat, selection: FieldSelection) {
        self.format = format
        self.selection = selection
    }

    /// Writes what comes before the first record: the CSV header, `[`, the FeatureCollection's start.
    ///
    /// - Throws: what the sink throws.
    public mutating func begin<Sink: ByteSink>(to sink: inout Sink) throws(Sink.Failure) {
        scratch.removeAll(keepingCapacity: true)
        switch format {
        case .json: scratch.append(UInt8(ascii: "["))
        case .ndjson: return
        case .csv:
            for (index, column) in selection.columns.enumerated() {
                if index > 0 { scratch.append(UInt8(ascii: ",")) }
                RecordEncoding.appendCSVText(column, to: &scratch)
            }
            scratch.append(0x0A)
        case .geojson: scratch.append(contentsOf: #"{"type":"FeatureCollection","features":["#.utf8)
        }
        try sink.write(scratch)
    }

    /// Writes one record.
    ///
    /// - Parameters:
    ///   - record: the record; only the selected fields are written.
    ///   - coordinate: the place the record is about: the GeoJSON feature's Point (`nil` writes
    ///     a feature with a `null` geometry, as for a row whose place could not be read); unused
    ///     by the other formats.
    ///   - sink: where the bytes go.
    /// - Throws: what the sink throws.
    /// - Complexity: O(*n*) in the size of the record.
    public mutating func write<Sink: ByteSink>(
        _ record: JSONObject, coordinate: Coordinate? = nil, to sink: inout Sink
    ) throws(Sink.Failure) {
        scratch.removeAll(keepingCapacity: true)
        switch format {
        case .json:
            if recordCount > 0 { scratch.append(UInt8(ascii: ",")) }
            scratch.append(0x0A)
            RecordEncoding.appendJSON(selection.project(record), to: &scratch)
        case .ndjson:
            RecordEncoding.appendJSON(selection.project(record), to: &scratch)
            scratch.append(0x0A)
        case .csv:
            for (index, column) in selection.columns.enumerated() {
                if index > 0 { scratch.append(UInt8(ascii: ",")) }
                RecordEncoding.appendCSVCell(FieldSelection.value(at: column, in: record), to: &scratch)
            }
            scratch.append(0x0A)
        case .geojson:
            if recordCount > 0 { scratch.append(UInt8(ascii: ",")) }
            scratch.append(0x0A)
            scratch.append(contentsOf: #"{"type":"Feature","geometry":"#.utf8)
            if let coordinate {
                scratch.append(contentsOf: #"{"type":"Point","coordinates":"#.utf8)
                RecordEncoding.appendJSON(
                    .array([.number(coordinate.longitude), .number(coordinate.latitude)]), to: &scratch)
                scratch.append(UInt8(ascii: "}"))
            } else {
                scratch.append(contentsOf: "null".utf8)
            }
            scratch.append(contentsOf: #","properties":"#.utf8)
            RecordEncoding.appendJSON(selection.project(record), to: &scratch)
            scratch.append(UInt8(ascii: "}"))
        }
        recordCount += 1
        try sink.write(scratch)
    }

    /// Writes what comes after the last record: `]` for JSON, the FeatureCollection's end.
    ///
    /// - Throws: what the sink throws.
    public mutating func finish<Sink: ByteSink>(to sink: inout Sink) throws(Sink.Failure) {
        scratch.removeAll(keepingCapacity: true)
        switch format {
        case .json: scratch.append(contentsOf: (recordCount > 0 ? "\n]\n" : "]\n").utf8)
        case .geojson: scratch.append(contentsOf: (recordCount > 0 ? "\n]}\n" : "]}\n").utf8)
        case .ndjson, .csv: return
        }
        try sink.write(scratch)
    }
}
