/// Buffers a worker lends from one record to the next
/// (``RecordWriter/encode(values:coordinate:buffers:)``):
/// the text, cell ranges and object stack of a CSV row, so that a batch's rows do not each
/// allocate their own. It holds no text of any record once the record is made: the bytes are the
/// same with or without it.
///
/// Not for sharing between threads: give each thread its own.
package final class LentBuffers {
    /// The buffers the last CSV row was written in, for the next.
    private var rowBuffers: CSVRowWriter.Buffers?

    /// None yet.
    package init() {}

    /// The buffers kept by ``keepRowBuffers(_:)``, now the caller's alone.
    func takeRowBuffers() -> CSVRowWriter.Buffers? {
        defer { rowBuffers = nil }
        return rowBuffers
    }

    func keepRowBuffers(_ buffers: CSVRowWriter.Buffers) {
        rowBuffers = buffers
    }
}
