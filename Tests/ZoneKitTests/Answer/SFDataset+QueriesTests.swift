import TestSupport
import Testing

@testable import ZoneKit

@Suite struct SFDatasetQueriesTests {
    @Test func permitsAreCheckedCaseInsensitivelyAgainstTheData() throws {
        let dataset = try Guerrero.dataset()
        #expect(dataset.knownAreaCodes == ["I", "S", "T"])
        #expect(try dataset.validatedPermits([" s", "I", "S"]) == ["S", "I"])
    }

    @Test func anUnknownPermitIsAnErrorListingTheKnownCodes() throws {
        let dataset = try Guerrero.dataset()
        #expect(throws: ParkingQueryError.unknownPermit("Q", knownAreas: ["I", "S", "T"])) {
            try dataset.validatedPermits(["S", "Q"])
        }
        #expect(
            ParkingQueryError.unknownPermit("Q", knownAreas: ["I", "S", "T"]).description
                == "permit \"Q\" names no area in the data; known areas: I, S, T")
        #expect(throws: ParkingQueryError.malformedPermit("S1", knownAreas: ["I", "S", "T"])) {
            try dataset.answer(at: Guerrero.west, "2026-11-23 12:00", permits: ["S1"])
        }
        #expect(throws: ParkingQueryError.malformedPermit("AREA S", knownAreas: ["I", "S", "T"])) {
            try dataset.validatedPermits(["AREA S"])
        }
    }

    @Test func twoLetterAreasIncludingHVAreAccepted() throws {
        let dataset = SFDataset(
            regulations: [], sweepingSides: [], meters: [], additionalAreaCodes: ["hv", "AA", "?"])
        #expect(dataset.knownAreaCodes == ["AA", "HV"])
        #expect(try dataset.validatedPermits(["Hv"]) == ["HV"])
    }

    @Test func badQueriesThrow() throws {
        let dataset = try Guerrero.dataset()
        #expect(throws: ParkingQueryError.invalidLocation(Coordinate(latitude: 91, longitude: 0))) {
            try dataset.answer(at: Coordinate(latitude: 91, longitude: 0), "2026-11-23 12:00")
        }
        #expect(throws: ParkingQueryError.invalidAccuracy(-1)) {
            try dataset.answer(at: Guerrero.west, "2026-11-23 12:00", accuracy: -1)
        }
        #expect(throws: ParkingQueryError.invalidHeading(.infinity)) {
            try dataset.answer(at: Guerrero.west, "2026-11-23 12:00", heading: .infinity)
        }
        #expect(throws: ParkingQueryError.unknownSide("up")) { try SideHint(parsing: "up") }
    }

    /// The compass point the city labels each side of each centreline with is the first of its
    /// sweeping sides on that side with a label, on the bundled data (a table made with the data).
    @Test func labelledSidesAreThoseOfTheSweepingSides() throws {
        let dataset = try BundledData.parkingData.get().curbs
        var labelled = 0
        for (number, centreline) in dataset.centrelines.enumerated() {
            for side in [CurbSide.left, .right] {
                let expected = centreline.sideIndices.lazy.filter { dataset.sweepingSides[$0].side == side }
                    .compactMap { dataset.sweepingSides[$0].blockSide }.first
                #expect(dataset.labelledCompass(of: side, centreline: number) == expected, "centreline \(number)")
                if expected != nil { labelled += 1 }
            }
        }
        #expect(labelled > 10_000)
    }

    @Test func proximityIsPerFeatureNearestFirst() throws {
        let dataset = try Guerrero.dataset()
        var found: [SFNearbyLine] = []
        dataset.regulations(within: 20, of: Guerrero.west, into: &found)
        #expect(found.map(\.index) == [0, 1, 2])
        #expect(abs(found[0].distance - 1) < 0.01)
        #expect(abs(found[2].distance - 11) < 0.01)
        dataset.regulations(within: 5, of: Guerrero.west, into: &found)
        #expect(found.map(\.index) == [0, 1])
        dataset.centrelines(within: 30, of: Guerrero.west, into: &found)
        #expect(found.count == 1)
        #expect(dataset.centrelines[0].sideIndices == [0, 1])
        dataset.meters(within: 15, of: Guerrero.at(-60, 0), into: &found)
        #expect(found.isEmpty)
    }
}
