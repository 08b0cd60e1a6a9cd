import ZoneKit

/// Blocks of rows read from a file descriptor: an ``InputBlockReader`` over a
/// ``FileDescriptorSource``, specialised here, in ParkcheckBatch.
///
/// Generic code is specialised only in a module that sees its body. A batch in the executable
/// that read through `InputBlockReader<FileDescriptorSource>` itself would run the reader
/// unspecialised, with runtime metadata and witness tables on every line. This concrete type is
/// where the
/// specialisation happens, so no unsafe compiler flag is needed for it.
package struct FileBlockReader: BufferedIterator, Sendable {
    private var blocks: InputBlockReader<FileDescriptorSource>

    /// A reader of `parser`'s rows in blocks of up to `maximumRows` (at least 1).
    package init(_ parser: CoordinateRowParser<FileDescriptorSource>, maximumRows: Int = 256) {
        blocks = InputBlockReader(parser, maximumRows: maximumRows)
    }

    /// The next block, or `nil` at the end of the input.
    package mutating func next() -> InputBlock? { blocks.next() }

    /// The most rows a block holds (at least 1); may be changed between blocks.
    package var maximumRows: Int {
        get { blocks.maximumRows }
        set { blocks.maximumRows = newValue }
    }

    /// The CSV header's cells once read (``CoordinateRowParser/csvColumnNames``).
    package var csvColumnNames: [String]? { blocks.csvColumnNames }

    /// Whether the next block is at hand.
    package var hasBufferedElement: Bool { blocks.hasBufferedElement }
}
