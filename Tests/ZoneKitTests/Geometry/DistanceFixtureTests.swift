import Testing
import ZoneKit

/// Turf's signed point-to-polygon distances (`turf/distance_expectations.json`, 14 cases).
///
/// Turf measures along great circles on a sphere of radius 6,371,008.8 m. All 14 cases are run with
/// `DistanceMethod.greatCircle`, which follows the same model, to a relative 1e-5. The 11 city-scale
/// cases are run again with `DistanceMethod.localProjection` within the 0.5 % the project accepts;
/// the 3 continental `long-lines-poly` cases (edges thousands of kilometres long) are excluded from
/// that second run, because a flat local projection is the wrong model there, not a rounding issue.
@Suite("Distances: Turf peer fixtures")
struct DistanceFixtureTests {
    struct Case {
        let name: String
        let file: String
        let point: Coordinate
        let expected: Double
        let expectedLocation: PointLocation
    }

    static func cases() throws -> [Case] {
        try GeometryFixtures.cases("turf/distance_expectations.json").map { entry in
            Case(
                name: try #require(entry["name"]?.string),
                file: try #require(entry["file"]?.string),
                point: try GeometryFixtures.coordinate(entry["point"]),
                expected: try #require(entry["expected_distance_m"]?.number),
                expectedLocation: try GeometryFixtures.location(entry["expected"]))
        }
    }

    static func isContinental(_ fixture: Case) -> Bool { fixture.file.hasSuffix("long-lines-poly.geojson") }

    @Test func greatCircleMatchesEveryCase() throws {
        var ran = 0
        for fixture in try Self.cases() {
            let area = try GeometryFixtures.area(inFile: "turf/" + fixture.file)
            #expect(area.location(of: fixture.point) == fixture.expectedLocation, "\(fixture.name)")
            let distance = area.signedBoundaryDistance(to: fixture.point, method: .greatCircle)
            #expect(abs(distance - fixture.expected) <= 1e-5 * abs(fixture.expected), "\(fixture.name): \(distance)")
            ran += 1
        }
        print("turf/distance_expectations.json (great circle): ran \(ran) cases")
        #expect(ran == 14)
    }

    @Test func localProjectionMatchesCityScaleCases() throws {
        var ran = 0
        for fixture in try Self.cases() where !Self.isContinental(fixture) {
            let area = try GeometryFixtures.area(inFile: "turf/" + fixture.file)
            let distance = area.signedBoundaryDistance(to: fixture.point, method: .localProjection)
            #expect(distance.sign == fixture.expected.sign, "\(fixture.name)")
            #expect(abs(distance - fixture.expected) <= 0.005 * abs(fixture.expected), "\(fixture.name): \(distance)")
            ran += 1
        }
        print("turf/distance_expectations.json (local projection, city scale): ran \(ran) cases")
        #expect(ran == 11)
    }
}
