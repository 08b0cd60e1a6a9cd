import Foundation
import TestSupport
import Testing

/// `parkcheck [FILE | -]` with full answers from the bundled data, run as a user runs it: a row's
/// own time and permits override the options, `--fail-on-no` fails the run on a "no", and the
/// records keep the documented shape.
@Suite struct BatchParkingEndToEndTests {
    /// Guerrero St between 19th St and Cumberland St, west side (regulation 4599): Areas I and S,
    /// 2-hour limit Mon–Fri 8 AM–9 PM.
    static let areaS = "37.759546,-122.423713"
    /// Wawona St between Sunset Blvd and 37th Ave, south side, 5.9 m from the centreline: no permit
    /// area, no rule ending the stay before the 72-hour limit (on 2026-07-06 at 10:00).
    static let openCurb = "37.7365602,-122.4944451"
    /// Inside a city block of Area S, 28 m inside the polygon and 34 m from the nearest curb: not
    /// at a street, so unknown.
    static let midBlock = "37.76,-122.43"
    /// No parking any time.
    static let noParking = "37.77606,-122.40845"

    @Test func aRowsOwnTimeAndPermitsOverrideTheOptions() throws {
        let input = """
            id,lat,lon,at,permits
            own-time-own-permit,37.76,-122.43,2026-07-07T08:30,S
            flags-only,37.76,-122.43,,
            own-permit,37.76,-122.43,,Q

            """
        let run = try runParkcheck(
            ["--at", "2026-07-06T10:00", "--permit", "S", "--fields", "id,arrival,permits.given,status"],
            stdin: Data(input.utf8))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(
            run.stdout == """
                {"id":"own-time-own-permit","arrival":"2026-07-07T08:30:00-07:00","permits":{"given":["S"]},"status":"valid"}
                {"id":"flags-only","arrival":"2026-07-06T10:00:00-07:00","permits":{"given":["S"]},"status":"valid"}
                {"id":"own-permit","arrival":"2026-07-06T10:00:00-07:00","permits":{"given":["Q"]},"status":"invalid"}

                """)
    }

    /// In the city but in no permit area is `noZone`; outside the data's bounds (Oakland) is
    /// `outsideData`: the same in full answers and in zone-only ones.
    @Test func theZoneConfidenceTellsNoPermitAreaFromNoData() throws {
        let input = Data([Self.midBlock, Self.openCurb, "37.80,-122.27"].joined(separator: "\n").utf8)
        let expected = """
            {"line":1,"zone":{"confidence":"high"}}
            {"line":2,"zone":{"confidence":"noZone"}}
            {"line":3,"zone":{"confidence":"outsideData"}}

            """
        let full = try runParkcheck(
            ["-", "--at", "2026-07-06T10:00", "--fields", "line,zone.confidence"], stdin: input)
        #expect(full.status == 0, "stderr: \(full.stderr)")
        #expect(full.stdout == expected)
        let zoneOnly = try runParkcheck(["-", "--zone-only", "--fields", "line,zone.confidence"], stdin: input)
        #expect(zoneOnly.status == 0, "stderr: \(zoneOnly.stderr)")
        #expect(zoneOnly.stdout == expected)
    }

    @Test func failOnNoFailsTheRunAndNamesTheRow() throws {
        let input = [Self.openCurb, Self.noParking, Self.openCurb].joined(separator: "\n")
        let run = try runParkcheck(
            ["-", "--at", "2026-07-06T10:00", "--fail-on-no", "--format", "csv", "--fields", "line,verdict"],
            stdin: Data(input.utf8))
        #expect(run.status == 1)
        #expect(run.stdout == "line,verdict\n1,yes\n2,no\n3,yes\n")
        #expect(run.stderr == "parkcheck: error (at <stdin>:2): the answer is no: no parking any time in force now\n")
    }

