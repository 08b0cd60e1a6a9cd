/// Where a ``RecordWriter`` puts bytes: the CLI's buffered standard output, a byte array, a file.
///
/// The writer hands over each record as soon as it is encoded, so a sink that writes through
/// makes output stream; the writer keeps nothing but one record's bytes.
package protocol ByteSink {
    /// What a failed write throws (`Never` for memory).
    associatedtype Failure: Error

    /// Takes `bytes`, in order after everything taken before.
    mutating func write(_ bytes: [UInt8]) throws(Failure)
}

extension Array: ByteSink where Element == UInt8 {
    /// Appends `bytes`.
    package mutating func write(_ bytes: [UInt8]) {
        append(contentsOf: bytes)
    }
}
