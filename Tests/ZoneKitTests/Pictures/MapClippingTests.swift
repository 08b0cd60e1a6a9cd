import Testing

@testable import ZoneKit

/// Lines and rings cut to the square a map shows.
@Suite struct MapClippingTests {
    typealias Point = AnswerMap.Point

    @Test func aSegmentCrossingTheSquareIsCutAtItsEdges() throws {
        let (a, b) = try #require(
            MapClipping.clip(segment: Point(east: -200, north: 0), Point(east: 200, north: 0), radius: 100))
        #expect(a == Point(east: -100, north: 0))
        #expect(b == Point(east: 100, north: 0))
    }

    @Test func aSegmentOutsideTheSquareIsDropped() {
        #expect(
            MapClipping.clip(segment: Point(east: -200, north: 150), Point(east: 200, north: 150), radius: 100) == nil)
        #expect(MapClipping.clip(line: [Point(east: 120, north: 0), Point(east: 130, north: 50)], radius: 100).isEmpty)
    }

    /// A line that leaves the square and comes back is two pieces, each inside.
    @Test func aLineLeavingAndComingBackIsTwoPieces() {
        let line = [
            Point(east: -50, north: 0), Point(east: 0, north: 150), Point(east: 50, north: 0),
        ]
        let pieces = MapClipping.clip(line: line, radius: 100)
        #expect(pieces.count == 2)
        for point in pieces.joined() {
            #expect(abs(point.east) <= 100 + 1e-9 && abs(point.north) <= 100 + 1e-9)
        }
    }

    /// A ring around the whole square becomes the square; one inside it stays as it is.
    @Test func ringsAreClippedToTheSquare() {
        let around = [
            Point(east: -500, north: -500), Point(east: 500, north: -500), Point(east: 500, north: 500),
            Point(east: -500, north: 500), Point(east: -500, north: -500),
        ]
        let clipped = MapClipping.clip(ring: around, radius: 100)
        #expect(clipped.count == 4)
        #expect(Set(clipped.map { [$0.east, $0.north] }) == [[-100, -100], [100, -100], [100, 100], [-100, 100]])
        let inside = [Point(east: 0, north: 0), Point(east: 10, north: 0), Point(east: 0, north: 10)]
        #expect(MapClipping.clip(ring: inside + [inside[0]], radius: 100) == inside)
        let outside = inside.map { Point(east: $0.east + 300, north: $0.north) }
        #expect(MapClipping.clip(ring: outside, radius: 100).isEmpty)
    }

    /// Points on a straight line go; a corner stays; the ends always stay.
    @Test func simplifyingKeepsCornersAndEnds() {
        let line = [
            Point(east: 0, north: 0), Point(east: 10, north: 0.1), Point(east: 20, north: 0),
            Point(east: 20, north: 30),
        ]
        #expect(
            MapClipping.simplify(line, tolerance: 0.5) == [
                Point(east: 0, north: 0), Point(east: 20, north: 0), Point(east: 20, north: 30),
            ])
    }
}
