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
    // Arrays of plain items (joined by ';' in a cell) and arrays that only look plain at first:
    // an item holding ';', a NaN, an object after plain items.
    JSONObject([
        ("id", .array([.string("S"), .string("Q, north"), .number(2), .bool(true)])),
        ("answer", .array([.string("a;b"), .string("c")])),
        (
            "zone",
            .object(
                JSONObject([
                    ("name", .array([.number(1), .number(.nan)])),
                    ("permits", .array([.string("S"), .string("\"Q\""), .object(JSONObject())])),
                    ("area", .object(JSONObject([("code", .array([.string(" I "), .string("S")]))]))),
                ]))
        ), ("until", .array([.array([.string("x")])])),
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
        // Told the record's order or not (cells then kept apart from the start, or once one comes
        // out of order), given as a built object or member by member (which may stop early).
        let trees = [
            CSVColumnTree(columnKeys: selection.columnKeys),
            CSVColumnTree(columnKeys: selection.columnKeys, recordKeys: selection.recordKeys),
        ]
        for record in records {
            for tree in trees {
                var writer = CSVRowWriter(tree)
                writer.write(record)
                var streamed = CSVRowWriter(tree)
                Streamed(record: record).write(to: &streamed)
                let expected = String(decoding: rowByLookup(record, selection), as: UTF8.self)
                #expect(String(decoding: Self.row(of: writer), as: UTF8.self) == expected, "\(fields) \(record)")
                #expect(String(decoding: Self.row(of: streamed), as: UTF8.self) == expected, "\(fields) \(record)")
            }
        }
    }

    /// An array of plain items is its items joined by `;`; an item that is not plain makes the
    /// whole array JSON.
    @Test func aCSVCellOfPlainItemsIsThemJoinedBySemicolons() throws {
        let selection = try FieldSelection(
            ["id", "answer", "zone.permits", "zone.area.code", "until"], available: available)
        let expected = #""S;Q, north;2;true","[""a;b"",""c""]","[""S"",""\""Q\"""",{}]"," I ;S","[[""x""]]""#
        var writer = CSVRowWriter(CSVColumnTree(columnKeys: selection.columnKeys))
        writer.write(records[5])
        #expect(String(decoding: Self.row(of: writer), as: UTF8.self) == expected)
        #expect(String(decoding: rowByLookup(records[5], selection), as: UTF8.self) == expected)
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

@Suite struct CSVColumnTreeTests {
    @Test(arguments: [
        ([String](), true), (["zone.name"], true), (["id", "until"], true), (["until", "id"], false),
        (["zone.permits", "zone.name"], false), (["zone", "answer"], false),
    ])
    func columnsAreInRecordOrderWhenTheRecordGivesThemSo(fields: [String], isInOrder: Bool) throws {
        let selection = try FieldSelection(fields, available: available)
        let tree = CSVColumnTree(columnKeys: selection.columnKeys, recordKeys: selection.recordKeys)
        #expect(tree.isInRecordOrder == isInOrder)
        #expect(CSVColumnTree(columnKeys: selection.columnKeys).isInRecordOrder)
    }

    @Test func aKeyFindsTheChildOfItsNameAndNoOther() {
        // Keys of one length and first and last letters among them, so that some share a filter bit.
        let keys = ["a", "b", "ab", "ba", "abc", "axc", "zone", "zane", "id", "", "é", "name", "nome"]
        for count in 0...keys.count {
            let children = Array(keys.prefix(count))
            let tree = CSVColumnTree(columnKeys: children.map { [$0] })
            for (index, key) in keys.enumerated() {
                var key = key
                for hint in [0, 1, 5] {
                    let child = key.withUTF8 { tree.child(of: CSVColumnTree.root, key: $0, hint: hint) }
                    #expect(
                        child.flatMap(tree.column(of:)) == (index < count ? index : nil), "\(key) among \(children)")
                }
            }
        }
    }

    @Test func anObjectHasMetAllItsChildrenOnceEachIsNamed() {
        let tree = CSVColumnTree(columnKeys: [["zone", "name"], ["zone", "code"], ["id"]])
        var root = tree.open(CSVColumnTree.root)
        var key = "zone"
        let zone = key.withUTF8 { tree.enterMember($0, of: &root) }
        #expect(zone != nil && !root.hasMetAllChildren)
        key = "other"
        #expect(key.withUTF8 { tree.enterMember($0, of: &root) } == nil)
        key = "id"
        #expect(key.withUTF8 { tree.enterMember($0, of: &root) } != nil && root.hasMetAllChildren)
        let object = tree.open(zone ?? 0)
        #expect(object.childCount == 2 && !object.hasMetAllChildren)
    }

    /// Once a writer with a selection has met every selected member of an object, the object's
    /// later members are neither named nor made.
    @Test(arguments: [RecordFormat.csv, .ndjson])
    func membersAfterTheLastSelectedOneOfAnObjectAreNotMade(format: RecordFormat) throws {
        let selection = try FieldSelection(["zone.name", "answer"], available: available)
        let made = Made()
        let record = Counted(made: made)
        let writer = RecordWriter(format: format, selection: selection)
        let bytes = writer.encode(values: record).bytes
        #expect(made.keys == ["answer", "zone", "zone.name"])
        let expected = format == .csv ? #""Q, ""north""",yes"# : #"{"zone":{"name":"Q, \"north\""},"answer":"yes"}"#
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }
}

/// The keys whose values a ``Counted`` record made.
private final class Made {
    var keys: [String] = []
}

/// `{"id":"a","answer":"yes","zone":{"name":…,"area":{"code":"Q"},"permits":[]},"until":null}`,
/// noting each value it makes.
private struct Counted: RecordValues {
    let made: Made
    func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        writer.object { writer in
            writer.member("id") {
                made.keys.append("id"); $0.write("a")
            }
            writer.member("answer") {
                made.keys.append("answer"); $0.write("yes")
            }
            writer.member("zone") { writer in
                made.keys.append("zone")
                writer.object { writer in
                    writer.member("name") {
                        made.keys.append("zone.name"); $0.write("Q, \"north\"")
                    }
                    writer.member("area") { writer in
                        made.keys.append("zone.area")
                        writer.object { $0.member("code") { $0.write("Q") } }
                    }
                    writer.member("permits") {
                        made.keys.append("zone.permits"); $0.write([String]())
                    }
                }
            }
            writer.member("until") {
                made.keys.append("until"); $0.writeNull()
            }
        }
    }
}
