import Testing

@testable import ZoneKit

/// Every kind of problem a zone file can have, each reported with the line and column where the
/// offending value starts, the path to it and a sentence; and all of them collected in one error.
@Suite struct ZoneFileErrorTests {
    /// A closed triangle of `{latitude, longitude}` positions.
    static let ring = """
        [{"latitude": 37.76, "longitude": -122.44}, {"latitude": 37.76, "longitude": -122.43}, \
        {"latitude": 37.77, "longitude": -122.43}, {"latitude": 37.76, "longitude": -122.44}]
        """
    /// A valid GeoJSON Polygon.
    static let polygon = """
        {"type": "Polygon", "coordinates": [[[-122.44, 37.76], [-122.43, 37.76], [-122.43, 37.77], [-122.44, 37.76]]]}
        """

    /// A seed file of one zone whose members (after `"id": "a"`) are `members`.
    static func seed(_ members: String, top: String = "") -> String {
        """
        {\(top)
          "zones": [
            {"id": "a", \(members)}
          ]
        }
        """
    }

    /// A FeatureCollection of one feature whose geometry is `geometry`.
    static func collection(geometry: String) -> String {
        """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"permitArea": "S"},
           "geometry": \(geometry)}
        ]}
        """
    }

    /// A rule with `members` replacing its times.
    static func rule(_ members: String) -> String {
        seed(
            """
            "boundaries": [\(ring)], "rules": [{"ruleType": "time_limit", "enforcementDays": ["monday"], \(members)}]
            """)
    }

