import ZoneKit

/// Reads batch input in blocks of rows (``InputBlock``): what a batch hands its workers, so that
/// rows cross from thread to thread a block at a time and their answers come back a block at a
/// time.
///
/// A block holds the rows already at hand, never waiting for more input to fill itself: a file
/// is read in blocks of up to ``maximumRows``, while a line typed at a terminal is a block of its
/// own and answered at once. The rows, their order and their errors are those of the
/// ``CoordinateRowParser`` it reads with.
///
/// ```swift
/// var blocks = InputBlockReader(CoordinateRowParser(source: source, sourceName: "points.csv"))
/// while let block = blocks.next() { block.forEach { row in … } }
/// ```
package struct InputBlockReader<Source: ByteSource>: BufferedIterator {
    /// The most rows a block holds (at least 1).
    package var maximumRows: Int {
        didSet { precondition(maximumRows >= 1, "maximumRows must be at least 1") }
    }
    private var parser: CoordinateRowParser<Source>
    /// A run of plain rows met while a block of other rows was being filled: the next block.
    private var pendingRun: InputBlock?

    /// A reader of `parser`'s rows in blocks of up to `maximumRows` (at least 1).
    package init(_ parser: CoordinateRowParser<Source>, maximumRows: Int = 256) {
        precondition(maximumRows >= 1, "maximumRows must be at least 1")
        self.parser = parser
        self.maximumRows = maximumRows
    }

    /// The next block, or `nil` at the end of the input.
    ///
    /// - Complexity: O(*n*) in the bytes of the block's rows.
    package mutating func next() -> InputBlock? {
        if let run = pendingRun {
            pendingRun = nil
            return run
        }
        if let run = parser.nextCoordinateRun(maximumRows: maximumRows) { return placed(run) }
        guard let first = parser.next() else { return nil }
        var rows = [first]
        // Rows at hand, up to the next run of plain rows, which travels as a run (the block after
        // this one). Rows that are not plain (an `id` member, a Feature's properties) fill blocks
        // as plain runs do: a block a row cost a hand-over between threads each.
        while rows.count < maximumRows, parser.hasBufferedElement {
            let offset = parser.byteOffset
            if parser.readsPlainRows, let run = parser.nextCoordinateRun(maximumRows: maximumRows) {
                pendingRun = placed(run)
                return placed(InputBlock(rows), endingAt: offset)
            }
            guard let row = parser.next() else { break }
            rows.append(row)
        }
        return placed(InputBlock(rows))
    }

    /// `block` with its input's name and the offset its rows end at (where the input is now).
    private func placed(_ block: InputBlock, endingAt offset: Int? = nil) -> InputBlock {
        var block = block
        block.source = parser.storedName
        block.endOffset = offset ?? parser.byteOffset
        return block
    }

    /// The CSV header's cells (``CoordinateRowParser/csvColumnNames``).
    package var csvColumnNames: [String]? { parser.csvColumnNames }

    /// Whether the next block is at hand.
    package var hasBufferedElement: Bool { parser.hasBufferedElement }
}

extension InputBlockReader: Sendable where Source: Sendable {}
