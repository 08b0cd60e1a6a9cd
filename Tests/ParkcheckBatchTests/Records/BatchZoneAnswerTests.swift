import Foundation
import TestSupport
import Testing
import ZoneKit

@testable import ParkcheckBatch

/// A zone-only record says what the full answer says about the zone, member for member.
@Suite struct BatchZoneAnswerTests {
    @Test(arguments: [
        (37.765, -122.435), (37.765, -122.42993), (37.765, -122.425), (37.70, -122.50), (37.76, -122.44),
    ])
    func theZoneMemberIsTheFullAnswersZoneMember(latitude: Double, longitude: Double) throws {
        let index = ZoneIndex(try ZoneFileReader().read(Array(TwoZones.geoJSON.utf8), file: "zones.geojson"))
        let point = Coordinate(latitude: latitude, longitude: longitude)
        let result = index.lookup(at: point, accuracy: 3, date: Date(timeIntervalSince1970: 0))
        let row = InputRow(location: InputLocation(source: "<stdin>", line: 7), id: "a", coordinate: point)
        let record = BatchZoneAnswer(row: row, result: result).record
        let full = ParkingReport(
            query: ParkingQuery(location: point, arrival: result.date), zone: result, answer: nil, dataVersion: nil
        ).jsonObject
        #expect(record.keys == ["line", "id", "location", "zone", "error"])
        #expect(record["location"] == full["location"])
        #expect(record["zone"] == full["zone"])
        #expect(record["line"] == .number(7))
    }
}

/// Zone-only rows are written value by value, without their record: the bytes must be the
/// record's, for real lookups (inside, near an edge, between zones, outside every zone) in every
/// format and selection.
@Suite struct BatchZoneAnswerEncodingTests {
    @Test(arguments: [[], ["zone.code"], ["zone"], ["id", "location", "zone.otherZones"], ["zone.name", "zone"]])
    func fieldByFieldGivesTheRecordsBytes(fields: [String]) throws {
        let index = ZoneIndex(try ZoneFileReader().read(Array(TwoZones.geoJSON.utf8), file: "zones.geojson"))
        let shape = BatchZoneAnswer.shape
        let selection = try FieldSelection(fields, available: shape.fields)
        var generator = SeededGenerator(seed: 7)
        let points =
            [(37.765, -122.435), (37.765, -122.42993), (37.765, -122.425), (37.70, -122.50), (37.76, -122.44)]
            + (0..<200).map { _ in
                (
                    Double.random(in: 37.755...37.775, using: &generator),
                    Double.random(in: -122.445...(-122.415), using: &generator)
                )
            }
        // Every machine format, and text (`nil`).
        for format in RecordFormat.allCases.map(Optional.some) + [nil] {
            let writer = BatchWriter(recordFormat: format, selection: selection)
            // One run of every row, as a block of rows is written, and one run per row.
            var byValue = BatchWriter.Run()
            var byRecord = BatchWriter.Run()
            for (line, (latitude, longitude)) in points.enumerated() {
                let point = Coordinate(latitude: latitude, longitude: longitude)
                let row = InputRow(
                    location: InputLocation(source: "<stdin>", line: line + 1),
                    id: line.isMultiple(of: 3) ? "p\(line)" : nil,
                    coordinate: point)
                let answer = BatchZoneAnswer(
                    row: row, result: index.lookup(at: point, accuracy: 3, date: Date(timeIntervalSince1970: 0)))
                var rowByValue = BatchWriter.Run()
                var rowByRecord = BatchWriter.Run()
                writer.appendFieldByField(answer, to: &rowByValue)
                writer.append(answer, to: &rowByRecord)
                #expect(!rowByValue.isEmpty)
                #expect(rowByValue == rowByRecord, "\(format.map(\.rawValue) ?? "text") \(fields) \(point)")
                writer.appendFieldByField(answer, to: &byValue)
                writer.append(answer, to: &byRecord)
            }
            #expect(byValue == byRecord, "\(format.map(\.rawValue) ?? "text") \(fields)")
        }
    }

    @Test func everyFieldOfTheShapeIsAField() {
        // Records name their input (`file`) when several are named.
        let shape = BatchZoneAnswer.shape(keeping: [], namesFile: true)
        #expect(BatchZoneAnswer.Field.allCases.map(\.rawValue) == shape.fields)
        #expect(BatchZoneAnswer.shape.fields == shape.fields.filter { $0 != "file" })
    }
}
