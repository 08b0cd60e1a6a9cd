import Foundation
import TestSupport
import Testing
import ZoneKit

@testable import ParkcheckBatch

/// Full-answer rows are written as their values come, without building their record: the bytes
/// must be the record's, for real answers from the bundled data (inside and outside permit areas,
/// on metered and swept streets, outside the city) in every format and selection.
@Suite struct BatchParkingAnswerEncodingTests {
    /// The source tree's `Resources/`, found from this file's path.
    static let resources: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources").path

    /// Real answers: known places and random ones across the city, at two arrivals, with and
    /// without a permit; their rule evaluations shared through `cache`, if one is given.
    static func answers(cache: SFEvaluationCache? = nil) throws -> [BatchParkingAnswer] {
        let data = try ParkingData(directory: resources)
        var generator = SeededGenerator(seed: 11)
        let places =
            [
                (37.76, -122.43), (37.7793, -122.4193), (37.77606, -122.40845), (37.645, -122.362),
                (37.7887, -122.4077), (37.33, -121.89),
            ]
            + (0..<120).map { _ in
                (
                    Double.random(in: 37.71...37.80, using: &generator),
                    Double.random(in: -122.50...(-122.39), using: &generator)
                )
            }
        let arrivals = [Date(timeIntervalSince1970: 1_783_351_800), Date(timeIntervalSince1970: 1_783_900_000)]
        let shape = BatchRecordShape(answer: BatchParkingAnswer.example)
        var answers: [BatchParkingAnswer] = []
        for (line, (latitude, longitude)) in places.enumerated() {
            let point = Coordinate(latitude: latitude, longitude: longitude)
            let query = ParkingQuery(
                location: point, arrival: arrivals[line % 2], permits: line.isMultiple(of: 3) ? ["S"] : [])
            let row = InputRow(
                location: InputLocation(source: "<stdin>", line: line + 1),
                id: line.isMultiple(of: 4) ? "p,\(line)" : nil, coordinate: point)
            answers.append(
                BatchParkingAnswer(
                    row: row, report: try data.answer(for: query, threshold: nil, settings: .standard, cache: cache),
                    shape: shape,
                    usesColor: false))
        }
        return answers
    }

    @Test func writtenAsTheyComeTheValuesAreTheRecord() throws {
        for answer in try Self.answers() {
            #expect(JSONValueBuilder.object(answer) == answer.record, "\(answer.row.coordinate)")
        }
    }

    @Test(arguments: [[], ["zone", "meter.hours", "rulesInForce"], ["id", "nextSweeping.next", "line"]])
    func writtenAsTheyComeTheBytesAreTheRecords(fields: [String]) throws {
        let shape = BatchRecordShape(answer: BatchParkingAnswer.example)
        let selection = try FieldSelection(fields, available: shape.fields)
        let answers = try Self.answers()
        #expect(answers.contains { $0.report.answer?.meter != nil })
        #expect(answers.contains { $0.report.answer == nil })
        for format in RecordFormat.allCases {
            let writer = RecordWriter(format: format, selection: selection)
            for answer in answers {
                #expect(
                    writer.encode(values: answer, coordinate: answer.coordinate)
                        == writer.encode(answer.record, coordinate: answer.coordinate),
                    "\(format) \(fields) \(answer.row.coordinate)")
            }
        }
    }

    @Test(arguments: [[], ["zone", "meter.hours", "rulesInForce"], ["id", "nextSweeping.next", "line"]])
    func rowsWrittenInTheBuffersOfTheRowBeforeGiveTheSameBytes(fields: [String]) throws {
        let shape = BatchRecordShape(answer: BatchParkingAnswer.example)
        let selection = try FieldSelection(fields, available: shape.fields)
        // Each place twice, so that the second answers share the first ones' evaluations.
        let cache = SFEvaluationCache()
        let answers = try Self.answers(cache: cache) + Self.answers(cache: cache)
        for format in RecordFormat.allCases {
            let writer = RecordWriter(format: format, selection: selection)
            let buffers = LentBuffers()
            for answer in answers {
                #expect(
                    writer.encode(values: answer, coordinate: answer.coordinate, buffers: buffers)
                        == writer.encode(answer.record, coordinate: answer.coordinate),
                    "\(format) \(fields) \(answer.row.coordinate)")
            }
        }
    }
}
