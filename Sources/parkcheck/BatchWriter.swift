import ZoneKit

/// Writes a batch's records in the chosen ``OutputFormat``: lines for people (`text`) or
/// ZoneKit's ``RecordWriter`` for the machine formats.
///
/// Records are encoded with ``encode(_:)`` on the worker threads and written in input order with
/// ``write(_:to:)`` on the main thread, between ``begin(to:)`` and ``finish(to:)``.
struct BatchWriter: Sendable {
    /// A record ready to be written.
    enum Encoded: Equatable, Sendable {
        /// A machine record.
        case record(EncodedRecord)
        /// A line for people, line break included.
        case text([UInt8])
    }

    private var records: RecordWriter?
    /// The zone-only field of each column (`nil` for a column a zone record does not have).
    private let zoneFields: [BatchZoneAnswer.Field?]

    /// A writer of `format`; `selection` says which fields machine formats write.
    init(format: OutputFormat, selection: FieldSelection) {
        records = RecordFormat(rawValue: format.rawValue).map { RecordWriter(format: $0, selection: selection) }
        zoneFields = selection.columns.map(BatchZoneAnswer.Field.init(rawValue:))
    }

    /// Writes what comes before the first record (a CSV header, `[`, a FeatureCollection's start).
    mutating func begin(to output: inout BufferedOutput) throws(OutputError) {
        try records?.begin(to: &output)
    }

    /// The bytes of one row's answer; safe on any thread, each with its own `memo` (where the text
    /// of parts rows share is kept, ``RecordWriter/encode(values:coordinate:memo:)``).
    func encode(_ answer: some BatchRowAnswer, memo: RecordMemo? = nil) -> Encoded {
        guard let records else { return .text(Array((answer.textLine + "\n").utf8)) }
        return .record(records.encode(values: answer, coordinate: answer.coordinate, memo: memo))
    }

    /// The bytes of a zone-only row, written value by value: the same bytes as ``encode(_:)``
    /// without building the record (a zone-only batch is mostly this); safe on any thread.
    func encodeFieldByField(_ answer: BatchZoneAnswer) -> Encoded {
        guard let records else { return encode(answer) }
        return .record(
            records.encode(coordinate: answer.coordinate) { column in zoneFields[column].map(answer.value(of:)) })
    }

    /// Writes an encoded record in its place after the ones before.
    mutating func write(_ encoded: Encoded, to output: inout BufferedOutput) throws(OutputError) {
        switch encoded {
        case .record(let record): try records?.write(record, to: &output)
        case .text(let bytes): try output.write(bytes)
        }
    }

    /// Writes what comes after the last record.
    mutating func finish(to output: inout BufferedOutput) throws(OutputError) {
        try records?.finish(to: &output)
    }
}
