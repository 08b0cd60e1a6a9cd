import Foundation
import ZoneKit

/// Answers batch rows with the zone lookup alone (`--zone-only`): the question the shapely
/// baseline answers, which zone is within the boundary threshold of each place.
package struct BatchZoneEngine: Sendable {
    /// The zones.
    package let index: ZoneIndex
    /// `--accuracy`, in metres.
    package let accuracy: Double?
    /// `--threshold`, in metres; the data's own threshold when `nil`.
    package let threshold: Double?
    /// When the lookups are made (kept in the result, not in the record).
    package let date: Date
    /// The members of every record (with `--keep`, the input columns kept first).
    package var shape = BatchZoneAnswer.shape

    /// An engine looking rows up in `index` at `date`.
    package init(
        index: ZoneIndex, accuracy: Double?, threshold: Double?, date: Date,
        shape: BatchRecordShape = BatchZoneAnswer.shape
    ) {
        self.index = index
        self.accuracy = accuracy
        self.threshold = threshold
        self.date = date
        self.shape = shape
    }

    /// The engine with an index of its own, for one worker thread (``ZoneKit/ZoneIndex/unsharedCopy()``).
    package func unsharedCopy() -> BatchZoneEngine {
        BatchZoneEngine(
            index: index.unsharedCopy(), accuracy: accuracy, threshold: threshold, date: date, shape: shape)
    }

    /// Looks `row` up (with its own accuracy, if it gives one) and adds its record to `result`.
    ///
    /// - Complexity: one ``ZoneIndex/lookup(at:accuracy:threshold:date:)``.
    package func answer(_ row: InputRow, writer: BatchWriter, into result: inout BatchBlockResult) {
        let lookup = index.lookup(
            at: row.coordinate, accuracy: row.accuracy ?? accuracy, threshold: threshold, date: date)
        add(
            BatchZoneAnswer(row: row, result: lookup, keptNames: shape.keptNames, namesFile: shape.namesFile),
            at: row.location, writer: writer, into: &result)
    }

    /// The answer for a row that is a coordinate alone (a line of two numbers): what
    /// ``answer(_:writer:into:)`` gives for its ``InputRow``, without making one.
    package func answer(
        at coordinate: Coordinate, location: InputLocation, writer: BatchWriter, into result: inout BatchBlockResult
    ) {
        let lookup = index.lookup(at: coordinate, accuracy: accuracy, threshold: threshold, date: date)
        add(
            BatchZoneAnswer(
                location: location, coordinate: coordinate, result: lookup, keptNames: shape.keptNames,
                namesFile: shape.namesFile),
            at: location, writer: writer, into: &result)
    }

    private func add(
        _ answer: BatchZoneAnswer, at location: InputLocation, writer: BatchWriter, into result: inout BatchBlockResult
    ) {
        guard !shape.keepsRowObjects else {
            // Each row's own members: no columns fixed ahead, so the record is built.
            var answer = answer
            answer.keepsRowObjects = true
            return result.add(.answered, at: location) { run in writer.append(answer, to: &run) }
        }
        result.add(.answered, at: location) { run in writer.appendFieldByField(answer, to: &run) }
    }
}
