import Testing

@testable import ZoneKit

@Suite struct CompassDirectionTests {
    @Test(arguments: [
        ("North", CompassDirection.north), ("NorthEast", .northeast), ("north-east", .northeast), ("SW", .southwest),
        ("w", .west), ("South West", .southwest),
    ])
    func readsTheCitysLabels(label: String, direction: CompassDirection) {
        #expect(CompassDirection(label: label) == direction)
    }

    @Test func rejectsOtherText() {
        #expect(CompassDirection(label: "Both") == nil)
        #expect(CompassDirection(label: "") == nil)
    }

    @Test func snapsVectorsToTheNearestPoint() {
        #expect(CompassDirection(east: -1, north: 0.1) == .west)
        #expect(CompassDirection(east: 1, north: 1) == .northeast)
        #expect(CompassDirection(east: 0, north: 0) == nil)
    }
}
