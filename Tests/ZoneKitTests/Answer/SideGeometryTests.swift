import Testing

@testable import ZoneKit

@Suite struct SideGeometryTests {
    static func line(_ points: [(Double, Double)]) throws -> LineString {
        try LineString(coordinates: points.map { Guerrero.at($0.0, $0.1) })
    }

    static func side(of point: (Double, Double), on line: LineString) -> CurbSide? {
        let location = Guerrero.at(point.0, point.1)
        let nearest = line.closestPoint(to: location)
        return SideGeometry.side(
            of: location, line: line, segment: nearest.segmentIndex, fraction: nearest.fraction)
    }

    @Test func crossProductSignOnASegment() throws {
        let eastward = try Self.line([(0, 0), (100, 0)])
        #expect(Self.side(of: (50, 5), on: eastward) == .left)
        #expect(Self.side(of: (50, -5), on: eastward) == .right)
        #expect(Self.side(of: (50, 0), on: eastward) == nil)
    }

    @Test func outsideAHairpinIsOnTheOuterSide() throws {
        // The line goes east, then turns sharply back west-north-west at (100, 0): a left turn whose
        // outside is the right. The point beyond the vertex is left of the first segment alone.
        let hairpin = try Self.line([(0, 0), (100, 0), (0, 10)])
        let location = Guerrero.at(110, 5)
        let nearest = hairpin.closestPoint(to: location)
        // The nearest point is the shared vertex, reported on either segment.
        #expect(nearest.distance > 11 && nearest.distance < 11.3)
        #expect(
            (nearest.segmentIndex, nearest.fraction) == (0, 1) || (nearest.segmentIndex, nearest.fraction) == (1, 0))
        #expect(Orientation(Guerrero.at(0, 0), Guerrero.at(100, 0), location) == .counterclockwise)
        #expect(Self.side(of: (110, 5), on: hairpin) == .right)
        #expect(Self.side(of: (50, 3), on: hairpin) == .left)
    }

    @Test func outsideARightTurnIsOnTheLeft() throws {
        let hairpin = try Self.line([(0, 0), (100, 0), (0, -10)])
        #expect(Self.side(of: (110, -5), on: hairpin) == .left)
        #expect(Self.side(of: (50, -3), on: hairpin) == .right)
    }

    @Test func headingsPointRightOfTravel() {
        let north = SideGeometry.rightOfTravel(heading: 0)
        #expect(abs(north.east - 1) < 1e-12 && abs(north.north) < 1e-12)
        let west = SideGeometry.rightOfTravel(heading: 270)
        #expect(abs(west.east) < 1e-12 && abs(west.north - 1) < 1e-12)
    }
}
