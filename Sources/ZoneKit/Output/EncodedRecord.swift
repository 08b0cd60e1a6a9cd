/// One record's own bytes — a compact JSON object, a CSV row or a GeoJSON Feature, without the
/// separators and line break around it — made by ``RecordWriter/encode(_:coordinate:)``.
///
/// Encoding needs no state, so several threads can encode records at once while one thread writes
/// them in input order with ``RecordWriter/write(_:to:)``.
package struct EncodedRecord: Equatable, Sendable {
    /// The UTF-8 bytes of the record.
    package let bytes: [UInt8]

    /// Wraps bytes already encoded for a format.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}
