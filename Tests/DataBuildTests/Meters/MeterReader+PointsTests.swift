import Foundation
import Testing
import TestSupport
import ZoneKit
@testable import DataBuild

@Suite struct MeterReaderPointsTests {
    private static func read(_ features: [String]) throws -> (MeterReader, [SFMeteredBlockFace]) {
        let text = #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
        var reader = MeterReader()
        let table = try SourceTable(
            JSONInput.value(of: Data(text.utf8), file: "meters.geojson"), file: "meters.geojson")
        let faces = reader.readMeterPoints(table).map(\.meter)
        return (reader, faces)
    }

    private static func meter(_ street: String, _ number: String, _ lat: Double, _ lon: Double, on: String = "ON")
        -> String
    {
        #"{"type":"Feature","geometry":{"type":"Point","coordinates":["# + "\(lon),\(lat)" + #"]},"properties":"#
            + #"{"STREET_NAME":""# + street + #"","STREET_NUM":""# + number + #"","ON_OFFSTREET_TYPE":""# + on + #""}}"#
    }

    @Test func metersOfOneBlockSideBecomeOneBlockFaceInNumberOrder() throws {
        let (reader, faces) = try Self.read([
            Self.meter("FILLMORE ST", "1,126", 37.7804, -122.4321),
            Self.meter("FILLMORE ST", "1,102", 37.7802, -122.4320),
            Self.meter("FILLMORE ST", "1,101", 37.7802, -122.4323),
            Self.meter("FILLMORE ST", "1,140", 37.78, -122.43, on: "OFF"),
        ])
        #expect(faces.map(\.blockfaceId) == ["FILLMORE ST 1100-1199 even", "FILLMORE ST 1100-1199 odd"])
        let even = try #require(faces.first)
        #expect((even.fromAddress, even.toAddress) == (1102, 1126))
        #expect(even.line.coordinates.map(\.latitude) == [37.7802, 37.7804])
        #expect(faces[1].line.coordinates.count == 2)
        #expect(reader.rowsRead == 4)
        #expect(reader.drops.places["off-street meter (a parking lot, not a curb)"] == ["meters.geojson: features[3]"])
    }

    @Test func theLoneMountainExtractReads() throws {
        let name = "lonemountain/parking_meters.geojson"
        let document = try JSONInput.value(of: SharedFolder.data("data/sf/" + name), file: name)
        var reader = MeterReader()
        let faces = reader.readMeterPoints(try SourceTable(document, file: name)).map(\.meter)
        #expect(reader.rowsRead == 1_111)
        #expect(reader.drops.places["off-street meter (a parking lot, not a curb)"]?.count == 36)
        #expect(reader.drops.places["no street name or street number"]?.count == 4)
        #expect(reader.drops.count == 40)
        #expect(!faces.isEmpty && faces.count < 1_075)
        #expect(faces.allSatisfy { ($0.fromAddress ?? 0) <= ($0.toAddress ?? 0) && $0.side == nil })
        #expect(faces.contains { $0.blockfaceId.hasPrefix("FILLMORE ST 1100-1199") })
    }
}
