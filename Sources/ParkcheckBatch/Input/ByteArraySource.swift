import ZoneKit

/// Bytes in memory read as a ``ByteSource``, optionally a few at a time to exercise chunk
/// boundaries the way a slow pipe would.
package struct ByteArraySource: ByteSource, Sendable {
    /// The whole input.
    package let bytes: [UInt8]
    /// The most bytes one ``read(into:)`` hands out.
    package let maximumReadSize: Int
    private var position = 0

    /// Creates a source over `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: the input.
    ///   - maximumReadSize: the most bytes a single read returns (at least 1).
    package init(_ bytes: [UInt8], maximumReadSize: Int = .max) {
        precondition(maximumReadSize >= 1, "maximumReadSize must be at least 1")
        self.bytes = bytes
        self.maximumReadSize = maximumReadSize
    }

    /// Creates a source over the UTF-8 bytes of `text`.
    package init(_ text: String, maximumReadSize: Int = .max) {
        self.init(Array(text.utf8), maximumReadSize: maximumReadSize)
    }

    /// Copies the next bytes into `buffer`; never fails.
    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
        let count = min(buffer.count, maximumReadSize, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<position + count]))
        }
        position += count
        return count
    }
}
