import Testing
import ZoneKit

@Suite struct DataValidatorTests {
    /// What a user sees for one problem: `line:column`, severity, path, and words of the message.
    struct Expected: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let place: String
        let severity: GeoJSONDiagnostic.Severity
        let path: String
        let words: String
        var testDescription: String { name }
    }

    static func validate(_ text: String) -> ValidationReport { DataValidator().validate(Array(text.utf8)) }

    static let polygonFeature = #"{"type":"Feature","properties":{},"geometry":"#

    static let cases: [Expected] = [
        Expected(
            name: "not JSON", text: "{\"type\": \"Point\",\n \"coordinates\": [1, 2,]}", place: "2:22",
            severity: .error, path: "", words: "not valid JSON: trailing comma"),
        Expected(
            name: "NaN", text: "{\"type\": \"Point\",\n \"coordinates\": [NaN, 2]}", place: "2:18", severity: .error,
            path: "", words: "NaN is not a JSON number"),
        Expected(
            name: "-Infinity", text: "{\"type\": \"Point\", \"coordinates\": [1, -Infinity]}", place: "1:38",
            severity: .error, path: "", words: "-Infinity is not a JSON number"),
        Expected(
            name: "1e400", text: "[1e400]", place: "1:2", severity: .error, path: "",
            words: "number out of range: 1e400"),
        Expected(
            name: "RFC 7946 violation", text: "{\"type\": \"Feature\", \"geometry\": null}", place: "1:1",
            severity: .error, path: "", words: "\"properties\" is missing"),
        Expected(
            name: "ring not closed",
            text: polygonFeature + "\n{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[1,0],[1,1],[0,1]]]}}",
            place: "2:34", severity: .error, path: "geometry.coordinates[0]", words: "ring is not closed"),
        Expected(
            name: "ring under 4 positions",
            text: polygonFeature + "\n{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[1,0],[0,0]]]}}", place: "2:34",
            severity: .error, path: "geometry.coordinates[0]", words: "at least 4 positions, found 3"),
        Expected(
            name: "self-intersecting ring",
            text: polygonFeature
                + "\n{\"type\":\"Polygon\",\"coordinates\":[\n[[0,0],\n[2,2],\n[2,0],\n[0,2],\n[0,0]]]}}",
            place: "3:2", severity: .error, path: "geometry.coordinates[0][0]",
            words: "the edge from position 0 [0.0, 0.0] crosses the edge from position 2 [2.0, 0.0]"),
        Expected(
            name: "collapsed ring",
            text: polygonFeature + "\n{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[1,0],[1,0],[0,0]]]}}",
            place: "2:34", severity: .error, path: "geometry.coordinates[0]", words: "2 distinct corners"),
        Expected(
            name: "hole outside its shell",
            text: polygonFeature
                + "\n{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[4,0],[4,4],[0,4],[0,0]],\n"
                + "[[5,5],[5,6],[6,6],[5,5]]]}}",
            place: "3:1", severity: .error, path: "geometry.coordinates[1]", words: "hole 1 lies outside"),
        Expected(
            name: "empty geometry",
            text: polygonFeature + "\n{\"type\":\"MultiPolygon\",\"coordinates\":[]}}", place: "2:38",
            severity: .warning, path: "geometry.coordinates", words: "the MultiPolygon is empty"),
        Expected(
            name: "latitude out of range", text: "{\"type\":\"Point\",\"coordinates\":\n[-122.4, 137.7]}",
            place: "2:10",
            severity: .warning, path: "coordinates[1]", words: "latitude 137.7 is outside -90…90"),
        Expected(
            name: "longitude out of range", text: "{\"type\":\"LineString\",\"coordinates\":[[0,0],[-222.4,37]]}",
            place: "1:44", severity: .warning, path: "coordinates[1][0]", words: "longitude -222.4 is outside"),
        Expected(
            name: "winding order",
            text: polygonFeature + "\n{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[0,1],[1,1],[1,0],[0,0]]]}}",
            place: "2:34", severity: .warning, path: "geometry.coordinates[0]", words: "exterior ring is clockwise"),
    ]

    @Test(arguments: cases) func reportsTheProblemWhereItIs(_ example: Expected) throws {
        let report = Self.validate(example.text)
        let diagnostic = try #require(report.diagnostics.first, "no diagnostic")
        #expect(report.diagnostics.count == 1, "\(report.diagnostics)")
        #expect("\(diagnostic.location)" == example.place)
        #expect(diagnostic.severity == example.severity)
        #expect(diagnostic.location.path == example.path)
        #expect(diagnostic.message.contains(example.words), "\(diagnostic.message)")
        #expect(report.isValid == (example.severity == .warning))
    }

    @Test func listsEveryProblemNotJustTheFirst() {
        let text = #"""
            {"type":"FeatureCollection","features":[
            {"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[0,0],[2,2],[2,0],[0,2],[0,0]]]}},
            {"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[0,95]}},
            {"type":"Feature","geometry":null}
            ]}
            """#
        let report = Self.validate(text)
        #expect(report.diagnostics.map(\.location.line) == [2, 3, 4])
        #expect(report.errorCount == 2)
        #expect(report.warningCount == 1)
    }

    @Test func detectsTheKindOfFile() {
        let kinds: [(String, DataFileKind)] = [
            (#"{"zones": []}"#, .zoneFile),
            (#"{"type":"FeatureCollection","features":[]}"#, .geoJSON),
            (#"{"type":"FeatureCollection","features":[{"properties":{"schedules":[]}}]}"#, .sweeping),
            (#"{"type":"FeatureCollection","features":[{"properties":{"kind":"x","days":[]}}]}"#, .regulations),
            (#"{"type":"FeatureCollection","features":[{"properties":{"blockfaceId":"1"}}]}"#, .meters),
            (#"{"type":"FeatureCollection","features":[{"properties":{"permitArea":"Q"}}]}"#, .zoneFeatureCollection),
            (#"[1]"#, .geoJSON),
        ]
        for (text, kind) in kinds {
            #expect(Self.validate(text).kind == kind, "\(text)")
        }
        #expect(Self.validate("{").kind == nil)
    }
}
