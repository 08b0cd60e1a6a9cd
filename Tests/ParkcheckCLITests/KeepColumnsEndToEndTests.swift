import Foundation
import Testing

/// `--keep COLS` copies input columns into every record, under `input` (#21): CSV columns
/// `input.NAME` first, NDJSON/JSON and GeoJSON an `input` object first; rows in error keep them
/// too, so answers line up with their input without `paste`.
@Suite struct KeepColumnsEndToEndTests {
    private static let csv = Data(
        """
        id,address,lat,lon,note
        # a comment line: no record, and nothing misaligned
        1,"123 Main St, Apt 4",37.759546,-122.423713,x

        2,nowhere,95,-122.43,y
        3,Valencia,37.76,-122.43,

        """.utf8)
    private static let at = ["--at", "2026-11-24T07:30"]

    @Test func csvKeepsTheColumnsFirstAndFailedRowsKeepThemToo() throws {
        let run = try runParkcheck(
            ["-", "--keep", "address,note", "--format", "csv", "--fields", "input,id,verdict,error"] + Self.at,
            stdin: Self.csv)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                input.address,input.note,id,verdict,error
                "123 Main St, Apt 4",x,1,yes,
                nowhere,y,2,,latitude 95 is outside -90...90
                Valencia,,3,unknown,

                """)
    }

    @Test func everyColumnOfTheAnswerFollowsTheKeptOnes() throws {
        let run = try runParkcheck(["-", "--keep", "Address", "--format", "csv"] + Self.at, stdin: Self.csv)
        let header = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.hasPrefix("input.Address,line,id,location.latitude,"))
        #expect(header.hasSuffix(",error"))
    }

    @Test func ndjsonKeepsAnInputObject() throws {
        let run = try runParkcheck(
            ["-", "--keep", "note", "--keep", "address", "--format", "ndjson", "--fields", "input,line,verdict"]
                + Self.at, stdin: Self.csv)
        #expect(
            run.stdout.split(separator: "\n").map(String.init) == [
                #"{"input":{"note":"x","address":"123 Main St, Apt 4"},"line":3,"verdict":"yes"}"#,
                #"{"input":{"note":"y","address":"nowhere"},"line":5,"verdict":null}"#,
                #"{"input":{"note":"","address":"Valencia"},"line":6,"verdict":"unknown"}"#,
            ])
    }

    @Test func jsonMembersAndGeoJSONPropertiesAreKeptAsTheyAre() throws {
        let input = Data(
            """
            {"lat":37.759546,"lon":-122.423713,"plate":"7ABC123","seats":4,"tags":["a"]}
            {"type":"Feature","geometry":{"type":"Point","coordinates":[-122.43,37.76]},"properties":{"plate":"X"}}
            {"lat":"oops","lon":-122.43,"plate":"BAD"}

            """.utf8)
        let run = try runParkcheck(
            ["-", "--keep", "plate,seats,tags", "--format", "geojson", "--fields", "input,verdict"] + Self.at,
            stdin: input)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(
            lines[1].contains(#""properties":{"input":{"plate":"7ABC123","seats":4,"tags":["a"]},"verdict":"yes"}"#))
        let second = #""properties":{"input":{"plate":"X","seats":null,"tags":null},"verdict":"unknown"}"#
        #expect(lines[2].contains(second))
        #expect(lines[3].contains(#""properties":{"input":{"plate":"BAD","seats":null,"tags":null},"verdict":null}"#))
    }

    @Test func zoneOnlyRecordsKeepThemToo() throws {
        let run = try runParkcheck(
            ["-", "--zone-only", "--keep", "address", "--format", "csv", "--fields", "input.address,zone.code"],
            stdin: Self.csv)
        #expect(run.stdout == "input.address,zone.code\n\"123 Main St, Apt 4\",S\nnowhere,\nValencia,S\n")
        let all = try runParkcheck(["-", "--zone-only", "--keep", "address", "--format", "ndjson"], stdin: Self.csv)
        #expect(all.stdout.hasPrefix(#"{"input":{"address":"123 Main St, Apt 4"},"line":3,"id":"1","location""#))
    }

    @Test func listFieldsNamesTheKeptColumns() throws {
        let run = try runParkcheck(["--list-fields", "--keep", "address,note"])
        #expect(run.stdout.hasPrefix("input.address\ninput.note\nline\nid\n"))
    }

    @Test func aColumnTheHeaderLacksEndsTheInputSayingWhichItHas() throws {
        let run = try runParkcheck(["-", "--keep", "plate", "--format", "csv"] + Self.at, stdin: Self.csv)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "the CSV header has no column 'plate' (--keep); its columns are: 'id', 'address', 'lat', 'lon', 'note'")
        )
    }

    @Test(arguments: [
        (
            ["-", "--keep", "note", "--format", "text"],
            "--keep copies input columns into json, ndjson, csv and geojson"
        ),
        (["37.76", "-122.43", "--keep", "note"], "--keep"),
        (["-", "--keep", "a,,b"], "--keep 'a,,b': give column names separated by commas, none empty"),
    ])
    func misuseIsAUsageError(_ arguments: [String], _ message: String) throws {
        let run = try runParkcheck(arguments, stdin: Self.csv)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
