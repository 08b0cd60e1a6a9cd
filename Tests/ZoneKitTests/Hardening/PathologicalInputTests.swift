import Foundation
import Testing
import ParkcheckBatch
@testable import ZoneKit

/// Inputs built to break parsers: each must give an answer or an error with its place, never a
/// crash, a hang or a silent loss.
@Suite struct PathologicalInputTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The errors every reader gives for `bytes`, one list per reader.
    static func errors(_ bytes: [UInt8]) -> (geoJSON: Int, zoneFile: Int, validator: Int) {
        (
            GeoJSONReader().decode(bytes).diagnostics.count { $0.severity == .error },
            ZoneFileReader().decode(bytes).diagnostics.count { $0.severity == .error },
            DataValidator().validate(bytes).errorCount
        )
    }

    @Test func nestingOneHundredThousandLevelsDeepIsAnErrorNotAStackOverflow() throws {
        let depth = 100_000
        let text = Self.bytes(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(
            throws: JSONError(
                .tooDeep(limit: JSONParser.defaultMaxDepth), at: JSONLocation(offset: 10_000, line: 1, column: 10_001))
        ) {
            try JSONParser.parse(text)
        }
        #expect(Self.errors(text) == (1, 1, 1))
        // With the limit lifted the parser (iterative) reads it, and the tree conversion too.
        let document = try JSONParser(maxDepth: depth).parse(text)
        #expect(document.entryCount == depth)
        let objects = Self.bytes(
            String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth))
        #expect(try JSONParser(maxDepth: depth).parse(objects).entryCount == 2 * depth + 1)
    }

    @Test func deepButAllowedPropertiesConvertAndFreeWithoutOverflow() throws {
        // Feature properties become JSONValue trees; 9,000 levels is within the parser's limit.
        let depth = 9_000
        let properties = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let text = #"{"type":"Feature","geometry":null,"properties":{"deep":"# + properties + "}}"
        let outcome = GeoJSONReader().decode(Self.bytes(text))
        #expect(!outcome.hasErrors)
        #expect(DataValidator().validate(Self.bytes(text)).isValid)
    }

    @Test func hugeNumbersAreErrorsAndNegativeZeroKeepsItsSign() throws {
        let tooLarge = Self.bytes(#"{"type":"Point","coordinates":[1e400, 37]}"#)
        #expect(
            throws: JSONError(.numberOutOfRange(literal: "1e400"), at: JSONLocation(offset: 31, line: 1, column: 32))
        ) {
            try JSONParser.parse(tooLarge)
        }
        #expect(Self.errors(tooLarge) == (1, 1, 1))
        let negativeZero = try JSONParser.parse(Self.bytes("[-0, -0.0, 1e-400, -1e-400]"))
        let values = negativeZero.root.elements.map { $0.numberValue ?? .nan }
        #expect(values.map(\.sign) == [.minus, .minus, .plus, .minus])
        #expect(values.allSatisfy { $0 == 0 })
        let point = DataValidator().validate(Self.bytes(#"{"type":"Point","coordinates":[-0, -0.0]}"#))
        #expect(point.diagnostics.isEmpty)
    }

    @Test func invalidUTF8AndNULBytesInStringsAreErrorsWithTheirPlace() throws {
        var invalid = Self.bytes(#"{"type":"Feature","geometry":null,"properties":{"name":"caf"#)
        invalid += [0xC3, 0x28] + Self.bytes(#""}}"#)
        #expect(throws: JSONError.self) { try JSONParser.parse(invalid) }
        let report = DataValidator().validate(invalid)
        #expect(report.diagnostics.map { "\($0.location)" } == ["1:60"])
        #expect(report.diagnostics.first?.message.contains("invalid UTF-8 (0xC3 0x28)") == true)

        var rawNUL = Self.bytes(#"{"type":"Point","coordinates":[1,2],"note":"a"#)
        rawNUL += [0x00] + Self.bytes(#""}"#)
        #expect(DataValidator().validate(rawNUL).diagnostics.first?.message.contains("U+0000") == true)
        // An escaped NUL is a legal character: kept, and harmless everywhere.
        let escaped = Self.bytes(
            #"{"type":"Feature","id":"a\u0000b","geometry":null,"properties":{"\u0000":"\u0000"}}"#)
        #expect(DataValidator().validate(escaped).isValid)
        #expect(try JSONParser.parse(escaped).root["id"]?.stringValue == "a\u{0}b")
        #expect(throws: TimeParseError.self) { try PacificTime.parse("2026-07-06T08:30\u{0}") }
    }

    /// A star-shaped (so simple) ring of a million corners around a point in San Francisco.
    static func millionCornerRing() -> [Coordinate] {
        let count = 1_000_000
        var corners: [Coordinate] = []
        corners.reserveCapacity(count + 1)
        for index in 0..<count {
            let angle = 2 * Double.pi * Double(index) / Double(count)
            let radius = 0.01 * (1 + 0.3 * sin(37 * angle))
            corners.append(Coordinate(latitude: 37.76 + radius * sin(angle), longitude: -122.43 + radius * cos(angle)))
        }
        corners.append(corners[0])
        return corners
    }

    @Test func aPolygonOfAMillionCornersIsLocatedAndValidated() throws {
        let ring = Self.millionCornerRing()
        let polygon = try Polygon(rings: [ring])
        #expect(polygon.location(of: Coordinate(latitude: 37.76, longitude: -122.43)) == .inside)
        #expect(polygon.location(of: Coordinate(latitude: 37.80, longitude: -122.43)) == .outside)
        #expect(polygon.location(of: ring[123_456]) == .onBoundary)
        #expect(SelfIntersectionFinder.firstIntersection(in: ring) == nil)
        // One corner pulled across the ring makes it cross itself; the sweep still finds it.
        var crossed = ring
        crossed[500_000] = Coordinate(latitude: 37.76, longitude: -122.40)
        #expect(SelfIntersectionFinder.firstIntersection(in: crossed) != nil)
    }

    @Test func aFeatureCollectionOfNoFeaturesIsValidAndEmpty() throws {
        let text = Self.bytes(#"{"type":"FeatureCollection","features":[]}"#)
        #expect(try GeoJSONReader().read(text) == .featureCollection(GeoJSONFeatureCollection(features: [])))
        let report = DataValidator().validate(text)
        #expect(report.kind == .geoJSON)
        #expect(report.diagnostics.isEmpty)
        #expect(try ZoneFileReader().read(text, file: "empty.geojson").zones.isEmpty)
        var rows = CoordinateRowParser(source: ByteArraySource(text))
        #expect(rows.next() == nil)
    }

    @Test func everyTruncationOfAFileIsAnErrorAtItsEnd() throws {
        let text = Self.bytes(
            #"{"permitAreas":[{"code":"Q"}],"zones":[{"id":"q1","permitArea":"Q","boundary":{"type":"Polygon","#
                + #""coordinates":[[[-122.44,37.76],[-122.43,37.76],[-122.43,37.77],[-122.44,37.76]]]},"#
                + #""rules":[{"ruleType":"time_limit","enforcementDays":["mon"],"enforcementStartTime":{"hour":8},"#
                + #""enforcementEndTime":{"hour":18},"timeLimit":1e2}]}]}"#)
        #expect(ZoneFileReader().decode(text).zoneFile != nil)
        var truncations = 0
        for length in 1..<text.count {
            let prefix = Array(text[..<length])
            let report = DataValidator().validate(prefix)
            let only = report.diagnostics.first
            #expect(report.diagnostics.count == 1 && !report.isValid, "length \(length)")
            // The parser names the end of the text (or the last token it could not finish).
            #expect((only?.location.offset ?? -1) <= length, "length \(length)")
            #expect(ZoneFileReader().decode(prefix).zoneFile == nil)
            truncations += 1
        }
        #expect(truncations == text.count - 1)
    }

    @Test func crlfAndByteOrderMarksGiveTheSameAnswersAsPlainText() throws {
        let plain = """
            {"type":"FeatureCollection","features":[
            {"type":"Feature","properties":{},"geometry":{"type":"Polygon",
            "coordinates":[[[0,0],[2,2],[2,0],[0,2],[0,0]]]}}
            ]}
            """
        let windows = "\u{FEFF}" + plain.split(separator: "\n").joined(separator: "\r\n") + "\r\n"
        let expected = DataValidator().validate(Self.bytes(plain)).diagnostics.map { "\($0.location) \($0.message)" }
        let found = DataValidator().validate(Self.bytes(windows)).diagnostics.map { "\($0.location) \($0.message)" }
        #expect(expected.count == 1)
        #expect(found == expected)

        let rowsText = "\u{FEFF}lat,lon\r\n37.76,-122.43\r\n\r\n37.77,-122.41\r\n"
        var parser = CoordinateRowParser(source: ByteArraySource(rowsText))
        var coordinates: [Coordinate] = []
        while let row = parser.next() { coordinates.append(try row.get().coordinate) }
        #expect(
            coordinates == [
                Coordinate(latitude: 37.76, longitude: -122.43), Coordinate(latitude: 37.77, longitude: -122.41),
            ])
        #expect(try PacificTime.parse("2026-07-06T08:30\r\n") == PacificTime.parse("2026-07-06T08:30"))
        // A byte order mark anywhere but the start is not JSON: an error with its place.
        let inside = DataValidator().validate(Self.bytes("[1,\u{FEFF}2]"))
        #expect(inside.diagnostics.map { "\($0.location)" } == ["1:4"])
    }
}
