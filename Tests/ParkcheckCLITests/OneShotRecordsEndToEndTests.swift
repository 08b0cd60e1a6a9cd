import Foundation
import Testing

/// `parkcheck LAT LON` answers like a one-row batch (#21): `--fields` picks the batch's fields,
/// `--format csv` and `geojson` write the batch's bytes, less the batch's own `line`, `id` and
/// `error`; without `--fields`, `json` and `ndjson` stay the one-shot document.
@Suite struct OneShotRecordsEndToEndTests {
    private static let place = ["37.759546", "-122.423713"]
    private static let options = ["--permit", "S", "--at", "2026-11-23T06:00"]
    private static let row = Data("37.759546,-122.423713\n".utf8)

    /// The fields a lookup's record has: the batch's, less `line`, `id` and `error`.
    private func lookupFields() throws -> [String] {
        let listed = try runParkcheck(["--list-fields"] + Self.place)
        #expect(listed.status == 0, "\(listed.stderr)")
        return listed.stdout.split(separator: "\n").map(String.init)
    }

    @Test func aLookupListsTheBatchFieldsWithoutTheRowsOwn() throws {
        // A batch without --city may have rows in any city: it lists the curb answer's fields
        // after San Francisco's. San Francisco's rows alone have the lookup's there.
        let batch = try runParkcheck(["--list-fields", "--city", "san-francisco"]).stdout
            .split(separator: "\n").map(String.init)
        let lookup = try lookupFields()
        #expect(lookup == batch.filter { !["line", "id", "error"].contains($0) })
        let everyCity = try runParkcheck(["--list-fields"]).stdout.split(separator: "\n").map(String.init)
        #expect(everyCity.filter(Set(batch).contains) == batch)
        #expect(everyCity.count > batch.count)
        #expect(lookup.contains("parkUntil.time"))
    }

    struct FormatCase: Sendable, CustomTestStringConvertible {
        let format: String
        let fields: [String]
        var testDescription: String { "\(format) \(fields.joined(separator: ","))" }
    }

    @Test(arguments: [
        FormatCase(format: "csv", fields: []),
        FormatCase(format: "geojson", fields: []),
        FormatCase(format: "csv", fields: ["verdict,parkUntil.time,zone"]),
        FormatCase(format: "geojson", fields: ["verdict", "parkUntil.time"]),
        FormatCase(format: "ndjson", fields: ["verdict,parkUntil,permits.matching"]),
    ])
    func aLookupWritesWhatABatchOfItsOneRowWrites(_ test: FormatCase) throws {
        let lookup = try runParkcheck(
            Self.place + Self.options + ["--format", test.format] + test.fields.flatMap { ["--fields", $0] })
        #expect(lookup.status == 0, "\(lookup.stderr)")
        #expect(lookup.stderr.isEmpty)
        // The batch, asked for the same fields (every CSV column of the lookup's when none are named).
        let fields = test.fields.isEmpty ? try lookupFields() : test.fields
        let batch = try runParkcheck(
            ["-", "--format", test.format, "--fields", fields.joined(separator: ",")] + Self.options, stdin: Self.row)
        #expect(batch.status == 0, "\(batch.stderr)")
        if test.format == "csv" || !test.fields.isEmpty { #expect(lookup.stdout == batch.stdout) }
    }

    @Test func geojsonWithEveryFieldIsTheBatchsFeatureLessLineIdAndError() throws {
        let lookup = try runParkcheck(Self.place + Self.options + ["--format", "geojson"])
        let batch = try runParkcheck(["-", "--format", "geojson"] + Self.options, stdin: Self.row)
        #expect(batch.status == 0, "\(batch.stderr)")
        let expected = batch.stdout.replacingOccurrences(
            of: #""properties":{"line":1,"id":null,"#, with: #""properties":{"#
        )
        .replacingOccurrences(of: #","error":null}}"#, with: "}}")
        #expect(lookup.stdout == expected)
    }

    @Test func ndjsonIsTheBatchsLineLessLineIdAndError() throws {
        let plain = try runParkcheck(Self.place + Self.options + ["--format", "ndjson"])
        let batch = try runParkcheck(["-", "--format", "ndjson"] + Self.options, stdin: Self.row)
        #expect(plain.status == 0)
        let expected = batch.stdout.replacingOccurrences(of: #"{"line":1,"id":null,"#, with: "{")
            .replacingOccurrences(of: #","error":null}"#, with: "}")
        #expect(plain.stdout == expected)
    }

    @Test func csvIsAHeaderAndOneRow() throws {
        let run = try runParkcheck(
            Self.place + Self.options + ["--format", "csv", "--fields", "verdict,parkUntil.time,zone.code"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "verdict,parkUntil.time,zone.code\nyes,2026-11-24T08:00:00-08:00,S\n")
    }

    @Test func geojsonIsACollectionOfOneFeatureAtThePlace() throws {
        let run = try runParkcheck(Self.place + Self.options + ["--format", "geojson", "--fields", "verdict"])
        #expect(run.status == 0, "\(run.stderr)")
        let collection = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let features = try #require(collection["features"] as? [[String: Any]])
        #expect(features.count == 1)
        let geometry = try #require(features.first?["geometry"] as? [String: Any])
        #expect(geometry["coordinates"] as? [Double] == [-122.423713, 37.759546])
        #expect(features.first?["properties"] as? [String: String] == ["verdict": "yes"])
    }

    @Test func jsonWithFieldsIsTheOneShotObjectCutDown() throws {
        let run = try runParkcheck(
            Self.place + Self.options + ["--format", "json", "--fields", "verdict,parkUntil.time"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                {
                  "verdict": "yes",
                  "parkUntil": {
                    "time": "2026-11-24T08:00:00-08:00"
                  }
                }

                """)
    }

    @Test(arguments: [["--format", "text"], [], ["--format", "ics"]])
    func fieldsWithoutARecordFormatIsTheBatchsUsageError(_ format: [String]) throws {
        let lookup = try runParkcheck(Self.place + Self.options + format + ["--fields", "verdict"])
        let batch = try runParkcheck(
            ["-"] + Self.options + (format.isEmpty ? ["--format", "text"] : format) + ["--fields", "verdict"],
            stdin: Self.row)
        #expect(lookup.status == 64)
        #expect(lookup.stdout.isEmpty)
        #expect(lookup.stderr.hasPrefix("parkcheck: error: --fields chooses the fields of json, ndjson, csv"))
        #expect(lookup.stderr == batch.stderr)
    }

    @Test(arguments: ["svg", "html"])
    func fieldsWithAPictureIsRefused(_ format: String) throws {
        let run = try runParkcheck(Self.place + Self.options + ["--format", format, "--fields", "verdict"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("parkcheck: error: --fields chooses the fields of json, ndjson, csv"))
    }

    @Test(arguments: ["line", "id", "error", "zone.nmae"])
    func aFieldALookupDoesNotHaveIsRefused(_ field: String) throws {
        let run = try runParkcheck(Self.place + Self.options + ["--format", "csv", "--fields", field])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(field), "\(run.stderr)")
    }
}
