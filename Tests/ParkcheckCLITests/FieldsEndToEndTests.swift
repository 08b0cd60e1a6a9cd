import Foundation
import TestSupport
import Testing

/// `--fields` writes the selected fields straight from the answer, never building the whole record
/// (issue 17): whatever it writes must be the whole record's members picked, for real answers at
/// the curb. Checked with a JSON parser (Foundation's), not by bytes, against the same binary's
/// whole record, so that the fast path can never drift from it.
@Suite struct FieldsEndToEndTests {
    /// The source tree's `Resources/`, found from this file's path.
    static let resources: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")

    /// Seeded points near the curb, as `bench/gen_points.py --onstreet` makes them: a random vertex
    /// of a random curb line of the bundled regulations, moved a few metres each way.
    static func onStreetPoints(count: Int, seed: UInt64) throws -> [String] {
        let data = try Data(contentsOf: resources.appendingPathComponent("regulations.geojson"))
        let collection = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let features = try #require(collection["features"] as? [[String: Any]])
        var lines: [[[Double]]] = []
        for feature in features {
            guard let geometry = feature["geometry"] as? [String: Any] else { continue }
            if geometry["type"] as? String == "LineString", let line = geometry["coordinates"] as? [[Double]] {
                lines.append(line)
            } else if geometry["type"] as? String == "MultiLineString",
                let parts = geometry["coordinates"] as? [[[Double]]]
            {
                lines.append(contentsOf: parts)
            }
        }
        lines.removeAll { $0.isEmpty }
        #expect(lines.count > 100)
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let line = lines[Int.random(in: 0..<lines.count, using: &generator)]
            let vertex = line[Int.random(in: 0..<line.count, using: &generator)]
            // About 3 m either way: 1e-5 degrees is ~1.1 m of latitude, ~0.9 m of longitude.
            let latitude = vertex[1] + Double.random(in: -3e-5...3e-5, using: &generator)
            let longitude = vertex[0] + Double.random(in: -3e-5...3e-5, using: &generator)
            return String(format: "%.6f,%.6f", latitude, longitude)
        }
    }

    /// The selections checked: the issue's, whole objects and arrays beside scalars, nested paths
    /// under an object that may be `null`, and overlapping fields (written another way).
    static let selections = [
        "verdict,parkUntil.time,zone.code,status",
        "zone,blockFace.side,parkUntil,warnings,rulesInForce,line,id",
        "meter.hours,nextSweeping.next,side.compass,location,arrival,permits.given",
        "status,zone,zone.code,verdict",
    ]

    /// `members` of `record` picked as `--fields` documents it: each field's value at its path
    /// (`null` where the record has none), nested under its keys, in the order of the fields.
    static func picked(_ fields: [String], from record: [String: Any]) -> [String: Any] {
        var result: [String: Any] = [:]
        func value(at keys: [Substring]) -> Any {
            var current: Any = record
            for key in keys {
                guard let object = current as? [String: Any], let next = object[String(key)] else { return NSNull() }
                current = next
            }
            return current
        }
        func set(_ value: Any, at keys: ArraySlice<Substring>, in object: inout [String: Any]) {
            guard let first = keys.first.map(String.init) else { return }
            guard keys.count > 1 else {
                object[first] = value
                return
            }
            var nested = object[first] as? [String: Any] ?? [:]
            set(value, at: keys.dropFirst(), in: &nested)
            object[first] = nested
        }
        for field in fields {
            let keys = field.split(separator: ".", omittingEmptySubsequences: false)
            set(value(at: keys), at: keys[...], in: &result)
        }
        return result
    }

    static func objects(ndjson: String) throws -> [[String: Any]] {
        try ndjson.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    static func objects(json: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    static func properties(geojson: String) throws -> [[String: Any]] {
        let collection = try #require(try JSONSerialization.jsonObject(with: Data(geojson.utf8)) as? [String: Any])
        let features = try #require(collection["features"] as? [[String: Any]])
        return try features.map { try #require($0["properties"] as? [String: Any]) }
    }

    /// The rows of RFC 4180 CSV: quoted cells may hold commas, doubled quotes and line breaks.
    static func csvRows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var cell = ""
        var isQuoted = false
        var characters = text.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? characters.next() {
            pending = nil
            if isQuoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" {
                        cell.append("\"")
                    } else {
                        isQuoted = false
                        pending = next
                    }
                } else {
                    cell.append(character)
                }
            } else if character == "\"" {
                isQuoted = true
            } else if character == "," {
                row.append(cell)
                cell = ""
            } else if character == "\n" {
                row.append(cell)
                rows.append(row)
                (row, cell) = ([], "")
            } else {
                cell.append(character)
            }
        }
        return rows
    }

    static let arguments = ["-", "--at", "2026-07-06T08:30"]

    @Test(arguments: selections)
    func theSelectedFieldsAreTheWholeRecordsMembers(fields: String) throws {
        let points = try Self.onStreetPoints(count: 400, seed: 17)
        let input = Data((points.joined(separator: "\n") + "\n").utf8)
        let list = fields.split(separator: ",").map(String.init)

        let whole = try runParkcheck(Self.arguments + ["--format", "ndjson"], stdin: input)
        #expect(whole.status == 0, "stderr: \(whole.stderr)")
        let records = try Self.objects(ndjson: whole.stdout)
        try #require(records.count == points.count)
        let expected = records.map { Self.picked(list, from: $0) as NSDictionary }

        for format in ["ndjson", "json", "geojson"] {
            let run = try runParkcheck(Self.arguments + ["--format", format, "--fields", fields], stdin: input)
            #expect(run.status == 0, "\(format): \(run.stderr)")
            let selected: [[String: Any]] =
                switch format {
                case "ndjson": try Self.objects(ndjson: run.stdout)
                case "json": try Self.objects(json: run.stdout)
                default: try Self.properties(geojson: run.stdout)
                }
            try #require(selected.count == points.count, "\(format)")
            for (index, object) in selected.enumerated() {
                #expect(object as NSDictionary == expected[index], "\(format) --fields \(fields), row \(index + 1)")
            }
        }

        // CSV: the same cells as the whole record's CSV has in the selected columns.
        let wholeCSV = try runParkcheck(Self.arguments + ["--format", "csv"], stdin: input)
        #expect(wholeCSV.status == 0, "stderr: \(wholeCSV.stderr)")
        let wholeRows = Self.csvRows(wholeCSV.stdout)
        let selectedCSV = try runParkcheck(Self.arguments + ["--format", "csv", "--fields", fields], stdin: input)
        #expect(selectedCSV.status == 0, "stderr: \(selectedCSV.stderr)")
        let selectedRows = Self.csvRows(selectedCSV.stdout)
        try #require(wholeRows.count == points.count + 1 && selectedRows.count == points.count + 1)
        let header = wholeRows[0]
        let columns = try selectedRows[0].map { column in try #require(header.firstIndex(of: column), "\(column)") }
        for (index, row) in selectedRows.enumerated().dropFirst() {
            #expect(row == columns.map { wholeRows[index][$0] }, "csv --fields \(fields), row \(index)")
        }
    }
}

