import Foundation
import Testing

/// One list syntax everywhere: `--permit S,I` is `--permit S --permit I` (as a CSV cell's `S,I`
/// or `S;I`), and `--fields a,b` is `--fields a --fields b`.
@Suite struct ListSyntaxEndToEndTests {
    private let lookup = ["37.759546", "-122.423713", "--at", "2026-11-23T06:00", "--json"]

    @Test(arguments: [["--permit", "S,I"], ["-p", "S", "-p", "I"], ["--permit", "S;I"], ["-p", "S, I"]])
    func everyPermitListMeansTheSame(_ permits: [String]) throws {
        let run = try runParkcheck(lookup + permits)
        #expect(run.status == 0, "\(run.stderr)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let permits = try #require(answer["permits"] as? [String: Any])
        #expect(permits["given"] as? [String] == ["S", "I"])
        #expect(run.stdout == (try runParkcheck(lookup + ["--permit", "S", "--permit", "I"])).stdout)
    }

    @Test func anEmptyAreaInAPermitListIsRefused() throws {
        let run = try runParkcheck(lookup + ["--permit", "S,,I"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("parkcheck: error: --permit 'S,,I': give area codes separated by commas (S,I)"))
    }

    @Test(arguments: [[], ["--zone-only"]])
    func listFieldsNamesEveryFieldTheFieldsOptionTakes(_ mode: [String]) throws {
        let listed = try runParkcheck(["--list-fields"] + mode)
        #expect(listed.status == 0)
        let names = listed.stdout.split(separator: "\n").map(String.init)
        #expect(names.first == "line")
        #expect(names.last == "error")
        #expect(names.contains("zone.code"))
        #expect(names.contains("parkUntil.time") == mode.isEmpty)
        // Every name is one --fields takes, and together they are the whole CSV header.
        let rows = Data("37.759546,-122.423713\n".utf8)
        let run = try runParkcheck(
            ["-", "--format", "csv", "--at", "2026-11-23T06:00", "--fields", names.joined(separator: ",")] + mode,
            stdin: rows)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").first.map(String.init) == names.joined(separator: ","))
    }

    @Test func jobsChangesTheThreadsNotTheOutput() throws {
        let rows = Data((0..<400).map { "37.7\(50 + $0 % 40),-122.4\(10 + $0 % 50)\n" }.joined().utf8)
        let batch = ["-", "--format", "ndjson", "--at", "2026-11-23T06:00", "--fields", "line,verdict,zone.code"]
        let one = try runParkcheck(batch + ["--jobs", "1"], stdin: rows)
        #expect(one.status == 0)
        #expect(one.stdout.split(separator: "\n").count == 400)
        #expect(try runParkcheck(batch + ["--jobs", "3"], stdin: rows).stdout == one.stdout)
        #expect(try runParkcheck(batch + ["--jobs", "0"], stdin: rows).status == 64)
    }

    @Test func fieldsRepeatedOrCommaSeparatedAreTheSame() throws {
        let rows = Data("id,lat,lon\nhome,37.759546,-122.423713\n".utf8)
        let batch = ["-", "--format", "csv", "--at", "2026-11-23T06:00", "-p", "S,I"]
        let repeated = try runParkcheck(batch + ["--fields", "id", "--fields", "verdict,zone.code"], stdin: rows)
        let listed = try runParkcheck(batch + ["--fields", "id,verdict,zone.code"], stdin: rows)
        #expect(repeated.status == 0, "\(repeated.stderr)")
        #expect(repeated.stdout == "id,verdict,zone.code\nhome,yes,S\n")
        #expect(listed.stdout == repeated.stdout)
    }
}

/// `validate -` reads standard input; `validate --strict` fails on warnings (a position of four
/// numbers is a warning: check-geojson refuses it).
@Suite struct ValidateStrictEndToEndTests {
    private let fourNumbers = Data(
        #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2,3,4]},"properties":{}}"#.utf8)

    @Test func standardInputIsValidatedAsStdin() throws {
        let run = try runParkcheck(["validate", "-"], stdin: fourNumbers)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                <stdin>:1:60: warning: geometry.coordinates: a position should have at most 3 numbers \
                (longitude, latitude, altitude), found 4; the extra values are ignored
                <stdin>: valid GeoJSON, 1 warning

                """)
    }

    @Test func strictFailsOnWarningsAndSaysSo() throws {
        let run = try runParkcheck(["validate", "--strict", "-"], stdin: fourNumbers)
        #expect(run.status == 65)
        #expect(run.stderr == "parkcheck: error: --strict: warnings fail the check (<stdin>)\n")
        let clean = try runParkcheck(
            ["validate", "--strict", "-"], stdin: Data(#"{"type":"Point","coordinates":[1,2]}"#.utf8))
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(try runParkcheck(["37.76", "-122.43", "--strict"]).status == 64)
    }
}
