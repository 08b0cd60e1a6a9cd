import Testing

@testable import ZoneKit

@Suite struct SFMeteredBlockFaceTests {
    @Test func readsTheFileProperties() throws {
        let meter = try SFMeteredBlockFace(
            blockfaceId: "102021", street: "02ND AVE", side: "W", fromAddress: 201, toAddress: 299,
            line: [Guerrero.at(0, 0), Guerrero.at(0, 10)])
        #expect(meter.side == .west)
        #expect(meter.fromAddress == 201)
        #expect(SFMeteredBlockFace.assumedHours.description == "Mon–Sat 9 AM–6 PM (meter holidays off)")
    }

    @Test func rejectsAFractionalAddressAndAnEmptyID() {
        #expect(
            throws: ParkingDataError.invalidValue(
                record: "metered block face 1", field: "fromAddress", value: "20.5", expected: "a street number")
        ) {
            try SFMeteredBlockFace(
                blockfaceId: "1", street: nil, side: nil, fromAddress: 20.5, toAddress: nil,
                line: [Guerrero.at(0, 0), Guerrero.at(0, 10)])
        }
        #expect(throws: ParkingDataError.self) {
            try SFMeteredBlockFace(
                blockfaceId: " ", street: nil, side: nil, fromAddress: nil, toAddress: nil,
                line: [Guerrero.at(0, 0), Guerrero.at(0, 10)])
        }
    }
}
