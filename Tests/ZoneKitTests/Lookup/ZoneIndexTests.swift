import Foundation
import TestSupport
import Testing

@testable import ZoneKit

@Suite struct ZoneIndexTests {
    static let date = Date(timeIntervalSince1970: 1_783_000_000)

    /// Two RPP areas side by side, 6 m apart (a street): A spans 50 m west of the origin, B starts
    /// 6 m east of it. Both are 100 m tall.
    static func streetIndex() throws -> ZoneIndex {
        ZoneIndex(zones: [
            try TestZones.zone("A", [(west: -50, east: 0)]),
            try TestZones.zone("B", [(west: 6, east: 56)]),
        ])
    }

    private func lookup(
        _ index: ZoneIndex, east: Double, accuracy: Double? = nil, threshold: Double? = nil
    ) -> ZoneLookupResult {
        index.lookup(at: TestZones.point(east: east), accuracy: accuracy, threshold: threshold, date: Self.date)
    }

    // MARK: The city's polygons

    @Test func findsAreaSAtTheAcceptancePoint() throws {
        let index = try RPPAreaData.zoneIndex()
        let result = index.lookup(at: Coordinate(latitude: 37.76, longitude: -122.43), date: Self.date)
        #expect(result.primaryZone?.zone.permitArea == "S")
        #expect(result.confidence == .high || result.confidence == .medium)
        #expect(result.threshold == 10)
        #expect(result.date == Self.date)
    }

    @Test func aPointOutsideTheCityIsOutsideTheDataAndOneInItFarFromEveryAreaIsNoZone() throws {
        let index = try RPPAreaData.zoneIndex()
        let oakland = index.lookup(at: Coordinate(latitude: 37.80, longitude: -122.27), date: Self.date)
        #expect(oakland.confidence == .outsideData)
        #expect(!oakland.isWithinBounds)
        #expect(oakland.zones.isEmpty)
        // Golden Gate Park: inside the city's bounds, far from every RPP block.
        let park = index.lookup(at: Coordinate(latitude: 37.7694, longitude: -122.4862), date: Self.date)
        #expect(park.isWithinBounds)
        #expect(park.zones.isEmpty)
        #expect(park.confidence == .noZone)
    }

    // MARK: Confidence

    @Test func insideOneZoneWithNoOtherNearIsHigh() throws {
        let result = lookup(try Self.streetIndex(), east: -30)
        #expect(result.zones.map(\.zone.id) == ["A"])
        #expect(result.confidence == .high)
        let match = try #require(result.primaryZone)
        #expect(match.location == .inside && match.isInside)
        #expect(abs(match.distance - 20) < 1e-6)
        #expect(abs(match.signedDistance + 20) < 1e-6)
    }

    @Test func nearTwoZonesIsMediumAndTheNearerIsPrimary() throws {
        let result = lookup(try Self.streetIndex(), east: 2)
        #expect(result.zones.map(\.zone.id) == ["A", "B"])
        #expect(result.zones.map(\.isInside) == [false, false])
        #expect(abs(result.zones[0].distance - 2) < 1e-6)
        #expect(abs(result.zones[1].distance - 4) < 1e-6)
        #expect(result.confidence == .medium)
    }

    @Test func insideOneWithAnotherWithinTheThresholdIsMedium() throws {
        let result = lookup(try Self.streetIndex(), east: -2)
        #expect(result.zones.map(\.zone.id) == ["A", "B"])
        #expect(result.primaryZone?.isInside == true)
        #expect(result.confidence == .medium)
    }

    @Test func outsideButWithinTheThresholdIsMedium() throws {
        let index = ZoneIndex(zones: [try TestZones.zone("A", [(west: -50, east: 0)])])
        let result = lookup(index, east: 7)
        #expect(result.zones.map(\.zone.id) == ["A"])
        #expect(result.primaryZone?.location == .outside)
        #expect(result.confidence == .medium)
        #expect(lookup(index, east: 12).confidence == .noZone)
        #expect(lookup(index, east: 12, threshold: 15).confidence == .medium)
    }

    @Test func anAccuracyLargerThanTheDecidingDistanceIsLow() throws {
        let index = try Self.streetIndex()
        // 20 m inside A; B's edge is 36 m east, so B would count 26 m east.
        let sure = lookup(index, east: -30, accuracy: 20)
        #expect(sure.confidence == .high)
        #expect(sure.decidingDistance == nil)
        let unsure = lookup(index, east: -30, accuracy: 30)
        #expect(unsure.confidence == .low)
        #expect(abs((unsure.decidingDistance ?? 0) - 26) < 1e-6)
        #expect(unsure.zones.map(\.zone.id) == ["A"])
        // 4 m outside A with nothing else near: 6 m more and A stops counting.
        let lone = ZoneIndex(zones: [try TestZones.zone("A", [(west: -50, east: 0)])])
        #expect(lookup(lone, east: 4, accuracy: 5).confidence == .medium)
        #expect(lookup(lone, east: 4, accuracy: 7).confidence == .low)
    }

