import ParkcheckBatch
import ZoneKit

/// `parkcheck LAT LON --zone-only` in the batch's record formats: the record a one-row
/// `--zone-only` batch would write for the place (`location` and `zone`), without the members
/// only a batch has (`line`, `id`, `error`), as ``ParkingCheck`` does for a full answer.
///
/// `--fields` picks from the same names as a zone-only batch (``recordFields``); `ndjson`, `csv`
/// and `geojson` are then the batch's bytes for that row less those three members, and `json` one
/// indented object cut down to the fields. Without `--fields`, `json` and `ndjson` keep the zone
/// lookup's own document (``ZoneLookupJSON``).
extension ZoneLookup {
    /// What `--fields` may name for a zone lookup: the zone-only batch record's value paths, less
    /// `line`, `id` and `error`.
    static let recordFields = FieldSelection.leafPaths(of: BatchZoneAnswer.example)

    /// Whether the answer is written as a record (`--fields` given, or `csv`/`geojson`) rather than
    /// as the zone lookup's own document (text, indented JSON, an NDJSON line).
    var writesRecord: Bool {
        !invocation.fields.isEmpty || invocation.format == .csv || invocation.format == .geojson
    }

    /// The fields the command line selects.
    ///
    /// - Throws: ``FieldSelectionError`` for a name that is not one of ``recordFields``.
    func fieldSelection() throws(FieldSelectionError) -> FieldSelection {
        try FieldSelection(invocation.fields, available: Self.recordFields)
    }

    /// Writes `result` as the selected fields of a record in the command line's format.
    ///
    /// - Throws: ``OutputError`` when it cannot be written.
    func writeRecord(
        _ result: ZoneLookupResult, selection: FieldSelection, to output: inout BufferedOutput
    ) throws(OutputError) {
        let answer = BatchZoneAnswer(
            row: InputRow(location: InputLocation(source: "", line: 0), coordinate: point), result: result)
        let location = JSONObject(uniqueMembers: [
            ("latitude", answer.value(of: .latitude)), ("longitude", answer.value(of: .longitude)),
        ])
        let record = JSONObject(uniqueMembers: [("location", .object(location)), ("zone", .object(answer.zone))])
        guard let format = RecordFormat(rawValue: invocation.format.rawValue), format != .json else {
            return try output.writeJSON(.object(selection.project(record)), pretty: true)
        }
        var writer = RecordWriter(format: format, selection: selection)
        try writer.begin(to: &output)
        try writer.write(writer.encode(values: record, coordinate: point), to: &output)
        try writer.finish(to: &output)
    }
}
