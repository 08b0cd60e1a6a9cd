/// A batch's record of a full answer: `input` (the input columns kept, with `--keep`), `file`
/// (with several inputs), `line`, `id`, the report's members
/// (``ParkingReport/writeMembers(to:)``), then `error` (`null`).
///
/// Written through ``RecordWriter/append(_:coordinate:buffers:to:)``, which is concrete: the record's
/// generic writing code (every member through a ``RecordValueWriter``) is specialised here, in
/// ZoneKit, for the CSV and JSON writers. Called generically from the executable it ran
/// unspecialised, with a witness-table call for every key and value.
package struct ReportRecord: RecordValues, Sendable {
    /// The member holding the row's 1-based line.
    package static let lineKey = "line"
    /// The member holding the row's id (`null` when the row has none).
    package static let idKey = "id"
    /// The member holding the error of a row that failed (`null` here).
    package static let errorKey = "error"
    /// The member holding the input columns kept (`--keep`).
    package static let inputKey = "input"
    /// The member naming the file a row is from (a batch of several inputs).
    package static let fileKey = "file"

    /// The file the row is from, when records name it; `nil`: no `file` member.
    package let file: String?
    /// The row's 1-based line.
    package let line: Int
    /// The row's id, if it has one.
    package let id: String?
    /// The answer.
    package let report: ParkingReport
    /// The input columns kept, by name (`--keep`); `nil`: no `input` member.
    package let input: JSONObject?

    /// The record of `report` for the row at `line` with `id`, keeping `input` when given and
    /// naming the `file` it is from when given.
    package init(line: Int, id: String?, report: ParkingReport, input: JSONObject? = nil, file: String? = nil) {
        self.file = file
        self.line = line
        self.id = id
        self.report = report
        self.input = input
    }

    /// Writes the record (an object).
    package func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        Self.write(input: input, file: file, line: line, id: id, to: &writer) { report.writeMembers(to: &$0) }
    }

    /// Writes a row's record: `input`, `file`, `line` and `id`, the answer's members
    /// (`answerMembers`), then `error` (`null`): San Francisco's and a curb feed's alike.
    @inline(__always)
    static func write<Writer: RecordValueWriter>(
        input: JSONObject?, file: String?, line: Int, id: String?, to writer: inout Writer,
        answerMembers: (inout Writer) -> Void
    ) {
        writer.object { writer in
            if let input { writer.member(inputKey) { $0.write(input) } }
            if let file { writer.member(fileKey) { $0.write(file) } }
            writer.member(lineKey) { $0.write(Double(line)) }
            writer.member(idKey) { $0.write(id) }
            answerMembers(&writer)
            writer.member(errorKey) { $0.writeNull() }
        }
    }
}

/// A batch's record of a curb feed's answer, as ``ReportRecord`` is of San Francisco's: the row's
/// members around the report's (``CurbReport/writeMembers(to:)``), written through the concrete
/// ``RecordWriter/append(_:coordinate:buffers:to:)`` so that its encoding runs specialised here.
package struct CurbReportRecord: RecordValues, Sendable {
    /// The file the row is from, when records name it; `nil`: no `file` member.
    package let file: String?
    /// The row's 1-based line.
    package let line: Int
    /// The row's id, if it has one.
    package let id: String?
    /// The answer.
    package let report: CurbReport
    /// The input columns kept, by name (`--keep`); `nil`: no `input` member.
    package let input: JSONObject?

    /// The record of `report` for the row at `line` with `id`, keeping `input` and naming `file`
    /// when given.
    package init(line: Int, id: String?, report: CurbReport, input: JSONObject? = nil, file: String? = nil) {
        self.file = file
        self.line = line
        self.id = id
        self.report = report
        self.input = input
    }

    /// Writes the record (an object).
    package func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        ReportRecord.write(input: input, file: file, line: line, id: id, to: &writer) { report.writeMembers(to: &$0) }
    }
}

extension RecordWriter {
    /// Appends `record` as ``append(values:coordinate:buffers:to:)`` does, with the generic encoding
    /// specialised in ZoneKit (see ``ReportRecord``).
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
