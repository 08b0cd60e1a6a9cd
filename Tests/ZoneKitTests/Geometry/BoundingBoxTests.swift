import Testing
@testable import ZoneKit

@Suite struct BoundingBoxTests {
    @Test func coveringExpandsToEveryCoordinate() throws {
        let box = try #require(
            BoundingBox(covering: [
                Coordinate(latitude: 37.7, longitude: -122.5), Coordinate(latitude: 37.8, longitude: -122.4),
            ]))
        #expect(box.contains(Coordinate(latitude: 37.75, longitude: -122.45)))
        #expect(!box.contains(Coordinate(latitude: 37.85, longitude: -122.45)))
        #expect(BoundingBox(covering: [Coordinate]()) == nil)
    }

    @Test func touchingBoxesIntersect() {
        let a = BoundingBox(minLongitude: 0, minLatitude: 0, maxLongitude: 1, maxLatitude: 1)
        let b = BoundingBox(minLongitude: 1, minLatitude: 1, maxLongitude: 2, maxLatitude: 2)
        let c = BoundingBox(minLongitude: 1.0001, minLatitude: 0, maxLongitude: 2, maxLatitude: 1)
        #expect(a.intersects(b))
        #expect(!a.intersects(c))
    }
}
