import Testing
import ZoneKit

@testable import ParkcheckBatch

/// A block's rows come back as records and reports in input order: a message about a row is
/// printed just before its record, as it was when rows came back one at a time.
@Suite struct BatchBlockResultTests {
    private let writer = BatchWriter(recordFormat: nil, selection: .all(available: BatchZoneAnswer.shape.fields))

    private func location(_ line: Int) -> InputLocation {
        InputLocation(source: "points.csv", line: line)
    }

    /// Writes a record for the row on `line` (a failure record: a short line of text).
    private func record(_ line: Int) -> (inout BatchWriter.Run) -> Void {
        { run in
            writer.append(
                BatchRowFailure(location: location(line), id: nil, message: "m", shape: BatchZoneAnswer.shape),
                to: &run)
        }
    }

    /// `records 1 2` for a piece holding the records of lines 1 and 2; `report 3: …` for a report.
    private func describe(_ piece: BatchBlockResult.Piece) -> String {
        switch piece {
        case .records(let run):
            let lines = String(decoding: run.text, as: UTF8.self).split(separator: "\n")
            return "records " + lines.map { $0.dropFirst("line ".count).prefix { $0 != ":" } }.joined(separator: " ")
        case .report(let report):
            return "report \(report.location.line): \(report.message)"
        }
    }

    @Test func aReportComesJustBeforeTheRecordOfItsRow() {
        var result = BatchBlockResult(reportsNo: true)
        result.add(.answered, at: location(1), record: record(1))
        result.add(.answered, at: location(2), record: record(2))
        result.add(.failed(message: "latitude 'x' is not a number"), at: location(3), record: record(3))
        result.add(.answeredNo(reason: "street sweeping now"), at: location(4), record: record(4))
        result.add(.answered, at: location(5), record: record(5))
        result.finish()
        #expect(
            result.pieces.map(describe) == [
                "records 1 2", "report 3: latitude 'x' is not a number", "records 3",
                "report 4: the answer is no: street sweeping now", "records 4 5",
            ])
        #expect(result.tally == BatchTally(rows: 5, answered: 4, failed: 1, noAnswers: 1))
        #expect(!result.endsInput)
    }

    @Test func withoutFailOnNoANoIsCountedButNotReported() {
        var result = BatchBlockResult(reportsNo: false)
        result.add(.answeredNo(reason: "street sweeping now"), at: location(1), record: record(1))
        result.add(.answered, at: location(2), record: record(2))
        result.finish()
        #expect(result.pieces.map(describe) == ["records 1 2"])
        #expect(result.tally == BatchTally(rows: 2, answered: 2, noAnswers: 1))
    }

    @Test func theEndOfTheInputIsReportedAndHasNoRecord() {
        var result = BatchBlockResult(reportsNo: false)
        result.add(.answered, at: location(1), record: record(1))
        result.add(.inputEnded(message: "cannot read the input"), at: location(2)) { _ in
            Issue.record("the end of the input has no record")
        }
        result.finish()
        #expect(result.pieces.map(describe) == ["records 1", "report 2: cannot read the input"])
        #expect(result.tally == BatchTally(rows: 1, answered: 1))
        #expect(result.endsInput)
    }

    @Test func anEmptyBlockHasNothingToWrite() {
        var result = BatchBlockResult(reportsNo: true)
        result.finish()
        #expect(result.pieces.isEmpty)
        #expect(result.tally == BatchTally())
    }
}
