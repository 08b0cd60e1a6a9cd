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
package struct RecordWriter: Sendable {
    /// The format written.
    package let format: RecordFormat
    /// The fields written.
    package var selection: FieldSelection { plan.selection }
    /// How many records have been written.
    package private(set) var recordCount = 0
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
        /// How JSON, NDJSON and GeoJSON write the selected fields straight from the record; `nil`
        /// for every field, or for fields that overlap (``FieldSelectionPlan``).
        let fields: FieldSelectionPlan?

        init(_ selection: FieldSelection) {
            self.selection = selection
            fields = FieldSelectionPlan(selection)
            selectsAll = selection.selectsAll
            columnCount = selection.columns.count
            layout = RecordLayout(selection)
            columnTree = CSVColumnTree(columnKeys: selection.columnKeys, recordKeys: selection.recordKeys)
        }
    }

    /// Creates a writer.
    package init(format: RecordFormat, selection: FieldSelection) {
        self.format = format
        plan = Plan(selection)
    }

    /// Writes what comes before the first record: the CSV header, `[`, the FeatureCollection's start.
    ///
    /// - Throws: what the sink throws.
    package mutating func begin<Sink: ByteSink>(to sink: inout Sink) throws(Sink.Failure) {
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
    package mutating func write<Sink: ByteSink>(
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
    package func encode(_ record: JSONObject, coordinate: Coordinate? = nil) -> EncodedRecord {
        encode(values: record, coordinate: coordinate)
    }

    /// The bytes of the record `values` writes (an object), as ``encode(_:coordinate:)`` gives
    /// them for the same record built as a ``JSONObject``. CSV rows, and JSON and GeoJSON records
    /// with every field, are written as the values come, without building the object: the way for
    /// records that are many. Safe to call from several threads at once, each with its own
    /// lent buffers.
    ///
    /// - Parameters:
    ///   - values: the record.
    ///   - coordinate: the GeoJSON feature's Point (`nil`: a `null` geometry); unused by the other
    ///     formats.
    ///   - buffers: buffers lent from one record to the next (a CSV row's cells), for this
    ///     writer's records only; none by default. The bytes are the same either way.
    /// - Returns: the record, ready for ``write(_:to:)`` on a writer of the same format and selection.
    /// - Complexity: O(*n*) in the size of the record.
    package func encode(
        values: some RecordValues, coordinate: Coordinate? = nil, buffers: LentBuffers? = nil
    ) -> EncodedRecord {
        var bytes: [UInt8] = []
        appendRecord(values: values, coordinate: coordinate, buffers: buffers, to: &bytes)
        return EncodedRecord(bytes: bytes)
    }

    /// Appends the record `values` writes to `records`, after the records already there: the bytes
    /// ``encode(values:coordinate:buffers:)`` gives, with the separator the format puts between
    /// records. A batch's worker puts the records of a block of rows into one buffer this way, and
    /// ``write(_:to:)-(EncodedRecords,_)`` writes them in one go. Safe to call from several
    /// threads at once, each with its own records and lent buffers.
    ///
    /// - Parameters:
    ///   - values: the record.
    ///   - coordinate: the GeoJSON feature's Point (`nil`: a `null` geometry); unused by the other
    ///     formats.
    ///   - buffers: as for ``encode(values:coordinate:buffers:)``.
    ///   - records: where the record goes.
    /// - Complexity: O(*n*) in the size of the record.
    package func append(
        values: some RecordValues, coordinate: Coordinate? = nil, buffers: LentBuffers? = nil,
        to records: inout EncodedRecords
    ) {
        records.beginRecord(format)
        appendRecord(values: values, coordinate: coordinate, buffers: buffers, to: &records.bytes)
        records.endRecord(format)
    }

    /// Appends `values` as ``append(values:coordinate:buffers:to:)`` does, and returns the record's
    /// own bytes, without the separators around it: what ``append(encoded:to:)`` appends again.
    func appendReturningBytes(
        values: some RecordValues, coordinate: Coordinate? = nil, buffers: LentBuffers? = nil,
        to records: inout EncodedRecords
    ) -> [UInt8] {
        records.beginRecord(format)
        let start = records.bytes.count
        appendRecord(values: values, coordinate: coordinate, buffers: buffers, to: &records.bytes)
        let encoded = Array(records.bytes[start...])
        records.endRecord(format)
        return encoded
    }

    /// Appends a record's own `encoded` bytes (``appendReturningBytes(values:coordinate:buffers:to:)``
    /// of this writer) to `records`, with the separator the format puts between records.
    package func append(encoded: [UInt8], to records: inout EncodedRecords) {
        records.beginRecord(format)
        records.bytes.append(contentsOf: encoded)
        records.endRecord(format)
    }

    private func appendRecord(
        values: some RecordValues, coordinate: Coordinate?, buffers: LentBuffers?, to bytes: inout [UInt8]
    ) {
        switch format {
        case .csv:
            var row = CSVRowWriter(plan.columnTree, lender: buffers)
            values.write(to: &row)
            row.appendRow(to: &bytes)
            row.lendBuffers()
        case .json, .ndjson, .geojson:
            if format == .geojson { appendFeatureStart(coordinate, to: &bytes) }
            if plan.selectsAll {
                // The writer appends to `bytes` itself, lent to it rather than copied.
                var writer = CompactJSONWriter(appendingTo: [])
                swap(&writer.bytes, &bytes)
                values.write(to: &writer)
                swap(&writer.bytes, &bytes)
            } else if let fields = plan.fields, !(values is JSONObject) {
                // Only the selected fields, straight from the record: nothing else is made.
                // A built record is projected instead, the reference the selection must equal.
                var writer = JSONSelectionWriter(fields)
                values.write(to: &writer)
                writer.appendObject(to: &bytes)
            } else {
                let record = (values as? JSONObject) ?? JSONValueBuilder.object(values)
                RecordEncoding.appendJSON(selection.project(record), to: &bytes)
            }
            if format == .geojson { bytes.append(UInt8(ascii: "}")) }
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
    package func encode(coordinate: Coordinate? = nil, value: (_ column: Int) -> JSONValue?) -> EncodedRecord {
        var bytes: [UInt8] = []
        appendRecord(coordinate: coordinate, to: &bytes, value: value)
        return EncodedRecord(bytes: bytes)
    }

    /// Appends the record given value by value to `records`, after the records already there: the
    /// bytes ``encode(coordinate:value:)`` gives, with the separator the format puts between
    /// records (see ``append(values:coordinate:buffers:to:)``). Safe to call from several threads at
    /// once, each with its own records.
    ///
    /// - Complexity: O(*n*) in the size of the record.
    package func append(
        coordinate: Coordinate? = nil, to records: inout EncodedRecords, value: (_ column: Int) -> JSONValue?
    ) {
        records.beginRecord(format)
        appendRecord(coordinate: coordinate, to: &records.bytes, value: value)
        records.endRecord(format)
    }

    private func appendRecord(
        coordinate: Coordinate?, to bytes: inout [UInt8], value: (_ column: Int) -> JSONValue?
    ) {
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
    }

    /// Writes a record made by ``encode(_:coordinate:)``, with the separator and line break its
    /// place in the output needs, in one write to the sink.
    ///
    /// - Parameters:
    ///   - record: the encoded record.
    ///   - sink: where the bytes go.
    /// - Throws: what the sink throws.
    /// - Complexity: O(*n*) in the size of the record.
    package mutating func write<Sink: ByteSink>(_ record: EncodedRecord, to sink: inout Sink) throws(Sink.Failure) {
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

    /// Writes records appended with ``append(values:coordinate:buffers:to:)`` or
    /// ``append(coordinate:to:value:)``, after the ones written before, in one write to the sink.
    ///
    /// - Parameters:
    ///   - records: the encoded records.
    ///   - sink: where the bytes go.
    /// - Throws: what the sink throws.
    /// - Complexity: O(*n*) in the size of the records.
    package mutating func write<Sink: ByteSink>(_ records: EncodedRecords, to sink: inout Sink) throws(Sink.Failure) {
        guard records.count > 0 else { return }
        // Within `records` a record is separated from the one before it; here, from the last one written.
        if format.separatesRecordsBefore, recordCount > 0 { try sink.write([UInt8(ascii: ",")]) }
        recordCount += records.count
        try sink.write(records.bytes)
    }

    /// Writes what comes after the last record: `]` for JSON, the FeatureCollection's end.
    ///
    /// - Throws: what the sink throws.
    package mutating func finish<Sink: ByteSink>(to sink: inout Sink) throws(Sink.Failure) {
        scratch.removeAll(keepingCapacity: true)
        switch format {
        case .json: scratch.append(contentsOf: (recordCount > 0 ? "\n]\n" : "]\n").utf8)
        case .geojson: scratch.append(contentsOf: (recordCount > 0 ? "\n]}\n" : "]}\n").utf8)
        case .ndjson, .csv: return
        }
        try sink.write(scratch)
    }
}
