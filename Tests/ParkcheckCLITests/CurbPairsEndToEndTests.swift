import Foundation
import Testing

/// Every pair of regulation lines the city posts on one curb (docs/CURB_PAIRS.md; the list,
/// `Fixtures/curb-pairs.csv`, is written by `scripts/curb_pairs.py` from the bundled data): a car
/// parked at either line is answered from both rows. Reading only the nearest line made the answer
/// flip within 3 m on one curb (a 2-hour limit a step away from "no parking any time").
@Suite struct CurbPairsEndToEndTests {
    struct Pair {
        let a: String
        let b: String
        let pointOnA: (latitude: String, longitude: String)
        let pointOnB: (latitude: String, longitude: String)
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/curb-pairs.csv")

    static func pairs() throws -> [Pair] {
        let lines = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").dropFirst()
        return try lines.map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 12, "a row of curb-pairs.csv has 12 fields: \(line)")
            return Pair(
                a: fields[0], b: fields[2], pointOnA: (fields[8], fields[9]), pointOnB: (fields[10], fields[11]))
        }
    }

    /// Each pair's rows are both in the answer's block face at a point on each line.
    @Test func bothRowsOfEveryPairAreConsultedAtBothLines() throws {
        let pairs = try Self.pairs()
        #expect(pairs.count == 151, "scripts/curb_pairs.py found 151 pairs in the bundled data")
        var input = "id,lat,lon\n"
        for (index, pair) in pairs.enumerated() {
            input += "\(index)a,\(pair.pointOnA.latitude),\(pair.pointOnA.longitude)\n"
            input += "\(index)b,\(pair.pointOnB.latitude),\(pair.pointOnB.longitude)\n"
        }
        let run = try runParkcheck(
            ["-", "--at", "2026-11-23T12:00", "--format", "ndjson", "--fields", "id,blockFace.regulationIds"],
            stdin: Data(input.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        let records = run.stdout.split(separator: "\n")
        try #require(records.count == pairs.count * 2)
        for (line, record) in records.enumerated() {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
            let ids = ((object["blockFace"] as? [String: Any])?["regulationIds"] as? [String]) ?? []
            let pair = pairs[line / 2]
            #expect(
                ids.contains(pair.a) && ids.contains(pair.b),
                "at line \(line % 2 == 0 ? pair.a : pair.b) of the pair \(pair.a)/\(pair.b) the block face read \(ids)")
        }
    }

    /// 17th St, south side (rows 3365, no parking any time, and the 2-hour limit beside it): the two
    /// points 3 m apart get the same answer, unknown, naming both rows.
    @Test func contradictoryRowsOnOneCurbAnswerUnknownAtBothLines() throws {
        for point in [["37.762728", "-122.429621"], ["37.76275", "-122.42966"]] {
            let run = try runParkcheck(point + ["--at", "2026-11-23T12:00", "--exit-status"])
            #expect(run.status == 3, "\(point): \(run.stdout)")
            let headline = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
            #expect(headline.hasPrefix("? Unknown: the city's data posts both no parking any time (regulation 3365)"))
            #expect(run.stdout.contains("check the sign"))
        }
    }
}
