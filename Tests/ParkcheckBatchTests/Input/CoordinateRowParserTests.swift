import Foundation
import Testing
import ParkcheckBatch
import ZoneKit

/// An input and the results it must give, one summary (see ``summary(_:)``) per row.
struct ParseCase: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let expected: [String]

    init(_ name: String, _ text: String, _ expected: [String]) {
        self.init(name, bytes: Array(text.utf8), expected)
    }

    init(_ name: String, bytes: [UInt8], _ expected: [String]) {
        self.name = name
        self.bytes = bytes
        self.expected = expected
    }

    var testDescription: String { name }
}

private let feature =
    #"{"type":"Feature","id":"f1","geometry":{"type":"Point","coordinates":[-122.43,37.76]},"properties":{"permits":"Q S","at":"2026-07-06T08:30"}}"#

/// Every form of input, with errors; ``InputBlockReaderTests`` reads them in blocks too.
let parseCases: [ParseCase] = [
    ParseCase(
        "plain: comma, comma and space, tab, blanks",
        "37.76,-122.43\n37.77, -122.42\n37.78\t-122.41\n 37.79   -122.40 \n",
        ["1 37.76,-122.43", "2 37.77,-122.42", "3 37.78,-122.41", "4 37.79,-122.4"]),
    ParseCase(
        "plain: BOM, CRLF, blank lines and comments keep their line numbers",
        "\u{FEFF}# points to check\r\n\r\n37.76 -122.43\r\n   \r\n# another\r\n37.77,-122.42\r\n",
        ["3 37.76,-122.43", "6 37.77,-122.42"]),
    ParseCase(
        "plain: errors in the middle each get their row, in place",
        "37.76,-122.43\nabc,-122\n-122.43,37.76\n37.76,200\n37.7\n91,-200\nnan,1\n37.78,-122.41\n",
        [
            "1 37.76,-122.43",
            "<stdin>:2:1: latitude 'abc' is not a number: give decimal degrees such as 37.76",
            "<stdin>:3:1: latitude -122.43 is outside -90...90; -122.43 looks like a longitude; did you mean 37.76, -122.43?",
            "<stdin>:4:7: longitude 200 is outside -180...180",
            "<stdin>:5: expected two numbers, latitude and longitude (as in 37.76,-122.43); found 1 value",
            "<stdin>:6:1: latitude 91 is outside -90...90",
            "<stdin>:7:1: latitude 'nan' is not a number: give decimal degrees such as 37.76",
            "8 37.78,-122.41",
        ]),
    ParseCase(
        "csv: header names in any case and order, every column",
        "ID,Latitude,Longitude,Time,Permits,Placard,note\na,37.76,-122.43,2026-07-06T08:30,Q;S,yes,x\n"
            + "b,37.77,-122.42,,,,\nc,37.78,-122.41\n",
        [
            "2 id=a 37.76,-122.43 at=2026-07-06T08:30 permits=Q;S placard=true",
            "3 id=b 37.77,-122.42",
            "4 id=c 37.78,-122.41",
        ]),
    ParseCase(
        "csv: RFC 4180 quoting",
        "id,lat,lon,permit\n\"x, \"\"y\"\"\",\"37.76\",-122.43,\"Q S\"\n",
        [#"2 id=x, "y" 37.76,-122.43 permits=Q;S"#]),
    ParseCase(
        "csv: tab-separated with lng and long spellings", "lat\tlng\tid\n37.76\t-122.43\tp1\n",
        ["2 id=p1 37.76,-122.43"]),
    ParseCase(
        "csv: blank-separated header", "lat long\n37.76 -122.43\n", ["2 37.76,-122.43"]),
    ParseCase(
        "csv: errors in the middle name the column and keep the id",
        "id,lat,lon,at,placard\na,37.76,-122.43\nb,37.77,-122.42,2026-13-01T08:00\nc,,-122.4\n"
            + "d,37.7,-122.4,,maybe\nf,37.7,-122.4,,,extra\ng,37.78,-122.41\ne,\"37.7,-122.4\n",
        [
            "2 id=a 37.76,-122.43",
            "<stdin>:3:17: at: '2026-13-01T08:00' column 6: month 13 is out of range 1...12 [id=b]",
            "<stdin>:4: no latitude given [id=c]",
            "<stdin>:5:16: placard 'maybe' is not yes or no: write true/false, yes/no or 1/0 [id=d]",
            "<stdin>:6: the row has 6 fields but the header (line 1) has 5",
            "7 id=g 37.78,-122.41",
            // A quote never closed runs to the end of the input (RFC 4180), named where it opens.
            "<stdin>:8:3: a quoted field is not closed: add the closing '\"' (write \"\" for a quote inside a field)",
        ]),
    ParseCase(
        "csv: a quoted field spanning lines keeps the record together, named by its first line",
        "id,address,lat,lon\r\n1,\"123 Main St\r\nApt 4\",37.76,-122.43\r\n2,\"a \"\"b\"\",\n\nc\",37.77,-122.42\n"
            + "3,\"x\ny\",abc,-122.4\n4,plain,37.78,-122.41\n",
        [
            "2 id=1 37.76,-122.43",
            "4 id=2 37.77,-122.42",
            "<stdin>:7: latitude 'abc' is not a number: give decimal degrees such as 37.76 [id=3]",
            "9 id=4 37.78,-122.41",
        ]),
    ParseCase(
        "ndjson: numbers as strings; messages name the member as written",
        "{\"lat\":\"37.76\",\"lng\":\"-122.43\"}\n{\"lat\":\"abc\",\"lng\":1}\n{\"LAT\":true,\"lon\":1}\n",
        [
            "1 37.76,-122.43",
            "<stdin>:2:8: lat 'abc' is not a number: give decimal degrees such as 37.76",
            "<stdin>:3:8: 'LAT' must be a number, not a boolean",
        ]),
    ParseCase(
        "csv: side, heading and accuracy columns; a bad one is its row's error, at its cell",
        "id,lat,lon,Side,heading,accuracy\na,37.76,-122.43,east,,\nb,37.76,-122.43,L,270,12.5\n"
            + "c,37.76,-122.43,,,\nd,37.76,-122.43,uphill,,\ne,37.76,-122.43,,north,\nf,37.76,-122.43,,,-3\n",
        [
            "2 id=a 37.76,-122.43 side=east",
            "3 id=b 37.76,-122.43 side=left heading=270.0 accuracy=12.5",
            "4 id=c 37.76,-122.43",
            "<stdin>:5:17: side 'uphill' is not a side of the street: write left or right (of the street's digitising "
                + "direction) or a compass point: north, northeast, east, southeast, south, southwest, west, northwest [id=d]",
            "<stdin>:6:18: heading 'north' is not a number of degrees from north [id=e]",
            "<stdin>:7:19: accuracy '-3' is not a number of metres, 0 or more [id=f]",
        ]),
    ParseCase(
        "ndjson and geojson: side, heading (or bearing) and accuracy as numbers or strings",
        #"""
        {"lat":37.76,"lon":-122.43,"side":"north","bearing":90,"accuracy":"8"}
        {"type":"Feature","geometry":{"type":"Point","coordinates":[-122.43,37.76]},"properties":{"side":"R","heading":"45","accuracy":3}}
        {"lat":37.76,"lon":-122.43,"side":{"side":"right","method":"position"}}
        {"lat":37.76,"lon":-122.43,"side":3}
        {"lat":37.76,"lon":-122.43,"heading":true}
        {"lat":37.76,"lon":-122.43,"accuracy":-1}
        """#,
        [
            "1 37.76,-122.43 side=north heading=90.0 accuracy=8.0",
            "2 37.76,-122.43 side=right heading=45.0 accuracy=3.0",
            "3 37.76,-122.43",
            "<stdin>:4:35: 'side' must be a string such as \"left\" or \"north\", not a number",
            "<stdin>:5:38: 'heading' must be a number, not a boolean",
            "<stdin>:6:39: accuracy '-1' is not a number of metres, 0 or more",
        ]),
    ParseCase(
        "csv: x and y, semicolons", "name;y;x;id\nhome;37.76;-122.43;7\n", ["2 id=7 37.76,-122.43"]),
    ParseCase(
        "csv and ndjson: x and y give way to lat and lon wherever they stand",
        "id,x,y,lat,lon\na,5,6,37.76,-122.43\n", ["2 id=a 37.76,-122.43"]),
    ParseCase(
        "ndjson: x and y give way to lat and lon", "{\"x\":5,\"y\":6,\"lon\":-122.43,\"lat\":37.76}\n",
        ["1 37.76,-122.43"]),
    ParseCase(
        "csv: a header without a longitude column ends the input",
        "id,lat,east\n1,37.7,2\n",
        [
            "<stdin>:1: the CSV header has no longitude (lon, lng, long, longitude or x) column; its columns are: 'id', 'lat', 'east' [ends input]"
        ]),
    ParseCase(
        "ndjson: objects with every spelling, errors in place",
        #"""
        {"lat":37.76,"lon":-122.43,"id":"a","at":"2026-07-06T08:30","permits":["Q","S"]}
        {"Latitude":37.77,"longitude":-122.42,"id":7,"placard":true,"type":"car"}
        {"lat":"37.7","lon":-122,"id":"c"}
        [37.7,-122.4]
        {"lat":37.7,
        {"lon":-122.4}
        {"lat":37.7,"lon":-122.4,"permits":3}
        {"lat":-122.43,"lon":37.76}
        {"lat":37.78,"lon":-122.41}
        """#,
        [
            "1 id=a 37.76,-122.43 at=2026-07-06T08:30 permits=Q;S",
            "2 id=7 37.77,-122.42 placard=true",
            "3 id=c 37.7,-122.0",
            "<stdin>:4: expected a JSON object such as {\"lat\": 37.76, \"lon\": -122.43} or a GeoJSON Point Feature, found an array",
            "<stdin>:5:13: not valid JSON: the file ends inside the object that starts at 1:1: a '}' is missing",
            "<stdin>:6: no latitude (lat, latitude or y) given",
            "<stdin>:7:36: 'permits' must be an array of area codes such as [\"Q\"], not a number",
            "<stdin>:8:8: latitude -122.43 is outside -90...90; -122.43 looks like a longitude; did you mean 37.76, -122.43?",
            "9 37.78,-122.41",
        ]),
    ParseCase(
        "geojson: Point features one per line",
        feature + "\n"
            + #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[[-122.4,37.7],[-122.5,37.8]]},"properties":{"id":"road"}}"#
            + "\n" + #"{"type":"Feature","id":3,"geometry":null,"properties":null}"# + "\n"
            + #"{"type":"Point","coordinates":[-122.41,37.78,12]}"# + "\n",
        [
            "1 id=f1 37.76,-122.43 at=2026-07-06T08:30 permits=Q;S",
            "<stdin>:2:38: a GeoJSON LineString names no single place: give a Point Feature (or an object with lat and lon) [id=road]",
            "<stdin>:3: the Feature has no geometry: give it a Point geometry [id=3]",
            "4 37.78,-122.41",
        ]),
    ParseCase(
        "geojson: RFC 8142 text sequence, records spanning lines",
        "\u{1E}" + feature
            + "\n\u{1E}{\n  \"lat\": 37.77,\n  \"lon\": -122.42\n}\n\u{1E}{\"lat\": 1e999}\n\u{1E}{\"lat\":37.78,\"lon\":-122.41}\n",
        [
            "1 id=f1 37.76,-122.43 at=2026-07-06T08:30 permits=Q;S",
            "2 37.77,-122.42",
            "<stdin>:6:10: not valid JSON: number out of range: 1e999 does not fit in a 64-bit floating-point number (about ±1.8e308)",
            "7 37.78,-122.41",
        ]),
    ParseCase(
        "geojson: a FeatureCollection over many lines, features in order, non-Points in place",
        """
        # exported from a map
        {
          "type": "FeatureCollection",
          "features": [
            {"type": "Feature", "id": "a", "geometry": {"type": "Point", "coordinates": [-122.43, 37.76]}, "properties": {}},
            {"type": "Feature", "id": "b", "geometry": {"type": "Polygon", "coordinates": []}, "properties": {}},
            {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-122.42, 37.77]},
             "properties": {"id": "c", "permits": ["A"], "placard": false}}
          ]
        }
        """,
        [
            "5 id=a 37.76,-122.43",
            "<stdin>:6:57: a GeoJSON Polygon names no single place: give a Point Feature (or an object with lat and lon) [id=b]",
            "7 id=c 37.77,-122.42 permits=A placard=false",
        ]),
    ParseCase(
        "geojson: a FeatureCollection on one line, then more lines",
        #"{"type":"FeatureCollection","features":["# + feature + "," + feature + "]}\n"
            + #"{"lat":37.78,"lon":-122.41}"# + "\n",
        [
            "1 id=f1 37.76,-122.43 at=2026-07-06T08:30 permits=Q;S",
            "1 id=f1 37.76,-122.43 at=2026-07-06T08:30 permits=Q;S",
            "2 37.78,-122.41",
        ]),
    ParseCase(
        "geojson: a FeatureCollection with one feature per line (as parkcheck writes GeoJSON)",
        #"{"type":"FeatureCollection","features":["# + "\n" + feature + ",\n" + feature + "\n]}\n",
        [
            "2 id=f1 37.76,-122.43 at=2026-07-06T08:30 permits=Q;S",
            "3 id=f1 37.76,-122.43 at=2026-07-06T08:30 permits=Q;S",
        ]),
    ParseCase(
        "json: an array of objects",
        "[\n  {\"lat\": 37.76, \"lon\": -122.43},\n  {\"lat\": 37.77, \"lon\": -122.42}\n]\n",
        ["2 37.76,-122.43", "3 37.77,-122.42"]),
    ParseCase(
        "json: a document that is not JSON ends the input",
        "{\n  \"type\": \"FeatureCollection\",\n  \"features\": [,]\n}\n",
        [
            "<stdin>:3:16: the JSON document is not valid JSON: expected a value (object, array, string, number, true, false or null), found ',' [ends input]"
        ]),
    ParseCase(
        "invalid UTF-8 in the middle",
        bytes: Array("37.76,-122.43\n\"".utf8) + [0xFF] + Array("\",1\n37.77,-122.42\n".utf8),
        [
            "1 37.76,-122.43",
            "<stdin>:2:2: byte 0xFF is not UTF-8: save the input as UTF-8",
            "3 37.77,-122.42",
        ]),
    ParseCase(
        "plain: lines read in the buffer and lines read the general way, in turn",
        "37.76,-122.43\r\n37.77 -122.42\n# c\n37.78, -122.41\n3.7e1,-122.4\n90.5,1\n37.79,-122.40",
        [
            "1 37.76,-122.43", "2 37.77,-122.42", "4 37.78,-122.41", "5 37.0,-122.4",
            "<stdin>:6:1: latitude 90.5 is outside -90...90; 90.5 looks like a longitude; did you mean 1, 90.5?",
            "7 37.79,-122.4",
        ]),
    ParseCase("empty input", "", []),
    ParseCase("only comments and blank lines", "# nothing\n\n   \n", []),
]

@Suite struct CoordinateRowParserTests {
    @Test(arguments: parseCases, [3, 64, 65_536])
    func everyRowGivesOneResultInOrder(_ parseCase: ParseCase, chunkSize: Int) {
        #expect(parseAll(parseCase.bytes, chunkSize: chunkSize).map(summary) == parseCase.expected)
    }

    @Test func caseCount() {
        #expect(parseCases.count == 28)
    }

    @Test func theFormIsDecidedByTheFirstLineWithData() {
        let inputs: [(String, CoordinateRowParser<ByteArraySource>.Form)] = [
            ("# c\n37.7,-122.4\n", .coordinates),
            ("lat,lon\n", .csv),
            ("{\"lat\":1,\"lon\":2}\n", .jsonLines),
            ("\u{1E}{\"lat\":1,\"lon\":2}\n", .jsonTextSequence),
            ("[\n]\n", .jsonDocument),
        ]
        for (text, form) in inputs {
            var parser = CoordinateRowParser(source: ByteArraySource(text))
            while parser.next() != nil {}
            #expect(parser.form == form, "\(text)")
        }
    }

    @Test func errorsNameTheFileAsGiven() {
        let results = parseAll(Array("lat,lon\n37.7,x\n".utf8), sourceName: "points.csv")
        #expect(
            results.map(summary) == [
                "points.csv:2:6: longitude 'x' is not a number: give decimal degrees such as 37.76"
            ])
    }

    @Test func theTimeIsReadAsSanFranciscoTime() throws {
        let results = parseAll(Array("lat,lon,at\n37.76,-122.43,2026-07-06T08:30\n".utf8))
        let row = try #require(try results.first?.get())
        #expect(row.instant == Date(timeIntervalSince1970: 1_783_351_800))
    }

    @Test func aTimeThatNamesNoSingleInstantSaysHowItWasRead() throws {
        let csv = parseAll(Array("lat,lon,at\n37.76,-122.43,2026-03-08T02:30\n37.76,-122.43,2026-11-23T06:00\n".utf8))
        let gap = try #require(try csv.first?.get())
        #expect(gap.instant == (try PacificTime.parse("2026-03-08T02:30")))
        #expect(gap.arrivalAdjustment == (try PacificTime.parseArrival("2026-03-08T02:30")).adjustment)
        #expect(gap.arrivalAdjustment != nil)
        #expect(try csv.last?.get().arrivalAdjustment == nil)
        let json = parseAll(Array(#"{"lat":37.76,"lon":-122.43,"at":"2026-11-01T01:30"}"#.utf8) + [0x0A])
        let repeated = try #require(try json.first?.get())
        guard case .repeated? = repeated.arrivalAdjustment else {
            Issue.record("expected repeated, got \(String(describing: repeated.arrivalAdjustment))")
            return
        }
    }

    @Test func aLineOverTheLimitBecomesOneErrorAndReadingGoesOn() {
        let input = "37.76,-122.43\n" + String(repeating: "1", count: 3000) + "\n37.77,-122.42\n"
        let results = parseAll(Array(input.utf8), chunkSize: 256, maximumLineLength: 1024, maximumDocumentSize: 4096)
        #expect(
            results.map(summary) == [
                "1 37.76,-122.43", "<stdin>:2: line 2 is longer than 1 KiB; it was skipped (one place per line)",
                "3 37.77,-122.42",
            ])
    }

    @Test func aOneLineDocumentOverTheDocumentLimitIsOneErrorAndLaterLinesAreRead() {
        let huge =
            #"{"type":"FeatureCollection","features":["# + Array(repeating: feature, count: 100).joined(separator: ",")
            + "]}"
        let input = huge + "\n" + #"{"lat":37.78,"lon":-122.41}"# + "\n"
        let results = parseAll(Array(input.utf8), maximumLineLength: 1024, maximumDocumentSize: 4096)
        #expect(
            results.map(summary) == [
                "<stdin>:1: the JSON document is larger than 4 KiB: give one GeoJSON Feature (or one JSON object) per line instead, which has no size limit",
                "2 37.78,-122.41",
            ])
    }

    @Test func aMultiLineDocumentOverTheDocumentLimitEndsTheInput() {
        let input =
            "[\n" + Array(repeating: #"{"lat":37.78,"lon":-122.41}"#, count: 200).joined(separator: ",\n") + "\n]\n"
        let results = parseAll(Array(input.utf8), maximumLineLength: 1024, maximumDocumentSize: 4096)
        #expect(
            results.map(summary) == [
                "<stdin>:1: the JSON document is larger than 4 KiB: give one GeoJSON Feature (or one JSON object) per line instead, which has no size limit [ends input]"
            ])
    }

    @Test func aFailedReadEndsTheInputWithTheLineItStoppedAt() {
        struct FailsAfterFirstLine: ByteSource {
            var isFirst = true
            mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
                guard isFirst else { throw InputReadError(code: EIO, reason: "Input/output error") }
                isFirst = false
                let line = Array("37.7,-122.4\n".utf8)
                buffer.copyBytes(from: line)
                return line.count
            }
        }
        var parser = CoordinateRowParser(source: FailsAfterFirstLine())
        var results: [String] = []
        while let result = parser.next() { results.append(summary(result)) }
        #expect(
            results == [
                "1 37.7,-122.4",
                "<stdin>:2: cannot read the input: Input/output error; nothing after this line was read [ends input]",
            ])
    }

    /// A million rows go through in order, with the source read a chunk at a time just ahead of
    /// the parser: memory stays one chunk and one line, however long the input.
    @Test func aMillionRowsStreamThroughInOrder() {
        let count = 1_000_000
        let progress = SourceProgress()
        let source = GeneratedLines(count: count, progress: progress) { index in
            Array("37.\(index % 100_000),-122.\(index % 7)\n".utf8)
        }
        let chunkSize = 4096
        var parser = CoordinateRowParser(source: source, chunkSize: chunkSize)
        var rows = 0
        var firstProblem: String?
        while let result = parser.next() {
            rows += 1
            // Lines are at least 9 bytes, so one chunk holds at most chunkSize / 9 of them.
            if progress.linesProduced > rows + chunkSize / 9 + 1 {
                firstProblem = firstProblem ?? "row \(rows): the source was read \(progress.linesProduced) lines ahead"
            }
            switch result {
            case .success(let row) where row.lineNumber == rows: break
            case .success(let row): firstProblem = firstProblem ?? "row \(rows) has line \(row.lineNumber)"
            case .failure(let error): firstProblem = firstProblem ?? error.description
            }
        }
        #expect(rows == count)
        #expect(firstProblem == nil)
    }

    /// `--keep all`: a CSV row keeps every cell by its column's name, a JSON row its own members,
    /// each as one object; without a header, columns by number.
    @Test(arguments: [
        ("id,lat,lon,note\nhome,37.76,-122.43,x\n", #"{"id":"home","lat":"37.76","lon":"-122.43","note":"x"}"#),
        ("{\"lat\":37.76,\"lon\":-122.43,\"plate\":\"7ABC\"}\n", #"{"lat":37.76,"lon":-122.43,"plate":"7ABC"}"#),
        (
            "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[-122.43,37.76]},\"properties\":{\"a\":1}}\n",
            #"{"a":1}"#
        ),
    ])
    func keepAllKeepsEveryColumnAsOneObject(_ input: String, _ expected: String) throws {
        var parser = CoordinateRowParser(source: ByteArraySource(Array(input.utf8)))
        parser.csvOptions.keepsAll = true
        let next = parser.next()
        let row = try #require(next).get()
        #expect(row.kept.count == 1)
        #expect(try row.kept.first.map { try JSONWriter(layout: .compact).string(from: $0) } == expected)
    }

    @Test func keepAllWithoutAHeaderNamesColumnsByNumber() throws {
        var parser = CoordinateRowParser(
            source: ByteArraySource(Array("37.76,-122.43,car1\n37.77,-122.44,car2,extra\n".utf8)))
        parser.csvOptions = CSVInputOptions(hasHeader: false)
        parser.csvOptions.keepsAll = true
        let rows = [parser.next(), parser.next()]
        let first = try #require(rows[0]).get()
        let second = try #require(rows[1]).get()
        #expect(
            try first.kept.first.map { try JSONWriter(layout: .compact).string(from: $0) }
                == #"{"1":"37.76","2":"-122.43","3":"car1"}"#)
        #expect(
            try second.kept.first.map { try JSONWriter(layout: .compact).string(from: $0) }
                == #"{"1":"37.77","2":"-122.44","3":"car2","4":"extra"}"#)
    }

    @Test func keepAllNamesARepeatedHeaderCellByItsColumn() throws {
        var parser = CoordinateRowParser(source: ByteArraySource(Array("name,lat,lon,name\na,37.76,-122.43,b\n".utf8)))
        parser.csvOptions.keepsAll = true
        let next = parser.next()
        let row = try #require(next).get()
        let kept = try row.kept.first.map { try JSONWriter(layout: .compact).string(from: $0) }
        #expect(kept == #"{"name":"a","lat":"37.76","lon":"-122.43","name (column 4)":"b"}"#)
        #expect(parser.csvColumnNames == ["name", "lat", "lon", "name (column 4)"])
    }
}