    static let times = #""enforcementStartTime": {"hour": 8}, "enforcementEndTime": {"hour": 18}"#

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// The text the reported location must point at (its first occurrence).
        let marker: String
        let path: String
        let problem: ZoneFileProblem
        /// Words the message must contain.
        let saying: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "not JSON (NaN)", text: seed(#""boundaries": [[{"latitude": NaN}]]"#), marker: "NaN", path: "",
            problem: .invalidJSON(.unexpectedCharacter(found: UInt8(ascii: "N"), expected: .value)),
            saying: "not valid JSON"),
        Case(
            name: "an array", text: "[1, 2]", marker: "[1", path: "",
            problem: .unrecognizedFormat(found: "an array"), saying: "a GeoJSON FeatureCollection"),
        Case(
            name: "a lone Feature", text: #"{"type": "Feature", "geometry": null, "properties": null}"#,
            marker: #"{"type""#, path: "", problem: .unrecognizedFormat(found: "a GeoJSON Feature"),
            saying: "found a GeoJSON Feature"),
        Case(
            name: "zones not an array", text: #"{"zones": {"a": 1}}"#, marker: #"{"a""#, path: "zones",
            problem: .wrongMemberType("zones", expected: "an array of zones", found: .object),
            saying: "must be an array of zones"),
        Case(
            name: "zone without id", text: #"{"zones": [{"boundaries": [\#(ring)]}]}"#, marker: #"{"boundaries""#,
            path: "zones[0]", problem: .missingMember("id", owner: "zone"), saying: "\"id\" is missing"),
        Case(
            name: "blank id", text: #"{"zones": [{"id": "  ", "boundaries": [\#(ring)]}]}"#, marker: #""  ""#,
            path: "zones[0].id", problem: .emptyValue("id"), saying: "is empty"),
        Case(
            name: "restrictiveness a string", text: seed(#""restrictiveness": "high", "boundaries": [\#(ring)]"#),
            marker: #""high""#, path: "zones[0].restrictiveness",
            problem: .wrongMemberType("restrictiveness", expected: "a whole number", found: .string),
            saying: "must be a whole number, found a string"),
        Case(
            name: "permit area not declared",
            text: seed(#""permitArea": "ZZ", "boundaries": [\#(ring)]"#, top: #""permitAreas": [{"code": "S"}],"#),
            marker: #""ZZ""#, path: "zones[0].permitArea", problem: .unknownPermitArea("ZZ", declared: ["S"]),
            saying: "not declared in \"permitAreas\" (S)"),
        Case(
            name: "valid permit area not a string",
            text: seed(#""validPermitAreas": ["S", 5], "boundaries": [\#(ring)]"#),
            marker: "5]", path: "zones[0].validPermitAreas[1]",
            problem: .wrongElementType(expected: "a permit area code", found: .number), saying: "found a number"),
        Case(
            name: "no shape", text: seed(#""displayName": "A""#), marker: #"{"id""#, path: "zones[0]",
            problem: .missingShape, saying: "\"boundary\" (a GeoJSON Polygon or MultiPolygon)"),
        Case(
            name: "two shapes", text: seed(#""boundary": \#(polygon), "boundaries": [\#(ring)]"#),
            marker: "[[{", path: "zones[0].boundaries", problem: .conflictingShapes, saying: "keep one"),
        Case(
            name: "empty boundaries", text: seed(#""boundaries": []"#), marker: "[]", path: "zones[0].boundaries",
            problem: .emptyGeometry, saying: "at least one ring"),
        Case(
            name: "empty boundary", text: seed(#""boundary": {"type": "Polygon", "coordinates": []}"#), marker: "[]",
            path: "zones[0].boundary.coordinates", problem: .emptyGeometry, saying: "shape is empty"),
        Case(
            name: "boundary a Point", text: seed(#""boundary": {"type": "Point", "coordinates": [-122.4, 37.7]}"#),
            marker: #"{"type": "Point""#, path: "zones[0].boundary",
            problem: .unsupportedGeometry(typeName: "Point"), saying: "must be a Polygon or a MultiPolygon"),
        Case(
            name: "boundary ring not closed",
            text: seed(
                #""boundary": {"type": "Polygon", "coordinates": [[[-122.44, 37.76], [-122.43, 37.76], [-122.43, 37.77], [-122.44, 37.77]]]}"#
            ),
            marker: "[[-122.44", path: "zones[0].boundary.coordinates[0]",
            problem: .geoJSON(.ringNotClosed(first: [-122.44, 37.76], last: [-122.44, 37.77])),
            saying: "ring is not closed"),
        Case(
            name: "latitude out of range in boundaries",
            text: seed(
                #""boundaries": [[{"latitude": 37.76, "longitude": -122.44}, {"latitude": -122.43, "longitude": 37.76}, {"latitude": 37.77, "longitude": -122.43}]]"#
            ),
            marker: "-122.43, \"longitude\": 37.76", path: "zones[0].boundaries[0][1].latitude",
            problem: .latitudeOutOfRange(-122.43), saying: "are latitude and longitude swapped?"),
        Case(
            name: "longitude out of range in boundaries",
            text: seed(
                #""boundaries": [[{"latitude": 37.76, "longitude": -222.44}, {"latitude": 37.7, "longitude": -122.43}, {"latitude": 37.77, "longitude": -122.43}]]"#
            ),
            marker: "-222.44", path: "zones[0].boundaries[0][0].longitude", problem: .longitudeOutOfRange(-222.44),
            saying: "outside -180…180"),
        Case(
            name: "latitude out of range in a boundary",
            text: seed(
                #""boundary": {"type": "Polygon", "coordinates": [[[-122.44, 37.76], [-122.43, 137.76], [-122.43, 37.77], [-122.44, 37.76]]]}"#
            ),
            marker: "137.76", path: "zones[0].boundary.coordinates[0][1][1]", problem: .latitudeOutOfRange(137.76),
            saying: "latitude 137.76 is outside -90…90"),
        Case(
            name: "ring of two corners",
            text: seed(#""boundaries": [[{"latitude": 1, "longitude": 2}, {"latitude": 1, "longitude": 3}]]"#),
            marker: #"[{"latitude": 1"#, path: "zones[0].boundaries[0]", problem: .ringTooShort(count: 2),
            saying: "at least 3 distinct corners"),
        Case(
            name: "position missing its latitude", text: seed(#""boundaries": [[{"longitude": 2}]]"#),
            marker: #"{"longitude""#, path: "zones[0].boundaries[0][0]",
            problem: .missingMember("latitude", owner: "position"), saying: "\"latitude\" is missing"),
        Case(
            name: "rule without a type",
            text: seed(#""boundaries": [\#(ring)], "rules": [{"enforcementDays": [], \#(times)}]"#),
            marker: #"{"enforcementDays""#, path: "zones[0].rules[0]",
            problem: .missingMember("ruleType", owner: "rule"),
            saying: "a rule needs it"),
        Case(
            name: "unknown weekday",
            text: seed(
                #""boundaries": [\#(ring)], "rules": [{"ruleType": "x", "enforcementDays": ["monday", "funday"], \#(times)}]"#
            ),
            marker: #""funday""#, path: "zones[0].rules[0].enforcementDays[1]", problem: .unknownWeekday("funday"),
            saying: "not a day of the week"),
        Case(
            name: "hour 25",
            text: rule(#""enforcementStartTime": {"hour": 25}, "enforcementEndTime": {"hour": 18}"#),
            marker: "25", path: "zones[0].rules[0].enforcementStartTime.hour",
            problem: .invalidNumber("hour", value: 25, expected: "a whole hour, 0…24"), saying: "found 25"),
        Case(
            name: "24:30",
            text: rule(#""enforcementStartTime": {"hour": 8}, "enforcementEndTime": {"hour": 24, "minute": 30}"#),
            marker: "30}", path: "zones[0].rules[0].enforcementEndTime.minute",
            problem: .invalidNumber("minute", value: 30, expected: "0 at hour 24"), saying: "must be 0 at hour 24"),
        Case(
            name: "time limit below one minute", text: rule(#"\#(times), "timeLimit": -30"#), marker: "-30",
            path: "zones[0].rules[0].timeLimit",
            problem: .invalidNumber("timeLimit", value: -30, expected: "a whole number of minutes, 1 or more"),
            saying: "found -30"),
        Case(
            name: "bounds inverted",
            text: seed(
                #""boundaries": [\#(ring)]"#,
                top:
                    #""city": {"code": "sf", "name": "SF", "bounds": {"north": 37.6, "south": 37.8, "east": -122.3, "west": -122.5}},"#
            ),
            marker: "37.8", path: "city.bounds.south",
            problem: .boundsInverted(axis: "south", minimum: 37.8, maximum: 37.6), saying: "swap them"),
        Case(
            name: "negative default threshold",
            text: seed(#""boundaries": [\#(ring)]"#, top: #""metadata": {"defaultThresholdMetres": -5},"#),
            marker: "-5", path: "metadata.defaultThresholdMetres",
            problem: .invalidNumber("defaultThresholdMetres", value: -5, expected: "a number of metres, 0 or more"),
            saying: "found -5"),
        Case(
            name: "feature without geometry", text: collection(geometry: "null"), marker: "null}",
            path: "features[0].geometry", problem: .missingShape, saying: "the zone has no shape"),
        Case(
            name: "feature of a LineString",
            text: collection(geometry: #"{"type": "LineString", "coordinates": [[0, 0], [1, 1]]}"#),
            marker: #"{"type": "LineString""#, path: "features[0].geometry",
            problem: .unsupportedGeometry(typeName: "LineString"), saying: "found LineString"),
        Case(
            name: "feature longitude out of range",
            text: collection(geometry: #"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [190, 1], [0, 0]]]}"#),
            marker: "190", path: "features[0].geometry.coordinates[0][2][0]", problem: .longitudeOutOfRange(190),
            saying: "longitude 190 is outside"),
        Case(
            name: "feature that is a bare geometry",
            text: #"{"type": "FeatureCollection", "features": [{"type": "Point", "coordinates": [0, 0]}]}"#,
            marker: #""Point""#, path: "features[0].type",
            problem: .geoJSON(.unexpectedType("Point", expected: "a Feature")), saying: "expected a Feature"),
    ]

    /// The 1-based line and column where `marker` first occurs in `text` (ASCII).
    static func location(of marker: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: marker) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text.distance(from: lineStart, to: range.lowerBound) + 1)
    }

    @Test(arguments: cases)
    func reportsTheProblemWhereItIs(_ testCase: Case) throws {
        let outcome = ZoneFileReader().decode(Array(testCase.text.utf8))
        #expect(outcome.zoneFile == nil)
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        let error = try #require(errors.first, "no error for \(testCase.name)")
        #expect(errors.count == 1, "\(errors)")
        #expect(error.problem == testCase.problem)
        #expect(error.path.description == testCase.path)
        let expected = try #require(Self.location(of: testCase.marker, in: testCase.text))
        #expect(error.location.line == expected.line && error.location.column == expected.column, "\(error)")
        #expect(error.message.contains(testCase.saying), "\(error.message)")
        #expect(error.formatted(file: "z.json").hasPrefix("z.json:\(expected.line):\(expected.column): error: "))
    }

    @Test func everyErrorKindIsExercised() {
        #expect(Self.cases.count == 31)
    }

    @Test func aDuplicateZoneIDPointsAtTheFirstOne() throws {
        let text = """
            {"zones": [
              {"id": "a", "boundaries": [\(Self.ring)]},
              {"id": "a", "boundaries": [\(Self.ring)]}
            ]}
            """
        let diagnostics = ZoneFileReader().decode(Array(text.utf8)).diagnostics
        #expect(diagnostics.count == 1)
        let duplicate = try #require(diagnostics.first)
        guard case .duplicateZoneID("a", let first) = duplicate.problem else {
            Issue.record("expected a duplicate zone id, got \(duplicate.problem)")
            return
        }
        #expect(first.line == 2 && first.column == 10)
        #expect(duplicate.location.line == 3 && duplicate.location.column == 10)
        #expect(duplicate.path.description == "zones[1].id")
        #expect(duplicate.message.contains("already used by the zone at 2:10"))
    }

    @Test func aDuplicatePermitAreaAndDuplicateFeatureIDs() throws {
        let areas = ZoneFileReader().decode(
            Array(#"{"permitAreas": [{"code": "S"}, {"code": "s"}], "zones": []}"#.utf8)
        ).diagnostics
        #expect(
            areas.map(\.problem) == [.duplicatePermitArea("S", first: JSONLocation(offset: 26, line: 1, column: 27))])
        #expect(areas.first?.location.column == 42)
        #expect(areas.first?.path.description == "permitAreas[1]")
        let features = ZoneFileReader().decode(
            Array(
                """
                {"type": "FeatureCollection", "features": [
                  {"type": "Feature", "id": 1, "properties": null, "geometry": \(Self.polygon)},
                  {"type": "Feature", "properties": {"id": "1"}, "geometry": \(Self.polygon)}
                ]}
                """.utf8)
        ).diagnostics
        #expect(features.map(\.path.description) == ["features[1].properties.id"])
        #expect(features.first?.message.contains("zone id \"1\" is already used") == true)
    }

    @Test func collectsEveryProblemInDocumentOrder() throws {
        let text = """
            {"permitAreas": [{"code": "S"}],
             "zones": [
              {"id": "a", "permitArea": "Q", "boundaries": []},
              {"boundaries": [\(Self.ring)], "restrictiveness": 1.5},
              {"id": "c", "boundary": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [0, 0]]]}}
            ]}
            """
        #expect(throws: ZoneFileError.self) { try ZoneFileReader().read(Array(text.utf8), file: "zones.json") }
        do {
            _ = try ZoneFileReader().read(Array(text.utf8), file: "zones.json")
        } catch {
            #expect(error.file == "zones.json")
            #expect(
                error.errors.map(\.path.description) == [
                    "zones[0].permitArea", "zones[0].boundaries", "zones[1]", "zones[1].restrictiveness",
                    "zones[2].boundary.coordinates[0]",
                ])
            let lines = error.description.split(separator: "\n")
            #expect(lines.count == 5)
            #expect(
                lines.first
                    == #"zones.json:3:29: error: zones[0].permitArea: permit area "Q" is not declared in "permitAreas" (S); declare it there or correct the code"#
            )
            #expect(lines.allSatisfy { $0.hasPrefix("zones.json:") })
        }
    }
}
