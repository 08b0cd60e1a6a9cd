import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// The peer GeoJSON fixtures of `../shared/fixtures/geojson/manifest.json`: documents from
/// geojsonhint and the GeoJSON schema's test suite, each marked valid, valid-warn or invalid.
@Suite struct GeoJSONFixtureTests {
    /// One manifest entry.
    struct Fixture {
        let suite: String
        let file: String
        let expected: String
        let why: String
    }

    private static func fixtures(in suite: String) throws -> [Fixture] {
        let data = try SharedFolder.data("fixtures/geojson/manifest.json")
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return entries.compactMap { entry in
            guard let name = entry["suite"] as? String, name == suite, let file = entry["file"] as? String,
                let expected = entry["expected"] as? String
            else { return nil }
            return Fixture(suite: name, file: file, expected: expected, why: entry["why"] as? String ?? "")
        }
    }

    /// Cases per suite and verdict, as the manifest lists them.
    private static let expectedCounts: [String: [String: Int]] = [
        "geojsonhint": ["valid": 19, "valid-warn": 5, "invalid": 38],
        "geojson-schema": ["valid": 30, "invalid": 36],
    ]

    @Test(arguments: ["geojsonhint", "geojson-schema"])
    func manifestVerdicts(suite: String) throws {
        let fixtures = try Self.fixtures(in: suite)
        var counts: [String: Int] = [:]
        for fixture in fixtures {
            counts[fixture.expected, default: 0] += 1
            let bytes = try SharedFolder.data("fixtures/geojson/" + fixture.file)
            let diagnostics = GeoJSONReader().validate(bytes)
            let errors = diagnostics.filter { $0.severity == .error }
            let listing = diagnostics.map { $0.formatted(file: fixture.file) }.joined(separator: "\n")
            switch fixture.expected {
            case "invalid":
                #expect(!errors.isEmpty, "\(fixture.file) should be rejected (\(fixture.why))")
            case "valid" where suite == "geojsonhint":
                // geojsonhint also checks winding, so its good files must not even warn.
                #expect(diagnostics.isEmpty, "\(fixture.file) should be clean:\n\(listing)")
            case "valid":
                #expect(errors.isEmpty, "\(fixture.file) should be accepted:\n\(listing)")
            case "valid-warn":
                #expect(errors.isEmpty, "\(fixture.file) should be accepted (\(fixture.why)):\n\(listing)")
                #expect(!diagnostics.isEmpty, "\(fixture.file) should warn (\(fixture.why))")
            default:
                Issue.record("unknown verdict \(fixture.expected) for \(fixture.file)")
            }
        }
        let summary = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        print("GeoJSON fixtures, \(suite): \(fixtures.count) cases (\(summary))")
        #expect(counts == Self.expectedCounts[suite])
    }
}
