import Testing
@testable import ZoneKit

@Suite struct LineStringTests {
    static func point(_ x: Double, _ y: Double) -> Coordinate { Coordinate(latitude: y, longitude: x) }

    /// A block face on Market Street's latitude: 150 m due east from a corner, with a vertex in the
    /// middle as a real centreline would have.
    static let corner = Coordinate(latitude: 37.7749, longitude: -122.4194)
    static let metresPerDegreeLongitude = LocalProjection(referenceLatitude: corner.latitude).metresPerDegreeLongitude
    static func east(_ metres: Double, north: Double = 0) -> Coordinate {
        Coordinate(
            latitude: corner.latitude + north / LocalProjection.metresPerDegreeLatitude,
            longitude: corner.longitude + metres / metresPerDegreeLongitude)
    }

    @Test func refusesFewerThanTwoPositions() {
        #expect(throws: GeometryError.lineStringTooShort(count: 1)) { try LineString(coordinates: [Self.corner]) }
        #expect(throws: GeometryError.lineStringTooShort(count: 0)) { try LineString(coordinates: []) }
    }

    /// The known failure of earlier apps: a point 3 m from a long block face looked 68 m away
    /// because only vertices were measured.
    @Test func pointThreeMetresFromALongBlockFaceIsThreeMetresAway() throws {
        let face = try LineString(coordinates: [Self.corner, Self.east(150)])
        let car = Self.east(68, north: 3)
        #expect(abs(face.distance(to: car) - 3) < 0.001)
        #expect(abs(face.distance(to: car, method: .greatCircle) - 3) < 0.001)
        #expect(car.haversineDistance(to: Self.corner) > 68)
        #expect(car.haversineDistance(to: Self.east(150)) > 80)
    }

    @Test func closestPointGivesSegmentFractionAndCoordinate() throws {
        let line = try LineString(coordinates: [Self.corner, Self.east(100), Self.east(200)])
        let closest = line.closestPoint(to: Self.east(150, north: -4))
        #expect(closest.segmentIndex == 1)
        #expect(abs(closest.fraction - 0.5) < 1e-9)
        #expect(abs(closest.distance - 4) < 0.001)
        #expect(closest.coordinate.haversineDistance(to: Self.east(150)) < 0.001)

        let beyondEnd = line.closestPoint(to: Self.east(230, north: 40))
        #expect(beyondEnd.segmentIndex == 1)
        #expect(beyondEnd.fraction == 1)
        #expect(beyondEnd.coordinate == Self.east(200))
        #expect(abs(beyondEnd.distance - 50) < 0.01)
    }

    /// At a vertex shared by two segments, the earlier segment's end is reported.
    @Test func tieAtSharedVertexGoesToTheEarlierSegment() throws {
        let line = try LineString(coordinates: [Self.point(0, 0), Self.point(0.001, 0), Self.point(0.001, 0.001)])
        let closest = line.closestPoint(to: Self.point(0.002, -0.001))
        #expect(closest.segmentIndex == 0)
        #expect(closest.fraction == 1)
    }

    @Test func containsIsExactAndHonoursEndVertices() throws {
        let line = try LineString(coordinates: [Self.point(0, 0), Self.point(3, 3), Self.point(4, 4)])
        #expect(line.contains(Self.point(1, 1)))
        #expect(line.contains(Self.point(0.1, 0.1)))  // decimal, yet exactly on y = x
        #expect(!line.contains(Self.point(0.1, 0.1.nextUp)))
        #expect(line.contains(Self.point(0, 0)))
        #expect(!line.contains(Self.point(0, 0), ignoringEndVertices: true))
        #expect(!line.contains(Self.point(4, 4), ignoringEndVertices: true))
        #expect(line.contains(Self.point(3, 3), ignoringEndVertices: true))
        #expect(!line.contains(Self.point(5, 5)))
        // A one-ulp miss is on the line once a cross-product tolerance allows it.
        #expect(line.contains(Self.point(0.1, 0.1.nextUp), crossProductTolerance: 1e-15))
    }

    @Test func segmentCountAndSegments() throws {
        let line = try LineString(coordinates: [Self.point(0, 0), Self.point(1, 0), Self.point(1, 1)])
        #expect(line.segmentCount == 2)
        #expect(line.segment(at: 1) == Segment(from: Self.point(1, 0), to: Self.point(1, 1)))
        #expect(line.boundingBox == BoundingBox(minLongitude: 0, minLatitude: 0, maxLongitude: 1, maxLatitude: 1))
    }
}
