import Foundation
import Testing
@testable import ZoneKit

/// Loading a data directory: the bundled `Resources/`, and small files with every kind of problem,
/// each reported at its file, line and column.
@Suite struct ParkingDataTests {
    /// The source tree's `Resources/`, found from this file's path.
    static let resources: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources").path

    /// A minimal valid zone file: one area S square around 37.76, -122.43.
    static let zones = """
        {"version": "1", "city": {"code": "sf", "name": "San Francisco",
          "bounds": {"north": 37.8, "south": 37.7, "east": -122.4, "west": -122.5}},
         "metadata": {"dataVersion": "2099-01-02", "sources": [{"file": "a.csv", "date": "2099-01-01"}]},
         "permitAreas": [{"code": "S"}],
         "zones": [{"id": "s", "displayName": "Area S", "permitArea": "S",
           "boundary": {"type": "Polygon", "coordinates": [[[-122.431, 37.759], [-122.429, 37.759], [-122.429, 37.761], [-122.431, 37.761], [-122.431, 37.759]]]}}]}
        """

    static func collection(_ features: String...) -> String {
        "{\"type\": \"FeatureCollection\", \"features\": [\n" + features.joined(separator: ",\n") + "\n]}"
    }

    static let regulation = """
        {"type": "Feature", "properties": {"id": "1", "kind": "timeLimit", "days": ["mon", "tue", "wed", "thu", "fri"], "from": "08:00", "to": "21:00", "limitMinutes": 120, "permitAreas": ["S"], "rppExemptFrom": "limit", "exceptions": null}, "geometry": {"type": "MultiLineString", "coordinates": [[[-122.4301, 37.7601], [-122.4301, 37.7609]]]}}
        """
    static let side = """
        {"type": "Feature", "properties": {"cnn": "1", "side": "L", "blockSide": "West", "street": "Guerrero St", "limits": "19th St  -  20th St", "fromStreet": "19th St", "toStreet": "20th St", "schedules": [{"days": ["tue"], "from": "08:00", "to": "10:00", "weeks": [1, 3], "holidays": "suspended"}]}, "geometry": {"type": "LineString", "coordinates": [[-122.4300, 37.7600], [-122.4300, 37.7610]]}}
        """
    static let meter = """
        {"type": "Feature", "properties": {"blockfaceId": "9", "street": "GUERRERO ST", "side": "W", "fromAddress": 1, "toAddress": 99}, "geometry": {"type": "LineString", "coordinates": [[-122.4301, 37.7601], [-122.4301, 37.7609]]}}
        """

    static func load(
        zones: String = zones, regulations: String = collection(regulation), sweeping: String = collection(side),
        meters: String = collection(meter)
    ) throws(ParkingDataLoadError) -> ParkingData {
        try ParkingData(
            zones: Array(zones.utf8), regulations: Array(regulations.utf8), sweeping: Array(sweeping.utf8),
            meters: Array(meters.utf8))
    }

    /// The problems of an invalid load, or none when it loaded.
    static func problems(
        zones: String = zones, regulations: String = collection(regulation), sweeping: String = collection(side),
        meters: String = collection(meter)
    ) -> (file: String, lines: [String])? {
        do {
            _ = try load(zones: zones, regulations: regulations, sweeping: sweeping, meters: meters)
            return nil
        } catch {
            guard case .invalidFile(let path, let problems) = error else { return (error.description, []) }
            return (
                path, problems.map { String(ParkingDataLoadError.line(of: $0, file: path).dropFirst(path.count + 1)) }
            )
        }
    }

