/// Compact JSON and CSV cells for records, following the project's JSON conventions: integral
/// numbers below 2^53 as integers, others in the shortest form that reads back (Swift's
/// `description`); `"` `\` and control characters escaped, everything else written as UTF-8.
///
/// Records are written as they come, so a NaN or infinite number (which JSON cannot hold) is
/// written as `null` rather than stopping the output.
enum RecordEncoding {
    /// Appends `value` as compact JSON.
    static func appendJSON(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: (format(number) ?? "null").utf8)
        case .string(let text): appendQuoted(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                appendJSON(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object): appendJSON(object, to: &output)
        }
    }

    /// Appends `object` as compact JSON, members in order.
    static func appendJSON(_ object: JSONObject, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        for (index, member) in object.members.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            appendQuoted(member.key, to: &output)
            output.append(UInt8(ascii: ":"))
            appendJSON(member.value, to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    /// Appends a CSV cell for `value` (RFC 4180): `null` or absent is empty, strings as they are,
    /// numbers and booleans as in JSON, arrays and objects as compact JSON; quoted when the text
    /// holds a comma, a quote, a line break or leading or trailing blanks.
    static func appendCSVCell(_ value: JSONValue?, to output: inout [UInt8]) {
        let text: String
        switch value {
        case .none, .null: return
        case .string(let string): text = string
        case .number(let number): text = format(number) ?? ""
        case .bool(let flag): text = flag ? "true" : "false"
        case .some(let nested):
            var bytes: [UInt8] = []
            appendJSON(nested, to: &bytes)
            text = String(decoding: bytes, as: UTF8.self)
        }
        appendCSVText(text, to: &output)
    }

    /// Appends `text` as a CSV cell, quoted when it must be.
    static func appendCSVText(_ text: String, to output: inout [UInt8]) {
        let utf8 = text.utf8
        let needsQuotes =
            utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            || utf8.first == 0x20 || utf8.last == 0x20 || utf8.first == 0x09 || utf8.last == 0x09
        guard needsQuotes else {
            output.append(contentsOf: utf8)
            return
        }
        output.append(0x22)
        for byte in utf8 {
            if byte == 0x22 { output.append(0x22) }
            output.append(byte)
        }
        output.append(0x22)
    }

    /// A number's JSON text; `nil` for NaN and infinities.
    static func format(_ number: Double) -> String? {
        guard number.isFinite else { return nil }
        // Below 2^53 every integral Double converts to Int64 exactly, so the round trip tells.
        if abs(number) < 9_007_199_254_740_992, Double(Int64(number)) == number { return String(Int64(number)) }
        let text = number.description
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        var mantissa = String(text[..<e])
        if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
        var exponent = text[text.index(after: e)...]
        var sign = ""
        if let first = exponent.first, first == "-" || first == "+" {
            sign = String(first)
            exponent = exponent.dropFirst()
        }
        let digits = exponent.drop { $0 == "0" }
        return mantissa + "e" + sign + (digits.isEmpty ? "0" : String(digits))
    }

    /// Appends `string` as a quoted, escaped JSON string.
    static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        output.append(0x22)
        // Every byte that needs escaping is ASCII, so working on UTF-8 bytes keeps multi-byte
        // characters intact.
        for byte in string.utf8 {
            switch byte {
            case 0x22: output.append(contentsOf: [0x5C, 0x22])
            case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20:
                output.append(contentsOf: "\\u00".utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(0x22)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
