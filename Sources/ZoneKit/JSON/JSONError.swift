/// Why a text is not valid JSON (RFC 8259), and where.
///
/// `description` reads like a compiler message: `3:5: duplicate key "type" (first at 2:5)`.
/// Callers that know the file name prefix it: `zones.geojson:3:5: duplicate key …`.
package struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package var reason: Reason
    /// Where the problem starts: the offending byte, or the end of the input when it is truncated.
    package var location: JSONLocation

    /// Creates an error from its reason and location.
    package init(_ reason: Reason, at location: JSONLocation) {
        self.reason = reason
        self.location = location
    }

    /// A sentence saying what is wrong and, where it helps, what to do.
    package var message: String { reason.message }

    /// `line:column: message`.
    package var description: String { "\(location): \(message)" }

    /// The ways a text can fail to be JSON.
    package enum Reason: Equatable, Sendable {
        /// The input holds nothing but whitespace (or a byte order mark).
        case emptyInput
        /// The input is 2 GiB or larger; locations are stored in 32 bits.
        case inputTooLarge(byteCount: Int)
        /// The input ends inside a token or an unclosed container that starts at `start`.
        case unexpectedEnd(inside: Construct, start: JSONLocation)
        /// A byte that cannot start or continue what the grammar expects here.
        case unexpectedCharacter(found: UInt8, expected: Expectation)
        /// A `,` right before the `]` or `}` that closes an array or object.
        case trailingComma(in: Construct)
        /// Something other than whitespace after the one top-level value.
        case trailingCharacters(found: UInt8)
        /// `tru`, `nul`, `False` …: a literal that is not `true`, `false` or `null`.
        case invalidLiteral(expected: String)
        /// A number such as `01` or `-007`.
        case leadingZero
        /// A number that breaks the grammar: `-`, `1.`, `1e+`.
        case invalidNumber(NumberProblem)
        /// A number too large for a 64-bit floating-point value, such as `1e400`.
        case numberOutOfRange(literal: String)
        /// A backslash followed by something other than `" \ / b f n r t u`.
        case invalidEscape(found: UInt8)
        /// `\u` not followed by four hexadecimal digits.
        case invalidUnicodeEscape
        /// A `\uD800`–`\uDFFF` escape that is not half of a surrogate pair.
        case loneSurrogate(UInt16)
        /// Bytes inside a string that are not UTF-8.
        case invalidUTF8(bytes: [UInt8])
        /// A raw byte below U+0020 (NUL, tab, line break …) inside a string.
        case controlCharacter(UInt8)
        /// An object member name that already appeared in the same object.
        case duplicateKey(String, first: JSONLocation)
        /// Containers nested deeper than the parser's limit.
        case tooDeep(limit: Int)
    }

    /// A token or container that the input ended inside.
    package enum Construct: Equatable, Sendable {
        case array, object, string, number
        /// `true`, `false` or `null`.
        case literal(String)
    }

    /// What the grammar allowed where an unexpected character was found.
    package enum Expectation: Equatable, Sendable {
        /// Any JSON value.
        case value
        /// A member name (a string) in an object.
        case memberName
        /// The `:` after a member name.
        case colon
        /// `,` or `]` after an array element.
        case commaOrArrayEnd
        /// `,` or `}` after an object member.
        case commaOrObjectEnd
    }

    /// How a number broke the grammar.
    package enum NumberProblem: Equatable, Sendable {
        /// `-` not followed by a digit.
        case missingDigitAfterMinus
        /// `.` not followed by a digit.
        case missingFractionDigit
        /// `e` or `E` (and an optional sign) not followed by a digit.
        case missingExponentDigit
    }
}

