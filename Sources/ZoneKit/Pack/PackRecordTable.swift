/// One curb layer's features kept decoded in a pack (format 3), for a batch's full load: the
/// values in file order (``PackRecord``), in chunks of ``chunkSize`` that decode independently,
/// one per core.
///
/// Written as: the record count, the chunk size, the number of chunk offsets (chunks + 1), the
/// offsets (each chunk's start, then the end, from the first record's first byte), then the
/// records.
struct PackRecordTable: Sendable {
    /// Records per chunk in the packs `make` builds: small enough to keep both cores busy to the
    /// end of the bundled layers, large enough that a chunk's start costs nothing.
    static let standardChunkSize = 500

    /// How many records the layer holds.
    let count: Int
    /// Records per chunk (the last may hold fewer).
    let chunkSize: Int
    /// Where the chunk offsets start in the pack.
    let offsetsOffset: Int
    /// Where the first record starts in the pack.
    let recordsOffset: Int
    /// The records' bytes.
    let byteCount: Int

    /// The number of chunks.
    var chunkCount: Int { count == 0 ? 0 : (count - 1) / chunkSize + 1 }

    /// Appends `records` in chunks of `chunkSize`.
    static func write<Record: PackRecord>(_ records: [Record], chunkSize: Int, to writer: inout PackWriter) {
        var body = PackWriter()
        var offsets: [Int] = []
        for (index, record) in records.enumerated() {
            if index % chunkSize == 0 { offsets.append(body.bytes.count) }
            record.write(to: &body)
        }
        offsets.append(body.bytes.count)
        writer.append(records.count)
        writer.append(chunkSize)
        writer.append(offsets.count)
        for offset in offsets { writer.append(offset) }
        writer.append(raw: body.bytes)
    }

    /// Reads a table's layout at the reader's position and moves past its records.
    ///
    /// - Parameter count: the layer's feature count (its part count), which the table must hold.
    init(reading reader: inout PackReader, count expected: Int) throws(DataPackError) {
        let limit = reader.bytes.count
        count = try reader.count(atMost: limit, "a record count")
        guard count == expected else { throw reader.corrupt("\(count) records for \(expected) features") }
        chunkSize = try reader.count(atMost: limit, "a chunk size")
        guard chunkSize > 0 else { throw reader.corrupt("records in chunks of 0") }
        let offsets = try reader.count(atMost: limit / 8, "an offset count")
        guard offsets == (count == 0 ? 0 : (count - 1) / chunkSize + 1) + 1 else {
            throw reader.corrupt("\(offsets) chunk offsets for \(count) records in chunks of \(chunkSize)")
        }
        offsetsOffset = try reader.skip(offsets * 8, "the chunk offsets")
        byteCount = try reader.count(atMost: limit, "a record offset", at: offsetsOffset + (offsets - 1) * 8)
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
        var initialized = 0
        do throws(DataPackError) {
            let start = try reader.count(atMost: byteCount, "a record offset", at: offsetsOffset + chunk * 8)
            let end = try reader.count(atMost: byteCount, "a record offset", at: offsetsOffset + (chunk + 1) * 8)
            guard start <= end else { throw reader.corrupt("chunk \(chunk) ends before it starts") }
            reader.position = recordsOffset + start
            let records = Swift.min(chunkSize, count - chunk * chunkSize)
            while initialized < records {
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
}

extension PackReader {
    /// The count or offset at `offset` (a table skipped earlier): at most `limit`.
    func count(atMost limit: Int, _ what: String, at offset: Int) throws(DataPackError) -> Int {
        let value = try uint64(at: offset)
        guard value <= UInt64(limit) else { throw corrupt("\(what) \(value) exceeds \(limit)") }
        return Int(value)
    }
}
