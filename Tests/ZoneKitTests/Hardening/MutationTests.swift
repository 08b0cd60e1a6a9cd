import Foundation
import TestSupport
import Testing
import ParkcheckBatch
@testable import ZoneKit

/// Seeded byte mutations of the peer fixtures and of slices of the bundled data, fed to every
/// reader: each must come back with a result or an error — never a crash, a hang, or an answer
/// that contradicts itself. Deterministic: the same seeds give the same cases on every run.
@Suite struct MutationTests {
    /// Bytes a mutation likes to insert: JSON's structure, numbers' letters, line breaks, a BOM,
    /// NUL, and bytes that are never UTF-8.
    static let interestingBytes: [UInt8] =
        Array("\"\\[]{},:-+.0159eEntfu \n\r\t#".utf8) + [0x00, 0x1E, 0x7F, 0x80, 0xC3, 0xEF, 0xBB, 0xBF, 0xFF]

    /// One to three of: flip a bit, insert bytes, delete a span, duplicate a span.
    static func mutate(_ input: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0 where !bytes.isEmpty:
                bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            case 1:
                let count = Int.random(in: 1...4, using: &generator)
                let inserted = (0..<count).map { _ in
                    Bool.random(using: &generator)
                        ? interestingBytes.randomElement(using: &generator) ?? 0
                        : UInt8.random(in: 0...255, using: &generator)
                }
                bytes.insert(contentsOf: inserted, at: position)
            case 2 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...16, using: &generator))
                bytes.removeSubrange(position..<end)
            case 3 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...64, using: &generator))
                let span = Array(bytes[position..<end])
                bytes.insert(contentsOf: span, at: Int.random(in: 0...bytes.count, using: &generator))
            default:
                bytes.append(interestingBytes.randomElement(using: &generator) ?? 0)
            }
        }
        return bytes
    }

    /// The peer GeoJSON fixtures.
    static func fixtures() throws -> [[UInt8]] {
        let data = try SharedFolder.data("fixtures/geojson/manifest.json")
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try entries.compactMap { $0["file"] as? String }.map {
            [UInt8](try SharedFolder.data("fixtures/geojson/" + $0))
        }
    }

    /// Each bundled data file cut down to its header and first two records (a zone keeps two of
    /// its polygons), re-written as JSON: small inputs in the real shapes.
    static func bundledSlices() throws -> [[UInt8]] {
        let folder = SharedFolder.repositoryRoot.appendingPathComponent("Resources")
        var slices: [[UInt8]] = []
        for (name, list) in [
            ("zones.json", "zones"), ("regulations.geojson", "features"), ("sweeping.geojson", "features"),
            ("meters.geojson", "features"),
        ] {
            let document = try JSONParser.parse(try Data(contentsOf: folder.appendingPathComponent(name)))
            guard case .object(var root) = document.root.value, case .array(let records)? = root[list] else {
                throw SliceError(file: name)
            }
            root[list] = .array(records.prefix(2).map(Self.trimmingPolygons))
            slices.append(try JSONWriter(layout: .pretty).bytes(from: .object(root)))
        }
        return slices
    }

    struct SliceError: Error { let file: String }

    /// A zone with at most two polygons in its `boundary`.
    static func trimmingPolygons(_ record: JSONValue) -> JSONValue {
        guard case .object(var zone) = record, case .object(var boundary)? = zone["boundary"],
            case .array(let polygons)? = boundary["coordinates"]
        else { return record }
        boundary["coordinates"] = .array(Array(polygons.prefix(2)))
        zone["boundary"] = .object(boundary)
        return .object(zone)
    }

    @Test func mutatedDocumentsGiveAResultOrAnErrorInEveryReader() throws {
        let seeds = try Self.fixtures() + Self.bundledSlices()
        #expect(seeds.count == 132)
        var generator = SeededGenerator(seed: 0xBAD_DA7A)
        var notJSON = 0
        let cases = 2_500
        for number in 0..<cases {
            let seed = seeds[number % seeds.count]
            let bytes = Self.mutate(seed, using: &generator)
            let parsed = try? JSONParser.parse(bytes)
            if let parsed { _ = parsed.root.value } else { notJSON += 1 }

            let geoJSON = GeoJSONReader().decode(bytes)
            #expect((geoJSON.object == nil) == geoJSON.hasErrors, "case \(number)")
            let zones = ZoneFileReader().decode(bytes)
            #expect((zones.zoneFile == nil) == zones.hasErrors, "case \(number)")
            let report = DataValidator().validate(bytes)
            #expect(report.isValid == (report.errorCount == 0), "case \(number)")
            if parsed == nil {
                // Text that is not JSON is one error, with its place, for every reader.
                #expect(geoJSON.diagnostics.count == 1 && zones.diagnostics.count == 1, "case \(number)")
                #expect(report.diagnostics.count == 1 && report.kind == nil, "case \(number)")
            }
            if !report.isValid { #expect(report.diagnostics.allSatisfy { $0.location.offset <= bytes.count }) }
            if let file = zones.zoneFile, !file.zones.isEmpty {
                _ = ZoneIndex(file).lookup(at: Coordinate(latitude: 37.76, longitude: -122.43), date: Date())
            }
            if number % 2 == 0 { Self.readEveryRow(bytes, case: number) }
        }
        // Most mutations break the JSON, but enough survive to reach the readers' own checks.
        #expect(notJSON > cases / 3)
        #expect(cases - notJSON > 100)
    }

    /// Reads every row of `bytes` as batch input, checking it ends.
    static func readEveryRow(_ bytes: [UInt8], case number: Int) {
        var parser = CoordinateRowParser(source: ByteArraySource(bytes, maximumReadSize: 64), chunkSize: 32)
        var rows = 0
        while let row = parser.next() {
            rows += 1
            if case .failure(let error) = row { _ = error.description }
            if rows > bytes.count + 1 {
                Issue.record("case \(number): more rows than bytes")
                return
            }
        }
    }

    @Test func mutatedBatchLinesGiveOneResultPerRow() {
        let seeds = [
            "37.76,-122.43\n37.77 -122.41\n# comment\n\n",
            "id,lat,lon,at,permits\na,37.76,-122.43,2026-07-06T08:30,Q\n",
            "{\"lat\":37.76,\"lon\":-122.43,\"at\":\"2026-07-06T08:30\"}\n{\"lat\":37.7,\"lon\":-122.4}\n",
            "\u{1E}{\"lat\":37.76,\"lon\":-122.43}\n", "\u{FEFF}37.76\t-122.43\r\n37.77,-122.41\r\n",
        ].map { Array($0.utf8) }
        var generator = SeededGenerator(seed: 0x5EED_0F_1A7)
        for number in 0..<1_500 {
            Self.readEveryRow(Self.mutate(seeds[number % seeds.count], using: &generator), case: number)
        }
    }

    @Test func mutatedTimesParseOrSayWhy() {
        let seeds = [
            "2026-11-23T06:00", "2026-03-08 02:30", "2026-11-01T01:30:00.250-07:00", "2026-07-06T08:30Z",
            "2024-02-29t23:59:59+0530", "2026-11-23", "  2026-12-31T23:59:59.999999999−08  ",
        ].map { Array($0.utf8) }
        var generator = SeededGenerator(seed: 0x7153)
        var parsed = 0
        for number in 0..<3_000 {
            let text = String(decoding: Self.mutate(seeds[number % seeds.count], using: &generator), as: UTF8.self)
            do {
                let date = try PacificTime.parse(text)
                parsed += 1
                // What parses can be written back and read again as the same minute.
                let again = try PacificTime.parse(PacificTime.iso8601(date))
                #expect(abs(again.timeIntervalSince(date)) < 60, "\(text)")
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(parsed > 50)
    }
}
