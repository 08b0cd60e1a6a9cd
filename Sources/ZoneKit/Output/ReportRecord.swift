/// An answer that writes its members into a record's object: San Francisco's ``ParkingReport``
/// and a curb feed's ``CurbReport``.
package protocol RecordedAnswer: Sendable {
    /// Writes the answer's members, in their documented order, into an object the caller has begun.
    func writeMembers<Writer: RecordValueWriter>(to writer: inout Writer)
}

extension ParkingReport: RecordedAnswer {}
extension CurbReport: RecordedAnswer {}

/// A batch's record of San Francisco's full answer (``AnswerRecord``).
package typealias ReportRecord = AnswerRecord<ParkingReport>

/// A batch's record of a curb feed's answer (``AnswerRecord``).
package typealias CurbReportRecord = AnswerRecord<CurbReport>

/// A batch's record of a full answer: `input` (the input columns kept, with `--keep`), `file`
/// (with several inputs), `line`, `id`, the report's members
/// (``ParkingReport/writeMembers(to:)``, ``CurbReport/writeMembers(to:)``), then `error` (`null`).
///
/// Written through ``RecordWriter/append(_:coordinate:buffers:to:)``, which is concrete for each
/// answer: the record's generic writing code (every member through a ``RecordValueWriter``) is
/// specialised here, in ZoneKit, for the CSV and JSON writers. Called generically from the
/// executable it ran unspecialised, with a witness-table call for every key and value.
package struct AnswerRecord<Report: RecordedAnswer>: RecordValues, Sendable {
    /// The member holding the row's 1-based line.
    package static var lineKey: String { "line" }
    /// The member holding the row's id (`null` when the row has none).
    package static var idKey: String { "id" }
    /// The member holding the error of a row that failed (`null` here).
    package static var errorKey: String { "error" }
    /// The member holding the input columns kept (`--keep`).
    package static var inputKey: String { "input" }
    /// The member naming the file a row is from (a batch of several inputs).
    package static var fileKey: String { "file" }

    /// The file the row is from, when records name it; `nil`: no `file` member.
    package let file: String?
    /// The row's 1-based line.
    package let line: Int
    /// The row's id, if it has one.
    package let id: String?
    /// The answer.
    package let report: Report
    /// The input columns kept, by name (`--keep`); `nil`: no `input` member.
    package let input: JSONObject?

    /// The record of `report` for the row at `line` with `id`, keeping `input` when given and
    /// naming the `file` it is from when given.
    package init(line: Int, id: String?, report: Report, input: JSONObject? = nil, file: String? = nil) {
        self.file = file
        self.line = line
        self.id = id
        self.report = report
        self.input = input
    }

    /// Writes the record (an object).
    package func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        writer.object { writer in
            if let input { writer.member(Self.inputKey) { $0.write(input) } }
            if let file { writer.member(Self.fileKey) { $0.write(file) } }
            writer.member(Self.lineKey) { $0.write(Double(line)) }
            writer.member(Self.idKey) { $0.write(id) }
            report.writeMembers(to: &writer)
            writer.member(Self.errorKey) { $0.writeNull() }
        }
    }
}

extension RecordWriter {
    /// Appends San Francisco's `record` as ``append(values:coordinate:buffers:to:)`` does, with the
    /// generic encoding specialised in ZoneKit (see ``AnswerRecord``).
    package func append(
        _ record: ReportRecord, coordinate: Coordinate?, buffers: LentBuffers?, to records: inout EncodedRecords
    ) {
        append(values: record, coordinate: coordinate, buffers: buffers, to: &records)
    }

    /// Appends a curb feed's `record`, specialised here as San Francisco's is.
    package func append(
        _ record: CurbReportRecord, coordinate: Coordinate?, buffers: LentBuffers?, to records: inout EncodedRecords
    ) {
        append(values: record, coordinate: coordinate, buffers: buffers, to: &records)
    }
}
