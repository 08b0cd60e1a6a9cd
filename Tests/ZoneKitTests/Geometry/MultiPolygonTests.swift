import Testing
import ZoneKit

@Suite struct MultiPolygonTests {
    static func point(_ x: Double, _ y: Double) -> Coordinate { Coordinate(latitude: y, longitude: x) }

    static func square(_ x: Double, _ y: Double, _ side: Double) -> [[Coordinate]] {
        [[point(x, y), point(x + side, y), point(x + side, y + side), point(x, y + side), point(x, y)]]
    }

    @Test func locatesInEveryPart() throws {
        let multi = try MultiPolygon(coordinates: [Self.square(0, 0, 1), Self.square(5, 5, 1)])
        #expect(multi.location(of: Self.point(0.5, 0.5)) == .inside)
        #expect(multi.location(of: Self.point(5.5, 5.5)) == .inside)
        #expect(multi.location(of: Self.point(5, 5.5)) == .onBoundary)
        #expect(multi.location(of: Self.point(3, 3)) == .outside)  // inside the box, between the parts
        #expect(multi.boundingBox == BoundingBox(minLongitude: 0, minLatitude: 0, maxLongitude: 6, maxLatitude: 6))
    }

    /// Overlapping parts (invalid in OGC terms): inside any part wins over another part's boundary.
    @Test func insideAnyPartWinsOverAnotherPartsBoundary() throws {
        let multi = try MultiPolygon(coordinates: [Self.square(0, 0, 4), Self.square(1, 1, 2)])
        #expect(multi.location(of: Self.point(1, 2)) == .inside)
        let reversed = try MultiPolygon(coordinates: [Self.square(1, 1, 2), Self.square(0, 0, 4)])
        #expect(reversed.location(of: Self.point(1, 2)) == .inside)
    }

    @Test func refusesNoPartsAndNamesTheBadPart() {
        #expect(throws: GeometryError.multiPolygonWithoutPolygons) { try MultiPolygon(polygons: []) }
        #expect(throws: GeometryError.inPolygon(1, .polygonWithoutRings)) {
            try MultiPolygon(coordinates: [Self.square(0, 0, 1), []])
        }
    }
}
