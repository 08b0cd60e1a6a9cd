import TestSupport
import Testing

@testable import ZoneKit

/// A curb feature's plain `LineString` is read straight from its numbers; anything else goes
/// through the full GeoJSON reading. Both must give the same line.
@Suite struct CurbPlainLineStringTests {
    /// The full reading's line, or `nil` when it refuses the geometry.
    private func fullReading(_ node: JSONNode) -> LineString? {
        let outcome = GeoJSONReader().decode(node, at: JSONPath())
        guard !outcome.diagnostics.contains(where: { $0.severity == .error }),
            case .geometry(let geometry)? = outcome.object, case .lineString(let positions) = geometry.shape
        else { return nil }
        return try? LineString(coordinates: positions.map(\.coordinate))
    }

    /// Every feature of the Portland and Austin fixtures: the quick reading gives the full one's line.
    @Test(arguments: [CurbFixtures.portlandPath, CurbFixtures.austinPath])
    func theFixturesReadAlike(_ path: String) throws {
        let document = try JSONParser.parse(try SharedFolder.data(path))
        let features = try #require(document.root["features"])
        var read = 0
        for feature in features.elements {
            let geometry = try #require(feature["geometry"])
            let quick = try #require(CurbLRDecoder.plainLineString(geometry))
            #expect(quick == fullReading(geometry))
            read += 1
        }
        #expect(read > 10)
    }

    /// What is not a plain two-value `LineString` is left to the full reading, which reports it.
    @Test(arguments: [
        #"{"type": "LineString", "coordinates": [[1, 2, 3], [4, 5, 6]]}"#,
        #"{"type": "LineString", "coordinates": [[1, 2]]}"#,
        #"{"type": "LineString", "coordinates": [[1, 2], [3, "4"]]}"#,
        #"{"type": "LineString", "coordinates": [[1, 2], [3, 4]], "bbox": [1, 2, 3, 4]}"#,
        #"{"type": "Point", "coordinates": [1, 2]}"#,
        #"{"type": "linestring", "coordinates": [[1, 2], [3, 4]]}"#,
        #"{"coordinates": [[1, 2], [3, 4]], "kind": "LineString"}"#,
        #"[[1, 2], [3, 4]]"#,
    ])
    func anythingElseIsLeftToTheFullReading(_ text: String) throws {
        let document = try JSONParser.parse(Array(text.utf8))
        #expect(CurbLRDecoder.plainLineString(document.root) == nil)
    }

    @Test func aPlainLineReadsItsNumbersInOrder() throws {
        let text = #"{"coordinates": [[-122.5, 45.5], [-122.4, 45.6]], "type": "LineString"}"#
        let document = try JSONParser.parse(Array(text.utf8))
        let line = try #require(CurbLRDecoder.plainLineString(document.root))
        #expect(
            line.coordinates == [
                Coordinate(latitude: 45.5, longitude: -122.5), Coordinate(latitude: 45.6, longitude: -122.4),
            ])
        #expect(line == fullReading(document.root))
    }
}
