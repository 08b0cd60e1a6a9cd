import Foundation
import Testing
import ZoneKit

/// One diagnostics model: every reader's problems come out as ``Diagnostic``s that read the same
/// way (`file:line:column: severity: path: message`) and name their reader and kind.
@Suite struct DiagnosticTests {
    @Test func aValidatorProblemFoundByTheGeoJSONReaderIsNamedByTheReaderThatFoundIt() {
        let text = #"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 1]]]}"#
        let report = DataValidator().validate(Array(text.utf8))
        let diagnostic = report.diagnostics.first { $0.severity == .error }
        #expect(diagnostic?.code == "geoJSON.ringNotClosed")
        #expect(diagnostic?.source == .validation)
        #expect(diagnostic?.location.path == "coordinates[0]")
        let line = diagnostic?.formatted(file: "shape.geojson") ?? ""
        #expect(line.hasPrefix("shape.geojson:1:") && line.contains(": error: coordinates[0]: "), "\(line)")
        #expect(!report.isValid)
    }

    @Test func aNamedPayloadsProblemCarriesItsFileAndAFeedsItsFeature() {
        do {
            _ = try CDSReader().curbFeed([("policies.json", Array(#"{"version": "1.1"}"#.utf8))])
            Issue.record("a payload without its envelope was read")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.location.file == "policies.json")
            #expect(diagnostic?.source == .cds)
            #expect(diagnostic?.description.hasPrefix("policies.json:1:1: error: ") == true)
        }
        let feed = #"""
            {"type": "FeatureCollection", "manifest": {"curblrVersion": "1.1.0", "timeZone": "America/Los_Angeles",
             "priorityHierarchy": ["no parking"]}, "features": [{"type": "Feature", "properties": {},
             "geometry": {"type": "Point", "coordinates": [0, 0]}}]}
            """#
        do {
            _ = try CurbLRReader().read(Array(feed.utf8))
            Issue.record("a feed with a point for a curb was read")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.source == .curbLR)
            #expect(diagnostic?.location.featureIndex == 0)
            #expect(diagnostic?.featureMessage.hasPrefix("feature 0: ") == true)
            #expect(diagnostic.map { $0.description.contains(": error: features[0]") } == true)
        }
    }

    @Test func severitiesAndLocationsOrderAsAListingDoes() {
        let text = "{\"type\": \"Point\", \"coordinates\": [0, 0, 0, 0]}\n"
        let report = DataValidator().validate(Array(text.utf8))
        #expect(report.isValid)
        #expect(report.warningCount == report.diagnostics.count)
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning && $0.location.line == 1 })
        #expect(report.diagnostics.map(\.location) == report.diagnostics.map(\.location).sorted())
    }
}