extension JSONError.Reason {
    /// A sentence saying what is wrong and, where it helps, what to do.
    package var message: String {
        switch self {
        case .emptyInput:
            return "the input is empty: expected a JSON value"
        case .inputTooLarge(let byteCount):
            return "the input is \(byteCount) bytes; inputs of 2 GiB or more are not supported"
        case .unexpectedEnd(let construct, let start):
            switch construct {
            case .array: return "the file ends inside the array that starts at \(start): a ']' is missing"
            case .object: return "the file ends inside the object that starts at \(start): a '}' is missing"
            case .string: return "the file ends inside the string that starts at \(start): a '\"' is missing"
            case .number: return "the file ends in the middle of the number that starts at \(start)"
            case .literal(let word): return "the file ends in the middle of '\(word)' (starting at \(start))"
            }
        case .unexpectedCharacter(let found, let expected):
            let hint = found == UInt8(ascii: "'") ? " (JSON strings use double quotes)" : ""
            return "expected \(expected.phrase), found \(JSONError.describe(found))\(hint)"
        case .trailingComma(let container):
            if container == .array {
                return "trailing comma before ']': remove the ',' after the last array element"
            }
            return "trailing comma before '}': remove the ',' after the last object member"
        case .trailingCharacters(let found):
            return "unexpected \(JSONError.describe(found)) after the JSON value: a JSON text holds exactly one value"
        case .invalidLiteral(let expected):
            return "invalid literal: expected '\(expected)' (literals are lower case: true, false, null)"
        case .leadingZero:
            return "numbers may not have leading zeros: write 1 rather than 01, or 0.1 rather than 00.1"
        case .invalidNumber(let problem):
            switch problem {
            case .missingDigitAfterMinus: return "invalid number: expected a digit after '-'"
            case .missingFractionDigit: return "invalid number: expected a digit after the decimal point"
            case .missingExponentDigit: return "invalid number: expected a digit in the exponent"
            }
        case .numberOutOfRange(let literal):
            return "number out of range: \(literal) does not fit in a 64-bit floating-point number (about ±1.8e308)"
        case .invalidEscape(let found):
            return
                "invalid escape '\\\(JSONError.describeBare(found))' in a string: the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
        case .invalidUnicodeEscape:
            return "invalid escape: '\\u' must be followed by four hexadecimal digits"
        case .loneSurrogate(let unit):
            let hex = String(unit, radix: 16, uppercase: true)
            return "lone surrogate \\u\(hex) in a string: \\uD800–\\uDBFF must be followed by a \\uDC00–\\uDFFF escape"
        case .invalidUTF8(let bytes):
            let shown = bytes.map { "0x" + JSONError.hex($0) }.joined(separator: " ")
            return "invalid UTF-8 (\(shown)) in a string: save the file as UTF-8"
        case .controlCharacter(let byte):
            let name =
                "U+" + String(repeating: "0", count: byte < 0x10 ? 3 : 2) + String(byte, radix: 16, uppercase: true)
            if byte == 0x0A || byte == 0x0D {
                return
                    "line break (\(name)) inside a string: a string must end on the line it starts; write \\n for a line break"
            }
            return
                "raw control character \(name) inside a string: write it as an escape such as \\u00\(JSONError.hex(byte))"
        case .duplicateKey(let key, let first):
            return "duplicate key \"\(key)\" (first at \(first)): an object's member names must be unique"
        case .tooDeep(let limit):
            return "arrays and objects are nested more than \(limit) levels deep"
        }
    }
}

extension JSONError.Expectation {
    /// How a message names what was expected.
    var phrase: String {
        switch self {
        case .value: return "a value (object, array, string, number, true, false or null)"
        case .memberName: return "a member name in double quotes"
        case .colon: return "':' after the member name"
        case .commaOrArrayEnd: return "',' or ']' after array element"
        case .commaOrObjectEnd: return "',' or '}' after object member"
        }
    }
}

extension JSONError {
    /// `'x'` for a printable ASCII byte, `byte 0xFF` otherwise.
    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(hex(byte))"
    }

    /// The character itself for printable ASCII, `0xFF` otherwise (inside quotes already).
    static func describeBare(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(Character(Unicode.Scalar(byte))) : "0x\(hex(byte))"
    }

    /// Two upper-case hexadecimal digits.
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}
