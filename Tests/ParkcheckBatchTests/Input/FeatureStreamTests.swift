import Testing
import ZoneKit

@testable import ParkcheckBatch

/// A FeatureCollection read feature by feature: where its features start, what it answers, and
/// that a broken document still says where it breaks.
@Suite struct FeatureStreamTests {
    @Test(arguments: [
        (#"{"type":"FeatureCollection","features":["#, FeatureStream.Prefix.features(openingAt: 0)),
        ("{\n  \"type\": \"FeatureCollection\",\n  \"features\": [", .features(openingAt: 0)),
        (
            #"{"type":"FeatureCollection","name":"a]}\"","crs":{"type":"name","properties":{"x":[1,{}]}},"features":["#,
            .features(openingAt: 0)
        ),
        ("\u{FEFF}{\"type\":\"FeatureCollection\",\"features\":[", .features(openingAt: 0)),
        (#"{"features":[{"type":"Feature"}],"type":"FeatureCollection"}"#, .featuresBeforeType(openingAt: 12)),
        (#"{"name":"a","bbox":[1,2,3,4],"features":["#, .featuresBeforeType(openingAt: 40)),
        (#"{"type":"Foo","features":["#, .notStreamable),
        (#"{"features":{}}"#, .notStreamable),
        (#"{"type":"Feature","geometry":null}"#, .notStreamable),
        (#"{"type":"FeatureCollection","features":{}}"#, .notStreamable),
        (#"[{"lat":1,"lon":2}]"#, .notStreamable),
        (#"{"type":"FeatureCollection","#, .needsMore),
        (#"{"type":"FeatureColl"#, .needsMore),
        (#"{"type":"FeatureCollection","name":"a"#, .needsMore),
    ])
    func aFeatureCollectionIsStreamedWhateverItsMembersOrder(text: String, expected: FeatureStream.Prefix) {
        // A stream's `[` is the text's last byte here.
        let wanted = expected == .features(openingAt: 0) ? .features(openingAt: text.utf8.count - 1) : expected
        #expect(FeatureStream.prefix(of: Array(text.utf8)) == wanted, "\(text)")
    }

    /// The rows of `text` read as a batch: each row's line and coordinate, or its error — read row
    /// by row, and in blocks (where plain features come in runs); both must agree. `whole`: a
    /// document whose features come before its type is read whole, as it was before it was streamed.
    private static func rows(_ text: String, maximumDocumentSize: Int = 1 << 20, whole: Bool = false) -> [String] {
        func parser() -> CoordinateRowParser<ByteArraySource> {
            var parser = CoordinateRowParser(
                source: ByteArraySource(text), maximumLineLength: 1024, maximumDocumentSize: maximumDocumentSize)
            parser.streamsFeaturesBeforeType = !whole
            return parser
        }
        func described(_ row: Result<InputRow, InputRowError>) -> String {
            switch row {
            case .success(let row): "\(row.location.line): \(row.coordinate.latitude), \(row.coordinate.longitude)"
            case .failure(let error): "\(error.location.line):\(error.location.column ?? 0) \(error.reason)"
            }
        }
        var byRow = parser()
        var rows: [String] = []
        while let row = byRow.next() { rows.append(described(row)) }
        var blocks = InputBlockReader(parser(), maximumRows: 7)
        var inBlocks: [String] = []
        while let block = blocks.next() { block.forEach { inBlocks.append(described($0)) } }
        #expect(inBlocks == rows, "in blocks: \(inBlocks.suffix(3)) vs \(rows.suffix(3))")
        return rows
    }
    private static func feature(_ index: Int, properties: String = "{}") -> String {
        #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-122.4\#(index),37.7\#(index)]},"properties":\#(properties)}"#
    }

    /// Streamed, a FeatureCollection gives the rows it gives read whole, for every layout: one
    /// feature a line, all on one line with the header, pretty-printed, features with properties;
    /// and so does one whose type follows its features.
    @Test func aStreamedCollectionGivesTheRowsOfTheWholeDocument() {
        let features = (1...9).map { Self.feature($0, properties: $0 % 3 == 0 ? #"{"id":"x\#($0)"}"# : "{}") }
        let layouts = [
            "{\"type\":\"FeatureCollection\",\"features\":[\n" + features.joined(separator: ",\n") + "\n]}\n",
            "{\"type\":\"FeatureCollection\",\"features\":[" + features.joined(separator: ",") + "\n]}\n",
            "{\n  \"type\": \"FeatureCollection\",\n  \"features\": [\n    "
                + features.joined(separator: ",\n    ") + "\n  ]\n}\n",
        ]
        for layout in layouts {
            // Read whole: the type after the features.
            let whole = layout.replacingOccurrences(of: #""type":"FeatureCollection","#, with: "")
                .replacingOccurrences(of: "\"type\": \"FeatureCollection\",", with: "")
                .replacingOccurrences(of: "]}\n", with: "],\"type\":\"FeatureCollection\"}\n")
                .replacingOccurrences(of: "  ]\n}\n", with: "  ],\"type\":\"FeatureCollection\"\n}\n")
            guard case .featuresBeforeType = FeatureStream.prefix(of: Array(whole.utf8)) else {
                Issue.record("the type was not moved after the features: \(whole)")
                continue
            }
            let streamed = Self.rows(layout)
            #expect(streamed.count == 9, "\(streamed)")
            #expect(streamed == Self.rows(whole, whole: true), "\(layout)")
            #expect(Self.rows(whole) == streamed, "type after the features, streamed: \(whole)")
        }
    }

    /// A streamed collection has no document size limit: only each feature is held to the line
    /// limit (a longer one is an error row, and the rest is read).
    @Test func aStreamedCollectionIsLimitedFeatureByFeatureNotAsAWhole() {
        let features = (1...200).map { Self.feature($0 % 10) }
        let padded = Self.feature(5, properties: "{\"note\":\"" + String(repeating: "x", count: 2000) + "\"}")
        let text =
            "{\"type\":\"FeatureCollection\",\"features\":[\n"
            + (features + [padded] + features).joined(separator: ",\n")
            + "\n]}\n"
        #expect(text.utf8.count > 30_000)
        let rows = Self.rows(text, maximumDocumentSize: 4096)
        #expect(rows.count == 401)
        #expect(rows[200] == "202:1 featureTooLong(limit: 1024)", "\(rows[200])")
        #expect(rows.filter { $0.contains(", -122.4") }.count == 400)
    }

    /// A document that breaks after some features: those before are answered, then the error
    /// says where it breaks, as reading it whole said (which answered none).
    @Test(arguments: [",,\n", "\n", ",\n]}\n", "}"])
    func aBrokenCollectionAnswersWhatComesBeforeTheBreak(separator: String) {
        let body = Self.feature(1) + ",\n" + Self.feature(2) + separator + Self.feature(3) + "\n]}\n"
        let rows = Self.rows("{\"type\":\"FeatureCollection\",\"features\":[\n" + body)
        let whole = Self.rows(
            "{\"features\":[\n" + body.replacingOccurrences(of: "]}\n", with: "],\"type\":\"FeatureCollection\"}\n"),
            whole: true)
        #expect(rows.count == 3, "\(rows)")
        #expect(rows.prefix(2).allSatisfy { $0.contains(", -122.4") }, "\(rows)")
        #expect(whole.count == 1 && rows.last == whole.last, "\(rows.last ?? "") vs \(whole)")
        #expect(rows.last?.contains("invalidDocument") == true)
    }

    /// A document whose features come before its type, and whose type turns out to be another or
    /// none: its features are answered (nothing is held back until the end), then an error says
    /// what the document is, where it starts. Read whole, it was one row's error: no latitude.
    @Test(arguments: [(#","type":"Foo""#, "'Foo'"), ("", nil), (#","type":7"#, "a number")])
    func aDocumentWhoseTypeFollowsItsFeaturesIsCheckedAtTheEnd(member: String, type: String?) {
        let text =
            "{\"features\":[\n" + Self.feature(1) + ",\n" + Self.feature(2) + "\n]" + member + "}\n"
        let rows = Self.rows(text)
        #expect(rows.count == 3, "\(rows)")
        #expect(rows.prefix(2).allSatisfy { $0.contains(", -122.4") }, "\(rows)")
        #expect(rows.last == "1:0 \(InputRowError.Reason.notAFeatureCollection(type: type))", "\(rows)")
        let message = InputRowError.Reason.notAFeatureCollection(type: type).message(line: 1)
        #expect(message.contains(#"write "type": "FeatureCollection""#), "\(message)")
    }
}
