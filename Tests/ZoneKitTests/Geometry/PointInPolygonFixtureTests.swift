import Testing
import ZoneKit

/// Every case of the three point-in-polygon peer fixture sets (see `../shared/fixtures/README.md`).
@Suite("Point in polygon: peer fixtures")
struct PointInPolygonFixtureTests {
    /// Turf's boolean API: inside → true, outside → false, boundary → `!ignoreBoundary`.
    static func turfBoolean(_ location: PointLocation, ignoreBoundary: Bool) -> Bool {
        switch location {
        case .inside: true
        case .onBoundary: !ignoreBoundary
        case .outside: false
        }
    }

    /// Turf's 88 cases, three-valued and in Turf's boolean form.
    ///
    /// One case ("Boundary test number 37 (poly6)", run for both ignoreBoundary values) is a
    /// MultiPolygon whose parts overlap, the point on one part's edge and inside the other. The
    /// fixture expects inside (Turf), and so does `MultiPolygon.location(of:)`: it answers for the
    /// union of the parts, where GEOS's mod-2 boundary rule would answer boundary. A zone lookup asks
    /// whether the area covers the point, and the union's answer is the one a driver would expect.
    @Test func turf() throws {
        let file = "turf/expectations.json"
        var ran = 0
        for entry in try GeometryFixtures.cases(file) {
            let name = entry["case"]?.string ?? "?"
            let area = try GeometryFixtures.area(of: entry, folder: "turf")
            let point = try GeometryFixtures.coordinate(entry["point"])
            let expected = try GeometryFixtures.location(entry["expected"])
            let ignoreBoundary = try GeometryFixtures.flag(entry["ignoreBoundary"])
            let expectedBool = try GeometryFixtures.flag(entry["expected_bool"])
            let location = area.location(of: point)
            #expect(location == expected, "\(name) at \(point)")
            #expect(Self.turfBoolean(location, ignoreBoundary: ignoreBoundary) == expectedBool, "\(name)")
            ran += 1
        }
        print("\(file): ran \(ran) cases")
        #expect(ran == 88)
    }

    /// point-in-polygon-hao's 38 cases: rounding on horizontal edges, points 1e-13 from an edge, a
    /// near-degenerate triangle, a self-intersecting ring (even-odd rule, as the fixture), Switzerland
    /// simple and kinked, and an unclosed ring, which must be refused with `ringNotClosed`.
    @Test func pointInPolygonHao() throws {
        let file = "point-in-polygon-hao/expectations.json"
        var ran = 0
        var refused = 0
        for entry in try GeometryFixtures.cases(file) {
            let name = entry["case"]?.string ?? "?"
            let point = try GeometryFixtures.coordinate(entry["point"])
            if entry["expected"]?.string == "error" {
                let rings = try GeometryFixtures.rings(entry["geometry"]?["coordinates"])
                let unclosed = GeometryError.inRing(0, .ringNotClosed(first: rings[0][0], last: rings[0][2]))
                #expect(throws: unclosed, "\(name)") { try Polygon(rings: rings) }
                refused += 1
            } else {
                let area = try GeometryFixtures.area(of: entry, folder: "point-in-polygon-hao")
                #expect(area.location(of: point) == (try GeometryFixtures.location(entry["expected"])), "\(name)")
            }
            ran += 1
        }
        print("\(file): ran \(ran) cases (\(refused) refused as invalid)")
        #expect(ran == 38)
        #expect(refused == 1)
    }

    /// robust-point-in-polygon's 69 cases: squares subdivided with collinear vertices, where every
    /// vertex and every edge midpoint is boundary.
    @Test func robustPointInPolygon() throws {
        let file = "robust-point-in-polygon/expectations.json"
        var ran = 0
        for entry in try GeometryFixtures.cases(file) {
            let name = entry["case"]?.string ?? "?"
            let area = try GeometryFixtures.area(of: entry, folder: "robust-point-in-polygon")
            let point = try GeometryFixtures.coordinate(entry["point"])
            #expect(
                area.location(of: point) == (try GeometryFixtures.location(entry["expected"])), "\(name) at \(point)")
            ran += 1
        }
        print("\(file): ran \(ran) cases")
        #expect(ran == 69)
    }
}