    @Test func farFromEveryZoneIsNoZoneAndOutsideTheBoundsIsOutsideTheData() throws {
        let index = try Self.streetIndex()
        let far = lookup(index, east: 300)
        #expect(far.confidence == .noZone)
        #expect(far.zones.isEmpty)
        #expect(far.isWithinBounds)
        let bounded = ZoneIndex(
            zones: index.zones,
            bounds: BoundingBox(
                minLongitude: TestZones.point(east: -60).longitude, minLatitude: 37.7,
                maxLongitude: TestZones.point(east: 1).longitude, maxLatitude: 37.8))
        let beyond = lookup(bounded, east: 3)
        #expect(beyond.confidence == .outsideData)
        #expect(!beyond.isWithinBounds)
        #expect(beyond.zones.isEmpty)
        let invalid = index.lookup(at: Coordinate(latitude: .nan, longitude: 0), date: Self.date)
        #expect(invalid.confidence == .outsideData)
    }

    // MARK: Thresholds

    @Test func theFilesThresholdRulesUnlessTheCallerSetsOne() throws {
        let zone = try TestZones.zone("A", [(west: -50, east: 0)])
        let file = ZoneFile(zones: [zone], metadata: JSONObject([(ZoneFile.defaultThresholdKey, .number(20))]))
        #expect(ZoneIndex(file).defaultThreshold == 20)
        #expect(ZoneIndex(file, defaultThreshold: 5).defaultThreshold == 5)
        #expect(ZoneIndex(ZoneFile(zones: [zone])).defaultThreshold == ZoneIndex.defaultThreshold)
        let index = ZoneIndex(file)
        #expect(lookup(index, east: 15).zones.count == 1)
        #expect(lookup(index, east: 15, threshold: 10).zones.isEmpty)
        #expect(lookup(index, east: 15, threshold: -3).threshold == 0)
    }

    // MARK: Primary zone

    @Test func theMostRestrictiveZoneIsPrimaryEvenWhenOnlyNear() throws {
        let index = ZoneIndex(zones: [
            try TestZones.zone("A", restrictiveness: 8, [(west: -50, east: 0)]),
            try TestZones.zone("T", restrictiveness: 9, [(west: 6, east: 56)]),
        ])
        let result = lookup(index, east: -2)
        #expect(result.zones.map(\.zone.id) == ["T", "A"])
        #expect(result.primaryZone?.isInside == false)
    }

    @Test func amongEquallyRestrictiveZonesInsideComesBeforeNear() throws {
        // A small zone B sits 1 m east of the point, inside A, whose edge is 25 m away.
        let index = ZoneIndex(zones: [
            try TestZones.zone("B", [(west: 1, east: 5)]),
            try TestZones.zone("A", [(west: -25, east: 25)]),
        ])
        let result = lookup(index, east: 0)
        #expect(result.zones.map(\.zone.id) == ["A", "B"])
        #expect(result.zones.map(\.location) == [.inside, .outside])
    }

    @Test func thenTheDeeperInsideOrTheNearerOutside() throws {
        let overlapping = ZoneIndex(zones: [
            try TestZones.zone("A", [(west: -40, east: 4)]),
            try TestZones.zone("C", [(west: -4, east: 40)]),
        ])
        // At 1 m east: 3 m inside A, 5 m inside C.
        #expect(lookup(overlapping, east: 1).zones.map(\.zone.id) == ["C", "A"])
        #expect(lookup(overlapping, east: -1).zones.map(\.zone.id) == ["A", "C"])
        // Equal in every way: file order.
        let twins = ZoneIndex(zones: [
            try TestZones.zone("Y", [(west: -50, east: 0)]),
            try TestZones.zone("X", [(west: -50, east: 0)]),
        ])
        #expect(lookup(twins, east: 3).zones.map(\.zone.id) == ["Y", "X"])
    }

    @Test func aZoneOfSeveralPolygonsIsOneMatchAtItsNearestPart() throws {
        let index = ZoneIndex(zones: [try TestZones.zone("A", [(west: -50, east: -3), (west: 4, east: 60)])])
        let result = lookup(index, east: 0)
        #expect(result.zones.count == 1)
        #expect(abs((result.primaryZone?.distance ?? 0) - 3) < 1e-6)
        // Deep inside one part, the nearest edge is its own.
        let deep = lookup(index, east: 30)
        #expect(deep.primaryZone?.location == .inside)
        #expect(abs((deep.primaryZone?.distance ?? 0) - 26) < 1e-6)
    }

    @Test func overlappingPartsOfOneZoneMeasureToTheNearestEdgeOfAny() throws {
        // Deep inside a large part (50 m from its edges) with a second, overlapping part whose
        // edge is 30 m east: farther than the index first looks (twice the threshold).
        let index = ZoneIndex(zones: [try TestZones.zone("A", [(west: -100, east: 100), (west: 30, east: 40)])])
        let result = lookup(index, east: 0)
        let match = try #require(result.primaryZone)
        #expect(match.location == .inside)
        #expect(abs(match.distance - 30) < 1e-6)
        #expect(abs(match.distance - match.zone.shape.boundaryDistance(to: TestZones.point(east: 0))) < 1e-9)
    }
}
