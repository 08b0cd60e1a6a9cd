import Foundation
import Testing

/// A file of plain `lat,lon` lines travels as runs of coordinates, which the engines answer
/// without making an input row for each (#17); the same points under a CSV header are parsed into
/// rows. Both must give the same records, for full answers (written whole, or from the cores of
/// their evaluations), zone-only answers, and points in other cities.
@Suite struct CoordinateRunsEndToEndTests {
    /// The records of `points` as plain lines and under a `latitude,longitude` header, without the
    /// line numbers (the header shifts them by one).
    private func records(_ points: [String], _ arguments: [String]) throws -> (runs: [String], rows: [String]) {
        func run(_ text: String) throws -> [String] {
            let result = try runParkcheck(["-"] + arguments + ["--format", "ndjson"], stdin: Data(text.utf8))
            #expect(result.status == 0 || result.status == 3, "stderr: \(result.stderr)")
            return try FieldsEndToEndTests.objects(ndjson: result.stdout).map { record in
                var record = record
                record["line"] = nil
                let data = try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
                return String(decoding: data, as: UTF8.self)
            }
        }
        let lines = points.joined(separator: "\n") + "\n"
        return (try run(lines), try run("latitude,longitude\n" + lines))
    }

    @Test(arguments: [
        ["--at", "2026-07-06T08:30"],
        ["--at", "2026-07-06T08:30", "--fields", "line,verdict,parkUntil.time,zone.code,status", "--permit", "S"],
        ["--zone-only"],
    ])
    func plainLinesAnswerAsParsedRows(arguments: [String]) throws {
        // Points at the curb, a few far from any, and one each in Portland and Austin.
        let points =
            try FieldsEndToEndTests.onStreetPoints(count: 300, seed: 27)
            + ["37.80,-122.47", "37.70,-122.38", "45.5189,-122.6793", "30.2672,-97.7431"]
        let (runs, rows) = try records(points, arguments)
        #expect(runs.count == points.count)
        #expect(runs == rows)
    }
}
