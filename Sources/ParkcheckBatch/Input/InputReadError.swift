import ZoneKit

/// Why a ``ByteSource`` could not be read, such as `EISDIR` for a directory or `EIO`.
package struct InputReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno` value of the failed read.
    package var code: Int32
    /// The system's sentence for ``code``, such as "Is a directory".
    package var reason: String

    /// Creates an error from an `errno` value and the system's sentence for it.
    package init(code: Int32, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `cannot read the input: Is a directory`.
    package var description: String { "cannot read the input: \(reason)" }
}
