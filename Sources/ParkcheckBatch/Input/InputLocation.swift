import ZoneKit

/// Where in batch input something is: a file (or standard input), a line and, where it helps, a
/// column. Printed as compilers do: `<stdin>:12`, `points.csv:12:9`.
package struct InputLocation: Hashable, Sendable, CustomStringConvertible {
    /// How messages name standard input.
    package static let standardInputName = "<stdin>"

    /// The input, by number (see ``InputSourceName`` for why).
    package var sourceName: InputSourceName
    /// The 1-based line number.
    package var line: Int
    /// The 1-based column in characters, when one place on the line is at fault.
    package var column: Int?

    /// Creates a location.
    package init(source: String, line: Int, column: Int? = nil) {
        self.init(sourceName: InputSourceName(source), line: line, column: column)
    }

    /// Creates a location in an input whose name is already stored (what readers of many rows use).
    package init(sourceName: InputSourceName, line: Int, column: Int? = nil) {
        self.sourceName = sourceName
        self.line = line
        self.column = column
    }

    /// A path as the user gave it, or ``standardInputName``.
    package var source: String {
        get { sourceName.text }
        set { sourceName = InputSourceName(newValue) }
    }

    /// `source:line` or `source:line:column`.
    package var description: String {
        column.map { "\(source):\(line):\($0)" } ?? "\(source):\(line)"
    }
}
