import Testing
import ZoneKit
@testable import DataBuild

@Suite struct PythonLiteralReaderTests {
    @Test func sweepingLineDictReadsAsALineString() throws {
        let text =
            "{'type': 'LineString', 'coordinates': [[-122.399148598539, 37.791016649255], [-122.398589511053, 37.790571225457]]}"
        let line = try GeoJSONTree.lineString(PythonLiteralReader.value(of: text))
        #expect(
            line == [
                Coordinate(latitude: 37.791016649255, longitude: -122.399148598539),
                Coordinate(latitude: 37.790571225457, longitude: -122.398589511053),
            ])
    }

    @Test func stringsMayHoldTheOtherQuoteAndEscapes() throws {
        let value = try PythonLiteralReader.value(
            of: #"{"name": "O'Farrell St", 'n': 'a\'b', 'ok': True, 'none': None, 't': (1, 2,)}"#)
        #expect(
            value
                == .object(
                    JSONObject([
                        ("name", .string("O'Farrell St")), ("n", .string("a'b")), ("ok", .bool(true)), ("none", .null),
                        ("t", .array([.number(1), .number(2)])),
                    ])))
    }

    @Test func brokenLiteralsAreErrorsWithAPosition() {
        #expect(throws: PythonLiteralReader.Failure.self) { try PythonLiteralReader.value(of: "{'type': 'LineString'") }
        #expect(throws: PythonLiteralReader.Failure(offset: 1, reason: "expected a quoted dict key")) {
            try PythonLiteralReader.value(of: "{type: 1}")
        }
        #expect(throws: PythonLiteralReader.Failure.self) { try PythonLiteralReader.value(of: "[nan]") }
        #expect(throws: PythonLiteralReader.Failure.self) { try PythonLiteralReader.value(of: "[1] extra") }
    }
}
