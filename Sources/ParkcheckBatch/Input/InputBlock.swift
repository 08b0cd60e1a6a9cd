import ZoneKit

/// Rows of batch input that go from the reading thread to a worker together, in input order:
/// what ``InputBlockReader`` hands out.
///
/// Most batch input is lines of two numbers (`37.76,-122.43`), and a run of them travels as the
/// coordinates alone, 16 bytes a row, with the number of its first line: each row's
/// ``InputRow`` is made where it is answered instead of being copied from thread to thread.
/// Anything else (a CSV row with an id and a time, a GeoJSON feature, a row that could not be
/// read) travels as the parsed result.
package struct InputBlock: Sendable {
    /// The rows.
    enum Rows {
        /// Consecutive lines of the input `source`, the first numbered `firstLine`, each the
        /// coordinate of a row.
        case coordinates(source: InputSourceName, firstLine: Int, [Coordinate])
        /// Rows as the parser gave them.
        case parsed([Result<InputRow, InputRowError>])
    }

    let rows: Rows
    /// The input the rows are from.
    package var source: InputSourceName?
    /// How many bytes of that input its rows up to this block's last span
    /// (``LineReader/byteOffset``): with the input's size, how far a batch has come.
    package var endOffset = 0

    /// A run of consecutive lines of the input named `source`, each a row at its coordinate.
    init(source: InputSourceName, firstLine: Int, coordinates: [Coordinate]) {
        rows = .coordinates(source: source, firstLine: firstLine, coordinates)
    }

    /// Rows as a parser gave them.
    package init(_ parsed: [Result<InputRow, InputRowError>]) {
        rows = .parsed(parsed)
    }

    /// How many rows the block holds.
    package var count: Int {
        switch rows {
        case .coordinates(_, _, let coordinates): return coordinates.count
        case .parsed(let parsed): return parsed.count
        }
    }

    /// Calls `body` with each row, in input order: the same rows the parser's
    /// ``CoordinateRowParser/next()`` would have given one at a time.
    ///
    /// - Complexity: O(*n*) in the rows.
    package func forEach(_ body: (Result<InputRow, InputRowError>) -> Void) {
        switch rows {
        case .coordinates(let source, let firstLine, let coordinates):
            for (offset, coordinate) in coordinates.enumerated() {
                let location = InputLocation(sourceName: source, line: firstLine + offset)
                body(.success(InputRow(location: location, coordinate: coordinate)))
            }
        case .parsed(let parsed):
            for row in parsed { body(row) }
        }
    }

    /// Calls `body` with the place and coordinate of each row, in input order, when the block is a
    /// run of plain coordinates (the rows ``forEach(_:)`` would give hold nothing else); returns
    /// `false`, calling nothing, when it is not. A zone-only batch answers such rows without making
    /// an ``InputRow`` for each, which copying and destroying would cost every row.
    ///
    /// - Complexity: O(*n*) in the rows.
    package func forEachCoordinate(_ body: (InputLocation, Coordinate) -> Void) -> Bool {
        guard case .coordinates(let source, let firstLine, let coordinates) = rows else { return false }
        for (offset, coordinate) in coordinates.enumerated() {
            body(InputLocation(sourceName: source, line: firstLine + offset), coordinate)
        }
        return true
    }
}
