import Foundation
import Testing

@testable import ZoneKit

@Suite struct CityRegistryTests {
    static func city(_ name: String, _ slug: String, _ box: BoundingBox, zone: String = "America/Los_Angeles") -> City {
        City(
            name: name, slug: slug, timeZone: zone, timeZoneRule: TimeZoneRules(identifier: zone)?.posixRule ?? "",
            bounds: box, dataDate: "2020-07-30", authority: "A", licence: "L", attribution: "", sources: [],
            curbFormat: .curbLR, curbsFile: "curbs.curblr.json", holidaysFile: "holidays.txt")
    }

    static let portland = city(
        "Portland, OR", "portland",
        BoundingBox(minLongitude: -122.6845, minLatitude: 45.5145, maxLongitude: -122.6740, maxLatitude: 45.5240))
    static let austin = city(
        "Austin, TX", "austin",
        BoundingBox(minLongitude: -97.7460, minLatitude: 30.2660, maxLongitude: -97.7440, maxLatitude: 30.2675),
        zone: "America/Chicago")
    static let sanFrancisco = city(
        "San Francisco, CA", "san-francisco",
        BoundingBox(minLongitude: -122.5274, minLatitude: 37.6398, maxLongitude: -122.3281, maxLatitude: 37.8324))
    static let registry = CityRegistry(directory: "/data", cities: [portland, sanFrancisco, austin])

    @Test func listsByName() {
        #expect(Self.registry.cities.map(\.slug) == ["austin", "portland", "san-francisco"])
    }

    @Test(arguments: [
        ("portland", "portland"), ("Portland", "portland"), ("PORTLAND, OR", "portland"), ("Portland OR", "portland"),
        ("san francisco", "san-francisco"), ("san-francisco", "san-francisco"), ("Austin", "austin"),
    ])
    func findsByName(_ typed: String, _ slug: String) {
        #expect(Self.registry.city(named: typed)?.slug == slug)
    }

    @Test func unknownNameIsNil() {
        #expect(Self.registry.city(named: "Seattle") == nil)
        #expect(Self.registry.city(named: "") == nil)
    }

    @Test func findsByPoint() {
        #expect(Self.registry.city(containing: Coordinate(latitude: 45.5189, longitude: -122.6793))?.slug == "portland")
        #expect(
            Self.registry.city(containing: Coordinate(latitude: 37.76, longitude: -122.43))?.slug == "san-francisco")
        #expect(Self.registry.city(containing: Coordinate(latitude: 30.2668, longitude: -97.7450))?.slug == "austin")
    }

    @Test func marginIsSmall() {
        // 100 m north of Portland's box is still Portland; 1 km north is no city.
        let north = 45.5240
        #expect(
            Self.registry.city(containing: Coordinate(latitude: north + 0.0009, longitude: -122.68))?.slug == "portland"
        )
        #expect(Self.registry.city(containing: Coordinate(latitude: north + 0.009, longitude: -122.68)) == nil)
    }

    @Test func outsideEveryCityNamesThemAndTheWayToList() throws {
        let point = Coordinate(latitude: 47.6062, longitude: -122.3321)  // Seattle
        #expect(Self.registry.city(containing: point) == nil)
        let nearest = try #require(Self.registry.nearestCity(to: point))
        #expect(nearest.city.slug == "portland")
        #expect(nearest.distance > 200_000 && nearest.distance < 250_000)
        let message = Self.registry.outsideMessage(for: point)
        #expect(message.contains("Austin, TX; Portland, OR; San Francisco, CA"))
        #expect(message.contains("parkcheck cities"))
        #expect(message.contains("nearest is Portland, OR"))
    }

    @Test func cityKeepsItsClock() throws {
        let rules = try #require(Self.austin.timeZoneRules)
        // 2026-07-01 12:00 UTC is 07:00 CDT in Austin.
        #expect(rules.utcOffset(at: Date(timeIntervalSince1970: 1_782_907_200)) == -5 * 3600)
    }

    @Test func readsADirectoryAndItsHolidayFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cities-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cityFolder = folder.appendingPathComponent("cities/portland")
        try FileManager.default.createDirectory(at: cityFolder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        try encoder.encode(Self.portland).write(to: cityFolder.appendingPathComponent("city.json"))
        try Data("@years 2026-2026\n2026-11-26 Thanksgiving Day\n".utf8).write(
            to: cityFolder.appendingPathComponent("holidays.txt"))
        let registry = try CityRegistry(directory: folder.path)
        #expect(registry.cities == [Self.portland])
        let holidays = try #require(try registry.holidays(of: Self.portland))
        #expect(holidays.calendar.contains(CivilDate(year: 2026, month: 11, day: 26), inPeriod: "holidays") == true)
    }

    @Test func malformedCityJSONIsLocated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cities-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cityFolder = folder.appendingPathComponent("cities/broken")
        try FileManager.default.createDirectory(at: cityFolder, withIntermediateDirectories: true)
        try Data("{\"name\": 3}".utf8).write(to: cityFolder.appendingPathComponent("city.json"))
        let error = #expect(throws: CityDataError.self) { try CityRegistry(directory: folder.path) }
        #expect(error?.description.contains("cities/broken/city.json") == true)
    }

    @Test func directoryWithoutCitiesHoldsNone() throws {
        #expect(try CityRegistry(directory: "/nonexistent-\(UUID().uuidString)").cities.isEmpty)
    }
}