    @Test func loadsTheBundledData() throws {
        let data = try ParkingData(directory: Self.resources)
        #expect(data.zoneFile.zones.count == 32)
        #expect(data.curbs.regulations.count > 5_000)
        #expect(data.curbs.sweepingSides.count > 20_000)
        #expect(data.curbs.meters.count > 1_000)
        #expect(data.version.version == "2025-11-28")
        #expect(
            data.version.sources.contains { $0.file == "regulations_hi6h-neyh_20251128.csv" && $0.date == "2025-11-28" }
        )
        #expect(data.curbs.knownAreaCodes.contains("HV"))
    }

    @Test func readsOnlyTheVersionCheaply() throws {
        let version = try ParkingData.version(inDirectory: Self.resources)
        #expect(version.version == "2025-11-28")
        #expect(version.sources.count == 5)
        #expect(version.description.hasPrefix("2025-11-28 (regulations_hi6h-neyh_20251128.csv 2025-11-28, "))
    }

    @Test func loadsSmallFilesAndAnswers() throws {
        let data = try Self.load()
        #expect(data.version == DataVersion(version: "2099-01-02", sources: [.init(file: "a.csv", date: "2099-01-01")]))
        let arrival = try PacificTime.parse("2026-11-23T06:00")
        let report = try data.answer(
            for: ParkingQuery(
                location: Coordinate(latitude: 37.7605, longitude: -122.43012), arrival: arrival, permits: ["s"]))
        #expect(report.zone.primaryZone?.zone.permitArea == "S")
        #expect(report.answer?.status == .valid || report.answer?.status == .conditional)
        #expect(report.dataVersion == "2099-01-02")
    }

    @Test func aMissingFileIsMissingInputNamingThePath() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parkcheck-empty-\(UUID())").path
        #expect(throws: ParkingDataLoadError.missingFile("zones.json", path: folder + "/zones.json")) {
            try ParkingData(directory: folder)
        }
        let error = ParkingDataLoadError.missingFile("zones.json", path: folder + "/zones.json")
        #expect(error.isMissingInput)
        #expect(!ParkingDataLoadError.invalidFile(path: "x", problems: []).isMissingInput)
    }

    @Test func textThatIsNotJSONIsPlacedAtItsLineAndColumn() throws {
        let result = try #require(Self.problems(meters: "{\"type\": \"FeatureCollection\",\n \"features\": [,]}"))
        #expect(result.file == "meters.geojson")
        #expect(result.lines.count == 1)
        #expect(result.lines.first?.hasPrefix("2:15: ") == true)
    }

    @Test func aBadPropertyIsPlacedAtThePropertyItself() throws {
        let bad = Self.regulation.replacingOccurrences(of: "\"kind\": \"timeLimit\"", with: "\"kind\": \"sometimes\"")
        let result = try #require(Self.problems(regulations: Self.collection(Self.regulation, bad)))
        #expect(result.file == "regulations.geojson")
        let column = try #require(bad.range(of: "\"sometimes\"")).lowerBound.utf16Offset(in: bad) + 1
        #expect(
            result.lines == [
                "3:\(column): features[1].properties.kind: regulation 1: property \"kind\" is \"sometimes\", "
                    + "expected one of timeLimit, payOrPermit, paidPlusPermit, noParkingAnyTime, limitedNoParking, "
                    + "noOvernightParking, noOversizedVehicles, governmentPermit, noStopping; "
                    + "fix the data file or rebuild it with `make data`"
            ])
    }

    @Test func aBadScheduleIsPlacedInsideTheSchedulesArray() throws {
        let bad = Self.side.replacingOccurrences(of: "\"weeks\": [1, 3]", with: "\"weeks\": [1, 7]")
        let result = try #require(Self.problems(sweeping: Self.collection(bad)))
        #expect(result.file == "sweeping.geojson")
        #expect(result.lines.count == 1)
        #expect(result.lines.first?.contains(": features[0].properties.schedules[0].weeks: ") == true)
        #expect(result.lines.first?.contains("expected week numbers 1 to 5") == true)
    }

    @Test func wrongKindsAndGeometriesAreEachReported() throws {
        let noId = Self.meter.replacingOccurrences(of: "\"blockfaceId\": \"9\"", with: "\"blockfaceId\": 9")
        let polygon = Self.meter.replacingOccurrences(of: "\"LineString\"", with: "\"Point\"")
        let shortLine = Self.meter.replacingOccurrences(
            of: "[[-122.4301, 37.7601], [-122.4301, 37.7609]]", with: "[[-122.4301, 37.7601]]")
        let result = try #require(Self.problems(meters: Self.collection(noId, polygon, shortLine)))
        #expect(result.lines.count == 3)
        #expect(result.lines[0].contains("features[0].properties.blockfaceId: property \"blockfaceId\" is a number"))
        #expect(result.lines[1].contains("features[1].geometry.type: geometry type is \"Point\""))
        #expect(result.lines[2].contains("features[2].geometry.coordinates: not a usable line"))
        #expect(result.lines.allSatisfy { $0.first?.isNumber == true })
    }

    @Test func aZoneFileProblemKeepsItsPlace() throws {
        let result = try #require(Self.problems(zones: "{\"zones\": 3}"))
        #expect(result.file == "zones.json")
        #expect(result.lines.first?.hasPrefix("1:") == true)
    }

    @Test func problemsStopAtTheLimit() throws {
        let bad = Self.regulation.replacingOccurrences(of: "\"from\": \"08:00\"", with: "\"from\": \"8 o'clock\"")
        let many = Array(repeating: bad, count: ParkingData.maxProblemsPerFile + 5).joined(separator: ",\n")
        let result = try #require(Self.problems(regulations: Self.collection(many)))
        #expect(result.lines.count == ParkingData.maxProblemsPerFile)
    }
}
