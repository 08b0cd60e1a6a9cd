import Testing
import ZoneKit

@Suite struct PolygonTests {
    static func point(_ x: Double, _ y: Double) -> Coordinate { Coordinate(latitude: y, longitude: x) }

    static func ring(_ xy: [(Double, Double)]) -> [Coordinate] { xy.map { point($0.0, $0.1) } }

    /// A 10 × 10 square with a square hole from (3, 3) to (6, 6).
    static func squareWithHole() throws -> Polygon {
        try Polygon(rings: [
            ring([(0, 0), (10, 0), (10, 10), (0, 10), (0, 0)]),
            ring([(3, 3), (3, 6), (6, 6), (6, 3), (3, 3)]),
        ])
    }

    @Test func pointInHoleIsOutside() throws {
        #expect(try Self.squareWithHole().location(of: Self.point(4.5, 4.5)) == .outside)
    }

    @Test func pointOnHoleEdgeIsOnBoundary() throws {
        let polygon = try Self.squareWithHole()
        #expect(polygon.location(of: Self.point(4.5, 3)) == .onBoundary)
        #expect(polygon.location(of: Self.point(6, 5.25)) == .onBoundary)
    }

    @Test func holeVertexIsOnBoundary() throws {
        let polygon = try Self.squareWithHole()
        for vertex in [(3.0, 3.0), (3, 6), (6, 6), (6, 3)] {
            #expect(polygon.location(of: Self.point(vertex.0, vertex.1)) == .onBoundary)
        }
    }

    @Test func betweenShellAndHoleIsInside() throws {
        let polygon = try Self.squareWithHole()
        #expect(polygon.location(of: Self.point(1, 1)) == .inside)
        #expect(polygon.location(of: Self.point(4.5, 8)) == .inside)  // ray crosses the hole twice
        #expect(polygon.location(of: Self.point(0, 5)) == .onBoundary)
        #expect(polygon.location(of: Self.point(11, 5)) == .outside)
    }

    @Test func shellAndHolesAreExposed() throws {
        let polygon = try Self.squareWithHole()
        #expect(polygon.rings.count == 2)
        #expect(polygon.shell.coordinates.count == 5)
        #expect(polygon.holes.count == 1)
        #expect(polygon.boundingBox == BoundingBox(minLongitude: 0, minLatitude: 0, maxLongitude: 10, maxLatitude: 10))
        let rebuilt = Polygon(shell: polygon.shell, holes: Array(polygon.holes))
        #expect(rebuilt == polygon)
    }

    @Test func refusesBadRingsNamingTheRing() {
        #expect(throws: GeometryError.polygonWithoutRings) { try Polygon(rings: []) }
        let shell = Self.ring([(0, 0), (10, 0), (10, 10), (0, 0)])
        let unclosedHole = Self.ring([(1, 1), (2, 1), (2, 2), (1, 2)])
        #expect(
            throws: GeometryError.inRing(1, .ringNotClosed(first: Self.point(1, 1), last: Self.point(1, 2)))
        ) {
            try Polygon(rings: [shell, unclosedHole])
        }
    }
}
