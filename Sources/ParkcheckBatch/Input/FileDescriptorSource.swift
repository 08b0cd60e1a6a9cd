import Foundation
import ZoneKit

/// Reads an open file descriptor with `read(2)`: standard input, a pipe or a file.
///
/// The source does not own the descriptor: it neither opens nor closes it.
package struct FileDescriptorSource: ByteSource, Sendable {
    /// The descriptor read from.
    package let fileDescriptor: Int32

    /// Creates a source over `fileDescriptor` (`STDIN_FILENO` for standard input).
    package init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Reads once, retrying when a signal interrupts the call.
    ///
    /// - Throws: ``InputReadError`` with the `errno` of the failed read.
    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        while true {
            #if canImport(Glibc)
                let count = Glibc.read(fileDescriptor, base, buffer.count)
            #else
                let count = Darwin.read(fileDescriptor, base, buffer.count)
            #endif
            if count >= 0 { return count }
            let code = errno
            if code != EINTR { throw InputReadError(code: code, reason: String(cString: strerror(code))) }
        }
    }
}
