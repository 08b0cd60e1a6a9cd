import Foundation
import Testing

/// parkcheck's own records read back: a GeoJSON FeatureCollection or NDJSON it wrote is input
/// again (docs/BATCH.md), each row with its id, arrival, permits and placard.
@Suite struct RoundTripEndToEndTests {
    private let rows = Data(
        "id,lat,lon,at,permits,placard\nhome,37.759546,-122.423713,2026-07-06T08:30,S,no\nshop,37.77606,-122.40845,,,yes\n"
            .utf8)
    private let fields = ["--format", "csv", "--fields", "line,id,arrival,verdict,permits.given,permits.placard"]

    @Test(arguments: ["geojson", "ndjson", "json"])
    func ownRecordsReadBackAsTheSameQuestions(_ format: String) throws {
        let first = try runParkcheck(["-", "--format", format, "--at", "2026-07-06T10:00"], stdin: rows)
        #expect(first.status == 0)
        let again = try runParkcheck(["-"] + fields + ["--at", "2026-01-01T00:00"], stdin: Data(first.stdout.utf8))
        #expect(again.stderr.isEmpty)
        #expect(again.status == 0)
        let direct = try runParkcheck(["-"] + fields + ["--at", "2026-07-06T10:00"], stdin: rows)
        // The same answers, for the same ids, arrivals, permits and placard; only the lines differ.
        func withoutLines(_ csv: String) -> [String] {
            csv.split(separator: "\n").dropFirst().map { String($0.drop { $0 != "," }) }
        }
        #expect(withoutLines(again.stdout) == withoutLines(direct.stdout))
        #expect(withoutLines(direct.stdout).count == 2)
    }
}
