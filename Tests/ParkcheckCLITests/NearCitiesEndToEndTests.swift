import Foundation
import TestSupport
import Testing

/// `parkcheck near` in the cities answered from curb feeds (Portland, Austin, `--data FEED`): the
/// same listing, formats and map as San Francisco's, each stretch asked as a lookup there would be,
/// on the city's clock.
@Suite struct NearCitiesEndToEndTests {
    static let portland = ["45.5203", "-122.6806"]
    static let austin = ["30.2667", "-97.7455"]

    /// Every stretch listed, asked as a one-shot lookup at its walk-to point on its side, gets the
    /// verdict and park-until the list gives it: the listing is the lookup's answer, curb by curb.
    @Test(arguments: [portland, austin])
    func eachStretchListedIsTheLookupsAnswerThere(point: [String]) throws {
        let at = "2026-11-30T10:00"
        let run = try runParkcheck(["near"] + point + ["--at", at, "--limit", "6", "--format", "ndjson"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let stretches = try ndjsonRecords(run.stdout)
        #expect(stretches.count >= 3, "\(run.stdout)")
        for stretch in stretches {
            let walkTo = try #require(stretch["walkTo"] as? [String: Double])
            let side = try #require(stretch["side"] as? String)
            let lookup = try runParkcheck([
                String(try #require(walkTo["latitude"])), String(try #require(walkTo["longitude"])), "--side", side,
                "--at", at, "--json",
            ])
            #expect(lookup.status == 0, "stderr: \(lookup.stderr)")
            let answer = try #require(
                try JSONSerialization.jsonObject(with: Data(lookup.stdout.utf8)) as? [String: Any])
            #expect(answer["verdict"] as? String == stretch["verdict"] as? String, "\(stretch["text"] ?? "")")
            let until = (answer["parkUntil"] as? [String: Any])?["time"] as? String
            #expect(until == stretch["parkUntil"] as? String, "\(stretch["text"] ?? "")")
            #expect(stretch["cnn"] is NSNull)
        }
    }

    /// The times are the city's: Austin's arrival is 10:00 Central time (UTC−6), not Pacific.
    @Test func timesAreOnTheCitysClock() throws {
        let run = try runParkcheck(["near"] + Self.austin + ["--at", "2026-11-30T10:00", "--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["arrival"] as? String == "2026-11-30T10:00:00-06:00")
        let stretches = try #require(object["stretches"] as? [[String: Any]])
        #expect(!stretches.isEmpty)
        for stretch in stretches {
            #expect((stretch["parkUntil"] as? String)?.hasSuffix("-06:00") == true, "\(stretch)")
        }
    }

    /// The text reads as San Francisco's: the curb as a side of a street by the compass, the
    /// condition with the time it lasts to.
    @Test func textListsTheCurbsWithTheirConditions() throws {
        let run = try runParkcheck(["near"] + Self.austin + ["--at", "2026-11-30T10:00", "--limit", "2"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "Where to park from Mon Nov 30 10:00 AM, within 400 m of 30.2667, -97.7455 (straight-line distances):"
        )
        #expect(
            lines.dropFirst().first
                == "  ! 5.4 m   south side of an east–west street — only if you pay; you may stay until 1:00 PM — 3-hour limit"
        )
        #expect(lines.last?.hasPrefix("  … ") == true)
    }

    /// A stay longer than any Portland curb allows at the arrival: none listed, and the nearest
    /// beyond the radius searched for as in San Francisco.
    @Test func aStayNoCurbAllowsIsSaidSo() throws {
        let run = try runParkcheck(
            ["near"] + Self.portland + ["--at", "2026-11-30T10:00", "--stay", "6h", "--within", "100"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("none of the"), "\(run.stdout)")
    }

    /// A class the feed does not know is refused as a lookup refuses it, before any answer.
    @Test func anUnknownUserClassIsRefused() throws {
        let run = try runParkcheck(["near"] + Self.portland + ["--at", "2026-11-30T10:00", "--vehicle", "tank"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("know no user class 'tank'"), "\(run.stderr)")
    }

    /// A batch answers each row from its own city: a Portland row from Portland's curbs, a San
    /// Francisco row from San Francisco's, each as the one-shot answers it.
    @Test func aBatchAnswersEachRowFromItsCity() throws {
        // Portland twice, the second after the other cities: a city's curbs, read for its first
        // row, answer its later rows as they answered the first.
        let points = [Self.portland, ["37.7648", "-122.4216"], Self.austin, Self.portland]
        let rows = Data(("lat,lon\n" + points.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n").utf8)
        let batch = try runParkcheck(
            ["near", "-", "--at", "2026-11-30T10:00", "--format", "ndjson", "--limit", "2"], stdin: rows)
        #expect(batch.status == 0, "stderr: \(batch.stderr)")
        try expectOneShotAnswers(try ndjsonRecords(batch.stdout), points: points, options: [])
    }

    /// A CDS payload given with `--data` answers every row of a batch as the one-shot does.
    @Test func aBatchOnACDSPayloadAnswersEachRowAsTheOneShot() throws {
        let payload = SharedFolder.repositoryRoot.appendingPathComponent("Resources/cities/portland/portland.cds.json")
            .path
        let points = [Self.portland, ["45.5189", "-122.6795"], Self.portland]
        let rows = Data((points.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n").utf8)
        let batch = try runParkcheck(
            ["near", "-", "--data", payload, "--at", "2026-11-30T10:00", "--format", "ndjson", "--limit", "2"],
            stdin: rows)
        #expect(batch.status == 0, "stderr: \(batch.stderr)")
        try expectOneShotAnswers(try ndjsonRecords(batch.stdout), points: points, options: ["--data", payload])
    }

    /// Each record lists the stretches, arrival included, that `near` at its point lists.
    private func expectOneShotAnswers(_ records: [[String: Any]], points: [[String]], options: [String]) throws {
        #expect(records.count == points.count)
        for (record, point) in zip(records, points) {
            #expect(record["error"] is NSNull, "\(record)")
            let oneShot = try runParkcheck(
                ["near"] + point + options + ["--at", "2026-11-30T10:00", "--json", "--limit", "2"])
            let expected = try #require(
                try JSONSerialization.jsonObject(with: Data(oneShot.stdout.utf8)) as? [String: Any])
            #expect(record["arrival"] as? String == expected["arrival"] as? String)
            let texts = (record["stretches"] as? [[String: Any]])?.map { $0["text"] as? String }
            #expect(texts == (expected["stretches"] as? [[String: Any]])?.map { $0["text"] as? String }, "\(point)")
            #expect(texts?.isEmpty == false, "\(point): nothing listed")
        }
    }
}
