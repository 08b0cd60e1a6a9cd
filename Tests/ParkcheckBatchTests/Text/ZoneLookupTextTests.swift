import Foundation
import Testing
import ZoneKit

@testable import ParkcheckBatch

@Suite struct ZoneLookupTextTests {
    static func match(_ id: String, area: String?, _ location: PointLocation, _ distance: Double) throws -> ZoneMatch {
        let corners = [(0.0, 0.0), (0, 1), (1, 1), (0, 0)].map { Coordinate(latitude: $0.0, longitude: $0.1) }
        let shape = try MultiPolygon(polygons: [Polygon(rings: [corners])])
        let zone = Zone(id: id, displayName: area.map { "Area \($0)" } ?? "Garage", permitArea: area, shape: shape)
        return ZoneMatch(zoneIndex: 0, zone: zone, location: location, distance: distance)
    }

    static func result(_ zones: [ZoneMatch], confidence: Confidence) -> ZoneLookupResult {
        ZoneLookupResult(
            point: Coordinate(latitude: 37.76, longitude: -122.43), accuracy: nil, threshold: 12.5,
            date: Date(timeIntervalSince1970: 0), zones: zones, confidence: confidence, isWithinBounds: true,
            decidingDistance: nil)
    }

    @Test func insideTwoZonesSaysSo() throws {
        let text = ZoneLookupText.render(
            Self.result(
                [try Self.match("s", area: "S", .inside, 3.04), try Self.match("g", area: nil, .onBoundary, 0)],
                confidence: .medium))
        #expect(
            text == """
                Zone:       Area S (permit area S)
                Position:   inside, 3 m from its edge
                Also near:  Garage (zone g), on its edge
                Confidence: medium (inside 2 zones)

                """)
    }

    @Test func insideOneWithAnotherNearSaysSo() throws {
        let text = ZoneLookupText.render(
            Self.result(
                [
                    try Self.match("s", area: "S", .onBoundary, 0), try Self.match("q", area: "Q", .outside, 4.25),
                    try Self.match("u", area: "U", .outside, 11),
                ], confidence: .medium))
        #expect(
            text == """
                Zone:       Area S (permit area S)
                Position:   on its edge
                Also near:  Area Q (permit area Q), 4.3 m outside
                            Area U (permit area U), 11 m outside
                Confidence: medium (another zone is within 12.5 m)

                """)
    }

    @Test func metresAreWholeOrToOneDecimal() {
        #expect(ZoneLookupText.metres(10) == "10")
        #expect(ZoneLookupText.metres(9.96) == "10")
        #expect(ZoneLookupText.metres(2.64) == "2.6")
        #expect(ZoneLookupText.metres(1e300) == "1e+300")
    }
}
