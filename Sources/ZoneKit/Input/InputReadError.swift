/// Why a ``ByteSource`` could not be read, such as `EISDIR` for a directory or `EIO`.
public struct InputReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno` value of the failed read.
    public var code: Int32
    /// The system's sentence for ``code``, such as "Is a directory".
    public var reason: String

    /// Creates an error from an `errno` value and the system's sentence for it.
    public init(code: Int32, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `cannot read the input: Is a directory`.
    public var description: String { "cannot read the input: \(reason)" }
}
