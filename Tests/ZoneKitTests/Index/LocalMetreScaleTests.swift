import Testing

@testable import ZoneKit

@Suite struct LocalMetreScaleTests {
    @Test func oneDegreeOfLatitudeIsAbout111Kilometres() {
        // 6,371,008.8 m × π / 180.
        #expect(abs(LocalMetreScale.metresPerDegreeLatitude - 111_195.08) < 0.01)
    }

    @Test func longitudeShrinksWithTheCosineOfLatitude() {
        #expect(abs(LocalMetreScale(latitude: 60).metresPerDegreeLongitude - 111_195.08 / 2) < 0.01)
        #expect(abs(LocalMetreScale(latitude: 0).metresPerDegreeLongitude - 111_195.08) < 0.01)
    }

    @Test func boxDistanceIsZeroInsideAndOnTheEdge() {
        let scale = LocalMetreScale(latitude: 37.76)
        let box = BoundingBox(minLongitude: -122.43, minLatitude: 37.76, maxLongitude: -122.42, maxLatitude: 37.77)
        #expect(scale.distance(from: Coordinate(latitude: 37.765, longitude: -122.425), to: box) == 0)
        #expect(scale.distance(from: Coordinate(latitude: 37.76, longitude: -122.43), to: box) == 0)
    }

    @Test func boxDistanceMeasuresToTheNearestEdgeOrCorner() {
        let scale = LocalMetreScale(latitude: 37.76)
        let box = BoundingBox(minLongitude: -122.43, minLatitude: 37.76, maxLongitude: -122.42, maxLatitude: 37.77)
        // 0.001° of latitude south of the box: straight down to the bottom edge, ≈ 111.2 m.
        let south = scale.distance(from: Coordinate(latitude: 37.759, longitude: -122.425), to: box)
        #expect(abs(south - 111.195) < 0.001)
        // Diagonally off the north-east corner by 0.001° each way.
        let corner = scale.distance(from: Coordinate(latitude: 37.771, longitude: -122.419), to: box)
        let east = scale.metresPerDegreeLongitude * 0.001
        #expect(abs(corner - (east * east + 111.195 * 111.195).squareRoot()) < 0.01)
    }
}
