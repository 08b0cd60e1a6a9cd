/// Writes a ``JSONValue`` as JSON text, deterministically: the same value always gives the same
/// bytes, so generated files only change in a diff where their content changed.
///
/// - Object members are written in the order they were built (``JSONObject`` keeps it).
/// - Numbers: integral values with magnitude below 2^53 are written as integers (`3`, not `3.0`;
///   `-0.0` as `0`); other finite values in the shortest form that reads back to the same `Double`
///   (Swift's `description`, itself a shortest round-trip algorithm), with exponents normalised to
///   `1e-7` / `1e+21`. NaN and infinities have no JSON form and are an error.
/// - Strings: `"` and `\` are escaped, control characters as `\n`, `\r`, `\t`, `\b`, `\f` or
///   `\u00XX` (lower-case hex); everything else, `/` and non-ASCII included, is written as UTF-8.
///
/// Layouts: ``Layout/compact`` (no whitespace), ``Layout/pretty`` (2-space indent, `"key": value`,
/// empty containers as `[]`/`{}`), and ``Layout/linePerElement``, meant for FeatureCollections: the
/// top-level object is pretty, each element of an array member of it (each feature) is written
/// compact on a line of its own, and other nested values are compact.
package struct JSONWriter: Sendable {
    /// How whitespace is laid out.
    package enum Layout: Sendable, Equatable {
        /// No whitespace at all.
        case compact
        /// Two-space indentation, one member or element per line.
        case pretty
        /// One element of each top-level array member per line (one feature per line).
        case linePerElement
    }

    /// What cannot be written.
    package enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// A NaN or infinite number, at a JSON path such as `features[3].geometry.coordinates[0][1]`.
        case nonFiniteNumber(path: String)

        /// A sentence saying what was wrong and where.
        package var description: String {
            switch self {
            case .nonFiniteNumber(let path):
                "\(path): the number is NaN or infinite, which JSON cannot represent; replace it with null"
            }
        }
    }

    /// The layout used.
    package var layout: Layout

    /// Creates a writer with `layout`.
    package init(layout: Layout = .pretty) {
        self.layout = layout
    }

    /// The JSON text of `value`, ending with a newline unless the layout is compact.
    ///
    /// - Throws: ``Error/nonFiniteNumber(path:)`` for a NaN or infinite number.
    /// - Complexity: O(n) in the size of the output.
    package func string(from value: JSONValue) throws(Error) -> String {
        String(decoding: try bytes(from: value), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``string(from:)``.
    ///
    /// - Throws: ``Error/nonFiniteNumber(path:)`` for a NaN or infinite number.
    /// - Complexity: O(n) in the size of the output.
    package func bytes(from value: JSONValue) throws(Error) -> [UInt8] {
        var output: [UInt8] = []
        var path = WritePath()
        switch layout {
        case .compact:
            try Self.writeCompact(value, to: &output, path: &path)
        case .pretty:
            try Self.writePretty(value, indent: 0, to: &output, path: &path)
            output += "\n"
        case .linePerElement:
            try Self.writeLinePerElement(value, to: &output, path: &path)
            output += "\n"
        }
        return output
    }

    /// The JSON text of a number: an integer when `number` is integral and below 2^53 in magnitude,
    /// otherwise the shortest round-trip decimal; `nil` for NaN and infinities.
    package static func format(_ number: Double) -> String? {
        guard number.isFinite else { return nil }
        // Below 2^53 every integral Double converts to Int64 exactly, so the round trip tells.
        if abs(number) < 9_007_199_254_740_992, Double(Int64(number)) == number {
            return String(Int64(number))
        }
        if let (scaled, places) = fewestDecimalPlaces(number) {
            var bytes: [UInt8] = []
            appendDecimal(scaled, places: places, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        return shortestRoundTrip(number)
    }

    /// Appends ``format(_:)``'s text for `number` without making a `String` when it can (what a
    /// batch's many coordinates and distances need); appends nothing and returns `false` for NaN
    /// and infinities.
    static func appendFormatted(_ number: Double, to output: inout [UInt8]) -> Bool {
        guard number.isFinite else { return false }
        if abs(number) < 9_007_199_254_740_992, Double(Int64(number)) == number {
            appendDecimal(Int64(number), places: 0, to: &output)
        } else if let (scaled, places) = fewestDecimalPlaces(number) {
            appendDecimal(scaled, places: places, to: &output)
        } else {
            output.append(contentsOf: shortestRoundTrip(number).utf8)
        }
        return true
    }

    /// `number` as `scaled` / 10^`places` with the fewest decimal places (1 to 9) and at most 15
    /// digits, if it has such a form and is written without an exponent (0.001 ≤ |number| < 10^15).
    ///
    /// Two decimals of at most 15 significant digits never read back as the same `Double`, so
    /// this decimal, which reads back as `number`, is the only one of 15 digits or fewer that
    /// does: the shortest round-trip form that Swift's `description` finds, without its cost.
    /// It reads back exactly when `scaled / 10^places` does: both are exact `Double`s, and
    /// division rounds the true quotient as reading the decimal does.
    static func fewestDecimalPlaces(_ number: Double) -> (scaled: Int64, places: Int)? {
        let magnitude = abs(number)
        guard magnitude >= 0.001, magnitude < 1e15 else { return nil }
        var power = 1.0
        for places in 1...9 {
            power *= 10
            let scaled = (number * power).rounded()
            guard abs(scaled) < 1e15 else { return nil }
            if scaled / power == number { return (Int64(scaled), places) }
        }
        return nil
    }

    /// Appends `scaled` / 10^`places` in decimal: `-0.0375` for -375 and 4 places.
    private static func appendDecimal(_ scaled: Int64, places: Int, to output: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var magnitude = scaled.magnitude
            var start = buffer.count
            var digits = 0
            // Right to left, with at least one digit before the point.
            repeat {
                if places > 0, digits == places {
                    start -= 1
                    buffer[start] = UInt8(ascii: ".")
                }
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                digits += 1
            } while magnitude > 0 || digits <= places
            if scaled < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Swift's shortest round-trip text for a finite, non-integral `number`, exponent normalised.
    static func shortestRoundTrip(_ number: Double) -> String {
        let text = number.description
        // Looked for among the bytes: walking the text's characters costs more than making it.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
            let e = text.firstIndex(where: { $0 == "e" || $0 == "E" })
        else { return text }
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

    /// Appends `string` as a quoted, escaped JSON string (UTF-8).
    static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        appendQuoted(string, to: &output, quoteCount: 1)
    }

    /// Appends `string` as ``appendQuoted(_:to:)`` does, but as it stands inside a quoted CSV cell:
    /// every quote doubled.
    static func appendQuotedInCSV(_ string: String, to output: inout [UInt8]) {
        appendQuoted(string, to: &output, quoteCount: 2)
    }

    /// Appends `string` as a quoted, escaped JSON string (UTF-8), each quote written `quoteCount`
    /// times.
    @inline(__always)
    private static func appendQuoted(_ string: String, to output: inout [UInt8], quoteCount: Int) {
        func quote(_ output: inout [UInt8]) {
            for _ in 0..<quoteCount { output.append(UInt8(ascii: "\"")) }
        }
        quote(&output)
        // Most strings need no escape: copy those whole (records are mostly strings).
        let isPlain = string.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
            else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if isPlain == true {
            quote(&output)
            return
        }
        // Every byte that needs escaping is ASCII, so working on UTF-8 bytes keeps multi-byte
        // characters intact.
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""):
                output.append(UInt8(ascii: "\\"))
                quote(&output)
            case UInt8(ascii: "\\"): output += "\\\\"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            case 0x08: output += "\\b"
            case 0x0C: output += "\\f"
            case 0..<0x20:
                output += "\\u00"
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        quote(&output)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendScalar(_ value: JSONValue, to output: inout [UInt8], path: WritePath) throws(Error) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number):
            guard let text = format(number) else { throw .nonFiniteNumber(path: path.description) }
            output += text.utf8
        case .string(let text): appendQuoted(text, to: &output)
        case .array, .object: preconditionFailure("containers are written by the layout functions")
        }
    }

    private static func writeCompact(_ value: JSONValue, to output: inout [UInt8], path: inout WritePath) throws(Error)
    {
        switch value {
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                path.components.append(.index(index))
                try writeCompact(element, to: &output, path: &path)
                path.components.removeLast()
            }
            output += "]"
        case .object(let object):
            output += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { output += "," }
                appendQuoted(member.key, to: &output)
                output += ":"
                path.components.append(.key(member.key))
                try writeCompact(member.value, to: &output, path: &path)
                path.components.removeLast()
            }
            output += "}"
        default:
            try appendScalar(value, to: &output, path: path)
        }
    }

    private static func newline(_ indent: Int, to output: inout [UInt8]) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private static func writePretty(
        _ value: JSONValue, indent: Int, to output: inout [UInt8], path: inout WritePath
    ) throws(Error) {
        switch value {
        case .array(let elements):
            guard !elements.isEmpty else { return output += "[]" }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                newline(indent + 1, to: &output)
                path.components.append(.index(index))
                try writePretty(element, indent: indent + 1, to: &output, path: &path)
                path.components.removeLast()
            }
            newline(indent, to: &output)
            output += "]"
        case .object(let object):
            guard !object.members.isEmpty else { return output += "{}" }
            output += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { output += "," }
                newline(indent + 1, to: &output)
                appendQuoted(member.key, to: &output)
                output += ": "
                path.components.append(.key(member.key))
                try writePretty(member.value, indent: indent + 1, to: &output, path: &path)
                path.components.removeLast()
            }
            newline(indent, to: &output)
            output += "}"
        default:
            try appendScalar(value, to: &output, path: path)
        }
    }

    private static func writeLinePerElement(
        _ value: JSONValue, to output: inout [UInt8], path: inout WritePath
    ) throws(Error) {
        guard case .object(let object) = value, !object.members.isEmpty else {
            return try writeCompact(value, to: &output, path: &path)
        }
        output += "{"
        for (index, member) in object.members.enumerated() {
            if index > 0 { output += "," }
            newline(1, to: &output)
            appendQuoted(member.key, to: &output)
            output += ": "
            path.components.append(.key(member.key))
            if case .array(let elements) = member.value, !elements.isEmpty {
                output += "["
                for (elementIndex, element) in elements.enumerated() {
                    if elementIndex > 0 { output += "," }
                    newline(2, to: &output)
                    path.components.append(.index(elementIndex))
                    try writeCompact(element, to: &output, path: &path)
                    path.components.removeLast()
                }
                newline(1, to: &output)
                output += "]"
            } else {
                try writeCompact(member.value, to: &output, path: &path)
            }
            path.components.removeLast()
        }
        newline(0, to: &output)
        output += "}"
    }
}

extension JSONWriter {
    /// Where a value sits in a document, for messages: `features[3].geometry`.
    fileprivate struct WritePath: CustomStringConvertible {
        enum Component {
            case key(String)
            case index(Int)
        }

        var components: [Component] = []

        var description: String {
            var text = ""
            for component in components {
                switch component {
                case .key(let key): text += text.isEmpty ? key : "." + key
                case .index(let index): text += "[\(index)]"
                }
            }
            return text.isEmpty ? "(root)" : text
        }
    }
}

extension [UInt8] {
    /// Appends the UTF-8 bytes of an ASCII literal.
    fileprivate static func += (lhs: inout [UInt8], rhs: StaticString) {
        rhs.withUTF8Buffer { lhs.append(contentsOf: $0) }
    }
}
