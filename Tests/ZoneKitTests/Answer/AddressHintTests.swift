import Testing

@testable import ZoneKit

@Suite struct AddressHintTests {
    @Test func namesTheBlockAndTheSide() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-23 12:00")
        #expect(answer.address?.description == "Guerrero St between 19th St and 20th St, west side")
        let east = try Guerrero.dataset(reversed: true).answer(at: Guerrero.east, "2026-11-23 12:00")
        #expect(east.address?.description == "Guerrero St between 19th St and 20th St, east side")
    }

    @Test func readsTheLimitsWhenCrossStreetsAreMissing() throws {
        let side = try SFSweepingSide(
            cnn: "1", side: "L", blockSide: "West", street: "Guerrero St", limits: "19th St  -  20th St",
            fromStreet: nil, toStreet: nil, schedules: [], line: Guerrero.centreline(reversed: false))
        let dataset = SFDataset(regulations: [], sweepingSides: [side], meters: [])
        let answer = try dataset.answer(at: Guerrero.west, "2026-11-23 12:00")
        #expect(answer.address?.description == "Guerrero St between 19th St and 20th St, west side")
    }

    @Test func fallsBackToTheMeterWithoutSweepingData() throws {
        let dataset = SFDataset(regulations: [], sweepingSides: [], meters: [try Guerrero.meter()])
        let answer = try dataset.answer(at: Guerrero.east, "2026-11-23 12:00")
        #expect(answer.address?.description == "GUERRERO ST, east side")
    }

    @Test func formats() {
        #expect(
            AddressHint(street: "A St", fromStreet: "B St", toStreet: nil, side: nil).description == "A St near B St")
    }
}
