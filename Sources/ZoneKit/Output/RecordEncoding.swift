/// Compact JSON and CSV cells for records, with ``JSONWriter``'s numbers and strings (integral
/// numbers below 2^53 as integers, others in the shortest form that reads back; `"` `\` and
/// control characters escaped, everything else written as UTF-8).
///
/// Unlike ``JSONWriter``, which refuses them, a NaN or infinite number (which JSON cannot hold) is
/// written as `null`: records are written as they come, and one odd value must not stop the output.
enum RecordEncoding {
    /// Appends `value` as compact JSON.
    static func appendJSON(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            if !JSONWriter.appendFormatted(number, to: &output) { output.append(contentsOf: "null".utf8) }
        case .string(let text): JSONWriter.appendQuoted(text, to: &output)
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
            JSONWriter.appendQuoted(member.key, to: &output)
            output.append(UInt8(ascii: ":"))
            appendJSON(member.value, to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    /// Appends a CSV cell for `value` (RFC 4180): `null` or absent is empty, strings as they are,
    /// numbers and booleans as in JSON, an array of plain items (strings without a `;`, finite
    /// numbers, booleans) its items joined by `;` (`S;Q`; an empty array, an empty cell), other
    /// arrays and objects as compact JSON; quoted when the text holds a comma, a quote, a line
    /// break or leading or trailing blanks.
    static func appendCSVCell(_ value: JSONValue?, to output: inout [UInt8]) {
        switch value {
        case .none, .null: return
        case .string(let string): appendCSVText(string, to: &output)
        case .number(let number): _ = JSONWriter.appendFormatted(number, to: &output)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .array(let elements) where elements.allSatisfy(isPlainItem):
            var items: [UInt8] = []
            for (index, element) in elements.enumerated() {
                if index > 0 { items.append(itemSeparator) }
                switch element {
                case .string(let text): _ = appendPlainItem(text, to: &items)
                case .number(let number): _ = JSONWriter.appendFormatted(number, to: &items)
                case .bool(let flag): items.append(contentsOf: (flag ? "true" : "false").utf8)
                default: break
                }
            }
            items.withUnsafeBufferPointer { appendCSVText($0, to: &output) }
        case .some(let nested):
            var bytes: [UInt8] = []
            appendJSON(nested, to: &bytes)
            bytes.withUnsafeBufferPointer { appendCSVText($0, to: &output) }
        }
    }

    /// What separates the items of an array of plain items in a CSV cell: `;`, as a batch's
    /// `permits` column reads them.
    static let itemSeparator = UInt8(ascii: ";")

    /// Whether `value` may be an item of a CSV cell's list: a string without the separator, a
    /// finite number, a boolean.
    static func isPlainItem(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): !text.utf8.contains(itemSeparator)
        case .number(let number): number.isFinite
        case .bool: true
        case .null, .array, .object: false
        }
    }

    /// Appends `text` as an item of a CSV cell's list; `false` (and nothing appended) when it holds
    /// the separator.
    static func appendPlainItem(_ text: String, to output: inout [UInt8]) -> Bool {
        guard !text.utf8.contains(itemSeparator) else { return false }
        output.append(contentsOf: text.utf8)
        return true
    }

    /// Appends `text` as a CSV cell, quoted when it must be.
    static func appendCSVText(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendCSVText($0, to: &output) }
    }

    /// Appends the UTF-8 `bytes` as a CSV cell, quoted when they hold a comma, a quote, a line
    /// break or leading or trailing blanks.
    static func appendCSVText(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        let needsQuotes =
            bytes.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            || bytes.first == 0x20 || bytes.last == 0x20 || bytes.first == 0x09 || bytes.last == 0x09
        guard needsQuotes else {
            output.append(contentsOf: bytes)
            return
        }
        output.append(0x22)
        // Runs between quotes go in whole, each quote doubled.
        var runStart = 0
        for index in bytes.indices where bytes[index] == 0x22 {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...index]))
            output.append(0x22)
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        output.append(0x22)
    }
}
