import Foundation
import Testing

/// `parkcheck [FILE | -] --zone-only`, run as a user runs it: every input form, one record per
/// row in input order, failed rows in place, every format, `--fields`, and the exit statuses.
@Suite struct BatchEndToEndTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let name: String
        let input: String
        /// Per record: line, id (nil for none) and zone code.
        let expected: [Expected]
        var testDescription: String { name }
    }

    struct Expected: Sendable, Equatable, CustomStringConvertible {
        let line: Int
        let id: String?
        let zone: String
        init(_ line: Int, _ id: String?, _ zone: String) {
            self.line = line
            self.id = id
            self.zone = zone
        }
        var description: String { "\(line) \(id ?? "-") \(zone)" }
    }

    static func feature(_ id: String, _ latitude: String, _ longitude: String) -> String {
        #"{"type":"Feature","id":"\#(id)","properties":{},"geometry":{"type":"Point","coordinates":[\#(longitude),\#(latitude)]}}"#
    }

    static let forms: [FormCase] = [
        FormCase(
            name: "lat,lon", input: "37.765,-122.435\n37.765,-122.425\n37.70,-122.50\n",
            expected: [Expected(1, nil, "Q"), Expected(2, nil, "HV"), Expected(3, nil, "-")]),
        FormCase(
            name: "lat lon with a BOM, CRLF, comments and blank lines",
            input: "\u{FEFF}# my spots\r\n37.765 -122.435\r\n\r\n37.765   -122.425\r\n37.70 -122.50",
            expected: [Expected(2, nil, "Q"), Expected(4, nil, "HV"), Expected(5, nil, "-")]),
        FormCase(
            name: "lat<TAB>lon", input: "37.765\t-122.435\n37.765\t-122.425\n37.70\t-122.50\n",
            expected: [Expected(1, nil, "Q"), Expected(2, nil, "HV"), Expected(3, nil, "-")]),
        FormCase(
            name: "CSV with a header",
            input: """
                id,lat,lon,at,permits
                home,37.765,-122.435,2026-07-06T08:30,Q
                work,37.765,-122.425,,
                "far, away",37.70,-122.50,,

                """,
            expected: [Expected(2, "home", "Q"), Expected(3, "work", "HV"), Expected(4, "far, away", "-")]),
        FormCase(
            name: "CSV with other column names, in another order",
            input: "Longitude,Latitude,note\n-122.435,37.765,a\n-122.425,37.765,b\n-122.50,37.70,c\n",
            expected: [Expected(2, nil, "Q"), Expected(3, nil, "HV"), Expected(4, nil, "-")]),
        FormCase(
            name: "NDJSON objects",
            input: """
                {"lat": 37.765, "lon": -122.435, "id": "a"}
                {"latitude": 37.765, "longitude": -122.425, "id": 7}
                {"lat": 37.70, "lng": -122.50}

                """,
            expected: [Expected(1, "a", "Q"), Expected(2, "7", "HV"), Expected(3, nil, "-")]),
        FormCase(
            name: "GeoJSON Features, one per line",
            input: [
                feature("a", "37.765", "-122.435"), feature("b", "37.765", "-122.425"),
                feature("c", "37.70", "-122.50"),
            ]
            .joined(separator: "\n") + "\n",
            expected: [Expected(1, "a", "Q"), Expected(2, "b", "HV"), Expected(3, "c", "-")]),
        FormCase(
            name: "GeoJSON text sequence (RFC 8142)",
            input: [
                feature("a", "37.765", "-122.435"), feature("b", "37.765", "-122.425"),
                feature("c", "37.70", "-122.50"),
            ]
            .map { "\u{1E}" + $0 + "\n" }.joined(),
            expected: [Expected(1, "a", "Q"), Expected(2, "b", "HV"), Expected(3, "c", "-")]),
        FormCase(
            name: "GeoJSON FeatureCollection",
            input: """
                {"type": "FeatureCollection", "features": [
                \(feature("a", "37.765", "-122.435")),
                \(feature("b", "37.765", "-122.425")),
                \(feature("c", "37.70", "-122.50"))
                ]}

                """,
            expected: [Expected(2, "a", "Q"), Expected(3, "b", "HV"), Expected(4, "c", "-")]),
    ]

    @Test(arguments: forms)
    func everyInputFormGivesOneRecordPerRow(_ form: FormCase) throws {
        let run = try BatchScratch.with { scratch in
            try runParkcheck(["--zone-only", "--data", scratch.zonesPath], stdin: Data(form.input.utf8))
        }
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr == "")
        let records = try ndjsonRecords(run.stdout)
        let got = records.map { Expected($0["line"] as? Int ?? -1, $0["id"] as? String, zoneCode($0)) }
        #expect(got == form.expected)
    }

    @Test func aFileArgumentIsReadLikeStandardInput() throws {
        let run = try BatchScratch.with { scratch in
            let points = try scratch.write("points.txt", "37.765,-122.435\n37.765,-122.425\n")
            return try runParkcheck([points, "--zone-only", "--data", scratch.zonesPath])
        }
        #expect(run.status == 0)
        #expect(try ndjsonRecords(run.stdout).map(zoneCode) == ["Q", "HV"])
    }

    /// 1,000 rows, every seventh one bad in a different way: 1,000 records in input order, the
    /// bad ones carrying their error, and one message per bad row naming its line.
    @Test func failingRowsInTheMiddleKeepTheirPlace() throws {
        let badRows = ["137.2,-122.43", "37.76", "north,-122.43", "37.76,-200", "-122.43,37.76", "37.76,-122.43,5"]
        var lines: [String] = []
        var expected: [String] = []
        for index in 0..<1_000 {
            if index % 7 == 3 {
                lines.append(badRows[(index / 7) % badRows.count])
                expected.append("error")
            } else {
                lines.append(index.isMultiple(of: 2) ? "37.765,-122.435" : "37.765,-122.425")
                expected.append(index.isMultiple(of: 2) ? "Q" : "HV")
            }
        }
        let run = try BatchScratch.with { scratch in
            try runParkcheck(
                ["-", "--zone-only", "--data", scratch.zonesPath], stdin: Data(lines.joined(separator: "\n").utf8))
        }
        #expect(run.status == 1)
        let records = try ndjsonRecords(run.stdout)
        #expect(records.count == 1_000)
        #expect(records.map { $0["line"] as? Int } == Array(1...1_000))
        #expect(records.map(zoneCode) == expected)
        let messages = run.stderr.split(separator: "\n")
        #expect(messages.count == expected.filter { $0 == "error" }.count)
        #expect(messages.first == "parkcheck: error (at <stdin>:4:1): latitude 137.2 is outside -90...90")
        #expect(messages.dropFirst().first?.hasPrefix("parkcheck: error (at <stdin>:11") == true)
        #expect(
            messages.contains(
                "parkcheck: error (at <stdin>:32:1): latitude -122.43 is outside -90...90; "
                    + "-122.43 looks like a longitude; did you mean 37.76, -122.43?"))
        #expect(records[3]["error"] as? String == "latitude 137.2 is outside -90...90")
    }

    struct FormatCase: Sendable, CustomTestStringConvertible {
        let format: String
        /// How many records `output` holds.
        let count: @Sendable (String) throws -> Int
        var testDescription: String { format }
    }

    static let formats: [FormatCase] = [
        FormatCase(format: "ndjson") { try ndjsonRecords($0).count },
        FormatCase(format: "json") { output in
            (try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [Any])?.count ?? -1
        },
        FormatCase(format: "csv") { $0.split(separator: "\n").count - 1 },
        FormatCase(format: "geojson") { output in
            let collection = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            return (collection?["features"] as? [Any])?.count ?? -1
        },
        FormatCase(format: "text") { $0.split(separator: "\n").count },
    ]

    @Test(arguments: formats, [0, 1, 777])
    func nRowsInGiveNRecordsOut(_ format: FormatCase, rows: Int) throws {
        let input = (0..<rows).map { $0 % 5 == 4 ? "not a place" : "37.765,-122.43\($0 % 10)" }
        let run = try BatchScratch.with { scratch in
            try runParkcheck(
                ["--zone-only", "--data", scratch.zonesPath, "--format", format.format],
                stdin: Data(input.joined(separator: "\n").utf8))
        }
        #expect(run.status == (rows >= 5 ? 1 : 0))
        #expect(try format.count(run.stdout) == rows, "stdout: \(run.stdout.prefix(300))")
    }

    @Test func csvRecordsHaveAColumnPerValueAndErrorsInTheirRow() throws {
        let run = try BatchScratch.with { scratch in
            try runParkcheck(
                ["--zone-only", "--data", scratch.zonesPath, "--format", "csv"],
                stdin: Data("id,lat,lon\nhome,37.765,-122.42993\nx,91,0\n".utf8))
        }
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                line,id,location.latitude,location.longitude,zone.code,zone.id,zone.name,zone.confidence,zone.inside,zone.distanceToBoundaryMetres,zone.thresholdMetres,zone.otherZones,error
                2,home,37.765,-122.42993,HV,hv,Hayes Valley,medium,false,2.64,10,"[{""code"":""Q"",""id"":""zone-0"",""name"":""Area Q"",""inside"":false,""distanceMetres"":6.15}]",
                3,x,,,,,,,,,,,"latitude 91 is outside -90...90; 91 looks like a longitude; did you mean 0, 91?"

                """)
    }

    @Test func geojsonAnswersArePointFeaturesAndFailedRowsHaveNoGeometry() throws {
        let run = try BatchScratch.with { scratch in
            try runParkcheck(
                [
                    "--zone-only", "--data", scratch.zonesPath, "--format", "geojson", "--fields",
                    "line,zone.code,error",
                ],
                stdin: Data("37.765,-122.435\n91,0\n".utf8))
        }
        #expect(
            run.stdout == """
                {"type":"FeatureCollection","features":[
                {"type":"Feature","geometry":{"type":"Point","coordinates":[-122.435,37.765]},"properties":{"line":1,"zone":{"code":"Q"},"error":null}},
                {"type":"Feature","geometry":null,"properties":{"line":2,"zone":{"code":null},"error":"latitude 91 is outside -90...90; 91 looks like a longitude; did you mean 0, 91?"}}
                ]}

                """)
    }

    @Test func textNamesEachRowByItsIdOrLine() throws {
        let run = try BatchScratch.with { scratch in
            try runParkcheck(
                ["--zone-only", "--data", scratch.zonesPath, "--format", "text"],
                stdin: Data(
                    #"{"lat":37.765,"lon":-122.42993,"id":"corner"}\#n{"lat":37.70,"lon":-122.5}\#n{"lat":95}\#n"#.utf8)
            )
        }
        #expect(
            run.stdout == """
                corner (37.765, -122.42993): Hayes Valley (permit area HV), 2.6 m outside; also near Area Q (permit area Q); confidence medium
                line 2 (37.7, -122.5): no zone within 10 m
                line 3: error: no longitude (lon, lng, long, longitude or x) given

                """)
    }

    @Test(arguments: [
        (["--fields", "line,zone.code"], #"{"line":1,"zone":{"code":"Q"}}"#),
        (
            ["--fields", "id,zone"],
            #"{"id":null,"zone":{"code":"Q","id":"zone-0","name":"Area Q","confidence":"high","inside":true,"distanceToBoundaryMetres":439.51,"thresholdMetres":10,"otherZones":[]}}"#
        ),
        (["--format", "csv", "--fields", "zone.code,zone.confidence"], "zone.code,zone.confidence\nQ,high"),
    ])
    func fieldsChooseWhatIsWritten(_ options: [String], _ expected: String) throws {
        let run = try BatchScratch.with { scratch in
            try runParkcheck(
                ["--zone-only", "--data", scratch.zonesPath] + options, stdin: Data("37.765,-122.435\n".utf8))
        }
        #expect(run.status == 0)
        #expect(run.stdout == expected + "\n")
    }

    // MARK: Exit statuses

    struct StatusCase: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let stdin: String
        let status: Int32
        let message: String
        var testDescription: String { name }
    }

    static let pointFeature = #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [-122.435, 37.765]}}"#

    static let statuses: [StatusCase] = [
        StatusCase(name: "every row answered", arguments: [], stdin: "37.765,-122.435\n", status: 0, message: ""),
        StatusCase(
            name: "a row failed", arguments: [], stdin: "37.765,-122.435\n1,2,3\n", status: 1,
            message: "parkcheck: error (at <stdin>:2): expected two numbers"),
        StatusCase(
            name: "a FeatureCollection whose type follows its features", arguments: [],
            stdin: "{\"features\": [\n" + pointFeature + "\n], \"type\": \"FeatureCollection\"}\n", status: 0,
            message: ""),
        StatusCase(
            name: "features without a FeatureCollection's type", arguments: [],
            stdin: "{\"features\": [\n" + pointFeature + "\n]}\n", status: 1,
            message: "parkcheck: error (at <stdin>:1): a document without a type has a features array; its features "
                + "were answered as a FeatureCollection's: write \"type\": \"FeatureCollection\""),
        StatusCase(
            name: "the CSV header has no coordinates", arguments: [], stdin: "id,street\na,b\n", status: 1,
            message: "the CSV header has no latitude (lat, latitude or y) or longitude"),
        StatusCase(
            name: "unknown field", arguments: ["--fields", "zone.nam"], stdin: "", status: 64,
            message: "unknown field 'zone.nam' in --fields; did you mean 'zone.name'? (--list-fields lists every field)"
        ),
        StatusCase(
            name: "--fields with text", arguments: ["--fields", "zone", "--format", "text"], stdin: "", status: 64,
            message: "--fields chooses the fields of json, ndjson, csv and geojson records"),
        StatusCase(
            name: "--exit-status", arguments: ["--exit-status"], stdin: "", status: 64,
            message: "for a batch, use --fail-on-no"),
        StatusCase(
            name: "--fail-on-no with --zone-only", arguments: ["--fail-on-no"], stdin: "", status: 64,
            message: "--fail-on-no needs full answers"),
        StatusCase(
            name: "bad --at", arguments: ["--at", "tomorrow"], stdin: "", status: 64,
            message: "parkcheck: error: --at 'tomorrow': "),
    ]

    @Test(arguments: statuses)
    func exitStatusSaysHowTheBatchWent(_ status: StatusCase) throws {
        let run = try BatchScratch.with { scratch in
            try runParkcheck(
                ["--zone-only", "--data", scratch.zonesPath] + status.arguments, stdin: Data(status.stdin.utf8))
        }
        #expect(run.status == status.status, "stderr: \(run.stderr)")
        if status.message.isEmpty {
            #expect(run.stderr.isEmpty)
        } else {
            #expect(run.stderr.contains(status.message), "stderr: \(run.stderr)")
        }
    }

    /// A document whose features come first is answered feature by feature whatever its type
    /// turns out to be; one that is no FeatureCollection ends in an error after its answers.
    @Test(arguments: [(#", "type": "FeatureCollection""#, Int32(0)), ("", 1), (#", "type": "Feature""#, 1)])
    func featuresBeforeTheirTypeAreAnswered(typeMember: String, status: Int32) throws {
        let run = try BatchScratch.with { scratch in
            try runParkcheck(
                ["--zone-only", "--data", scratch.zonesPath, "--format", "csv", "--fields", "line,zone.code"],
                stdin: Data(
                    ("{\"features\": [\n" + Self.pointFeature + ",\n" + Self.pointFeature + "\n]"
                        + typeMember + "}\n").utf8))
        }
        #expect(run.status == status, "stderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix("line,zone.code\n2,Q\n3,Q\n"), "\(run.stdout)")
        #expect(run.stderr.isEmpty == (status == 0), "\(run.stderr)")
    }

    @Test func aBadZoneFileExits65WithItsPlace() throws {
        let run = try BatchScratch.with { scratch in
            let data = try scratch.write("bad.json", #"{"type": "FeatureCollection", "features": [}"#)
            return try runParkcheck(["--zone-only", "--data", data], stdin: Data("37.765,-122.435\n".utf8))
        }
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("parkcheck: error: "))
        #expect(run.stderr.contains("bad.json:1:"), "stderr: \(run.stderr)")
    }

    @Test func aMissingInputFileExits66() throws {
        let run = try BatchScratch.with { scratch in
            try runParkcheck([
                scratch.folder.appendingPathComponent("nope.csv").path, "--zone-only", "--data", scratch.zonesPath,
            ])
        }
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("nope.csv': no such file"))
    }
}
