import Foundation
import TestSupport
import Testing
@testable import ZoneKit

/// ``DataValidator`` on the peer GeoJSON fixtures (`../shared/fixtures/geojson/manifest.json`) and
/// on the project's bundled data (`Resources/`).
@Suite struct ValidationFixtureTests {
    /// One manifest entry: the file and its verdict (`valid`, `valid-warn` or `invalid`).
    struct Fixture: CustomTestStringConvertible, Sendable {
        let file: String
        let expected: String
        var testDescription: String { file }
    }

    static func fixtures() throws -> [Fixture] {
        let data = try SharedFolder.data("fixtures/geojson/manifest.json")
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return entries.compactMap { entry in
            guard let file = entry["file"] as? String, let expected = entry["expected"] as? String else { return nil }
            return Fixture(file: file, expected: expected)
        }
    }

    @Test func agreesWithEveryManifestVerdict() throws {
        let fixtures = try Self.fixtures()
        #expect(fixtures.count == 128)
        for fixture in fixtures {
            let report = DataValidator().validate(try SharedFolder.data("fixtures/geojson/" + fixture.file))
            let listing = report.diagnostics.map { $0.formatted(file: fixture.file) }.joined(separator: "\n")
            // valid-warn is valid: it breaks only a SHOULD.
            let expectedValid = fixture.expected != "invalid"
            #expect(report.isValid == expectedValid, "\(fixture.file) is \(fixture.expected):\n\(listing)")
            if fixture.expected == "valid-warn" {
                #expect(report.warningCount > 0, "\(fixture.file) should warn")
            }
        }
    }

    static let bundledFiles = ["zones.json", "regulations.geojson", "sweeping.geojson", "meters.geojson"]

    @Test func findsNoErrorInTheBundledData() throws {
        let validator = DataValidator()
        var reports: [ValidationReport] = []
        for name in Self.bundledFiles {
            let url = SharedFolder.repositoryRoot.appendingPathComponent("Resources").appendingPathComponent(name)
            reports.append(validator.validate(try Data(contentsOf: url)))
        }
        DataValidator.checkPermitAreaReferences(in: &reports)
        #expect(reports.map(\.kind) == [.zoneFile, .regulations, .sweeping, .meters])
        for (name, report) in zip(Self.bundledFiles, reports) {
            let errors = report.diagnostics.filter { $0.severity == .error }.prefix(5)
            #expect(errors.isEmpty, "\(name):\n\(errors.map { $0.formatted(file: name) }.joined(separator: "\n"))")
        }
        // The regulations name permit areas, and the zone file declares every one of them.
        #expect(reports[0].declaredPermitAreas?.count == 32)
        #expect(reports[1].permitAreaReferences.count > 1_000)
    }

    @Test func findsTheKinkInTheNotSimpleFixtureAndNowhereElseAmongThePolygonFixtures() throws {
        let kinked = "fixtures/pip/point-in-polygon-hao/fixtures/notSimple/switzerlandKinked.geojson"
        let report = DataValidator().validate(try SharedFolder.data(kinked))
        let rings = report.diagnostics.filter { $0.code == "validation.selfIntersection" }
        #expect(rings.map { "\($0.location) \($0.location.path)" } == ["2859:13 geometry.coordinates[0][712]"])

        let folder = try SharedFolder.url("fixtures/pip")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter {
                ["geojson", "json"].contains($0.pathExtension) && !$0.lastPathComponent.contains("expectations")
            }
        #expect(files.count == 64)
        for file in files where !file.path.hasSuffix(kinked.split(separator: "/").suffix(2).joined(separator: "/")) {
            for diagnostic in DataValidator().validate(try Data(contentsOf: file)).diagnostics {
                let rings = ["validation.selfIntersection", "validation.collapsedRing", "validation.holeOutsideShell"]
                if rings.contains(diagnostic.code) { Issue.record("\(file.lastPathComponent): \(diagnostic)") }
            }
        }
    }
}