    @Test func withoutFailOnNoANoIsJustAnAnswer() throws {
        let run = try runParkcheck(
            ["--at", "2026-07-06T10:00", "--fields", "verdict"], stdin: Data((Self.noParking + "\n").utf8))
        #expect(run.status == 0)
        #expect(run.stdout == #"{"verdict":"no"}"# + "\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func failOnNoFailsOnAnUnknownAnswerUnlessAllowed() throws {
        let input = Data([Self.openCurb, Self.midBlock].joined(separator: "\n").utf8)
        let arguments = [
            "-", "--at", "2026-07-06T10:00", "--fail-on-no", "--format", "csv", "--fields", "line,verdict",
        ]
        let strict = try runParkcheck(arguments, stdin: input)
        #expect(strict.status == 1)
        #expect(strict.stdout == "line,verdict\n1,yes\n2,unknown\n")
        #expect(
            strict.stderr
                == "parkcheck: error (at <stdin>:2): the answer is unknown: no street within 30 m of this point\n")
        let allowing = try runParkcheck(arguments + ["--allow-unknown"], stdin: input)
        #expect(allowing.status == 0, "stderr: \(allowing.stderr)")
        #expect(allowing.stdout == strict.stdout)
        #expect(allowing.stderr.isEmpty)
    }

    @Test func failOnNoPassesAListOfLegalSpots() throws {
        let run = try runParkcheck(
            ["--at", "2026-07-06T10:00", "--fail-on-no"],
            stdin: Data([Self.openCurb, Self.areaS].joined(separator: "\n").utf8))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(try ndjsonRecords(run.stdout).map { $0["verdict"] as? String } == ["yes", "yes"])
    }

    /// Records of many kinds of place (metered, swept, permit areas, outside the city, failed rows)
    /// have the members of the CSV header, in its order, and no value the header does not name.
    @Test func recordsKeepTheDocumentedShape() throws {
        var generator = SeededGenerator(seed: 20_251_122)
        var rows = (0..<150).map { _ in
            String(
                format: "%.5f,%.5f", Double.random(in: 37.70...37.81, using: &generator),
                Double.random(in: -122.51 ... -122.38, using: &generator))
        }
        rows += ["37.80,-122.27", "91,0", Self.noParking]
        let input = Data(rows.joined(separator: "\n").utf8)
        let csv = try runParkcheck(["--at", "2026-07-07T09:00", "--format", "csv"], stdin: input)
        let ndjson = try runParkcheck(["--at", "2026-07-07T09:00", "--permit", "S"], stdin: input)
        #expect(ndjson.status == 1)
        let columns = try #require(csv.stdout.split(separator: "\n").first).split(separator: ",").map(String.init)
        let topLevel = columns.map { String($0.prefix { $0 != "." }) }.reduce(into: [String]()) { names, name in
            if names.last != name { names.append(name) }
        }
        let records = try ndjsonRecords(ndjson.stdout)
        #expect(records.count == rows.count)
        for (index, record) in records.enumerated() {
            #expect(Set(record.keys) == Set(topLevel), "row \(index + 1)")
            for path in leafPaths(record) {
                #expect(
                    columns.contains(path) || columns.contains { $0.hasPrefix(path + ".") },
                    "row \(index + 1): \(path) is not a documented field")
            }
        }
        #expect(csv.stdout.split(separator: "\n").count == rows.count + 1)
    }

    @Test(arguments: [
        (["--permit", "ZZ"], "ZZ"),
        (["--side", "sideways"], "sideways"),
        (["--at", "soon"], "--at 'soon'"),
    ])
    func optionsTheDataCannotUseAreUsageErrors(_ options: [String], _ mention: String) throws {
        let run = try runParkcheck(options, stdin: Data("37.76,-122.43\n".utf8))
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(mention), "stderr: \(run.stderr)")
    }

    /// The dotted paths of the values of `object`, descending into objects but not arrays.
    private func leafPaths(_ object: [String: Any], prefix: String = "") -> [String] {
        object.flatMap { key, value -> [String] in
            let path = prefix.isEmpty ? key : prefix + "." + key
            if let nested = value as? [String: Any], !nested.isEmpty { return leafPaths(nested, prefix: path) }
            return [path]
        }
    }
}
