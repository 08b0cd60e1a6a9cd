import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// A text the parser must refuse, and where and why.
struct RejectionCase: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let reason: JSONError.Reason
    let line: Int
    let column: Int

    init(_ name: String, _ text: String, _ reason: JSONError.Reason, at line: Int, _ column: Int) {
        self.init(name, bytes: Array(text.utf8), reason, at: line, column)
    }

    init(_ name: String, bytes: [UInt8], _ reason: JSONError.Reason, at line: Int, _ column: Int) {
        self.name = name
        self.bytes = bytes
        self.reason = reason
        self.line = line
        self.column = column
    }

    var testDescription: String { name }
}

private func at(_ line: Int, _ column: Int, offset: Int) -> JSONLocation {
    JSONLocation(offset: offset, line: line, column: column)
}

private let rejections: [RejectionCase] = [
    RejectionCase(
        "duplicate key", "{\n  \"type\": 1,\n  \"type\": 2\n}",
        .duplicateKey("type", first: at(2, 3, offset: 4)), at: 3, 3),
    RejectionCase(
        "duplicate key in a large object",
        "{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + ", \"k7\": 0}",
        .duplicateKey("k7", first: at(1, 65, offset: 64)), at: 1, 422),
    RejectionCase("trailing comma in an array", "[1, 2,]", .trailingComma(in: .array), at: 1, 6),
    RejectionCase("trailing comma in an object", "{\"a\": 1,\n}", .trailingComma(in: .object), at: 1, 8),
    RejectionCase("leading zero", "[01]", .leadingZero, at: 1, 2),
    RejectionCase("leading zero after minus", "-007", .leadingZero, at: 1, 1),
    RejectionCase("invalid escape", #"["ab\x"]"#, .invalidEscape(found: UInt8(ascii: "x")), at: 1, 5),
    RejectionCase("short unicode escape", #""\u12G4""#, .invalidUnicodeEscape, at: 1, 2),
    RejectionCase("lone high surrogate", #""\uD800""#, .loneSurrogate(0xD800), at: 1, 2),
    RejectionCase("high surrogate then a letter", #""\uD83Dx""#, .loneSurrogate(0xD83D), at: 1, 2),
    RejectionCase("high surrogate then a non-surrogate", #""\uD83D\u0041""#, .loneSurrogate(0xD83D), at: 1, 2),
    RejectionCase("lone low surrogate", #"["\uDE00"]"#, .loneSurrogate(0xDE00), at: 1, 3),
    RejectionCase("invalid UTF-8 byte", bytes: [0x22, 0x61, 0xFF, 0x22], .invalidUTF8(bytes: [0xFF]), at: 1, 3),
    RejectionCase("overlong UTF-8", bytes: [0x22, 0xC0, 0x80, 0x22], .invalidUTF8(bytes: [0xC0]), at: 1, 2),
    RejectionCase(
        "UTF-8 encoded surrogate", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], .invalidUTF8(bytes: [0xED, 0xA0]), at: 1, 2),
    RejectionCase(
        "UTF-8 sequence cut short", bytes: [0x22, 0xC3, 0x22], .invalidUTF8(bytes: [0xC3, 0x22]), at: 1, 2),
    RejectionCase("NUL in a string", bytes: [0x22, 0x61, 0x00, 0x22], .controlCharacter(0x00), at: 1, 3),
    RejectionCase("tab in a string", "\"a\tb\"", .controlCharacter(0x09), at: 1, 3),
    RejectionCase("line break in a string", "[\"a\nb\"]", .controlCharacter(0x0A), at: 1, 4),
    RejectionCase("trailing garbage", "{} x", .trailingCharacters(found: UInt8(ascii: "x")), at: 1, 4),
    RejectionCase("two values", "[1]\n[2]", .trailingCharacters(found: UInt8(ascii: "[")), at: 2, 1),
    RejectionCase("empty input", "", .emptyInput, at: 1, 1),
    RejectionCase("only whitespace", " \n ", .emptyInput, at: 2, 2),
    RejectionCase(
        "truncated array", "{\"a\": [1, 2", .unexpectedEnd(inside: .array, start: at(1, 7, offset: 6)), at: 1, 12),
    RejectionCase(
        "truncated after a comma", "[1,\n", .unexpectedEnd(inside: .array, start: at(1, 1, offset: 0)), at: 2, 1),
    RejectionCase(
        "truncated after a colon", "{\"a\":", .unexpectedEnd(inside: .object, start: at(1, 1, offset: 0)), at: 1, 6),
    RejectionCase(
        "truncated member name", "{\"ty", .unexpectedEnd(inside: .string, start: at(1, 2, offset: 1)), at: 1, 5),
    RejectionCase(
        "truncated string", "[\"abc", .unexpectedEnd(inside: .string, start: at(1, 2, offset: 1)), at: 1, 6),
    RejectionCase(
        "truncated escape", "\"ab\\u00", .unexpectedEnd(inside: .string, start: at(1, 1, offset: 0)), at: 1, 8),
    RejectionCase(
        "truncated literal", "[tru", .unexpectedEnd(inside: .literal("true"), start: at(1, 2, offset: 1)), at: 1, 5),
    RejectionCase(
        "truncated number", "[1.", .unexpectedEnd(inside: .number, start: at(1, 2, offset: 1)), at: 1, 4),
    RejectionCase("truncated minus", "-", .unexpectedEnd(inside: .number, start: at(1, 1, offset: 0)), at: 1, 2),
    RejectionCase("number out of range", "1e400", .numberOutOfRange(literal: "1e400"), at: 1, 1),
    RejectionCase("negative number out of range", "[0, -1e400]", .numberOutOfRange(literal: "-1e400"), at: 1, 5),
    RejectionCase(
        "just above the largest double", "1.8e308", .numberOutOfRange(literal: "1.8e308"), at: 1, 1),
    RejectionCase("minus without digits", "[-x]", .invalidNumber(.missingDigitAfterMinus), at: 1, 3),
    RejectionCase("point without digits", "1.e5", .invalidNumber(.missingFractionDigit), at: 1, 3),
    RejectionCase("exponent without digits", "1e+]", .invalidNumber(.missingExponentDigit), at: 1, 4),
    RejectionCase(
        "number starting with a point", ".5", .unexpectedCharacter(found: UInt8(ascii: "."), expected: .value),
        at: 1, 1),
    RejectionCase(
        "number starting with plus", "+1", .unexpectedCharacter(found: UInt8(ascii: "+"), expected: .value), at: 1, 1
    ),
    RejectionCase("misspelt literal", "[nul]", .invalidLiteral(expected: "null"), at: 1, 2),
    RejectionCase(
        "capitalised literal", "True", .unexpectedCharacter(found: UInt8(ascii: "T"), expected: .value), at: 1, 1),
    RejectionCase(
        "NaN", "[NaN]", .unexpectedCharacter(found: UInt8(ascii: "N"), expected: .value), at: 1, 2),
    RejectionCase(
        "missing colon", "{\"a\" 1}", .unexpectedCharacter(found: UInt8(ascii: "1"), expected: .colon), at: 1, 6),
    RejectionCase(
        "missing comma between members", "{\"a\": 1\n \"b\": 2}",
        .unexpectedCharacter(found: UInt8(ascii: "\""), expected: .commaOrObjectEnd), at: 2, 2),
    RejectionCase(
        "missing comma between elements", "[1 2]",
        .unexpectedCharacter(found: UInt8(ascii: "2"), expected: .commaOrArrayEnd), at: 1, 4),
    RejectionCase(
        "unquoted member name", "{a: 1}", .unexpectedCharacter(found: UInt8(ascii: "a"), expected: .memberName),
        at: 1, 2),
    RejectionCase(
        "single-quoted string", "['a']", .unexpectedCharacter(found: UInt8(ascii: "'"), expected: .value), at: 1, 2),
    RejectionCase(
        "byte order mark in the middle", bytes: Array("[1, ".utf8) + [0xEF, 0xBB, 0xBF] + Array("2]".utf8),
        .unexpectedCharacter(found: 0xEF, expected: .value), at: 1, 5),
    RejectionCase(
        "columns count characters, not bytes", "{\"é\": \"ü\", \"x\": nul}", .invalidLiteral(expected: "null"),
        at: 1, 17),
    RejectionCase(
        "CRLF counts one line", "{\r\n\"a\": 1,\r\n\"a\": 2}", .duplicateKey("a", first: at(2, 1, offset: 3)),
        at: 3, 1),
    RejectionCase(
        "a lone CR ends a line", "[1,\r2,\r\rx]", .unexpectedCharacter(found: UInt8(ascii: "x"), expected: .value),
        at: 4, 1),
    RejectionCase(
        "byte order mark is not a column", bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": [1, 2,]}".utf8),
        .trailingComma(in: .array), at: 1, 12),
]

@Suite struct JSONParserTests {
    @Test(arguments: rejections)
    func rejects(_ rejection: RejectionCase) throws {
        let error = try #require(throws: JSONError.self) { try JSONParser.parse(rejection.bytes) }
        #expect(error.reason == rejection.reason)
        #expect(error.location.line == rejection.line)
        #expect(error.location.column == rejection.column)
        #expect(error.description.hasPrefix("\(rejection.line):\(rejection.column): "))
    }

    @Test func messagesAreSentences() throws {
        let duplicate = try #require(throws: JSONError.self) {
            try JSONParser.parse(Array("{\n  \"type\": 1,\n  \"type\": 2\n}".utf8))
        }
        #expect(
            duplicate.description
                == #"3:3: duplicate key "type" (first at 2:3): an object's member names must be unique"#)
        let comma = try #require(throws: JSONError.self) { try JSONParser.parse(Array(#"{"a": 1 "b": 2}"#.utf8)) }
        #expect(comma.message == "expected ',' or '}' after object member, found '\"'")
        let range = try #require(throws: JSONError.self) { try JSONParser.parse(Array("1e400".utf8)) }
        #expect(range.message.hasPrefix("number out of range: 1e400"))
        let end = try #require(throws: JSONError.self) { try JSONParser.parse(Array("[\n[1,".utf8)) }
        #expect(end.message == "the file ends inside the array that starts at 2:1: a ']' is missing")
    }

    @Test func errorOffsetIsTheByteOffset() throws {
        let error = try #require(throws: JSONError.self) { try JSONParser.parse(Array("{\"é\": x}".utf8)) }
        #expect(error.location == JSONLocation(offset: 7, line: 1, column: 7))
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let error = try #require(throws: JSONError.self) { try JSONParser.parse(bytes) }
        #expect(error.reason == .tooDeep(limit: JSONParser.defaultMaxDepth))
        #expect(error.location.column == JSONParser.defaultMaxDepth + 1)
    }

    @Test func deepNestingWithinTheLimitParses() throws {
        let depth = 100_000
        let bytes =
            [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8(ascii: "7")]
            + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
        let document = try JSONParser(maxDepth: depth).parse(bytes)
        var node = document.root
        var levels = 0
        while let inner = node.elements.first {
            node = inner
            levels += 1
        }
        #expect(levels == depth)
        #expect(node.numberValue == 7)
        #expect(node.location.column == depth + 1)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let document = try JSONParser.parse(Array("[-0, -0.0, 0, -0e-5]".utf8))
        let numbers = document.root.elements.compactMap(\.numberValue)
        #expect(numbers == [0, 0, 0, 0])
        #expect(numbers.map(\.sign) == [.minus, .minus, .plus, .minus])
    }

    @Test func tinyNumbersBecomeZero() throws {
        #expect(try JSONParser.parse(Array("1e-400".utf8)).root.numberValue == 0)
    }

    @Test(arguments: [
        "0", "-1", "0.1", "123.456e-7", "1e22", "1e23", "9007199254740993", "2.2250738585072014e-308", "4.9e-324",
        "1.7976931348623157e308", "-122.463306176", "37.783310199", "123456789012345678901234567890", "1E+2", "5e-1",
        "0.000001234", "100000000000000000000000", "0.30000000000000004", "37.755974989717224", "-122.42789106382979",
    ])
    func numbersMatchTheStandardLibrary(_ literal: String) throws {
        let parsed = try JSONParser.parse(Array(literal.utf8)).root.numberValue
        #expect(parsed == Double(literal))
    }

    @Test func randomNumbersRoundLikeTheStandardLibrary() throws {
        var generator = SeededGenerator(seed: 8259)
        for _ in 0..<2_000 {
            let integerDigits = Int.random(in: 1...20, using: &generator)
            var literal = Bool.random(using: &generator) ? "-" : ""
            literal += String(Int.random(in: 1...9, using: &generator))
            for _ in 1..<integerDigits { literal += String(Int.random(in: 0...9, using: &generator)) }
            if Bool.random(using: &generator) {
                literal += "."
                for _ in 0..<Int.random(in: 1...20, using: &generator) {
                    literal += String(Int.random(in: 0...9, using: &generator))
                }
            }
            if Bool.random(using: &generator) { literal += "e\(Int.random(in: -30...30, using: &generator))" }
            let parsed = try JSONParser.parse(Array(literal.utf8)).root.numberValue
            #expect(parsed == Double(literal), "\(literal)")
        }
    }

    @Test func stringsDecodeEveryEscape() throws {
        let text = #"["\"\\\/\b\f\n\r\t", "\u00e9\u20AC\uD83D\uDE00", "a\u0000b", "plain é ü 😀"]"#
        let strings = try JSONParser.parse(Array(text.utf8)).root.elements.compactMap(\.stringValue)
        #expect(strings == ["\"\\/\u{08}\u{0C}\n\r\t", "é€😀", "a\u{0}b", "plain é ü 😀"])
    }

    @Test func byteOrderMarkAtTheStartIsSkipped() throws {
        let document = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        #expect(document.root["a"]?.numberValue == 1)
        #expect(document.root.location == JSONLocation(offset: 3, line: 1, column: 1))
    }

    @Test func everyValueHasItsLineAndColumn() throws {
        let text = "{\n  \"name\": \"Área S\",\n  \"ring\": [[-122.4, 37.7], null],\r\n  \"ok\": true\n}"
        let root = try JSONParser.parse(Array(text.utf8)).root
        #expect(root.location.description == "1:1")
        let name = try #require(root.member("name"))
        #expect(name.keyLocation.description == "2:3")
        #expect(name.value.location.description == "2:11")
        let ring = try #require(root["ring"])
        #expect(ring.location.description == "3:11")
        let positions = Array(ring.elements)
        #expect(positions.map(\.location.description) == ["3:12", "3:28"])
        #expect(positions[0].elements.map(\.location.description) == ["3:13", "3:21"])
        #expect(root["ok"]?.location.description == "4:9")
    }

    @Test func readsFromAnyByteSequence() throws {
        let text = #"{"a": [1, "two", false]}"#
        let fromArray = try JSONParser.parse(Array(text.utf8)).root.value
        let fromData = try JSONParser.parse(Data(text.utf8)).root.value
        let fromView = try JSONParser.parse(text.utf8).root.value
        let fromLazySequence = try JSONParser.parse(text.utf8.lazy.map { $0 }).root.value
        let fromRaw = try Array(text.utf8).withUnsafeBytes { buffer in try JSONParser().parse(buffer) }.root.value
        let expected = JSONValue.object(JSONObject([("a", .array([.number(1), .string("two"), .bool(false)]))]))
        #expect([fromArray, fromData, fromView, fromLazySequence, fromRaw].allSatisfy { $0 == expected })
    }

    @Test func parsesTheRPPZoneFile() throws {
        let data = try SharedFolder.data("data/sf/rpp_area_blocks_20251122.json")
        let root = try JSONParser.parse(data).root
        let zones = try #require(root["zones"])
        #expect(zones.count == 32)
        #expect(root["permitAreas"]?.count == 32)
        let rings = zones.elements.reduce(0) { $0 + ($1["boundaries"]?.count ?? 0) }
        #expect(rings == 2_537)
        #expect(zones.elements.first?["id"]?.stringValue == "sf_rpp_a_001")
        let foundation = try JSONSerialization.jsonObject(with: data)
        #expect(firstDifference(root.value, foundation) == nil)
    }

    @Test func parsesTheMeteredBlockfaces() throws {
        let data = try SharedFolder.data("data/sf/metered_blockfaces_20251128.geojson")
        let features = try #require(try JSONParser.parse(data).root["features"])
        #expect(features.count == 3_123)
        #expect(features.elements.filter { $0["geometry"]?.isNull == true }.count == 6)
    }
}

/// The path of the first place where `value` differs from Foundation's reading of the same text
/// (member order aside), or `nil` when they hold the same data. Recursive: for test documents only.
private func firstDifference(_ value: JSONValue, _ foundation: Any, at path: JSONPath = .root) -> JSONPath? {
    switch value {
    case .null: return foundation is NSNull ? nil : path
    case .bool(let bool): return (foundation as? Bool) == bool ? nil : path
    case .number(let number):
        // Foundation on Linux misrounds some 17-digit numbers by a few units in the last place
        // (-122.42789106382979); the parser rounds correctly, as strtod and `Double(_:)` do.
        guard let other = (foundation as? NSNumber)?.doubleValue else { return path }
        return abs(other - number) <= 8 * number.ulp ? nil : path
    case .string(let string): return (foundation as? String) == string ? nil : path
    case .array(let elements):
        guard let array = foundation as? [Any], array.count == elements.count else { return path }
        for (index, pair) in zip(elements, array).enumerated() {
            if let difference = firstDifference(pair.0, pair.1, at: path.appending(index: index)) { return difference }
        }
        return nil
    case .object(let object):
        guard let dictionary = foundation as? [String: Any], dictionary.count == object.members.count else {
            return path
        }
        for member in object.members {
            guard let other = dictionary[member.key] else { return path.appending(key: member.key) }
            if let difference = firstDifference(member.value, other, at: path.appending(key: member.key)) {
                return difference
            }
        }
        return nil
    }
}
