import Foundation
import TestSupport
import Testing

@testable import ZoneKit

@Suite struct GeoJSONReaderTests {
    private let reader = GeoJSONReader()

    private func diagnostics(_ text: String) -> [GeoJSONDiagnostic] { reader.validate(Array(text.utf8)) }

    private func read(_ text: String) throws -> GeoJSONObject { try reader.read(Array(text.utf8)) }

    private func position(_ longitude: Double, _ latitude: Double, _ altitude: Double? = nil) -> GeoJSONPosition {
        GeoJSONPosition(longitude: longitude, latitude: latitude, altitude: altitude)
    }

    @Test func readsEveryGeometryType() throws {
        let text = """
            {"type": "GeometryCollection", "geometries": [
              {"type": "Point", "coordinates": [-122.41, 37.77, 12.5]},
              {"type": "MultiPoint", "coordinates": [[0, 1], [2, 3]]},
              {"type": "LineString", "coordinates": [[0, 0], [1, 1]]},
              {"type": "MultiLineString", "coordinates": [[[0, 0], [1, 1]], [[2, 2], [3, 3]]]},
              {"type": "Polygon", "coordinates": [[[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]],
                                                  [[1, 1], [1, 2], [2, 2], [1, 1]]]},
              {"type": "MultiPolygon", "coordinates": [[[[0, 0], [1, 0], [1, 1], [0, 0]]]]}
            ]}
            """
        guard case .geometry(let collection) = try read(text),
            case .geometryCollection(let geometries) = collection.shape
        else {
            Issue.record("expected a GeometryCollection")
            return
        }
        #expect(
            geometries.map(\.typeName) == [
                "Point", "MultiPoint", "LineString", "MultiLineString", "Polygon", "MultiPolygon",
            ])
        #expect(geometries[0].shape == .point(position(-122.41, 37.77, 12.5)))
        #expect(geometries[1].shape == .multiPoint([position(0, 1), position(2, 3)]))
        #expect(
            geometries[3].shape
                == .multiLineString([[position(0, 0), position(1, 1)], [position(2, 2), position(3, 3)]]))
        guard case .polygon(let rings) = geometries[4].shape else {
            Issue.record("expected a Polygon")
            return
        }
        #expect(rings.map(\.count) == [5, 4])
        #expect(rings[0][2].coordinate == Coordinate(latitude: 4, longitude: 4))
    }

    @Test func readsFeaturesWithTheirMembers() throws {
        let text = """
            {"type": "FeatureCollection", "name": "zones", "bbox": [-122.5, 37.7, -122.3, 37.8],
             "features": [
              {"type": "Feature", "id": "A", "geometry": null, "properties": {"area": "S", "n": 2}},
              {"type": "Feature", "id": 7, "geometry": {"type": "Point", "coordinates": [1, 2], "note": true},
               "properties": null, "extra": [1]}
            ]}
            """
        guard case .featureCollection(let collection) = try read(text) else {
            Issue.record("expected a FeatureCollection")
            return
        }
        #expect(collection.bbox == GeoJSONBoundingBox(west: -122.5, south: 37.7, east: -122.3, north: 37.8))
        #expect(collection.foreignMembers == JSONObject([("name", .string("zones"))]))
        #expect(collection.features.map(\.id) == [.string("A"), .number(7)])
        #expect(collection.features.map(\.id?.description) == ["A", "7"])
        #expect(collection.features[0].geometry == nil)
        #expect(collection.features[0].properties == JSONObject([("area", .string("S")), ("n", .number(2))]))
        #expect(collection.features[1].properties == nil)
        #expect(collection.features[1].foreignMembers == JSONObject([("extra", .array([.number(1)]))]))
        #expect(collection.features[1].geometry?.foreignMembers == JSONObject([("note", .bool(true))]))
    }

    @Test func reportsEveryProblemWithItsPlace() {
        let text = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {},
               "geometry": {"type": "Polygon", "coordinates": [[[-122.41, 37.77], [-122.40, 37.78], [-122.40, 37.77]]]}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": ["x", 1]}, "properties": []},
              {"type": "Feature", "properties": null}
            ]}
            """
        let found = diagnostics(text).map(\.description)
        #expect(
            found == [
                "3:52: error: features[0].geometry.coordinates[0]: a linear ring needs at least 4 positions, found 3",
                "3:52: error: features[0].geometry.coordinates[0]: ring is not closed: first [-122.41, 37.77] ≠ last [-122.4, 37.77]; end the ring with a copy of its first position",
                "4:69: error: features[1].geometry.coordinates[0]: coordinates must be numbers, found a string",
                "4:93: error: features[1].properties: \"properties\" must be an object or null, found an array",
                "5:3: error: features[2]: \"geometry\" is missing: a Feature needs it, even if only as \"geometry\": null",
            ])
    }

    @Test func diagnosticsAreInDocumentOrder() {
        let text = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {},
               "geometry": {"type": "Point", "coordinates": [1]}},
              {"type": "Feature", "id": {}, "geometry": null, "properties": {}}
            ]}
            """
        let lines = diagnostics(text).map(\.location.line)
        #expect(lines == lines.sorted())
        #expect(lines.count == 2)
    }

    @Test func readThrowsEveryDiagnostic() throws {
        let error = try #require(throws: GeoJSONError.self) {
            try read(#"{"type": "Point", "coordinates": [1], "bbox": [0, 0]}"#)
        }
        #expect(error.errors.map(\.problem) == [.positionTooShort(count: 1), .bboxLength(count: 2)])
        #expect(error.description.hasSuffix("(and 1 more error)"))
        #expect(error.firstError.location.column == 34)
    }

    @Test func notJSONIsOneError() {
        let found = diagnostics("{\"type\": \"Point\",\n \"coordinates\": [1, 2],}")
        #expect(found.count == 1)
        #expect(found.first?.problem == .invalidJSON(.trailingComma(in: .object)))
        #expect(
            found.first?.description
                == "2:23: error: not valid JSON: trailing comma before '}': remove the ',' after the last object member"
        )
    }

    @Test func windingIsAWarningAndTheObjectIsStillRead() throws {
        let clockwise = #"{"type": "Polygon", "coordinates": [[[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]]]}"#
        let outcome = reader.decode(Array(clockwise.utf8))
        #expect(outcome.diagnostics.map(\.problem) == [.exteriorRingClockwise])
        #expect(outcome.diagnostics.first?.severity == .warning)
        #expect(!outcome.hasErrors)
        #expect(outcome.object != nil)
        #expect(try read(clockwise) == outcome.object)
        let hole =
            #"{"type": "Polygon", "coordinates": [[[0, 0], [3, 0], [3, 3], [0, 0]], [[1, 1], [2, 1], [2, 2], [1, 1]]]}"#
        #expect(diagnostics(hole).map(\.problem) == [.holeCounterClockwise])
        #expect(diagnostics(hole).first?.path.description == "coordinates[1]")
    }

    @Test func extraPositionValuesWarn() throws {
        let outcome = reader.decode(Array(#"{"type": "Point", "coordinates": [1, 2, 3, 4]}"#.utf8))
        #expect(outcome.diagnostics.map(\.problem) == [.extraPositionValues(count: 4)])
        #expect(outcome.object == .geometry(GeoJSONGeometry(.point(position(1, 2, 3)))))
    }

    @Test func geometryCollectionAdvice() {
        let nested =
            #"{"type": "GeometryCollection", "geometries": [{"type": "Point", "coordinates": [0, 0]}, {"type": "GeometryCollection", "geometries": [{"type": "Point", "coordinates": [0, 0]}, {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}]}]}"#
        #expect(diagnostics(nested).map(\.problem) == [.nestedGeometryCollection])
        let points =
            #"{"type": "GeometryCollection", "geometries": [{"type": "Point", "coordinates": [0, 0]}, {"type": "Point", "coordinates": [1, 1]}]}"#
        #expect(diagnostics(points).map(\.problem) == [.homogeneousGeometryCollection(typeName: "Point")])
        #expect(diagnostics(points).first?.message.contains("MultiPoint") == true)
    }

    @Test func deeplyNestedGeometryCollectionsAreAnError() {
        let depth = 40
        let text =
            String(repeating: #"{"type": "GeometryCollection", "geometries": ["#, count: depth) + "]"
            + String(repeating: "}]", count: depth - 1) + "}"
        let problems = diagnostics(text).map(\.problem)
        #expect(problems.contains(.geometryCollectionTooDeep(limit: GeoJSONReader.maxGeometryCollectionDepth)))
    }

    @Test func emptyCoordinatesAreAcceptedAtTheTopLevelOnly() throws {
        #expect(try read(#"{"type": "LineString", "coordinates": []}"#) == .geometry(GeoJSONGeometry(.lineString([]))))
        #expect(try read(#"{"type": "Polygon", "coordinates": []}"#) == .geometry(GeoJSONGeometry(.polygon([]))))
        #expect(diagnostics(#"{"type": "Polygon", "coordinates": [[]]}"#).map(\.problem) == [.ringTooShort(count: 0)])
        #expect(
            diagnostics(#"{"type": "MultiLineString", "coordinates": [[]]}"#).map(\.problem) == [
                .lineStringTooShort(count: 0)
            ])
        #expect(diagnostics(#"{"type": "Point", "coordinates": []}"#).map(\.problem) == [.positionTooShort(count: 0)])
    }

    @Test func wrongNestingNamesTheExpectedLevel() {
        let shallow = diagnostics(#"{"type": "Polygon", "coordinates": [[0, 0], [1, 1]]}"#)
        #expect(shallow.map(\.problem).first == .wrongNesting(expected: .position, found: .number))
        let deep = diagnostics(#"{"type": "LineString", "coordinates": [[[0, 0]], [[1, 1]]]}"#)
        #expect(deep.map(\.problem).first == .coordinateNotNumber(found: .array))
        #expect(deep.first?.message.contains("nested too deeply") == true)
        let flat = diagnostics(#"{"type": "MultiPolygon", "coordinates": [0, 1]}"#)
        #expect(flat.map(\.problem).first == .wrongNesting(expected: .lines, found: .number))
    }

    @Test func boundingBoxes() throws {
        let threeD = try read(#"{"type": "Point", "coordinates": [1, 2, 3], "bbox": [1, 2, 3, 1, 2, 3]}"#)
        guard case .geometry(let point) = threeD else {
            Issue.record("expected a geometry")
            return
        }
        #expect(point.bbox?.minAltitude == 3 && point.bbox?.maxAltitude == 3)
        let antimeridian = #"{"type": "Point", "coordinates": [179, 0], "bbox": [170, -1, -170, 1]}"#
        guard case .geometry(let crossing) = try read(antimeridian) else {
            Issue.record("expected a geometry")
            return
        }
        #expect(crossing.bbox?.crossesAntimeridian == true)
        #expect(crossing.bbox?.boundingBox == nil)
        let inverted = diagnostics(#"{"type": "Point", "coordinates": [0, 0], "bbox": [0, 5, 1, 4]}"#)
        #expect(inverted.map(\.problem) == [.bboxInverted(axis: "latitude", minimum: 5, maximum: 4)])
        #expect(
            diagnostics(#"{"type": "Point", "coordinates": [0, 0], "bbox": [0, 0, 1, "1"]}"#).map(\.path.description)
                == ["bbox[3]"])
    }

    @Test func typeNamesGetSuggestions() {
        #expect(
            diagnostics(#"{"type": "Polgon", "coordinates": []}"#).first?.message
                == #"unknown type "Polgon": did you mean "Polygon"?"#)
        #expect(
            diagnostics(#"{"type": "point", "coordinates": [0, 0]}"#).first?.problem
                == .unknownType("point", suggestion: "Point"))
        #expect(diagnostics(#"{"type": "Banana"}"#).first?.problem == .unknownType("Banana", suggestion: nil))
        let inCollection = diagnostics(
            #"{"type": "FeatureCollection", "features": [{"type": "Foo", "geometry": null, "properties": null}]}"#)
        #expect(inCollection.map(\.problem) == [.unknownType("Foo", suggestion: "Feature")])
    }

    @Test func forbiddenMembers() {
        let found = diagnostics(#"{"type": "Feature", "geometry": null, "properties": null, "features": []}"#)
        #expect(found.map(\.problem) == [.forbiddenMember("features", owner: "Feature")])
        #expect(found.first?.location.column == 59)
    }

    @Test func decodesAPartOfALargerDocument() throws {
        let text =
            "{\"zones\": [\n  {\"type\": \"Feature\", \"geometry\": {\"type\": \"Point\", \"coordinates\": [1]}, \"properties\": {}}\n]}"
        let document = try JSONParser.parse(Array(text.utf8))
        let feature = try #require(document.root["zones"]?.elements.first)
        let outcome = reader.decode(feature, at: [.key("zones"), .index(0)])
        #expect(
            outcome.diagnostics.map(\.description) == [
                "2:68: error: zones[0].geometry.coordinates: a position needs at least 2 numbers (longitude, latitude), found 1"
            ])
    }

    @Test func diagnosticsFormatWithTheFileName() {
        let diagnostic = GeoJSONDiagnostic(
            .ringTooShort(count: 3), at: JSONLocation(offset: 40, line: 14, column: 22),
            path: [.key("features"), .index(3)])
        #expect(
            diagnostic.formatted(file: "zones.geojson")
                == "zones.geojson:14:22: error: features[3]: a linear ring needs at least 4 positions, found 3")
    }

    @Test func readsTheMeteredBlockfaces() throws {
        let data = try SharedFolder.data("data/sf/metered_blockfaces_20251128.geojson")
        let outcome = reader.decode(data)
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.prefix(3))")
        let features = try #require(outcome.object).features
        #expect(features.count == 3_123)
        #expect(features.filter { $0.geometry == nil }.count == 6)
        #expect(features.first?.properties?["street_name"] == .string("05TH AVE"))
    }
}
