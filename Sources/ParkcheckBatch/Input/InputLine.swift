import ZoneKit

/// One line of input (or one record of an RFC 7464 / RFC 8142 text sequence) as ``LineReader``
/// hands it out.
package struct InputLine: Equatable, Sendable {
    /// The 1-based line the line (or the record's record separator) is on.
    package var number: Int
    /// The text, or why there is none.
    package var content: Content

    /// Creates a line.
    package init(number: Int, content: Content) {
        self.number = number
        self.content = content
    }

    /// What a line holds.
    package enum Content: Equatable, Sendable {
        /// The text, without its line break (LF or CRLF), record separator or byte order mark.
        case text(String)
        /// The line was longer than `limit` bytes; it was skipped without being kept in memory.
        case tooLong(limit: Int)
        /// The line is not UTF-8: `byte` at `column` (1-based, in characters) cannot start or
        /// continue a character.
        case invalidUTF8(column: Int, byte: UInt8)
    }
}
