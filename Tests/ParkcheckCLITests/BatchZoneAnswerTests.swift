import Foundation
import Testing
import ZoneKit

@testable import parkcheck

/// A zone-only record says what the full answer says about the zone, member for member.
@Suite struct BatchZoneAnswerTests {
    @Test(arguments: [
        (37.765, -122.435), (37.765, -122.42993), (37.765, -122.425), (37.70, -122.50), (37.76, -122.44),
    ])
    func theZoneMemberIsTheFullAnswersZoneMember(latitude: Double, longitude: Double) throws {
        let index = ZoneIndex(try ZoneFileReader().read(Array(BatchScratch.zones.utf8), file: "zones.geojson"))
        let point = Coordinate(latitude: latitude, longitude: longitude)
        let result = index.lookup(at: point, accuracy: 3, date: Date(timeIntervalSince1970: 0))
        let row = InputRow(location: InputLocation(source: "<stdin>", line: 7), id: "a", coordinate: point)
        let shape = BatchRecordShape(answer: BatchZoneAnswer.example)
        let record = BatchZoneAnswer(row: row, result: result, shape: shape).record
        let full = ParkingReport(
            query: ParkingQuery(location: point, arrival: result.date), zone: result, answer: nil, dataVersion: nil
        ).jsonObject
        #expect(record.keys == ["line", "id", "location", "zone", "error"])
        #expect(record["location"] == full["location"])
        #expect(record["zone"] == full["zone"])
        #expect(record["line"] == .number(7))
    }
}
