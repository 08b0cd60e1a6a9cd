import Foundation
import ZoneKit

/// Answers batch rows in full — the same engine as `parkcheck LAT LON`
/// (``ParkingData/answer(for:threshold:settings:)``) — with the command line's options, which a
/// row's own `at`, `permits`, `placard`, `side`, `heading` and `accuracy` override.
package struct BatchParkingEngine: Sendable {
    /// The data.
    package let data: ParkingData
    /// The question every row starts from: the arrival (`--at`, else the batch's time), permits,
    /// placard, side, heading and accuracy of the command line. Its location is replaced per row.
    package let base: ParkingQuery
    /// `--threshold`, in metres; the data's own when `nil`.
    package let threshold: Double?
    /// Whether the text lines may be coloured.
    package let usesColor: Bool
    /// The members of every record (with `--keep`, the input columns kept first).
    package var shape = BatchRecordShape(answer: BatchParkingAnswer.example)

    /// An engine answering from `data`, each row's query starting from `base`.
    package init(
        data: ParkingData, base: ParkingQuery, threshold: Double?, usesColor: Bool,
        shape: BatchRecordShape = BatchRecordShape(answer: BatchParkingAnswer.example)
    ) {
        self.data = data
        self.base = base
        self.threshold = threshold
        self.usesColor = usesColor
        self.shape = shape
    }

    /// The engine with data of its own, for one worker thread (``ZoneKit/ParkingData/unsharedCopy()``).
    package func unsharedCopy() -> BatchParkingEngine {
        BatchParkingEngine(
            data: data.unsharedCopy(), base: base, threshold: threshold, usesColor: usesColor, shape: shape)
    }

    /// What one worker thread keeps between its rows: the rule evaluations of answers
    /// (``ZoneKit/SFEvaluationCache``), which rows on the same block face — and the many far from any
    /// street — share, the words those answers share (``ZoneKit/SFAnswerTexts``, current while the
    /// worker answers a block) and the buffers of its records (``ZoneKit/LentBuffers``). None changes
    /// a byte of the output.
    package final class Memory {
        package let answers: SFEvaluationCache
        package let texts = SFAnswerTexts()
        package let records = LentBuffers()
        /// The record of each core met, for a writer that writes only what cores determine.
        package var coreRecords = SFCoreRecords()

        /// A worker's memory; with `cores`, the batch's workers share the cores of their
        /// evaluations there (for a batch whose writer writes only what cores give).
        package init(cores: (any SFSharedCores)? = nil) {
            answers = SFEvaluationCache(cores: cores)
        }
    }

    /// The query for `row`: the base query at the row's place, with the row's time (and how it was
    /// resolved, if it named no single instant), permits, placard, side, heading and accuracy where
    /// it gives them. A row's heading also sets aside `--side` (which would win over it): the row's
    /// own word on the side is the one that counts.
    package func query(for row: InputRow) -> ParkingQuery {
        var query = base
        query.location = row.coordinate
        if let instant = row.instant { (query.arrival, query.arrivalAdjustment) = (instant, row.arrivalAdjustment) }
        if !row.permits.isEmpty { query.permits = row.permits }
        if let placard = row.placard { query.hasPlacard = placard }
        if let heading = row.heading { (query.heading, query.side) = (heading, nil) }
        if let side = row.side { query.side = side }
        if let accuracy = row.accuracy { query.accuracy = accuracy }
        return query
    }

    /// Answers `row` and adds its record to `result`, sharing what it can with the worker's earlier
    /// rows through `memory`; a row whose own permits are unknown fails (its record carries the
    /// error).
    ///
    /// - Complexity: one ``ParkingData/answer(for:threshold:settings:cache:)``, or, for a writer that
    ///   writes only what cores determine, one ``ParkingData/coreOrReport(for:threshold:settings:cache:)``.
    package func answer(
        _ row: InputRow, writer: BatchWriter, memory: Memory? = nil, into result: inout BatchBlockResult
    ) {
        answer(query(for: row), at: row.location, writer: writer, memory: memory, into: &result) { row }
    }

    /// The answer for a row that is a coordinate alone (a line of two numbers): what
    /// ``answer(_:writer:memory:into:)`` gives for its ``InputRow``, which is made only when the
    /// record needs it (an answer written whole, or a failure), not made and copied for every row.
    package func answer(
        at coordinate: Coordinate, location: InputLocation, writer: BatchWriter, memory: Memory? = nil,
        into result: inout BatchBlockResult
    ) {
        var query = base
        query.location = coordinate
        answer(query, at: location, writer: writer, memory: memory, into: &result) {
            InputRow(location: location, coordinate: coordinate)
        }
    }

    /// Answers `query`, the query of the row at `location` that `row` makes when its record needs it.
    private func answer(
        _ query: ParkingQuery, at location: InputLocation, writer: BatchWriter, memory: Memory?,
        into result: inout BatchBlockResult, row: () -> InputRow
    ) {
        let report: ParkingReport
        do throws(ParkingQueryError) {
            if let memory, writer.writesOnlyWhatCoresDetermine {
                switch try data.coreOrReport(
                    for: query, threshold: threshold, settings: .standard, cache: memory.answers)
                {
                case .core(let core):
                    // Every row meeting this core has the same record: its bytes, made once.
                    result.add(Self.outcome(core.verdict, reason: core.verdictReason), at: location) { run in
                        writer.append(core, remembering: &memory.coreRecords, buffers: memory.records, to: &run)
                    }
                    return
                case .report(let whole):
                    report = whole
                }
            } else {
                report = try data.answer(for: query, threshold: threshold, settings: .standard, cache: memory?.answers)
            }
        } catch {
            let row = row()
            let failure = BatchRowFailure(
                location: location, id: row.id, message: error.description, shape: shape, kept: row.kept)
            result.add(.failed(message: error.description), at: location) { run in
                writer.append(failure, to: &run)
            }
            return
        }
        let outcome = Self.outcome(report.verdict, reason: report.verdictReason)
        let row = row()
        guard writer.writesRecords else {
            let answer = BatchParkingAnswer(row: row, report: report, shape: shape, usesColor: usesColor)
            result.add(outcome, at: location) { run in writer.append(answer, to: &run) }
            return
        }
        let record = shape.record(of: row, report: report)
        result.add(outcome, at: location) { run in
            writer.append(record, coordinate: row.coordinate, buffers: memory?.records, to: &run)
        }
    }

    /// The outcome of a row answered `verdict` for `reason`.
    private static func outcome(_ verdict: ParkingVerdict, reason: @autoclosure () -> String)
        -> BatchBlockResult.Outcome
    {
        switch verdict {
        case .yes, .conditionally: .answered
        case .no: .answeredNo(reason: reason())
        case .unknown: .answeredUnknown(reason: reason())
        }
    }
}
