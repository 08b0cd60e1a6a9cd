import ZoneKit

/// Writes a batch's records: lines for people (`text`), ZoneKit's ``RecordWriter`` for the machine
/// formats, or the events of a calendar (``BatchEventCalendar``, `--format ics`).
///
/// The records of a block of rows are appended to one ``Run`` on a worker thread and written in
/// input order with ``write(_:to:)`` on the main thread, between ``begin(to:)`` and
/// ``finish(to:)``.
package struct BatchWriter: Sendable {
    /// The records of consecutive rows, encoded one after another, ready to be written in one go.
    package struct Run: Equatable, Sendable {
        /// Machine records.
        package fileprivate(set) var records = EncodedRecords()
        /// Lines for people, line breaks included.
        package fileprivate(set) var text: [UInt8] = []

        /// Whether the run holds nothing to write.
        package var isEmpty: Bool { records.isEmpty && text.isEmpty }
    }

    /// The machine format's writer; for `text`, one that is never used (kept rather than an
    /// optional: unwrapping it copied it for every row, reference counts and all).
    private var records: RecordWriter
    /// Whether the format is `text`, lines for people.
    private let writesText: Bool
    /// What each column of a zone-only record holds.
    private let zoneColumns: [ZoneColumn]

    /// A column of a zone-only record: a field of the answer, an input column kept (`--keep`, by
    /// its place in the list), or nothing a zone record has.
    private enum ZoneColumn: Sendable {
        case field(BatchZoneAnswer.Field)
        case kept(Int)
        case none
    }

    /// For `--format ics`: the calendar every row's events go into (rows are then not lines).
    private let calendar: (any BatchEventCalendar)?

    /// Whether every field written is one a full answer's core gives
    /// (``ZoneKit/SFEvaluationCache/coreMembers``) or the row's own (line, id, file, kept input,
    /// error): `--fields verdict,parkUntil.time,zone.code,status` into a machine format. Such a
    /// batch answers from shared cores instead of whole evaluations.
    package let writesOnlyCoreMembers: Bool

    /// A writer of the machine format `recordFormat`, or of lines for people when it is `nil`;
    /// `selection` says which fields machine formats write; `calendar` is the calendar of
    /// `--format ics` (with a `nil` `recordFormat`); `keptNames` the input columns records keep
    /// (`--keep`).
    package init(
        recordFormat: RecordFormat?, selection: FieldSelection, calendar: (any BatchEventCalendar)? = nil,
        keptNames: [String] = []
    ) {
        self.calendar = calendar
        records = RecordWriter(format: recordFormat ?? .ndjson, selection: selection)
        writesText = recordFormat == nil
        let rowMembers: Set = [
            BatchRecordShape.lineKey, BatchRecordShape.idKey, BatchRecordShape.fileKey, BatchRecordShape.inputKey,
            BatchRecordShape.errorKey,
        ]
        writesOnlyWhatCoresDetermine = !writesText && calendar == nil && records.writesOnlyWhatCoresDetermine
        writesOnlyCoreMembers =
            !writesText && calendar == nil && !selection.fields.isEmpty
            && selection.fields.allSatisfy { field in
                let member = String(field.prefix { $0 != "." })
                return SFEvaluationCache.coreMembers.contains(member) || rowMembers.contains(member)
            }
        let inputPrefix = BatchRecordShape.inputKey + "."
        zoneColumns = selection.columns.map { column in
            if let field = BatchZoneAnswer.Field(rawValue: column) { return .field(field) }
            if column.hasPrefix(inputPrefix),
                let index = keptNames.firstIndex(of: String(column.dropFirst(inputPrefix.count)))
            {
                return .kept(index)
            }
            return .none
        }
    }

    /// Writes what comes before the first record (a CSV header, `[`, a FeatureCollection's start).
    package mutating func begin(to output: inout BufferedOutput) throws(OutputError) {
        if let calendar { try output.write(calendar.header) }
        if !writesText { try records.begin(to: &output) }
    }

    /// Appends one row's answer to `run`; safe on any thread, each with its own `buffers` (lent
    /// from row to row, ``RecordWriter/append(values:coordinate:buffers:to:)``).
    package func append(_ answer: some BatchRowAnswer, buffers: LentBuffers? = nil, to run: inout Run) {
        guard !writesText else { return appendText(answer, to: &run) }
        records.append(values: answer, coordinate: answer.coordinate, buffers: buffers, to: &run.records)
    }

    /// Whether rows are written as machine records (``append(_:coordinate:buffers:to:)``), not
    /// lines for people or calendar events.
    package var writesRecords: Bool { !writesText }

    /// Whether a full answer's record is the same for every answer sharing a core: a machine format
    /// writing only fields cores determine (``ZoneKit/RecordWriter/writesOnlyWhatCoresDetermine``).
    /// Such a batch's rows that meet a core already held are answered from it
    /// (``append(_:remembering:buffers:to:)``).
    package let writesOnlyWhatCoresDetermine: Bool

    /// Appends the record of an answer from `core` to `run`, as bytes `remembered` holds for it
    /// (made and kept the first time): for a writer that ``writesOnlyWhatCoresDetermine``.
    package func append(
        _ core: SFHeldCore, remembering remembered: inout SFCoreRecords, buffers: LentBuffers?, to run: inout Run
    ) {
        remembered.append(core, with: records, buffers: buffers, to: &run.records)
    }

    /// Appends a full answer's `record` to `run` (a machine format only, ``writesRecords``): what
    /// ``append(_:buffers:to:)`` writes for a ``BatchParkingAnswer``, without making one (copying
    /// the answer into it and then into its record, and freeing both, cost every row at the
    /// curb), through ZoneKit's concrete ``RecordWriter/append(_:coordinate:buffers:to:)``,
    /// where the record's encoding runs specialised (called generically it ran through witness
    /// tables, value by value).
    package func append(_ record: ReportRecord, coordinate: Coordinate?, buffers: LentBuffers?, to run: inout Run) {
        records.append(record, coordinate: coordinate, buffers: buffers, to: &run.records)
    }

    /// Appends a curb feed's answer for a row to `run`: its record through ZoneKit's concrete
    /// ``RecordWriter/append(_:coordinate:buffers:to:)`` in a machine format, else as
    /// ``append(_:buffers:to:)`` does.
    package func append(_ answer: BatchCurbAnswer, buffers: LentBuffers? = nil, to run: inout Run) {
        guard !writesText else { return appendText(answer, to: &run) }
        records.append(answer.reportRecord, coordinate: answer.coordinate, buffers: buffers, to: &run.records)
    }

    /// Appends the row's line for people (or, for `--format ics`, its events) to `run`.
    private func appendText(_ answer: some BatchRowAnswer, to run: inout Run) {
        if let calendar {
            // A row that failed has no events; its error is on standard error.
            if let parking = answer as? BatchParkingAnswer {
                run.text.append(contentsOf: calendar.events(parking).utf8)
            } else if let curb = answer as? BatchCurbAnswer {
                run.text.append(contentsOf: calendar.events(curb).utf8)
            }
            return
        }
        run.text.append(contentsOf: answer.textLine.utf8)
        run.text.append(0x0A)
    }

    /// Appends a zone-only row to `run`, written value by value: the same bytes as
    /// ``append(_:buffers:to:)`` without building the record (a zone-only batch is mostly this);
    /// safe on any thread.
    package func appendFieldByField(_ answer: BatchZoneAnswer, to run: inout Run) {
        guard !writesText else { return append(answer, to: &run) }
        records.append(coordinate: answer.coordinate, to: &run.records) { column in
            switch zoneColumns[column] {
            case .field(let field): return answer.value(of: field)
            case .kept(let index): return index < answer.kept.count ? answer.kept[index] : .null
            case .none: return nil
            }
        }
    }

    /// Writes a run of records in its place after the ones before.
    package mutating func write(_ run: Run, to output: inout BufferedOutput) throws(OutputError) {
        if writesText {
            if !run.text.isEmpty { try output.write(run.text) }
        } else {
            try records.write(run.records, to: &output)
        }
    }

    /// Writes what comes after the last record.
    package mutating func finish(to output: inout BufferedOutput) throws(OutputError) {
        if let calendar { try output.write(calendar.footer) }
        if !writesText { try records.finish(to: &output) }
    }
}
