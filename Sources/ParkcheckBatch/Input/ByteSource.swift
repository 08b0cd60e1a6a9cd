import ZoneKit

/// Something bytes can be read from in chunks: a file descriptor, or bytes in memory.
///
/// ``LineReader`` pulls from a source as it goes, so a reader over a pipe hands out its first line
/// as soon as that line has arrived.
package protocol ByteSource {
    /// Reads up to `buffer.count` bytes into `buffer`.
    ///
    /// - Parameter buffer: where to put the bytes; never empty.
    /// - Returns: how many bytes were read; 0 only at the end of the input.
    /// - Throws: ``InputReadError`` when the bytes cannot be read.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int
}
