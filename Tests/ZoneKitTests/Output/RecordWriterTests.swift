import Testing
import ZoneKit

/// Two answers and a failed row, as the CLI might build them.
private let records: [(JSONObject, Coordinate?)] = [
    (
        JSONObject([
            ("id", .string("a")), ("line", .number(1)), ("answer", .string("yes")),
            ("until", .string("2026-07-06T10:00")),
            ("zone", .object(JSONObject([("name", .string("Area Q")), ("permits", .array([.string("Q")]))]))),
            ("distance", .number(2.5)),
        ]),
        Coordinate(latitude: 37.76, longitude: -122.43)
    ),
    (
        JSONObject([
            ("id", .string("b, \"the corner\"")), ("line", .number(2)), ("answer", .string("no")),
            ("until", .null),
            ("zone", .object(JSONObject([("name", .string("Meter\nzone")), ("permits", .array([]))]))),
            ("distance", .number(0.1)),
        ]),
        Coordinate(latitude: 37.77, longitude: -122.42)
    ),
    (
        JSONObject([("id", .string("3")), ("line", .number(3)), ("error", .string("<stdin>:3: no latitude given"))]),
        nil
    ),
]

private let available = ["id", "line", "answer", "until", "zone.name", "zone.permits", "distance", "error"]

/// Everything a writer writes for `records`.
private func output(_ format: RecordFormat, fields: [String] = [], records: [(JSONObject, Coordinate?)] = records)
    throws -> String
{
    var writer = RecordWriter(format: format, selection: try FieldSelection(fields, available: available))
    var bytes: [UInt8] = []
    writer.begin(to: &bytes)
    for (record, coordinate) in records { writer.write(record, coordinate: coordinate, to: &bytes) }
    writer.finish(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

@Suite struct RecordWriterTests {
    @Test func ndjsonIsOneObjectPerLineInOrder() throws {
        #expect(
            try output(.ndjson) == """
                {"id":"a","line":1,"answer":"yes","until":"2026-07-06T10:00","zone":{"name":"Area Q","permits":["Q"]},"distance":2.5}
                {"id":"b, \\"the corner\\"","line":2,"answer":"no","until":null,"zone":{"name":"Meter\\nzone","permits":[]},"distance":0.1}
                {"id":"3","line":3,"error":"<stdin>:3: no latitude given"}

                """)
    }

    @Test func jsonIsOneArrayWithAnElementPerLine() throws {
        #expect(
            try output(.json, fields: ["id", "answer"]) == """
                [
                {"id":"a","answer":"yes"},
                {"id":"b, \\"the corner\\"","answer":"no"},
                {"id":"3","answer":null}
                ]

                """)
        #expect(try output(.json, records: []) == "[]\n")
    }

    @Test func csvHasAHeaderAndFlattensNestedValues() throws {
        #expect(
            try output(.csv) == #"""
                id,line,answer,until,zone.name,zone.permits,distance,error
                a,1,yes,2026-07-06T10:00,Area Q,Q,2.5,
                "b, ""the corner""",2,no,,"Meter
                zone",,0.1,
                3,3,,,,,,<stdin>:3: no latitude given

                """#)
    }

    @Test func csvColumnsFollowTheSelectionAndAnObjectSelectsWhatIsBelowIt() throws {
        #expect(
            try output(.csv, fields: ["zone", "id"]) == #"""
                zone.name,zone.permits,id
                Area Q,Q,a
                "Meter
                zone",,"b, ""the corner"""
                ,,3

                """#)
        #expect(try output(.csv, records: []) == "id,line,answer,until,zone.name,zone.permits,distance,error\n")
    }

    @Test func geojsonIsAFeatureCollectionOfPointsWithTheRecordAsProperties() throws {
        #expect(
            try output(.geojson, fields: ["id", "zone.name"]) == """
                {"type":"FeatureCollection","features":[
                {"type":"Feature","geometry":{"type":"Point","coordinates":[-122.43,37.76]},"properties":{"id":"a","zone":{"name":"Area Q"}}},
                {"type":"Feature","geometry":{"type":"Point","coordinates":[-122.42,37.77]},"properties":{"id":"b, \\"the corner\\"","zone":{"name":"Meter\\nzone"}}},
                {"type":"Feature","geometry":null,"properties":{"id":"3","zone":{"name":null}}}
                ]}

                """)
        #expect(try output(.geojson, records: []) == "{\"type\":\"FeatureCollection\",\"features\":[]}\n")
    }

    @Test func numbersAreWrittenAsJSONWritesThem() throws {
        let record = JSONObject([
            ("integer", .number(3)), ("negativeZero", .number(-0.0)), ("small", .number(1e-7)),
            ("large", .number(1e21)),
            ("notFinite", .number(.infinity)), ("control", .string("a\u{1}b\tc")),
        ])
        var writer = RecordWriter(format: .ndjson, selection: .all(available: FieldSelection.leafPaths(of: record)))
        var bytes: [UInt8] = []
        writer.write(record, to: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"integer":3,"negativeZero":0,"small":1e-7,"large":1e+21,"notFinite":null,"control":"a\u0001b\tc"}"#
                + "\n")
    }

    @Test func eachRecordReachesTheSinkAsSoonAsItIsWritten() {
        struct CountingSink: ByteSink {
            var writes: [String] = []
            mutating func write(_ bytes: [UInt8]) { writes.append(String(decoding: bytes, as: UTF8.self)) }
        }
        var writer = RecordWriter(format: .ndjson, selection: .all(available: ["a"]))
        var sink = CountingSink()
        writer.write(JSONObject([("a", .number(1))]), to: &sink)
        #expect(sink.writes == ["{\"a\":1}\n"])
        writer.write(JSONObject([("a", .number(2))]), to: &sink)
        #expect(sink.writes == ["{\"a\":1}\n", "{\"a\":2}\n"])
        #expect(writer.recordCount == 2)
    }

    @Test func aSinkFailureIsThrownToTheCaller() {
        struct Closed: Error, Equatable {}
        struct ClosedSink: ByteSink {
            mutating func write(_ bytes: [UInt8]) throws(Closed) { throw Closed() }
        }
        var writer = RecordWriter(format: .csv, selection: .all(available: ["a"]))
        var sink = ClosedSink()
        #expect(throws: Closed()) { try writer.begin(to: &sink) }
    }

    /// Records encoded apart (as worker threads do) and written in order give the same bytes as
    /// records written one by one.
    @Test(arguments: RecordFormat.allCases)
    func encodingApartThenWritingInOrderGivesTheSameBytes(_ format: RecordFormat) throws {
        let selection = try FieldSelection(["line", "zone.name", "error"], available: available)
        var writer = RecordWriter(format: format, selection: selection)
        let encoded = records.map { writer.encode($0.0, coordinate: $0.1) }
        var bytes: [UInt8] = []
        writer.begin(to: &bytes)
        for record in encoded { writer.write(record, to: &bytes) }
        writer.finish(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == (try output(format, fields: ["line", "zone.name", "error"])))
        #expect(writer.recordCount == 3)
    }
}

