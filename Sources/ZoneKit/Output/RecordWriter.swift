/// Writes records — the answers the CLI builds as ``JSONObject``s — in a ``RecordFormat``, one at
/// a time to a ``ByteSink``, never holding more than one record's bytes.
///
/// Call ``begin(to:)`` once, ``write(_:coordinate:to:)`` per record in input order, then
/// ``finish(to:)`` (also after zero records: JSON then is `[]`). To encode on several threads,
/// ``encode(_:coordinate:)`` each record there and ``write(_:to:)`` the results here, in order.
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
    public var selection: FieldSelection { plan.selection }
    /// How many records have been written.
    public private(set) var recordCount = 0
    private var scratch: [UInt8] = []
    /// What the selection gives, worked out once and held once for every copy of the writer:
    /// records are encoded on every worker thread at once, and a copy then costs one reference
    /// count instead of one for each of the selection's arrays, each contended between threads.
    private let plan: Plan

    private final class Plan: Sendable {
        let selection: FieldSelection
        let layout: RecordLayout
        let columnTree: CSVColumnTree
        let selectsAll: Bool
        let columnCount: Int

        init(_ selection: FieldSelection) {
            self.selection = selection
            selectsAll = selection.selectsAll
            columnCount = selection.columns.count
            layout = RecordLayout(selection)
            columnTree = CSVColumnTree(columnKeys: selection.columnKeys)
        }
    }

    /// Creates a writer.
    public init(format: RecordFormat, selection: FieldSelection) {
        self.format = format
        plan = Plan(selection)
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

    /// Writes one record: ``encode(_:coordinate:)`` then ``write(_:to:)``.
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
        try write(encode(record, coordinate: coordinate), to: &sink)
    }

    /// The bytes of one record on its own, with only the selected fields; safe to call from
    /// several threads at once (it changes nothing).
    ///
    /// - Parameters:
    ///   - record: the record.
    ///   - coordinate: the GeoJSON feature's Point (`nil`: a `null` geometry); unused by the other
    ///     formats.
    /// - Returns: the record, ready for ``write(_:to:)`` on a writer of the same format and selection.
    /// - Complexity: O(*n*) in the size of the record.
    public func encode(_ record: JSONObject, coordinate: Coordinate? = nil) -> EncodedRecord {
        encode(values: record, coordinate: coordinate)
    }

    /// The bytes of the record `values` writes (an object), as ``encode(_:coordinate:)`` gives
    /// them for the same record built as a ``JSONObject``. CSV rows, and JSON and GeoJSON records
    /// with every field, are written as the values come, without building the object: the way for
    /// records that are many. Safe to call from several threads at once, each with its own memo.
    ///
    /// - Parameters:
    ///   - values: the record.
    ///   - coordinate: the GeoJSON feature's Point (`nil`: a `null` geometry); unused by the other
    ///     formats.
    ///   - memo: where the text of parts the record shares with others is kept
    ///     (``RecordValueWriter/writeRemembered(_:_:)``), for this writer's records only; none by
    ///     default. The bytes are the same either way.
    /// - Returns: the record, ready for ``write(_:to:)`` on a writer of the same format and selection.
    /// - Complexity: O(*n*) in the size of the record.
    public func encode(
        values: some RecordValues, coordinate: Coordinate? = nil, memo: RecordMemo? = nil
    ) -> EncodedRecord {
        switch format {
        case .csv:
            var row = CSVRowWriter(plan.columnTree, memo: memo)
            values.write(to: &row)
            let bytes = row.row
            row.lendBuffers()
            return EncodedRecord(bytes: bytes)
        case .json, .ndjson, .geojson:
            var bytes: [UInt8] = []
            if format == .geojson { appendFeatureStart(coordinate, to: &bytes) }
            if plan.selectsAll {
                var writer = CompactJSONWriter(appendingTo: bytes, memo: memo)
                values.write(to: &writer)
                bytes = writer.bytes
            } else {
                let record = (values as? JSONObject) ?? JSONValueBuilder.object(values)
                RecordEncoding.appendJSON(selection.project(record), to: &bytes)
            }
            if format == .geojson { bytes.append(UInt8(ascii: "}")) }
            return EncodedRecord(bytes: bytes)
        }
    }

    /// A GeoJSON Feature up to its properties' value: `{"type":"Feature","geometry":…,"properties":`.
    private func appendFeatureStart(_ coordinate: Coordinate?, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"type":"Feature","geometry":"#.utf8)
        if let coordinate {
            bytes.append(contentsOf: #"{"type":"Point","coordinates":"#.utf8)
            RecordEncoding.appendJSON(
                .array([.number(coordinate.longitude), .number(coordinate.latitude)]), to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        } else {
            bytes.append(contentsOf: "null".utf8)
        }
        bytes.append(contentsOf: #","properties":"#.utf8)
    }

    /// The bytes of one record given value by value rather than as a ``JSONObject``: what
    /// ``encode(_:coordinate:)`` writes for a record with these values, for records whose nested
    /// objects are always present. No object is built, so this is the way for records that are
    /// many and small (a zone lookup's); safe to call from several threads at once.
    ///
    /// - Parameters:
    ///   - coordinate: the GeoJSON feature's Point (`nil`: a `null` geometry); unused by the other
    ///     formats.
    ///   - value: the value of a column, by its index in ``FieldSelection/columns`` (`nil`: none;
    ///     written as an empty cell or `null`); asked once per column.
    /// - Returns: the record, ready for ``write(_:to:)`` on a writer of the same format and selection.
    /// - Complexity: O(*n*) in the size of the record.
    public func encode(coordinate: Coordinate? = nil, value: (_ column: Int) -> JSONValue?) -> EncodedRecord {
        var bytes: [UInt8] = []
        func appendObject(_ members: [RecordLayout.Member]) {
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONWriter.appendQuoted(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                switch member.node {
                case .column(let column): RecordEncoding.appendJSON(value(column) ?? .null, to: &bytes)
                case .object(let nested): appendObject(nested)
                }
            }
            bytes.append(UInt8(ascii: "}"))
        }
        switch format {
        case .json, .ndjson:
            appendObject(plan.layout.members)
        case .csv:
            for column in 0..<plan.columnCount {
                if column > 0 { bytes.append(UInt8(ascii: ",")) }
                RecordEncoding.appendCSVCell(value(column), to: &bytes)
            }
        case .geojson:
            appendFeatureStart(coordinate, to: &bytes)
            appendObject(plan.layout.members)
            bytes.append(UInt8(ascii: "}"))
        }
        return EncodedRecord(bytes: bytes)
    }

    /// Writes a record made by ``encode(_:coordinate:)``, with the separator and line break its
    /// place in the output needs, in one write to the sink.
    ///
    /// - Parameters:
    ///   - record: the encoded record.
    ///   - sink: where the bytes go.
    /// - Throws: what the sink throws.
    /// - Complexity: O(*n*) in the size of the record.
    public mutating func write<Sink: ByteSink>(_ record: EncodedRecord, to sink: inout Sink) throws(Sink.Failure) {
        scratch.removeAll(keepingCapacity: true)
        switch format {
        case .json, .geojson:
            if recordCount > 0 { scratch.append(UInt8(ascii: ",")) }
            scratch.append(0x0A)
            scratch.append(contentsOf: record.bytes)
        case .ndjson, .csv:
            scratch.append(contentsOf: record.bytes)
            scratch.append(0x0A)
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
