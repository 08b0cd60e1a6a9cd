import Foundation

/// Standard output for results: buffered in memory and written with `write(2)`, so that a reader
/// that goes away (EPIPE) is noticed as an ``OutputError/closed`` instead of killing the process
/// with SIGPIPE or printing an error. ``Parkcheck`` ignores SIGPIPE before writing.
package struct BufferedOutput {
    /// Where the bytes go.
    package let fileDescriptor: Int32
    /// Whether every line is written as soon as it is complete (on a terminal, so a person sees
    /// answers as they come); otherwise output goes out in blocks of ``capacity`` bytes.
    package let flushesEachLine: Bool
    /// How many bytes are held before writing.
    package let capacity: Int
    /// Whether what is written is made ASCII first (text for people in a locale that is not
    /// UTF-8; ``ASCIIText``).
    package var isASCIIOnly = false
    private var buffer: [UInt8] = []

    /// Creates a writer for `fileDescriptor`.
    package init(fileDescriptor: Int32, flushesEachLine: Bool, capacity: Int = 64 * 1024) {
        self.fileDescriptor = fileDescriptor
        self.flushesEachLine = flushesEachLine
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    /// Adds `text`, writing out what is held when the buffer is full (or at a newline when
    /// ``flushesEachLine``).
    ///
    /// - Throws: ``OutputError`` when a write fails; after ``OutputError/closed`` stop writing.
    package mutating func write(_ text: String) throws(OutputError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity || (flushesEachLine && text.utf8.contains(UInt8(ascii: "\n"))) {
            try flush()
        }
    }

    /// Holds `bytes` without writing.
    package mutating func append(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
    }

    /// Whether the held bytes have reached ``capacity``.
    package var isFull: Bool { buffer.count >= capacity }

    /// Writes out everything held.
    ///
    /// - Throws: ``OutputError``; the held bytes are dropped either way.
    package mutating func flush() throws(OutputError) {
        defer { buffer.removeAll(keepingCapacity: true) }
        if isASCIIOnly, buffer.contains(where: { $0 >= 0x80 }) {
            // Whole strings and records are appended, so the buffer never ends inside a character.
            buffer = Array(ASCIIText.transliterated(String(decoding: buffer, as: UTF8.self)).utf8)
        }
        let code = Self.writeAll(buffer, to: fileDescriptor)
        switch code {
        case 0: return
        case EPIPE: throw .closed
        default: throw .failed(String(cString: strerror(code)))
        }
    }

    /// Writes every byte of `bytes` to `fileDescriptor`, resuming after partial writes and
    /// interruptions.
    ///
    /// - Returns: 0, or the `errno` of the write that failed.
    package static func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return 0 }
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(fileDescriptor, base + offset, raw.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    return errno
                }
            }
            return 0
        }
    }
}
