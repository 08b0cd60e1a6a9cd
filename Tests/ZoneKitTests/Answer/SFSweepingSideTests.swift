import Testing

@testable import ZoneKit

@Suite struct SFSweepingSideTests {
    @Test func readsSideAndCompassLabel() throws {
        let side = try SFSweepingSide(
            cnn: "100000", side: "l", blockSide: "NorthEast", street: "01st St", limits: " ", fromStreet: "Market St",
            toStreet: nil, schedules: [], line: [Guerrero.at(0, 0), Guerrero.at(10, 10)])
        #expect(side.side == .left)
        #expect(side.blockSide == .northeast)
        #expect(side.blockSideLabel == "NorthEast")
        #expect(side.limits == nil)
    }

    @Test func rejectsAnUnknownSideAndAShortLine() {
        #expect(
            throws: ParkingDataError.invalidValue(
                record: "sweeping side cnn 1 Both", field: "side", value: "\"Both\"", expected: "L, R or null")
        ) {
            try SFSweepingSide(
                cnn: "1", side: "Both", blockSide: nil, street: nil, limits: nil, fromStreet: nil, toStreet: nil,
                schedules: [], line: [Guerrero.at(0, 0), Guerrero.at(1, 1)])
        }
        #expect(
            throws: ParkingDataError.invalidGeometry(
                record: "sweeping side cnn 1 L", line: 0, .lineStringTooShort(count: 0))
        ) {
            try SFSweepingSide(
                cnn: "1", side: "L", blockSide: nil, street: nil, limits: nil, fromStreet: nil, toStreet: nil,
                schedules: [], line: [])
        }
    }
}
