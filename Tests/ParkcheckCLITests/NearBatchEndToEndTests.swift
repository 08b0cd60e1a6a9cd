import Foundation
import Testing

/// `parkcheck near FILE` / `near -`: one `near` answer per input row, in order, as a user runs it.
@Suite struct NearBatchEndToEndTests {
    /// Guerrero St with its own time and permit, Valencia St at 16th St, a latitude out of range,
    /// and the Polo Field (nothing within 20 m).
    static let spots = """
        id,lat,lon,at,permits
        home,37.759546,-122.423713,2026-11-24T07:30,S
        shop,37.7648,-122.4216,,
        moon,95,-122.43,,
        park,37.7683,-122.4923,,

        """

    static let options = ["--at", "2026-11-23T14:00", "--stay", "1h", "--within", "150", "--limit", "3"]

    @Test func ndjsonHasOneRecordPerRowInOrderAndABadRowDoesNotStopTheBatch() throws {
        let run = try runParkcheck(["near", "-", "--format", "ndjson"] + Self.options, stdin: Data(Self.spots.utf8))
        #expect(run.status == 1, "a row failed: exit 1")
        let records = try ndjsonRecords(run.stdout)
        #expect(records.map { $0["id"] as? String } == ["home", "shop", "moon", "park"])
        #expect(records.map { $0["line"] as? Int } == [2, 3, 4, 5])
        #expect(records[2]["error"] as? String == "latitude 95 is outside -90...90")
        #expect(records[2]["stretches"] is NSNull)
        #expect(run.stderr.contains("parkcheck: error (at <stdin>:4:6): latitude 95 is outside -90...90"))
        for index in [0, 1] {
            #expect(records[index]["error"] is NSNull)
            #expect(((records[index]["stretches"] as? [Any])?.count ?? 0) == 3)
        }
        // The row's own time wins over --at.
        #expect(records[0]["arrival"] as? String == "2026-11-24T07:30:00-08:00")
        #expect(records[1]["arrival"] as? String == "2026-11-23T14:00:00-08:00")
        // Nothing legal within 150 m of the Polo Field: the nearest beyond is named.
        #expect(records[3]["legalCount"] as? Int == 0)
        #expect(records[3]["nearestBeyond"] is [String: Any])
    }

    /// A batch row's answer is the one-shot `near`'s for the same point, time and permits.
    @Test func aBatchRowIsTheOneShotAnswer() throws {
        let batch = try runParkcheck(
            ["near", "-", "--format", "ndjson"] + Self.options, stdin: Data(Self.spots.utf8))
        let records = try ndjsonRecords(batch.stdout)
        let oneShots = [
            ["near", "37.759546", "-122.423713", "--permit", "S"] + Self.options + ["--at", "2026-11-24T07:30"],
            ["near", "37.7648", "-122.4216"] + Self.options,
        ]
        for (index, arguments) in oneShots.enumerated() {
            // A repeated --at: the last one given is not how options work here; give the row's own.
            let cleaned = Self.replacingAt(arguments)
            let run = try runParkcheck(cleaned + ["--format", "json"])
            #expect(run.status == 0, "stderr: \(run.stderr)")
            let oneShot = try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            var record = records[index]
            record["line"] = nil
            record["id"] = nil
            record["error"] = nil
            #expect(NSDictionary(dictionary: record).isEqual(to: oneShot), "row \(index + 2)")
        }
    }

    @Test func csvHasALinePerRowAndStretchWithTheInputLine() throws {
        let run = try runParkcheck(["near", "-", "--format", "csv"] + Self.options, stdin: Data(Self.spots.utf8))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("line,id,rank,street,") == true)
        #expect(lines.first?.hasSuffix(",legalCount,error") == true)
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.map { $0.first.map(String.init) } == ["2", "2", "2", "3", "3", "3", "4", "5"])
        #expect(lines[7].hasSuffix(",latitude 95 is outside -90...90"))
    }

    @Test func textHasABlockPerRow() throws {
        let run = try runParkcheck(["near", "-", "--format", "text"] + Self.options, stdin: Data(Self.spots.utf8))
        let headings = run.stdout.split(separator: "\n").filter { $0.hasPrefix("line ") }
        #expect(
            headings == [
                "line 2 (home):", "line 3 (shop):", "line 4 (moon): error: latitude 95 is outside -90...90",
                "line 5 (park):",
            ])
    }

    @Test func aMissingFileIsNoInput() throws {
        let run = try runParkcheck(["near", "no-such-spots.csv"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("cannot read 'no-such-spots.csv': no such file"))
    }

    @Test func aMapOfEveryRowIsRefusedBeforeAnyRowIsAnswered() throws {
        for format in ["svg", "html"] {
            let run = try runParkcheck(
                ["near", "-", "--format", format], stdin: Data("lat,lon\n37.76,-122.43\n".utf8))
            #expect(run.status == 64, "\(format): usage error")
            #expect(run.stdout.isEmpty, "\(format): no half-written output")
            #expect(run.stderr.contains("--format \(format) draws one answer"))
        }
    }

    /// `arguments` with a single `--at`: the last one's value.
    static func replacingAt(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var at: String?
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--at", index + 1 < arguments.count {
                at = arguments[index + 1]
                index += 2
                continue
            }
            result.append(arguments[index])
            index += 1
        }
        return result + (at.map { ["--at", $0] } ?? [])
    }
}
