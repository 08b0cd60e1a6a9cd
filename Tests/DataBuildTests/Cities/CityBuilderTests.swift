import Foundation
import TestSupport
import Testing
import ZoneKit

@testable import DataBuild

/// The cities' build on the real feeds of `../shared/fixtures/curblr`, into a temporary folder
/// holding a copy of the bundled `zones.json` (San Francisco's city is read from it).
@Suite struct CityBuilderTests {
    static func build() throws -> (folder: URL, written: [BuildSummary.Output]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cities-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SharedFolder.repositoryRoot.appendingPathComponent("Resources/zones.json"),
            to: folder.appendingPathComponent("zones.json"))
        let builder = CityBuilder(
            feedsFolder: try SharedFolder.url("fixtures/curblr"), sanFranciscoInput: try SharedFolder.url("data/sf"),
            outputFolder: folder)
        return (folder, try builder.run())
    }

    @Test func everyCityReadsBackAndAnswers() throws {
        let (folder, written) = try Self.build()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(written.map(\.file).contains("cities/portland/holidays.txt"))
        let registry = try CityRegistry(directory: folder.path)
        #expect(registry.cities.map(\.slug) == ["austin", "portland", "san-francisco"])
        let portland = try #require(registry.city(named: "portland"))
        #expect(portland.timeZone == "America/Los_Angeles")
        #expect(portland.timeZoneRule == "PST8PDT,M3.2.0,M11.1.0")
        #expect(portland.dataDate == "2020-07-30")
        #expect(
            portland.sources.first?.sha256
                == SHA256.hex(
                    of: [UInt8](try SharedFolder.data("fixtures/curblr/downtown_portland_2020-07-30.curblr.json"))))
        let austin = try #require(registry.city(named: "Austin"))
        #expect(austin.timeZone == "America/Chicago")
        #expect(try registry.holidays(of: austin)?.calendar.periods["holidays"] == .unknown)
        // The shipped curbs read in full, and answer: a paid two-hour curb on a Tuesday morning.
        let interpreter = try registry.interpreter(for: portland)
        #expect(interpreter.feed.features.count == 416)
        let arrival = try #require(portland.timeZoneRules).parseArrival("2026-11-24T10:00").instant
        let answer = interpreter.answer(at: Coordinate(latitude: 45.521424, longitude: -122.680310), arrival: arrival)
        #expect(answer.verdict == .conditionally)
        #expect(answer.binding?.featureIndex == 8)
        let sanFrancisco = try #require(registry.city(named: "san francisco"))
        #expect(sanFrancisco.curbFormat == .sanFranciscoTables)
        #expect(sanFrancisco.dataDate == "2025-11-28")
    }

    @Test func reportCountsWhatTheReaderFound() throws {
        let (folder, _) = try Self.build()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try String(contentsOf: folder.appendingPathComponent("cities/portland/REPORT.md"), encoding: .utf8)
        for line in [
            "| features read | 416 |", "| regulations mapped | 416 |", "| no standing | 118 |", "| hotel_guest | 10 |",
            "conflicts resolved",
        ] {
            #expect(report.contains(line), "\(line)")
        }
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let first = try Self.build()
        let second = try Self.build()
        defer {
            try? FileManager.default.removeItem(at: first.folder)
            try? FileManager.default.removeItem(at: second.folder)
        }
        #expect(first.written == second.written)
        for file in first.written {
            let a = try Data(contentsOf: first.folder.appendingPathComponent(file.file))
            let b = try Data(contentsOf: second.folder.appendingPathComponent(file.file))
            #expect(a == b, "\(file.file)")
        }
    }
}
