import Testing
import ZoneKit
@testable import DataBuild

@Suite struct OutputValidationTests {
    @Test func aReadableCollectionPassesAndWarningsAreCounted() {
        var validation = OutputValidation()
        let clockwise =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":"#
            + #"{"type":"Polygon","coordinates":[[[0,0],[0,1],[1,1],[1,0],[0,0]]]}}]}"#
        validation.checkGeoJSON(Array(clockwise.utf8), name: "x.geojson", expectedFeatures: 1)
        #expect(validation.failures.isEmpty)
        #expect(validation.files.first?.items == 1)
        #expect(validation.files.first?.warnings.count == 1)
    }

    @Test func errorsAndMissingFeaturesFailTheBuild() {
        var validation = OutputValidation()
        let shortLine =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":"#
            + #"{"type":"LineString","coordinates":[[0,0]]}}]}"#
        validation.checkGeoJSON(Array(shortLine.utf8), name: "short.geojson", expectedFeatures: 1)
        validation.checkGeoJSON(
            Array(#"{"type":"FeatureCollection","features":[]}"#.utf8), name: "e.geojson", expectedFeatures: 2)
        #expect(validation.failures.count == 2)
        #expect(validation.failures[0].hasPrefix("ZoneKit cannot read an output: short.geojson:1:"))
        #expect(validation.failures[1].contains("read back 0 features, wrote 2"))
    }

    @Test func aZoneFileIsReadBackOrReported() {
        var validation = OutputValidation()
        #expect(validation.checkZoneFile(Array(#"{"zones": 3}"#.utf8), name: "zones.json") == nil)
        #expect(validation.failures.first?.hasPrefix("ZoneKit cannot read an output: zones.json:1:") == true)
    }

    /// What the readers accept but `parkcheck validate` rejects fails the build too: a bow-tie
    /// (self-intersecting) ring reads as GeoJSON, and is still no polygon anyone should ship.
    @Test func validateChecksFailTheBuildWhereTheReadersAccept() {
        var validation = OutputValidation()
        let bowTie =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":"#
            + #"{"type":"Polygon","coordinates":[[[0,0],[1,1],[1,0],[0,1],[0,0]]]}}]}"#
        validation.checkGeoJSON(Array(bowTie.utf8), name: "bowtie.geojson", expectedFeatures: 1)
        #expect(validation.failures.isEmpty)
        validation.validate([("bowtie.geojson", Array(bowTie.utf8))])
        #expect(validation.validated.map(\.name) == ["bowtie.geojson"])
        #expect(validation.failures.count == 1)
        #expect(validation.failures.first?.hasPrefix("parkcheck validate rejects an output: bowtie.geojson:1:") == true)
        #expect(validation.failures.first?.contains("intersect") == true)
    }
}
