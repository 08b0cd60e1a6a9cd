import ZoneKit

/// Reads a Python literal of the kind `repr()` writes for a GeoJSON-like dict, such as the
/// sweeping file's `line` column: `{'type': 'LineString', 'coordinates': [[-122.39, 37.79], …]}`.
///
/// Supported: dicts with string keys, lists, tuples (read as arrays), strings in single or double
/// quotes with backslash escapes, integers and floats, `True`, `False`, `None`. Dict members keep
/// their order. Replacing `'` by `"` and reading JSON would break on a street name such as
/// `O'Farrell`; this reader does not.
enum PythonLiteralReader {
    /// Why a literal could not be read; `offset` is the 0-based byte where reading stopped.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let offset: Int
        let reason: String
        var description: String { "Python literal at character \(offset + 1): \(reason)" }
    }

    /// The value of the literal `text`.
    ///
    /// - Throws: ``Failure`` naming the position of the first thing that is not a literal.
    /// - Complexity: O(n) in the length of the text; nesting depth is limited to 64.
    static func value(of text: String) throws(Failure) -> JSONValue {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value(depth: 0)
        parser.skipSpaces()
        guard parser.index == parser.bytes.count else {
            throw Failure(offset: parser.index, reason: "unexpected text after the literal")
        }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpaces() {
            while index < bytes.count,
                bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D
            {
                index += 1
            }
        }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            guard depth < 64 else { throw Failure(offset: index, reason: "nested more than 64 levels deep") }
            skipSpaces()
            guard index < bytes.count else {
                throw Failure(offset: index, reason: "the text ends where a value was expected")
            }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try dict(depth: depth)
            case UInt8(ascii: "["): return try list(closing: UInt8(ascii: "]"), depth: depth)
            case UInt8(ascii: "("): return try list(closing: UInt8(ascii: ")"), depth: depth)
            case UInt8(ascii: "'"), UInt8(ascii: "\""): return .string(try string())
            default: return try scalar()
            }
        }

        mutating func dict(depth: Int) throws(Failure) -> JSONValue {
            index += 1
            var object = JSONObject()
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(object)
            }
            while true {
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"")
                else {
                    throw Failure(offset: index, reason: "expected a quoted dict key")
                }
                let key = try string()
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw Failure(offset: index, reason: "expected \":\" after a dict key")
                }
                index += 1
                object[key] = try value(depth: depth + 1)
                if try separatorEnds(closing: UInt8(ascii: "}")) { return .object(object) }
            }
        }

        mutating func list(closing: UInt8, depth: Int) throws(Failure) -> JSONValue {
            index += 1
            var elements: [JSONValue] = []
            skipSpaces()
            if index < bytes.count, bytes[index] == closing {
                index += 1
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                if try separatorEnds(closing: closing) { return .array(elements) }
            }
        }

        /// Reads `,` (false: more follows; a trailing comma before the closing bracket ends too)
        /// or the closing bracket (true).
        mutating func separatorEnds(closing: UInt8) throws(Failure) -> Bool {
            skipSpaces()
            guard index < bytes.count else {
                throw Failure(offset: index, reason: "the text ends before a closing bracket")
            }
            if bytes[index] == closing {
                index += 1
                return true
            }
            guard bytes[index] == UInt8(ascii: ",") else {
                throw Failure(offset: index, reason: "expected \",\" or a closing bracket")
            }
            index += 1
            skipSpaces()
            if index < bytes.count, bytes[index] == closing {
                index += 1
                return true
            }
            return false
        }

        mutating func string() throws(Failure) -> String {
            let quote = bytes[index]
            let start = index
            index += 1
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote {
                    index += 1
                    return String(decoding: text, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    let escaped = bytes[index + 1]
                    switch escaped {
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    default: text.append(escaped)
                    }
                    index += 2
                    continue
                }
                text.append(byte)
                index += 1
            }
            throw Failure(offset: start, reason: "a string opened here is never closed")
        }

        mutating func scalar() throws(Failure) -> JSONValue {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                let isWordByte =
                    (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "_")
                guard isWordByte else { break }
                index += 1
            }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            switch word {
            case "True": return .bool(true)
            case "False": return .bool(false)
            case "None": return .null
            default:
                guard let number = Double(word.replacingUnderscores()), number.isFinite else {
                    throw Failure(
                        offset: start, reason: word.isEmpty ? "expected a value" : "\"\(word)\" is not a Python literal"
                    )
                }
                return .number(number)
            }
        }
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