/// A batch's worker appends the records of a block of rows to one buffer, and the blocks are
/// written in order: the output must be the one records written one by one give, wherever the
/// blocks begin and end (JSON's commas between blocks, empty blocks, a first block that is empty).
@Suite struct RecordWriterBlockTests {
    /// Record indices, in blocks: every record once, in order, some blocks empty.
    private static let blocks = [[], [0], [1, 2], [], [0, 1, 2, 2], [1]]

    @Test(arguments: RecordFormat.allCases, [[], ["line", "zone.name", "error"], ["zone", "line"]])
    func blocksWrittenInOrderGiveTheBytesOfRecordsWrittenOneByOne(_ format: RecordFormat, fields: [String]) throws {
        let selection = try FieldSelection(fields, available: available)
        var oneByOne = RecordWriter(format: format, selection: selection)
        var expected: [UInt8] = []
        oneByOne.begin(to: &expected)
        for index in Self.blocks.joined() {
            oneByOne.write(records[index].0, coordinate: records[index].1, to: &expected)
        }
        oneByOne.finish(to: &expected)

        var inBlocks = RecordWriter(format: format, selection: selection)
        var bytes: [UInt8] = []
        inBlocks.begin(to: &bytes)
        for block in Self.blocks {
            var encoded = EncodedRecords()
            for index in block { inBlocks.append(values: records[index].0, coordinate: records[index].1, to: &encoded) }
            #expect(encoded.count == block.count)
            #expect(encoded.isEmpty == block.isEmpty)
            inBlocks.write(encoded, to: &bytes)
        }
        inBlocks.finish(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(inBlocks.recordCount == oneByOne.recordCount)
    }

    @Test(arguments: RecordFormat.allCases)
    func recordsGivenValueByValueGoIntoBlocksAsTheirRecordsDo(_ format: RecordFormat) throws {
        let selection = try FieldSelection(["line", "zone.name", "distance"], available: available)
        let writer = RecordWriter(format: format, selection: selection)
        var byValue = EncodedRecords()
        var byRecord = EncodedRecords()
        for (record, coordinate) in records {
            writer.append(coordinate: coordinate, to: &byValue) { column in
                FieldSelection.value(at: selection.columns[column], in: record)
            }
            writer.append(values: record, coordinate: coordinate, to: &byRecord)
        }
        #expect(byValue == byRecord)
        #expect(byValue.count == records.count)
    }

    @Test func aBlockWithNoRecordsWritesNothing() {
        var writer = RecordWriter(format: .json, selection: .all(available: ["a"]))
        var bytes: [UInt8] = []
        writer.write(EncodedRecords(), to: &bytes)
        #expect(bytes.isEmpty)
        #expect(writer.recordCount == 0)
    }
}

/// Writing a record value by value must give the bytes the record itself gives, in every format
/// and for every kind of selection (whole objects, a field and its object in either order).
@Suite struct RecordWriterValueByValueTests {
    @Test(arguments: [
        [], ["zone.name"], ["zone"], ["zone.permits", "zone"], ["distance", "zone.name", "id"],
        ["zone", "zone.name"], ["error", "zone.permits"],
    ])
    func givesTheBytesOfTheRecord(fields: [String]) throws {
        let selection = try FieldSelection(fields, available: available)
        let complete = records.prefix(2).map { record, coordinate in
            var record = record
            record["error"] = .null
            return (record, coordinate)
        }
        for format in [RecordFormat.json, .ndjson, .csv, .geojson] {
            let writer = RecordWriter(format: format, selection: selection)
            for (record, coordinate) in complete {
                let byValue = writer.encode(coordinate: coordinate) { column in
                    FieldSelection.value(at: selection.columns[column], in: record)
                }
                #expect(byValue == writer.encode(record, coordinate: coordinate), "\(format) \(fields)")
            }
        }
    }
}
