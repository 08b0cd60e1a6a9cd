import Foundation
import TestSupport
import Testing
import ZoneKit

@testable import ParkcheckBatch

/// Rows that name themselves (an `id`, a Feature's properties) are read straight from their bytes
/// when nothing else of them matters: the rows must be those the general reading gives, row for
/// row, error for error, whatever the members, their order, spelling and values.
@Suite struct NamedRowsTests {
    /// Every row of `text` as a summary, read as a batch reads it, or (`general`) with a `--keep`
    /// of a member no row has, which sends every row through the general reading (the kept value
    /// is not in the summary).
    private func rows(_ text: String, general: Bool) -> [String] {
        var parser = CoordinateRowParser(source: ByteArraySource(Array(text.utf8), maximumReadSize: 4_096))
        if general { parser.csvOptions.keptColumns = ["no-such-member"] }
        var results: [String] = []
        while let row = parser.next() { results.append(summary(row)) }
        return results
    }

    /// A member of a generated row: its JSON text.
    private static func member(_ name: String, _ value: String) -> String { "\"\(name)\": \(value)" }

    /// A generated value for a member no column reads, or one that sends the row to the general
    /// reading (nested, escaped, beyond ASCII).
    private static func otherValue(_ random: inout SeededGenerator) -> String {
        [
            "\"spot\"", "12", "-0.5", "true", "false", "null", "\"\"", "1e3", "{\"a\": 1}", "[1, 2]",
            "\"a\\\"b\"", "\"caf\u{E9}\"",
        ].randomElement(using: &random) ?? "null"
    }

    /// A generated id: a string, a number, null, or a value the general reading refuses.
    private static func idValue(_ random: inout SeededGenerator) -> String {
        ["\"p7\"", "7", "7.5", "-3", "null", "\"\"", "true", "[1]", "\"a b\"", "1e2"].randomElement(using: &random)
            ?? "null"
    }

    /// Names: the coordinates' spellings, the id's, names no column has, and names the general
    /// reading must see (another column, capitals, a repeated name).
    private static func objectRow(_ random: inout SeededGenerator, number: Int) -> String {
        let latitude = 37.7 + Double(number % 97) / 1_000
        let longitude = -122.45 + Double(number % 89) / 1_000
        var members = [
            member(["lat", "latitude", "Lat", "y"].randomElement(using: &random) ?? "lat", "\(latitude)"),
            member(
                ["lon", "lng", "long", "longitude", "LON", "x"].randomElement(using: &random) ?? "lon", "\(longitude)"),
        ]
        if Bool.random(using: &random) {
            members.append(member(["id", "ID"].randomElement(using: &random) ?? "id", idValue(&random)))
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let name =
                ["name", "note", "n", "at", "side", "type", "location", "lat", "Name"].randomElement(using: &random)
                ?? "name"
            members.append(member(name, name == "at" ? "\"2026-07-06T08:30\"" : otherValue(&random)))
        }
        members.shuffle(using: &random)
        return "{" + members.joined(separator: Bool.random(using: &random) ? ", " : ",") + "}"
    }

