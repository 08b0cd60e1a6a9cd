import ZoneKit

/// What the command line says about CSV input: the delimiter, whether there is a header line, and
/// which column holds each row's id (`--delimiter`, `--no-header`, `--id-column`).
package struct CSVInputOptions: Equatable, Sendable {
    /// The delimiter, or `nil` to guess it from the header (or first) line: a tab, else a comma,
    /// else a semicolon, else blanks.
    package var delimiter: CSVLineSplitter.Delimiter?
    /// Whether the first line with data may be a header. Without one (`--no-header`) columns go
    /// by position: latitude, longitude, then any others.
    package var hasHeader: Bool
    /// The header cell (matched case-insensitively) naming the id column instead of `id`; with no
    /// header, the column's 1-based number.
    package var idColumn: String?
    /// The input columns (CSV header cells, JSON members or GeoJSON properties, matched
    /// case-insensitively; with no header, 1-based column numbers) whose values each row keeps
    /// (`--keep`), in this order: ``InputRow/kept``.
    package var keptColumns: [String] = []
    /// Whether each row keeps every input column (`--keep all`) instead of ``keptColumns``: every
    /// CSV cell, in header order; a JSON row's every member (a Feature's every property) as one
    /// object, the only value of ``InputRow/kept``.
    package var keepsAll = false

    /// Options; the defaults read CSV as before: delimiter guessed, header detected, `id` the id.
    package init(delimiter: CSVLineSplitter.Delimiter? = nil, hasHeader: Bool = true, idColumn: String? = nil) {
        self.delimiter = delimiter
        self.hasHeader = hasHeader
        self.idColumn = idColumn
    }
}
