import Testing
@testable import ZoneKit
@testable import DataBuild

@Suite struct ZoneLookupCheckTests {
    /// A square zone 0.002° on a side (≈ 220 m × 177 m) with its south-west corner at (37.76, -122.43).
    private static func zone(_ area: String, south: Double = 37.76, west: Double = -122.43) throws -> Zone {
        let ring = try LinearRing(coordinates: [
            Coordinate(latitude: south, longitude: west), Coordinate(latitude: south, longitude: west + 0.002),
            Coordinate(latitude: south + 0.002, longitude: west + 0.002),
            Coordinate(latitude: south + 0.002, longitude: west),
            Coordinate(latitude: south, longitude: west),
        ])
        return Zone(
            id: area, cityCode: "sf", displayName: "Area \(area)", zoneType: "rpp", permitArea: area,
            validPermitAreas: [area], requiresPermit: true, restrictiveness: 8, rules: [],
            shape: try MultiPolygon(polygons: [Polygon(shell: ring)]))
    }

    /// A block face running north along the zone's west side, `metres` west of it.
    private static func face(_ id: String, areas: [String], metresWest: Double) throws -> SFBlockFaceRegulation {
        let west = -122.43 - metresWest / LocalProjection(referenceLatitude: 37.761).metresPerDegreeLongitude
        let line = try LineString(coordinates: [
            Coordinate(latitude: 37.7605, longitude: west), Coordinate(latitude: 37.7615, longitude: west),
        ])
        return try SFBlockFaceRegulation(
            id: id, kind: .timeLimit, days: .mondayToFriday, startMinute: 480, endMinute: 1080, limitMinutes: 120,
            permitAreas: areas, rppExemption: areas.isEmpty ? nil : .timeLimit, exceptions: nil, lines: [line])
    }

    @Test func facesCountAtTheThresholdsTheirDistanceAllows() throws {
        let index = ZoneIndex(zones: [try Self.zone("S")])
        let check = ZoneLookupCheck(
            index: index,
            regulations: [
                try Self.face("1", areas: ["S"], metresWest: 5), try Self.face("2", areas: ["S"], metresWest: 18),
                try Self.face("3", areas: ["S"], metresWest: 40), try Self.face("4", areas: ["Q"], metresWest: 5),
                try Self.face("5", areas: [], metresWest: 12),
            ],
            meters: [])
        #expect(check.faces == 4)
        #expect(check.otherFaces == 1)
        let byThreshold = Dictionary(uniqueKeysWithValues: check.figures.map { ($0.threshold ?? -1, $0) })
        #expect(byThreshold[10]?.primaryOwn == 1)
        #expect(byThreshold[10]?.otherGivenZone == 0)
        #expect(byThreshold[20]?.primaryOwn == 2)
        #expect(byThreshold[20]?.anyOwn == 2)
        #expect(byThreshold[20]?.noZone == 1)
        #expect(byThreshold[15]?.otherGivenZone == 1)
        #expect(byThreshold[-1]?.primaryOwn == 3)
        #expect(check.misses == ["4 (Q): S at 5 m"])
        // 3 of 4 at any distance; 20 m already gives 2 of 4, and 30 m no more: none comes within
        // half a point, so the largest measured threshold is chosen.
        #expect(check.chosenThreshold == 30)
    }

    @Test func theSmallestThresholdNearTheCeilingIsChosen() throws {
        let index = ZoneIndex(zones: [try Self.zone("S")])
        let faces = try (0..<10).map { try Self.face("\($0)", areas: ["S"], metresWest: $0 == 0 ? 17 : 3) }
        let check = ZoneLookupCheck(index: index, regulations: faces, meters: [])
        #expect(check.chosenThreshold == 20)
        #expect(ReportWriter.percentText(check.percent(9)) == "90.0 %")
    }
}
