import ZoneKit

/// Writes a ``JSONValue`` as JSON text: members in their order, numbers as short as they can be
/// written exactly (whole numbers without `.0`), strings escaped per RFC 8259.
enum JSONOutput {
    /// The text of `value`: indented by two spaces per level when `pretty`, else on one line with
    /// no spaces (for NDJSON). No trailing newline.
    static func render(_ value: JSONValue, pretty: Bool) -> String {
        var text = ""
        write(value, to: &text, pretty: pretty, indent: 0)
        return text
    }

    private static func write(_ value: JSONValue, to text: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += format(number)
        case .string(let string): writeString(string, to: &text)
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                newline(&text, pretty: pretty, indent: indent + 1)
                write(element, to: &text, pretty: pretty, indent: indent + 1)
            }
            newline(&text, pretty: pretty, indent: indent)
            text += "]"
        case .object(let object):
            guard !object.members.isEmpty else {
                text += "{}"
                return
            }
            text += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { text += "," }
                newline(&text, pretty: pretty, indent: indent + 1)
                writeString(member.key, to: &text)
                text += pretty ? ": " : ":"
                write(member.value, to: &text, pretty: pretty, indent: indent + 1)
            }
            newline(&text, pretty: pretty, indent: indent)
            text += "}"
        }
    }

    private static func newline(_ text: inout String, pretty: Bool, indent: Int) {
        guard pretty else { return }
        text += "\n" + String(repeating: "  ", count: indent)
    }

    /// `10`, `3.72`, `-122.43`; `null` for a value JSON cannot hold (NaN, infinity).
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if abs(number) < 1e15, number == number.rounded() { return String(Int64(number)) }
        return String(number)
    }

    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
