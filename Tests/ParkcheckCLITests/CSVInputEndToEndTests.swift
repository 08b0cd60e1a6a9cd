import Foundation
import Testing

/// CSV input as people write it: RFC 4180 records spanning lines, CRLF and a byte order mark,
/// `;` and tab separators, header names as people spell them, `--id-column`, `--no-header` and
/// `--delimiter`.
@Suite struct CSVInputEndToEndTests {
    private let answer = ["--at", "2026-07-06T10:00", "--format", "csv", "--fields", "line,id,verdict,zone.code"]

    private func run(_ input: String, _ arguments: [String] = []) throws -> ParkcheckRun {
        try runParkcheck(["-"] + answer + arguments, stdin: Data(input.utf8))
    }

    @Test func aQuotedFieldSpanningLinesIsOneRecordNamedByItsFirstLine() throws {
        let result = try run(
            "\u{FEFF}id,address,lat,lon\r\n1,\"123 Main St\r\nApt 4\",37.759546,-122.423713\r\n"
                + "2,\"Shop, \"\"Corner\"\"\",37.77606,-122.40845\r\n3,\"x\ny\",north,-122.4\r\n")
        #expect(result.stdout == "line,id,verdict,zone.code\n2,1,yes,S\n4,2,no,U\n5,3,,\n")
        #expect(
            result.stderr
                == "parkcheck: error (at <stdin>:5): latitude 'north' is not a number: give decimal degrees such as 37.76\n"
        )
        #expect(result.status == 1)
    }

    @Test func aQuoteNeverClosedIsReportedWhereItOpens() throws {
        let result = try run("id,lat,lon\n1,37.759546,-122.423713\n2,\"oops,37.77606,-122.40845\n3,37.7,-122.4\n")
        #expect(result.stdout == "line,id,verdict,zone.code\n2,1,yes,S\n3,,,\n")
        #expect(result.stderr.hasPrefix("parkcheck: error (at <stdin>:3:3): a quoted field is not closed"))
        #expect(result.status == 1)
    }

    @Test func semicolonsXYAndAnIDColumnOfAnyName() throws {
        let result = try run("car;note;Y;X\nA1;\"a;b\";37.759546;-122.423713\n", ["--id-column", "CAR"])
        #expect(result.stdout == "line,id,verdict,zone.code\n2,A1,yes,S\n")
        #expect(result.status == 0)
        let missing = try run("car,lat,lon\nA1,37.759546,-122.423713\n", ["--id-column", "plate"])
        #expect(
            missing.stderr
                == "parkcheck: error (at <stdin>:1): the CSV header has no column 'plate' (--id-column); "
                + "its columns are: 'car', 'lat', 'lon'\n")
        #expect(missing.status == 1)
    }

    @Test func idColumnNamesAJSONMemberOrAFeaturesProperty() throws {
        let input = """
            {"plate":"7ABC","id":"x","lat":37.759546,"lon":-122.423713}
            {"type":"Feature","id":"f","geometry":{"type":"Point","coordinates":[-122.40845,37.77606]},"properties":{"Plate":"8DEF"}}

            """
        let result = try run(input, ["--id-column", "plate"])
        #expect(result.stdout == "line,id,verdict,zone.code\n1,7ABC,yes,S\n2,8DEF,no,U\n")
        #expect(try run(input).stdout == "line,id,verdict,zone.code\n1,x,yes,S\n2,f,no,U\n")
    }

    @Test func noHeaderReadsColumnsByPosition() throws {
        let result = try run(
            "37.759546\t-122.423713\tcar1\n37.77606\t-122.40845\tcar2\n", ["--no-header", "--id-column", "3"])
        #expect(result.stdout == "line,id,verdict,zone.code\n1,car1,yes,S\n2,car2,no,U\n")
        #expect(result.status == 0)
        let named = try run("37.76,-122.43\n", ["--no-header", "--id-column", "car"])
        #expect(named.status == 64)
        #expect(named.stderr.contains("with --no-header, give the column's number (1 is the first)"))
    }

    @Test func delimiterIsGivenOrRefused() throws {
        // The header has a comma in a quoted name, but the file is separated by semicolons.
        let given = try run("id;\"lat, deg\";lat;lon\nh;x;37.759546;-122.423713\n", ["--delimiter", ";"])
        #expect(given.stdout == "line,id,verdict,zone.code\n2,h,yes,S\n")
        let refused = try run("lat|lon\n", ["--delimiter", "pipe"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--delimiter"))
    }
}
