import ParkcheckBatch
import ZoneKit

/// `parkcheck LAT LON` in the batch's record formats: the record a one-row batch would write for
/// the place, without the members only a batch has (`line` and `id` name an input row, `error` a
/// row that failed: a lookup that fails writes no record and exits non-zero).
///
/// `--fields` picks from the same names as in a batch (``recordFields``). `ndjson`, `csv` and
/// `geojson` are then the batch's bytes for that row, less those three members; `json` stays one
/// indented object (as without `--fields`), cut down to the fields.
extension ParkingCheck {
    /// What `--fields` may name for a lookup: the batch record's value paths, less `line`, `id`
    /// and `error`.
    static let recordFields = FieldSelection.leafPaths(of: BatchParkingAnswer.example)

    /// The one-shot answer as a batch record writes it: ``ParkingReport/writeMembers(to:)`` in an
    /// object of its own.
    struct Record: RecordValues {
        /// The answer.
        let report: ParkingReport

        func write<Writer: RecordValueWriter>(to writer: inout Writer) {
            writer.object { writer in report.writeMembers(to: &writer) }
        }
    }

    /// Whether the answer is written as a record (`--fields` given, or `csv`/`geojson`) rather than
    /// as the one-shot document (indented JSON, an NDJSON line, text or a picture).
    var writesRecord: Bool {
        !invocation.fields.isEmpty || invocation.format == .csv || invocation.format == .geojson
    }

    /// The fields the command line selects.
    ///
    /// - Throws: ``FieldSelectionError`` for a name that is not one of ``lookupFields``.
    func fieldSelection() throws(FieldSelectionError) -> FieldSelection {
        try Self.selection(invocation.fields, own: Self.recordFields)
    }

    /// What `--fields` may name in a lookup, whichever city answers: San Francisco's fields, then
    /// a curb answer's own, each `null` in the other's answer, as in a batch of rows from several
    /// cities: one script's `--fields` works at any point.
    static let lookupFields: [String] = {
        let known = Set(recordFields)
        return recordFields + CurbCheck.recordFields.filter { !known.contains($0) }
    }()

    /// `fields` picked from ``lookupFields``; without any, every one of `own` (the answering city's).
    ///
    /// - Throws: ``FieldSelectionError`` for a name that is not one of ``lookupFields``.
    static func selection(_ fields: [String], own: [String]) throws(FieldSelectionError) -> FieldSelection {
        try FieldSelection(fields, available: fields.isEmpty ? own : lookupFields)
    }

    /// Writes `report` as the selected fields of a record in the command line's format.
    ///
    /// - Throws: ``OutputError`` when it cannot be written.
    func writeRecord(
        _ report: ParkingReport, selection: FieldSelection, to output: inout BufferedOutput
    ) throws(OutputError) {
        guard let format = RecordFormat(rawValue: invocation.format.rawValue), format != .json else {
            return try output.writeJSON(.object(selection.project(report.jsonObject)), pretty: true)
        }
        var writer = RecordWriter(format: format, selection: selection)
        try writer.begin(to: &output)
        try writer.write(writer.encode(values: Record(report: report), coordinate: point), to: &output)
        try writer.finish(to: &output)
    }
}
