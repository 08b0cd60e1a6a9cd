import ZoneKit

/// Batch records go through the same buffered standard output as every other result.
extension BufferedOutput: ByteSink {
    /// Takes one record's bytes (or a header or footer), writing out what is held when the buffer
    /// is full, or at once when ``flushesEachLine`` (a person at a terminal sees each answer as
    /// soon as it is made).
    ///
    /// - Throws: ``OutputError`` when a write fails; after ``OutputError/closed`` stop writing.
    package mutating func write(_ bytes: [UInt8]) throws(OutputError) {
        append(bytes)
        if flushesEachLine || isFull { try flush() }
    }
}
