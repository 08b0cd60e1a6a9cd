import Foundation
import Testing

/// A batch row's own `side`, `heading` and `accuracy` (CSV columns, NDJSON members, GeoJSON
/// properties) are its question, as its `at` and `permits` are (#21): a row's value wins over the
/// option, and a bad one is that row's error, at its line and column, the rest answered.
@Suite struct PerRowSideEndToEndTests {
    /// Guerrero St, the west side by position; the two sides are swept at different times.
    private static let place = ["37.759546", "-122.423713"]
    private static let at = ["--at", "2026-11-24T07:30"]
    private static let fields = ["--fields", "side,parkUntil,zone.confidence"]

    struct RowCase: Sendable, CustomTestStringConvertible {
        /// The row's column and value.
        let column: String
        let value: String
        /// The option asking the same of a single lookup.
        let option: [String]
        var testDescription: String { "\(column)=\(value)" }
    }

    /// The row's fields, as a single lookup with the option gives them.
    @Test(arguments: [
        RowCase(column: "side", value: "east", option: ["--side", "east"]),
        RowCase(column: "side", value: "left", option: ["--side", "left"]),
        RowCase(column: "heading", value: "0", option: ["--heading", "0"]),
        RowCase(column: "heading", value: "180", option: ["--heading", "180"]),
        RowCase(column: "accuracy", value: "60", option: ["--accuracy", "60"]),
    ])
    func aRowsValueAnswersAsTheOptionWould(_ test: RowCase) throws {
        let lookup = try runParkcheck(Self.place + Self.at + test.option + ["--format", "ndjson"] + Self.fields)
        #expect(lookup.status == 0, "\(lookup.stderr)")
        let csv = "lat,lon,\(test.column)\n\(Self.place.joined(separator: ",")),\(test.value)\n"
        let ndjson = #"{"lat":37.759546,"lon":-122.423713,"\#(test.column)":"\#(test.value)"}"# + "\n"
        let geojson =
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-122.423713,37.759546]},"#
            + #""properties":{"\#(test.column)":"\#(test.value)"}}"# + "\n"
        for input in [csv, ndjson, geojson] {
            let batch = try runParkcheck(
                ["-", "--format", "ndjson"] + Self.at + Self.fields, stdin: Data(input.utf8))
            #expect(batch.status == 0, "\(batch.stderr)")
            #expect(batch.stdout == lookup.stdout, "\(input)")
        }
    }

    @Test func theValuesChangeTheAnswer() throws {
        let input =
            "id,lat,lon,side,heading,accuracy\nplain,37.759546,-122.423713,,,\n"
            + "east,37.759546,-122.423713,east,,\nnorthbound,37.759546,-122.423713,,0,\n"
            + "rough,37.759546,-122.423713,,,60\n"
        let run = try runParkcheck(
            ["-", "--format", "csv", "--fields", "id,side.compass,side.method"] + Self.at, stdin: Data(input.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout
                == "id,side.compass,side.method\nplain,west,position\neast,east,userSide\nnorthbound,east,heading\n"
                + "rough,,undetermined\n")
    }

    @Test func aRowsValueWinsOverTheOption() throws {
        let input =
            "id,lat,lon,side,heading,accuracy\nown-side,37.759546,-122.423713,east,,\n"
            + "own-heading,37.759546,-122.423713,,180,\nnone,37.759546,-122.423713,,,\n"
        let run = try runParkcheck(
            ["-", "--format", "csv", "--fields", "id,side.compass,side.method", "--side", "east", "--heading", "0"]
                + Self.at, stdin: Data(input.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        // A row's heading sets aside --side too: the row's own word on the side counts.
        #expect(
            run.stdout
                == "id,side.compass,side.method\nown-side,east,userSide\nown-heading,west,heading\nnone,east,userSide\n"
        )
    }

    @Test func aBadValueIsItsRowsErrorAndTheRestIsAnswered() throws {
        let input =
            "id,lat,lon,side,heading,accuracy\nbad-side,37.759546,-122.423713,uphill,,\n"
            + "bad-heading,37.759546,-122.423713,,north,\nbad-accuracy,37.759546,-122.423713,,,-3\n"
            + "good,37.759546,-122.423713,west,,\n"
        let run = try runParkcheck(
            ["-", "--format", "csv", "--fields", "id,verdict,error"] + Self.at, stdin: Data(input.utf8))
        #expect(run.status == 1)
        let rows = run.stdout.split(separator: "\n").map(String.init)
        #expect(rows.count == 5)
        #expect(rows.first == "id,verdict,error")
        #expect(rows[1].hasPrefix("bad-side,,\"side 'uphill' is not a side of the street"))
        #expect(rows[2] == "bad-heading,,heading 'north' is not a number of degrees from north")
        #expect(rows[3] == "bad-accuracy,,\"accuracy '-3' is not a number of metres, 0 or more\"")
        #expect(rows[4] == "good,yes,")
        let errors = run.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 3)
        #expect(errors[0].hasPrefix("parkcheck: error (at <stdin>:2:32): side 'uphill'"))
        #expect(errors[1].hasPrefix("parkcheck: error (at <stdin>:3:36): heading 'north'"))
        #expect(errors[2].hasPrefix("parkcheck: error (at <stdin>:4:38): accuracy '-3'"))
    }

    @Test func parkchecksOwnRecordsStillReadBack() throws {
        let rows = Data("37.759546,-122.423713\n".utf8)
        let first = try runParkcheck(["-", "--format", "ndjson"] + Self.at, stdin: rows)
        #expect(first.status == 0)
        // The record's `side` is the answer's object, not a question: it reads back as none.
        let again = try runParkcheck(["-", "--format", "ndjson"] + Self.at, stdin: Data(first.stdout.utf8))
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == first.stdout)
    }

    @Test func aZoneOnlyRowsAccuracyIsUsed() throws {
        let input = "id,lat,lon,accuracy\nsharp,37.76,-122.43,\nrough,37.76,-122.43,200\n"
        let run = try runParkcheck(
            ["-", "--zone-only", "--format", "csv", "--fields", "id,zone.confidence"], stdin: Data(input.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        let option = try runParkcheck(
            ["-", "--zone-only", "--format", "csv", "--fields", "id,zone.confidence", "--accuracy", "200"],
            stdin: Data("id,lat,lon\nrough,37.76,-122.43\n".utf8))
        let rows = run.stdout.split(separator: "\n").map(String.init)
        #expect(rows.last == option.stdout.split(separator: "\n").last.map(String.init))
        #expect(rows[1] != rows[2])
    }
}
