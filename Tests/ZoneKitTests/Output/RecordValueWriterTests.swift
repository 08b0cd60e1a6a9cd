import Testing

@testable import ZoneKit

/// Records of every awkward shape: members out of order or missing, a value where a complete record
/// has an object and an object where it has a value, empty and nested containers, odd numbers,
/// text that CSV must quote.
private let records: [JSONObject] = [
    JSONObject([
        ("id", .string("a")), ("answer", .string("yes")),
        (
            "zone",
            .object(
                JSONObject([
                    ("name", .string("Q, \"north\"")), ("area", .object(JSONObject([("code", .string("Q"))]))),
                    ("permits", .array([])),
                ]))
        ), ("until", .null),
    ]),
    JSONObject([
        ("until", .string("8 AM")),
        (
            "zone",
            .object(
                JSONObject([
                    ("permits", .array([.string("S"), .object(JSONObject([("x", .array([.null, .bool(true)]))]))])),
                    ("extra", .object(JSONObject([("deep", .array([.array([])]))]))),
                ]))
        ),
        ("id", .number(3)), ("unknown", .array([.number(1.5)])),
    ]),
    JSONObject([
        ("zone", .string("none")), ("answer", .object(JSONObject([("name", .string("x"))]))),
        ("id", .number(.nan)), ("until", .number(1e300)),
    ]),
    JSONObject([("zone", .object(JSONObject())), ("answer", .object(JSONObject())), ("id", .string(" padded "))]),
    // Escapes inside a column's JSON (quotes doubled again for CSV), and arrays that need no quotes.
    JSONObject([
        (
            "zone",
            .object(
                JSONObject([
                    (
                        "permits",
                        .array([
                            .string("say \"hi\", \\ back\nslash\t\u{01}"),
                            .object(JSONObject([("k\"ey,", .string("v\"")), ("n", .number(1e300))])),
                        ])
                    ),
                    ("area", .array([.number(1.5)])),
                ]))
        ),
        ("answer", .array([.null, .array([]), .bool(false)])), ("until", .array([.string("")])),
    ]),
    JSONObject(),
]

private let available = ["id", "answer", "zone.name", "zone.area.code", "zone.permits", "until"]

/// The CSV row a record gives looked up column by column: the definition ``CSVRowWriter`` must meet.
private func rowByLookup(_ record: JSONObject, _ selection: FieldSelection) -> [UInt8] {
    var row: [UInt8] = []
    for (index, column) in selection.columns.enumerated() {
        if index > 0 { row.append(UInt8(ascii: ",")) }
        RecordEncoding.appendCSVCell(FieldSelection.value(at: column, in: record), to: &row)
    }
    return row
}

@Suite struct RecordValueWriterTests {
    @Test func theBuilderGivesBackTheValueWrittenToIt() {
        // Compared as descriptions: a NaN is not equal to itself.
        for record in records {
            #expect("\(JSONValueBuilder.object(record))" == "\(record)")
            var builder = JSONValueBuilder()
            builder.write(.array([.object(record), .array([]), .string("s")]))
            let expected = JSONValue.array([.object(record), .array([]), .string("s")])
            #expect(builder.value.map { "\($0)" } == "\(expected)")
        }
    }

    @Test func compactJSONIsTheRecordsOwnEncoding() {
        for record in records {
            var expected: [UInt8] = []
            RecordEncoding.appendJSON(record, to: &expected)
            var writer = CompactJSONWriter()
            writer.write(record)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        }
    }

    @Test(arguments: [
        [], ["zone.name"], ["zone"], ["until", "zone.permits", "id"], ["zone.area", "answer"],
    ])
    func aCSVRowWrittenAsItComesEqualsTheRowLookedUpColumnByColumn(fields: [String]) throws {
        let selection = try FieldSelection(fields, available: available)
        for record in records {
            var writer = CSVRowWriter(CSVColumnTree(columnKeys: selection.columnKeys))
            writer.write(record)
            #expect(
                String(decoding: Self.row(of: writer), as: UTF8.self)
                    == String(decoding: rowByLookup(record, selection), as: UTF8.self), "\(fields) \(record)")
        }
    }

    @Test func aCSVRowTakesTheCellsOfTheRecordAloneNotOfItsNeighbours() throws {
        // Values outside the record (before it, in an array around it) are no column's.
        let selection = try FieldSelection([], available: available)
        var writer = CSVRowWriter(CSVColumnTree(columnKeys: selection.columnKeys))
        writer.write(.array([.object(records[0])]))
        #expect(Self.row(of: writer) == Array(repeating: UInt8(ascii: ","), count: selection.columns.count - 1))
    }

    private static func row(of writer: CSVRowWriter) -> [UInt8] {
        var row: [UInt8] = []
        writer.appendRow(to: &row)
        return row
    }
}

/// A record written piece by piece, as the batch's answers are, not held as a ``JSONObject``.
private struct Streamed: RecordValues {
    let record: JSONObject
    func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        writer.object { writer in
            for (key, value) in record.members {
                writer.member(key) { $0.write(value) }
            }
        }
    }
}

@Suite struct RecordWriterEncodeValuesTests {
    @Test(arguments: [[], ["zone.name"], ["zone"], ["until", "zone.permits", "id"]])
    func recordsWrittenAsTheyComeAreTheBytesOfTheRecord(fields: [String]) throws {
        let selection = try FieldSelection(fields, available: available)
        for format in RecordFormat.allCases {
            let writer = RecordWriter(format: format, selection: selection)
            for (index, record) in records.enumerated() {
                let coordinate = index.isMultiple(of: 2) ? Coordinate(latitude: 37.76, longitude: -122.43) : nil
                #expect(
                    writer.encode(values: Streamed(record: record), coordinate: coordinate)
                        == writer.encode(record, coordinate: coordinate), "\(format) \(fields) \(record)")
            }
        }
    }
}

@Suite struct LentBuffersTests {
    /// The buffers of one CSV row are lent to the next: nothing of a row is left in the next,
    /// whatever its shape or its writer's columns.
    @Test func rowsWrittenInTheBuffersOfTheRowBeforeAreTheirOwn() throws {
        // Two selections of two columns each (whose rows may share buffers), and others.
        let writers = try [[], ["id", "until"], ["answer", "zone.name"], ["zone"]].map { fields in
            RecordWriter(format: .csv, selection: try FieldSelection(fields, available: available))
        }
        let buffers = LentBuffers()
        let rows = records + records.reversed()
        for (first, second) in [(0, 0), (1, 1), (3, 3), (1, 2), (2, 1), (0, 3)] {
            for (index, record) in rows.enumerated() {
                let writer = writers[index.isMultiple(of: 2) ? first : second]
                #expect(
                    writer.encode(values: record, buffers: buffers) == writer.encode(record),
                    "writers \(first) and \(second), row \(index)")
            }
        }
    }
}
