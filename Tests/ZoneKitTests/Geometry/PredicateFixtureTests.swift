import Foundation
import TestSupport
import Testing
import ZoneKit

/// Turf's point-vs-polygon predicates and point-on-line cases, answered through ZoneKit geometry.
@Suite("Predicates: Turf peer fixtures")
struct PredicateFixtureTests {
    /// A point-vs-area predicate as `PointLocation` decides it (the argument order of the call does
    /// not matter for a point and an area: `contains(area, point)` is `within(point, area)`).
    static func predicate(_ name: String, _ location: PointLocation) throws -> Bool {
        switch name {
        case "within", "contains": location == .inside
        case "intersects": location != .outside
        case "disjoint": location == .outside
        case "touches": location == .onBoundary
        default: throw GeometryFixtures.MalformedFixture(description: "unknown predicate \(name)")
        }
    }

    /// The 40 cases of `predicates_expectations.json`: the location agrees with the GEOS-derived
    /// `expected`, and the predicate built on it with Turf's answer (the folder's true/false).
    @Test func pointAgainstPolygon() throws {
        let file = "turf/predicates_expectations.json"
        let cases = try GeometryFixtures.cases(file)
        var ran = 0
        for entry in cases {
            let relative = try #require(entry["file"]?.string)
            let area = try GeometryFixtures.area(inFile: "turf/" + relative)
            let point = try GeometryFixtures.coordinate(entry["point"])
            let location = area.location(of: point)
            #expect(location == (try GeometryFixtures.location(entry["expected"])), "\(relative)")
            let predicate = try Self.predicate(try #require(entry["predicate"]?.string), location)
            #expect(predicate == (try GeometryFixtures.flag(entry["expected_bool"])), "\(relative)")
            #expect(relative.contains("/test/\(predicate)/"), "\(relative): folder names the answer")
            ran += 1
        }
        print("\(file): ran \(ran) cases")
        #expect(ran == 40)
    }

    /// The 16 files of `turf-boolean-point-on-line/test/{true,false}`: the folder is the answer;
    /// the collection's properties carry `epsilon` (mapped to `crossProductTolerance`) and
    /// `ignoreEndVertices`.
    @Test func pointOnLine() throws {
        let folder = "turf/turf-boolean-point-on-line/test"
        var ran = 0
        for answer in [true, false] {
            let directory = try SharedFolder.url("fixtures/pip/\(folder)/\(answer)")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".geojson") }.sorted()
            for name in names {
                let relative = "\(folder)/\(answer)/\(name)"
                let options = try GeometryFixtures.json(relative)["properties"]
                let point = try GeometryFixtures.coordinate(
                    GeometryFixtures.geometry(ofType: "Point", inFile: relative)["coordinates"])
                let line = try LineString(
                    coordinates: GeometryFixtures.positions(
                        GeometryFixtures.geometry(ofType: "LineString", inFile: relative)["coordinates"]))
                let isOnLine = line.contains(
                    point,
                    ignoringEndVertices: options?["ignoreEndVertices"]?.bool ?? false,
                    crossProductTolerance: options?["epsilon"]?.number ?? 0)
                #expect(isOnLine == answer, "\(relative)")
                ran += 1
            }
        }
        print("\(folder): ran \(ran) cases")
        #expect(ran == 16)
    }
}
