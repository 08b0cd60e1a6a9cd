import TestSupport
import Testing

@testable import ZoneKit

@Suite struct JSONWriterTests {
    struct NumberCase: CustomTestStringConvertible, Sendable {
        let value: Double
        let text: String
        var testDescription: String { text }
    }

    static let numbers: [NumberCase] = [
        .init(value: 0, text: "0"),
        .init(value: -0.0, text: "0"),
        .init(value: 3, text: "3"),
        .init(value: -120, text: "-120"),
        .init(value: 4320, text: "4320"),
        .init(value: 0.5, text: "0.5"),
        .init(value: 0.1, text: "0.1"),
        .init(value: -122.4739906, text: "-122.4739906"),
        .init(value: 37.781814028, text: "37.781814028"),
        .init(value: 1e-7, text: "1e-7"),
        .init(value: 1.5e-10, text: "1.5e-10"),
        .init(value: 9_007_199_254_740_991, text: "9007199254740991"),
        .init(value: 1e21, text: "1e+21"),
    ]

    @Test(arguments: numbers)
    func numbersAreShortestAndIntegersHaveNoFraction(_ example: NumberCase) throws {
        let text = try #require(JSONWriter.format(example.value))
        #expect(text == example.text)
        #expect(Double(text) == example.value)
    }

    @Test func everyNumberCaseCounted() {
        #expect(Self.numbers.count == 13)
    }

    /// Numbers written the quick way (decimals of at most 15 digits and 9 places) are the text
    /// Swift's shortest round trip gives, as are all others: coordinates with every digit,
    /// decimals as read from text (up to 17 digits, where the quick way must give up), distances
    /// to the centimetre, and any bit pattern.
    @Test func numbersWrittenTheQuickWayAreTheShortestForm() {
        var random = SeededGenerator(seed: 6)
        var values: [Double] = [
            0.001, 0.000_999_9, 0.000_05, -0.000_012_3, 999_999_999_999_999.9, 1e15 - 0.5, 1e15 + 0.5, 0.1 + 0.2,
            -0.0375,
        ]
        for _ in 0..<50_000 {
            values.append(Double.random(in: 37.6...37.9, using: &random))
            let digits = Int64.random(in: -100_000_000_000_000_000...100_000_000_000_000_000, using: &random)
            let divisors: [Int64] = [1, 100, 100_000, 100_000_000, 10_000_000_000]
            let scaled = digits / (divisors.randomElement(using: &random) ?? 1)
            values.append(Double("\(scaled)e-\(Int.random(in: 1...11, using: &random))") ?? 0)
            values.append((Double.random(in: 0...5_000, using: &random) * 100).rounded() / 100)
            values.append(Double(bitPattern: random.next()))
        }
        var mismatches: [Double] = []
        for value in values where value.isFinite {
            var bytes: [UInt8] = []
            let isWritten = JSONWriter.appendFormatted(value, to: &bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            let isIntegral = abs(value) < 9_007_199_254_740_992 && value.rounded() == value
            let shortest = isIntegral ? String(Int64(value)) : JSONWriter.shortestRoundTrip(value)
            if !isWritten || text != JSONWriter.format(value) || text != shortest || Double(text) != value {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map(\.description))")
        #expect(values.count > 200_000)
    }

    @Test func nonFiniteNumbersAreErrorsWithTheirPath() {
        let value = JSONValue.object(JSONObject([("a", .array([.number(1), .number(.nan)]))]))
        #expect(throws: JSONWriter.Error.nonFiniteNumber(path: "a[1]")) {
            try JSONWriter(layout: .compact).string(from: value)
        }
        #expect(JSONWriter.format(.infinity) == nil)
    }

    @Test func stringsEscapeQuotesBackslashesAndControlsOnly() throws {
        let text = "a\"b\\c/d\ne\tf\u{01}g\u{1F}é🚗"
        let written = try JSONWriter(layout: .compact).string(from: .string(text))
        #expect(written == #""a\"b\\c/d\ne\tf\u0001g\u001fé🚗""#)
    }

    @Test func memberOrderIsKeptAsBuilt() throws {
        let object = JSONObject([("z", .number(1)), ("a", .bool(true)), ("m", .null)])
        #expect(try JSONWriter(layout: .compact).string(from: .object(object)) == #"{"z":1,"a":true,"m":null}"#)
    }

    @Test func prettyUsesTwoSpacesAndInlineEmptyContainers() throws {
        let value = JSONValue.object(
            JSONObject([
                ("name", .string("S")), ("rules", .array([])), ("meta", .object(JSONObject())),
                ("days", .array([.string("mon"), .string("tue")])),
            ]))
        let expected = """
            {
              "name": "S",
              "rules": [],
              "meta": {},
              "days": [
                "mon",
                "tue"
              ]
            }

            """
        #expect(try JSONWriter(layout: .pretty).string(from: value) == expected)
    }

    @Test func linePerElementWritesOneFeaturePerLine() throws {
        let feature = JSONValue.object(
            JSONObject([
                ("type", .string("Feature")),
                (
                    "geometry",
                    .object(
                        JSONObject([
                            ("type", .string("Point")), ("coordinates", .array([.number(-122.4), .number(37.7)])),
                        ]))
                ),
            ]))
        let collection = JSONValue.object(
            JSONObject([("type", .string("FeatureCollection")), ("features", .array([feature, feature]))]))
        let expected = """
            {
              "type": "FeatureCollection",
              "features": [
                {"type":"Feature","geometry":{"type":"Point","coordinates":[-122.4,37.7]}},
                {"type":"Feature","geometry":{"type":"Point","coordinates":[-122.4,37.7]}}
              ]
            }

            """
        #expect(try JSONWriter(layout: .linePerElement).string(from: collection) == expected)
    }

    @Test func writingTwiceGivesTheSameBytes() throws {
        let value = JSONValue.array((0..<50).map { .number(Double($0) / 7) })
        let writer = JSONWriter(layout: .pretty)
        #expect(try writer.bytes(from: value) == writer.bytes(from: value))
    }
}
