/// A strict RFC 8259 JSON parser over UTF-8 bytes that records the line and column of every value.
///
/// The parser is iterative (an explicit stack, not recursion), so nesting is limited only by
/// ``maxDepth``, never by the call stack. It accepts exactly RFC 8259 and rejects, with a
/// ``JSONError`` naming the line and column: duplicate member names, trailing commas, leading
/// zeros, invalid escapes, lone surrogates, invalid UTF-8, raw control characters (NUL included)
/// in strings, anything after the top-level value, truncated input, and numbers beyond the range
/// of `Double` (`1e400`). A UTF-8 byte order mark at the start is skipped. `-0` is read as `-0.0`;
/// numbers too small for `Double` (`1e-400`) become zero.
///
/// ```swift
/// let document = try JSONParser.parse(bytes)
/// for member in document.root.members { print(member.keyLocation, member.key) }
/// ```
///
/// Numbers with at most 15 significant digits and a decimal exponent within ±22 (nearly all
/// coordinates) are converted exactly with one multiplication or division (Clinger's fast path);
/// others go through the standard library's correctly rounded conversion.
package struct JSONParser: Sendable {
    /// The default limit on nesting: arrays and objects inside each other.
    static let defaultMaxDepth = 10_000

    /// How deeply arrays and objects may nest before parsing stops with ``JSONError/Reason/tooDeep(limit:)``.
    var maxDepth: Int

    /// Creates a parser.
    ///
    /// - Parameter maxDepth: the deepest nesting of arrays and objects accepted (at least 1).
    package init(maxDepth: Int = JSONParser.defaultMaxDepth) {
        precondition(maxDepth >= 1, "maxDepth must be at least 1")
        self.maxDepth = maxDepth
    }

    /// Parses a complete JSON text.
    ///
    /// - Parameter bytes: the text as UTF-8, optionally starting with a byte order mark.
    /// - Returns: the document, with the location of every value.
    /// - Throws: ``JSONError`` for the first place where the text is not JSON.
    /// - Complexity: O(*n*) in the length of the text, plus O(*m*) per member name for an object
    ///   of *m* ≤ 32 members and O(1) expected beyond (duplicate detection).
    package func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONError) -> JSONDocument {
        var scanner = JSONScanner(input: bytes, maxDepth: maxDepth)
        return try scanner.parseDocument()
    }

    /// Parses a complete JSON text held in any byte sequence (`[UInt8]`, `Data`, `String.UTF8View` …).
    ///
    /// Contiguous storage is read in place; anything else is copied once.
    ///
    /// - Parameter bytes: the text as UTF-8, optionally starting with a byte order mark.
    /// - Returns: the document, with the location of every value.
    /// - Throws: ``JSONError`` for the first place where the text is not JSON.
    package func parse<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws(JSONError) -> JSONDocument {
        let inPlace = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONError) -> JSONDocument in try parse(UnsafeRawBufferPointer(buffer)) }
        }
        if let inPlace { return try inPlace.get() }
        let copy = Array(bytes)
        return try copy.withUnsafeBytes { buffer in
            Result { () throws(JSONError) -> JSONDocument in try parse(buffer) }
        }.get()
    }

    /// Parses a complete JSON text with the default nesting limit.
    ///
    /// - Parameter bytes: the text as UTF-8, optionally starting with a byte order mark.
    /// - Returns: the document, with the location of every value.
    /// - Throws: ``JSONError`` for the first place where the text is not JSON.
    package static func parse<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws(JSONError) -> JSONDocument {
        try JSONParser().parse(bytes)
    }
}
