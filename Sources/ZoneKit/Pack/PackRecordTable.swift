/// One curb layer's features kept decoded in a pack (format 5): the values in file order
/// (``PackRecord``), each findable by its offset, for a batch's full load (in chunks of
/// ``chunkSize`` that decode independently, one per core) and for a one-shot's few features near
/// its point (``decode(_:of:)``, no JSON parsed).
///
/// Written as: the record count, the chunk size, the offsets (each record's start, then the end,
/// from the first record's first byte), then the records.
struct PackRecordTable: Sendable {
    /// Records per chunk in the packs `make` builds: small enough to keep both cores busy to the
    /// end of the bundled layers, large enough that a chunk's start costs nothing.
    static let standardChunkSize = 500

    /// How many records the layer holds.
    let count: Int
    /// Records per chunk (the last may hold fewer).
    let chunkSize: Int
    /// Where the record offsets start in the pack.
    let offsetsOffset: Int
    /// Where the first record starts in the pack.
    let recordsOffset: Int
    /// The records' bytes.
    let byteCount: Int

    /// The number of chunks.
    var chunkCount: Int { count == 0 ? 0 : (count - 1) / chunkSize + 1 }

    /// Appends `records`, to be read in chunks of `chunkSize`.
    static func write<Record: PackRecord>(_ records: [Record], chunkSize: Int, to writer: inout PackWriter) {
        var body = PackWriter()
        var offsets: [Int] = []
        offsets.reserveCapacity(records.count + 1)
        for record in records {
            offsets.append(body.bytes.count)
            record.write(to: &body)
        }
        offsets.append(body.bytes.count)
        writer.append(records.count)
        writer.append(chunkSize)
        for offset in offsets { writer.append(offset) }
        writer.append(raw: body.bytes)
    }

    /// Reads a table's layout at the reader's position and moves past its records.
    ///
    /// - Parameter count: the layer's feature count (its part count), which the table must hold.
    init(reading reader: inout PackReader, count expected: Int) throws(DataPackError) {
        let limit = reader.bytes.count
        count = try reader.count(atMost: limit / 8 - 1, "a record count")
        guard count == expected else { throw reader.corrupt("\(count) records for \(expected) features") }
        chunkSize = try reader.count(atMost: limit, "a chunk size")
        guard chunkSize > 0 else { throw reader.corrupt("records in chunks of 0") }
        offsetsOffset = try reader.skip((count + 1) * 8, "the record offsets")
        byteCount = try reader.count(atMost: limit, "a record offset", at: offsetsOffset + count * 8)
        recordsOffset = try reader.skip(byteCount, "the records")
    }

    /// Decodes chunk `chunk` from the whole pack's `bytes` into its place in `values` (the
    /// memory of all ``count`` records, uninitialized): from `chunk × chunkSize` on.
    ///
    /// - Returns: how many records it initialized there, from the chunk's first (all of them,
    ///   unless it failed), and ``DataPackError/corrupt(path:reason:)`` when its offsets or records
    ///   do not read; the caller deinitializes what was initialized if it gives up.
    func decode<Record: PackRecord>(
        _ chunk: Int, of bytes: UnsafeRawBufferPointer, path: String, into values: UnsafeMutablePointer<Record>
    ) -> (initialized: Int, failure: DataPackError?) {
        var reader = PackReader(bytes, path: path)
        let first = values + chunk * chunkSize
        let records = chunk * chunkSize..<Swift.min((chunk + 1) * chunkSize, count)
        var initialized = 0
        do throws(DataPackError) {
            let (start, end) = (try offset(of: records.lowerBound, reader), try offset(of: records.upperBound, reader))
            guard start <= end else { throw reader.corrupt("chunk \(chunk) ends before it starts") }
            reader.position = recordsOffset + start
            while initialized < records.count {
                (first + initialized).initialize(to: try Record(from: &reader))
                initialized += 1
            }
            guard reader.position == recordsOffset + end else {
                throw reader.corrupt("chunk \(chunk)'s records do not end where its offsets say")
            }
            return (initialized, nil)
        } catch {
            return (initialized, error)
        }
    }

    /// The records `indices` (ascending or not), each read alone at its offset: `reader` reads only
    /// their bytes (and their offsets') from a pack read on demand.
    func decode<Record: PackRecord>(_ indices: [Int], of reader: PackReader) throws(DataPackError) -> [Record] {
        var records: [Record] = []
        records.reserveCapacity(indices.count)
        for index in indices {
            guard index >= 0, index < count else { throw reader.corrupt("record \(index) of \(count) does not exist") }
            let (start, end) = (try offset(of: index, reader), try offset(of: index + 1, reader))
            guard start <= end else { throw reader.corrupt("record \(index) ends before it starts") }
            // The record's bytes read from the file at once, then decoded without asking again.
            var record = try reader.ensured(recordsOffset + start, end - start)
            records.append(try Record(from: &record))
            guard record.position == recordsOffset + end else {
                throw reader.corrupt("record \(index) does not end where its offsets say")
            }
        }
        return records
    }

    /// Where record `index` starts (``count`` for the records' end), from the first record's first byte.
    private func offset(of index: Int, _ reader: PackReader) throws(DataPackError) -> Int {
        try reader.count(atMost: byteCount, "a record offset", at: offsetsOffset + index * 8)
    }
}

extension PackReader {
    /// The count or offset at `offset` (a table skipped earlier): at most `limit`.
    func count(atMost limit: Int, _ what: String, at offset: Int) throws(DataPackError) -> Int {
        let value = try uint64(at: offset)
        guard value <= UInt64(limit) else { throw corrupt("\(what) \(value) exceeds \(limit)") }
        return Int(value)
    }
}
