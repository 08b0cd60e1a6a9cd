import Foundation
import ZoneKit

/// Standard output for batch records: a ``ByteSink`` that holds bytes and writes them with
/// ``BufferedOutput/writeAll(_:to:)`` in blocks of ``capacity`` bytes, or after every record on a
/// terminal so that a person sees each answer as soon as it is made.
///
/// A reader that goes away (`parkcheck … | head -1`) surfaces as ``OutputError/closed``; after any
/// error nothing more is written.
struct BatchOutput: ByteSink {
    /// Where the bytes go.
    let fileDescriptor: Int32
    /// Whether every record is written out at once (on a terminal, or an interactive pipe).
    let flushesEachRecord: Bool
    /// How many bytes are held before writing.
    let capacity: Int
    private var buffer: [UInt8] = []

    /// Creates a sink for `fileDescriptor`.
    init(fileDescriptor: Int32, flushesEachRecord: Bool, capacity: Int = 64 * 1024) {
        self.fileDescriptor = fileDescriptor
        self.flushesEachRecord = flushesEachRecord
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    /// Takes one record's bytes (or a header or footer).
    ///
    /// - Throws: ``OutputError`` when a write fails.
    mutating func write(_ bytes: [UInt8]) throws(OutputError) {
        buffer.append(contentsOf: bytes)
        if flushesEachRecord || buffer.count >= capacity { try flush() }
    }

    /// Writes out everything held.
    ///
    /// - Throws: ``OutputError``; the held bytes are dropped either way.
    mutating func flush() throws(OutputError) {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        switch BufferedOutput.writeAll(buffer, to: fileDescriptor) {
        case 0: return
        case EPIPE: throw .closed
        case let code: throw .failed(String(cString: strerror(code)))
        }
    }
}