    private static func featureRow(_ random: inout SeededGenerator, number: Int) -> String {
        let latitude = 37.7 + Double(number % 97) / 1_000
        let longitude = -122.45 + Double(number % 89) / 1_000
        var members = [
            member("type", "\"Feature\""),
            member("geometry", "{\"type\": \"Point\", \"coordinates\": [\(longitude), \(latitude)]}"),
        ]
        if Bool.random(using: &random) { members.append(member("id", idValue(&random))) }
        if Int.random(in: 0..<4, using: &random) > 0 {
            var properties: [String] = []
            if Bool.random(using: &random) { properties.append(member("id", idValue(&random))) }
            // Distinct names: a repeated one is an invalid document, which ends the input.
            let names = ["name", "kind", "permits", "side", "lat", "Name"].shuffled(using: &random)
            for name in names.prefix(Int.random(in: 0...3, using: &random)) {
                properties.append(member(name, name == "permits" ? "[\"Q\"]" : otherValue(&random)))
            }
            properties.shuffle(using: &random)
            members.append(
                member(
                    "properties",
                    properties.isEmpty && Bool.random(using: &random)
                        ? "null" : "{" + properties.joined(separator: ", ") + "}"))
        }
        if Int.random(in: 0..<10, using: &random) == 0 { members.append(member("bbox", "[0, 0, 1, 1]")) }
        members.shuffle(using: &random)
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test func ndjsonRowsReadStraightAreTheGeneralReadingsRows() {
        var random = SeededGenerator(seed: 39)
        let text = (0..<4_000).map { Self.objectRow(&random, number: $0) + "\n" }.joined()
        let straight = rows(text, general: false)
        let general = rows(text, general: true)
        #expect(straight.count == 4_000)
        #expect(straight == general)
        // The generator makes both kinds: rows with an id read, and rows refused with a reason.
        #expect(straight.contains { $0.contains(" id=p7 ") } && straight.contains { $0.contains(" id=7 ") })
        #expect(straight.contains { !$0.first!.isNumber })
    }

    @Test func featuresReadStraightAreTheGeneralReadingsRows() {
        var random = SeededGenerator(seed: 3_939)
        let features = (0..<4_000).map { Self.featureRow(&random, number: $0) }
        let text = "{\"type\": \"FeatureCollection\", \"features\": [\n" + features.joined(separator: ",\n") + "\n]}\n"
        let straight = rows(text, general: false)
        let general = rows(text, general: true)
        #expect(straight.count == 4_000)
        #expect(straight == general)
        #expect(straight.contains { $0.contains(" id=p7 ") } && straight.contains { $0.contains(" id=7.5 ") })
    }

    /// The rows read straight: a Feature's own id wins over its properties', `null` is no id, a
    /// number is written as the general reading writes it.
    @Test(arguments: [
        (#"{"id": "a", "lat": 37.76, "lon": -122.43, "name": "home"}"#, "1 id=a 37.76,-122.43"),
        (#"{"lon": -122.43, "note": null, "id": 12, "lat": 37.76}"#, "1 id=12 37.76,-122.43"),
        (#"{"lat": 37.76, "lon": -122.43, "id": null}"#, "1 37.76,-122.43"),
        (
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "id": 4, "properties": {"id": "x", "name": "a"}, "geometry": {"type": "Point", "coordinates": [-122.43, 37.76]}}]}"#,
            "1 id=4 37.76,-122.43"
        ),
        (
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "id": null, "properties": {"id": "x"}, "geometry": {"type": "Point", "coordinates": [-122.43, 37.76]}}]}"#,
            "1 id=x 37.76,-122.43"
        ),
    ])
    func namedRowsAreReadAsTheySay(_ text: String, expected: String) {
        #expect(rows(text + "\n", general: false) == [expected])
        #expect(rows(text + "\n", general: true) == [expected])
    }

    /// Which rows are read straight (the common ones) and which are left to the general reading.
    @Test(arguments: [
        (#"{"id": "a", "lat": 37.76, "lon": -122.43}"#, true),
        (#"{"lat": 37.76, "lon": -122.43, "name": "home", "n": 3, "ok": true, "x2": null}"#, true),
        (#"{"id": "a", "lat": 37.76, "lon": -122.43, "at": "2026-07-06T08:30"}"#, false),
        (#"{"ID": "a", "lat": 37.76, "lon": -122.43}"#, false),
        (#"{"id": "a", "lat": "37.76", "lon": -122.43}"#, false),
        (#"{"id": "a", "lat": 37.76, "lon": -122.43, "name": {"first": "x"}}"#, false),
        (#"{"id": "a", "id": "b", "lat": 37.76, "lon": -122.43}"#, false),
        (#"{"id": "a\"b", "lat": 37.76, "lon": -122.43}"#, false),
        (#"{"id": "a", "lat": 37.76, "lon": -122.43} x"#, false),
    ])
    func theStraightReadingTakesTheCommonObjects(_ text: String, isStraight: Bool) {
        let row = Array(text.utf8).withUnsafeBufferPointer(NamedRows.object)
        #expect((row != nil) == isStraight, "\(text)")
    }

    @Test(arguments: [
        (#"{"type": "Feature", "id": 4, "geometry": {"type": "Point", "coordinates": [-122.43, 37.76]}}"#, true),
        (
            #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [-122.43, 37.76]}, "properties": {"id": "a", "name": "b"}}"#,
            true
        ),
        (
            #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [-122.43, 37.76]}, "properties": {"side": "left"}}"#,
            false
        ),
        (
            #"{"type": "Feature", "bbox": [0, 0, 1, 1], "geometry": {"type": "Point", "coordinates": [-122.43, 37.76]}}"#,
            false
        ),
        (#"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [-122.43, 37.76, 5]}}"#, false),
    ])
    func theStraightReadingTakesTheCommonFeatures(_ text: String, isStraight: Bool) {
        let row = Array(text.utf8).withUnsafeBufferPointer(NamedRows.pointFeature)
        #expect((row != nil) == isStraight, "\(text)")
    }
}
