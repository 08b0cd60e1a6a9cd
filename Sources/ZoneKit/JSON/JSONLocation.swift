/// A place in a JSON text: where a value, a member name or an error starts.
///
/// `line` and `column` are 1-based. Columns count Unicode scalars (characters as most editors show
/// them), not bytes: `"é": 1` puts the `1` in column 6 although it is byte 7 of the line. A line ends
/// at LF, CR or CRLF (one line break each). A UTF-8 byte order mark at the start is not counted.
package struct JSONLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 0-based byte offset from the start of the input (the byte order mark included).
    package var offset: Int
    /// The 1-based line number.
    package var line: Int
    /// The 1-based column, in Unicode scalars from the start of the line.
    package var column: Int

    /// Creates a location from its byte offset, line and column.
    package init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The start of a text: offset 0, line 1, column 1.
    package static let start = JSONLocation(offset: 0, line: 1, column: 1)

    /// `line:column`, as compilers print it.
    package var description: String { "\(line):\(column)" }

    /// Orders locations by their position in the text.
    package static func < (lhs: JSONLocation, rhs: JSONLocation) -> Bool { lhs.offset < rhs.offset }
}
