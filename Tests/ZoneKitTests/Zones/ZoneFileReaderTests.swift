import Foundation
import TestSupport
import Testing

@testable import ZoneKit

@Suite struct ZoneFileReaderTests {
    private let reader = ZoneFileReader()

    private func decode(_ text: String) -> ZoneFileReader.Outcome { reader.decode(Array(text.utf8)) }

    private func read(_ text: String) throws -> ZoneFile { try reader.read(Array(text.utf8), file: "zones.json") }

    // MARK: The city's RPP polygons

    @Test func readsTheCitysRPPAreasWithEveryRing() throws {
        let bytes = try SharedFolder.data(RPPAreaData.path)
        let outcome = reader.decode(bytes)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.prefix(3))")
        let file = try #require(outcome.zoneFile)
        #expect(file.zones.count == 32)
        #expect(file.zones.map(\.shape.polygons.count).reduce(0, +) == 2_537)
        #expect(file.permitAreas.count == 32)
        #expect(file.version == "20251122")
        #expect(file.generatedAt == "2025-11-22T19:09:14Z")
        #expect(file.city?.code == "sf")
        #expect(file.city?.state == "CA")
        #expect(
            file.city?.bounds
                == BoundingBox(
                    minLongitude: -122.5274, minLatitude: 37.6398, maxLongitude: -122.3281, maxLatitude: 37.8324))
        #expect(file.defaultThreshold == nil)
        let codes = Set(file.zones.compactMap(\.permitArea))
        #expect(codes.contains("HV") && codes.contains("S") && codes.contains("EE"))
        #expect(codes.count == 32)
    }

    @Test func readsEveryFieldOfASeedZone() throws {
        let file = try RPPAreaData.zoneFile()
        let zone = try #require(file.zones.first { $0.id == "sf_rpp_s_001" })
        #expect(zone.cityCode == "sf")
        #expect(zone.displayName == "Area S")
        #expect(zone.zoneType == "rpp")
        #expect(zone.permitArea == "S")
        #expect(zone.validPermitAreas == ["S"])
        #expect(zone.requiresPermit)
        #expect(zone.restrictiveness == 8)
        #expect(zone.metadata["dataSource"] == .string("datasf_sfmta"))
        let rule = try #require(zone.rules.first)
        #expect(zone.rules.count == 1)
        #expect(rule.ruleType == "permit_required")
        #expect(rule.enforcementDays == .mondayToSaturday)
        #expect(rule.enforcementStartTime == ZoneRule.TimeOfDay(hour: 8, minute: 0))
        #expect(rule.enforcementEndTime == ZoneRule.TimeOfDay(hour: 18, minute: 0))
        #expect(rule.timeLimit == 120)
        #expect(rule.meterRate == nil)
        #expect(rule.specialConditions == "2-hour limit for non-permit holders")
    }

    // MARK: Seed schema with GeoJSON boundaries

    @Test func readsABoundaryPolygonOrMultiPolygonAndTheFilesThreshold() throws {
        let file = try read(
            """
            {"version": "1", "metadata": {"defaultThresholdMetres": 15},
             "permitAreas": [{"code": "Q"}, {"code": "S", "name": "Sunset"}],
             "zones": [
              {"id": "q", "permitArea": "q",
               "boundary": {"type": "Polygon", "coordinates": [[[-122.44, 37.76], [-122.43, 37.76], [-122.43, 37.77], [-122.44, 37.76]]]}},
              {"id": "s", "displayName": "Outer Sunset", "validPermitAreas": ["S", "Q"], "restrictiveness": 3,
               "boundary": {"type": "MultiPolygon", "coordinates": [
                 [[[-122.50, 37.75], [-122.49, 37.75], [-122.49, 37.76], [-122.50, 37.75]]],
                 [[[-122.48, 37.75], [-122.47, 37.75], [-122.47, 37.76], [-122.48, 37.75]]]]}}
             ]}
            """)
        #expect(file.defaultThreshold == 15)
        #expect(file.permitAreas == [PermitArea(code: "Q", name: "Area Q"), PermitArea(code: "S", name: "Sunset")])
        #expect(file.zones.map(\.id) == ["q", "s"])
        #expect(file.zones.map(\.shape.polygons.count) == [1, 2])
        #expect(file.zones[0].permitArea == "Q")
        #expect(file.zones[0].displayName == "Area Q")
        #expect(file.zones[1].displayName == "Outer Sunset")
        #expect(file.zones[1].validPermitAreas == ["S", "Q"])
        #expect(file.zones[1].restrictiveness == 3)
        #expect(file.zones[1].permitArea == nil)
        #expect(file.zones[1].zoneType == "other")
        #expect(!file.zones[1].requiresPermit)
    }

    @Test func closesAnOpenRingOfBoundariesAndWarns() throws {
        let text = """
            {"zones": [{"id": "a", "boundaries": [
              [{"latitude": 37.76, "longitude": -122.44}, {"latitude": 37.76, "longitude": -122.43},
               {"latitude": 37.77, "longitude": -122.43}]]}]}
            """
        let outcome = decode(text)
        let zone = try #require(outcome.zoneFile?.zones.first)
        #expect(zone.shape.polygons[0].shell.coordinates.count == 4)
        #expect(zone.shape.polygons[0].shell.coordinates.last == Coordinate(latitude: 37.76, longitude: -122.44))
        #expect(outcome.diagnostics.map(\.problem) == [.ringClosedByReader])
        #expect(outcome.diagnostics.first?.severity == .warning)
        #expect(outcome.diagnostics.first?.path.description == "zones[0].boundaries[0]")
    }

    @Test func readsRulesWithDefaultsAndDayAbbreviations() throws {
        let file = try read(
            """
            {"zones": [{"id": "z", "boundaries": [[{"latitude": 0, "longitude": 0}, {"latitude": 0, "longitude": 1},
              {"latitude": 1, "longitude": 1}]],
              "rules": [{"ruleType": "time_limit", "enforcementDays": ["Mon", "tues", "WEDNESDAY"],
                         "enforcementStartTime": {"hour": 22}, "enforcementEndTime": {"hour": 6, "minute": 30},
                         "timeLimit": 60, "meterRate": 2.5, "specialConditions": null}]}]}
            """)
        let rule = try #require(file.zones.first?.rules.first)
        #expect(rule.id == "z-rule-0")
        #expect(rule.description == "")
        #expect(rule.enforcementDays == [.monday, .tuesday, .wednesday])
        #expect(rule.enforcementStartTime.description == "22:00")
        #expect(rule.enforcementEndTime.description == "06:30")
        #expect(rule.meterRate == 2.5)
        #expect(rule.specialConditions == nil)
        let window = rule.timeWindow(holidayClass: .general)
        #expect(window.crossesMidnight)
        #expect(window.startMinute == 22 * 60)
    }

    // MARK: GeoJSON FeatureCollection of zones

    @Test func readsAFeatureCollectionWithOnlyANameAndAPermitArea() throws {
        let file = try read(
            """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {"name": "Inner Sunset", "permitArea": "s "},
               "geometry": {"type": "Polygon", "coordinates": [[[-122.47, 37.76], [-122.46, 37.76], [-122.46, 37.77], [-122.47, 37.76]]]}},
              {"type": "Feature", "properties": null,
               "geometry": {"type": "Polygon", "coordinates": [[[-122.45, 37.76], [-122.44, 37.76], [-122.44, 37.77], [-122.45, 37.76]]]}}
            ]}
            """)
        #expect(file.zones.count == 2)
        let named = file.zones[0]
        #expect(named.id == "zone-0")
        #expect(named.displayName == "Inner Sunset")
        #expect(named.permitArea == "S")
        #expect(named.validPermitAreas == ["S"])
        #expect(named.zoneType == "rpp")
        #expect(named.requiresPermit)
        #expect(named.restrictiveness == 0)
        #expect(named.rules.isEmpty)
        #expect(named.cityCode == "")
        let bare = file.zones[1]
        #expect(bare.id == "zone-1")
        #expect(bare.displayName == "zone-1")
        #expect(bare.permitArea == nil)
        #expect(bare.zoneType == "other")
        #expect(file.city == nil)
        #expect(file.permitAreas.isEmpty)
    }

    @Test func featureCollectionIdsUnknownPropertiesAndTopLevelMembers() throws {
        let file = try read(
            """
            {"type": "FeatureCollection", "city": {"code": "sf", "name": "San Francisco"},
             "metadata": {"defaultThresholdMetres": 12.5},
             "features": [
              {"type": "Feature", "id": 7, "properties": {"permitArea": "HV", "validPermitAreas": "HV, s", "fid": 3, "colour": "red"},
               "geometry": {"type": "MultiPolygon", "coordinates": [[[[-122.43, 37.77], [-122.42, 37.77], [-122.42, 37.78], [-122.43, 37.77]]]]}},
              {"type": "Feature", "id": "ignored", "properties": {"id": "own", "permitArea": "Q", "restrictiveness": null},
               "geometry": {"type": "Polygon", "coordinates": [[[-122.44, 37.76], [-122.43, 37.76], [-122.43, 37.77], [-122.44, 37.76]]]}}
            ]}
            """)
        #expect(file.zones.map(\.id) == ["7", "own"])
        #expect(file.zones[0].validPermitAreas == ["HV", "S"])
        #expect(file.zones[0].metadata.keys == ["fid", "colour"])
        #expect(file.zones[0].metadata["colour"] == .string("red"))
        #expect(file.zones[0].cityCode == "sf")
        #expect(file.zones[1].restrictiveness == 0)
        #expect(file.defaultThreshold == 12.5)
    }
}
