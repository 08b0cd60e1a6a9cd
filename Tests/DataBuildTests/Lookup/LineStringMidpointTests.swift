import Testing
@testable import ZoneKit
@testable import DataBuild

@Suite struct LineStringMidpointTests {
    private static func line(_ points: [(Double, Double)]) throws -> LineString {
        try LineString(coordinates: points.map { Coordinate(latitude: $0.0, longitude: $0.1) })
    }

    @Test func aStraightLineIsCutInHalf() throws {
        let midpoint = try #require(
            LineStringMidpoint.midpoint(of: [try Self.line([(37.76, -122.43), (37.762, -122.43)])]))
        #expect(abs(midpoint.latitude - 37.761) < 1e-12)
        #expect(midpoint.longitude == -122.43)
    }

    @Test func theHalfIsTakenByLengthAcrossSegmentsAndParts() throws {
        // 300 m north, then a second part of 100 m: the midpoint is 200 m up the first part.
        let north = 300 / LocalProjection.metresPerDegreeLatitude
        let first = try Self.line([(37.76, -122.43), (37.76 + north / 3, -122.43), (37.76 + north, -122.43)])
        let second = try Self.line([(37.70, -122.40), (37.70 + north / 3, -122.40)])
        let midpoint = try #require(LineStringMidpoint.midpoint(of: [first, second]))
        #expect(abs(midpoint.latitude - (37.76 + north * 2 / 3)) < 1e-9)
        #expect(midpoint.longitude == -122.43)
    }

    @Test func aLineOfZeroLengthGivesItsPoint() throws {
        let point = try Self.line([(37.76, -122.43), (37.76, -122.43)])
        #expect(LineStringMidpoint.midpoint(of: [point]) == Coordinate(latitude: 37.76, longitude: -122.43))
        #expect(LineStringMidpoint.midpoint(of: []) == nil)
    }
}
