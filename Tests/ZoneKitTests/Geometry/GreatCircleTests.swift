import Testing
@testable import ZoneKit

@Suite struct GreatCircleTests {
    static func point(_ x: Double, _ y: Double) -> Coordinate { Coordinate(latitude: y, longitude: x) }
    static let degree = GreatCircle.earthRadius * .pi / 180

    @Test func haversineKnownLengths() {
        #expect(abs(GreatCircle.distance(from: Self.point(0, 0), to: Self.point(0, 1)) - Self.degree) < 1e-6)
        #expect(abs(GreatCircle.distance(from: Self.point(0, 0), to: Self.point(90, 0)) - 90 * Self.degree) < 1e-6)
        #expect(GreatCircle.distance(from: Self.point(10, 10), to: Self.point(10, 10)) == 0)
    }

    @Test func arcDistanceIsCrossTrackOrNearerEnd() {
        let equator = Segment(from: Self.point(0, 0), to: Self.point(10, 0))
        #expect(abs(GreatCircle.distance(from: Self.point(5, 1), toArc: equator) - Self.degree) < 1e-6)
        #expect(abs(GreatCircle.distance(from: Self.point(5, -2), toArc: equator) - 2 * Self.degree) < 1e-6)
        #expect(abs(GreatCircle.distance(from: Self.point(12, 0), toArc: equator) - 2 * Self.degree) < 1e-6)
        #expect(abs(GreatCircle.distance(from: Self.point(-3, 0), toArc: equator) - 3 * Self.degree) < 1e-6)
        #expect(abs(GreatCircle.distance(from: Self.point(0, 90), toArc: equator) - 90 * Self.degree) < 1e-6)
        let point = Segment(from: Self.point(1, 1), to: Self.point(1, 1))
        #expect(abs(GreatCircle.distance(from: Self.point(1, 2), toArc: point) - Self.degree) < 1e-6)
    }

    /// A long east–west edge bulges poleward as a great circle: from a point just north of the
    /// straight lon/lat edge's midpoint, the arc is nearer than the projection's straight edge says.
    @Test func longEdgesDifferBetweenMethods() throws {
        let edge = try LineString(coordinates: [Self.point(0, 60), Self.point(40, 60)])
        let point = Self.point(20, 62)
        let straight = edge.distance(to: point, method: .localProjection)
        let arc = edge.distance(to: point, method: .greatCircle)
        #expect(abs(straight - 2 * Self.degree) < 1)
        #expect(arc < straight - 100_000)
    }
}