/// A batch writing only the members a core of an evaluation gives answers most rows from the cores
/// its workers share (``ZoneKit/SFCoreEvaluations``): points met again, here each point three times
/// in a shuffled order, must still get the whole record's members.
@Suite struct CoreFieldsEndToEndTests {
    static let coreFields =
        "line,id,location,arrival,verdict,verdictReason,basis,status,permits,zone,blockFace,side,parkUntil,dataVersion"

    /// Fields that every answer sharing a core has alike: such a batch writes a core's record once
    /// and appends its bytes for every other row meeting it.
    static let fieldsCoresDetermine =
        "arrival,verdict,verdictReason,basis,status,permits,zone.code,parkUntil,dataVersion,error"

    @Test(
        arguments: [["--at", "2026-07-06T08:30"], ["--at", "2026-11-02T11:45", "--permit", "S"]],
        [coreFields, fieldsCoresDetermine])
    func answersFromSharedCoresAreTheWholeRecordsMembers(question: [String], fields: String) throws {
        var generator = SeededGenerator(seed: 29)
        let points = try FieldsEndToEndTests.onStreetPoints(count: 300, seed: 23)
        let input = Data(((points + points + points).shuffled(using: &generator).joined(separator: "\n") + "\n").utf8)
        let list = fields.split(separator: ",").map(String.init)
        let arguments = ["-"] + question

        let whole = try runParkcheck(arguments + ["--format", "ndjson"], stdin: input)
        #expect(whole.status == 0, "stderr: \(whole.stderr)")
        let records = try FieldsEndToEndTests.objects(ndjson: whole.stdout)
        try #require(records.count == 3 * points.count)

        let selected = try runParkcheck(arguments + ["--format", "ndjson", "--fields", fields], stdin: input)
        #expect(selected.status == 0, "stderr: \(selected.stderr)")
        let objects = try FieldsEndToEndTests.objects(ndjson: selected.stdout)
        try #require(objects.count == records.count)
        for (index, object) in objects.enumerated() {
            let expected = FieldsEndToEndTests.picked(list, from: records[index]) as NSDictionary
            #expect(object as NSDictionary == expected, "row \(index + 1)")
        }
        // The run's summary (its verdicts and their reasons) is the whole records' run's.
        #expect(selected.stderr == whole.stderr)
    }
}
