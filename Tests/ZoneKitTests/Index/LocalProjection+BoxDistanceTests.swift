import Testing

@testable import ZoneKit

@Suite struct LocalProjectionBoxDistanceTests {
    @Test func boxDistanceIsZeroInsideAndOnTheEdge() {
        let scale = LocalProjection(referenceLatitude: 37.76)
        let box = BoundingBox(minLongitude: -122.43, minLatitude: 37.76, maxLongitude: -122.42, maxLatitude: 37.77)
        #expect(scale.distance(from: Coordinate(latitude: 37.765, longitude: -122.425), to: box) == 0)
        #expect(scale.distance(from: Coordinate(latitude: 37.76, longitude: -122.43), to: box) == 0)
    }

    @Test func boxDistanceMeasuresToTheNearestEdgeOrCorner() {
        let scale = LocalProjection(referenceLatitude: 37.76)
        let box = BoundingBox(minLongitude: -122.43, minLatitude: 37.76, maxLongitude: -122.42, maxLatitude: 37.77)
        // 0.001° of latitude south of the box: straight down to the bottom edge, ≈ 111.2 m.
        let south = scale.distance(from: Coordinate(latitude: 37.759, longitude: -122.425), to: box)
        #expect(abs(south - 111.195) < 0.001)
        // Diagonally off the north-east corner by 0.001° each way.
        let corner = scale.distance(from: Coordinate(latitude: 37.771, longitude: -122.419), to: box)
        let east = scale.metresPerDegreeLongitude * 0.001
        #expect(abs(corner - (east * east + 111.195 * 111.195).squareRoot()) < 0.01)
    }

    @Test func longitudeDifferencesAreNotWrappedSoBoxDistancesStayMonotone() {
        // A box spanning 350 degrees contains every box inside it, so it can be no farther.
        let scale = LocalProjection(referenceLatitude: 0)
        let point = Coordinate(latitude: 0, longitude: -179)
        let wide = BoundingBox(minLongitude: -170, minLatitude: -1, maxLongitude: 180, maxLatitude: 1)
        let inner = BoundingBox(minLongitude: 170, minLatitude: -1, maxLongitude: 180, maxLatitude: 1)
        #expect(scale.distance(from: point, to: wide) <= scale.distance(from: point, to: inner))
        #expect(abs(scale.distance(from: point, to: wide) - 9 * scale.metresPerDegreeLongitude) < 1e-6)
    }
}
