/// Reads the values ``PackWriter`` wrote, in order, checking every read against the end of the
/// bytes: a truncated or damaged pack throws ``DataPackError/corrupt(path:reason:)`` instead of
/// reading past the end.
struct PackReader {
    /// The whole file.
    let bytes: UnsafeRawBufferPointer
    /// The file's path, for messages.
    let path: String
    /// Where the next read starts.
    var position = 0
    /// The image `bytes` belong to when they are read on demand (each read first has it read its
    /// bytes from the file); `nil` for bytes all in memory or mapped.
    private let image: FileImage?

    init(_ bytes: UnsafeRawBufferPointer, path: String) {
        self.bytes = bytes
        self.path = path
        image = nil
    }

    /// A reader of the file `image` holds, reading from the file only what it reads.
    init(image: FileImage) {
        bytes = image.bytes
        path = image.path
        self.image = image
    }

    mutating func uint32() throws(DataPackError) -> UInt32 {
        UInt32(littleEndian: try load(UInt32.self))
    }

    mutating func uint64() throws(DataPackError) -> UInt64 {
        UInt64(littleEndian: try load(UInt64.self))
    }

    mutating func int64() throws(DataPackError) -> Int64 { Int64(bitPattern: try uint64()) }

    /// A count or offset: a `UInt64` that must fit an `Int` and be at most `limit`.
    mutating func count(atMost limit: Int, _ what: String) throws(DataPackError) -> Int {
        let value = try uint64()
        guard value <= UInt64(limit) else { throw corrupt("\(what) \(value) exceeds \(limit)") }
        return Int(value)
    }

    mutating func double() throws(DataPackError) -> Double { Double(bitPattern: try uint64()) }

    /// The next `count` bytes as they are.
    mutating func raw(count: Int, _ what: String) throws(DataPackError) -> [UInt8] {
        let start = try skip(count, what)
        try ensure(start, count)
        return Array(UnsafeRawBufferPointer(rebasing: bytes[start..<start + count]))
    }

    mutating func box() throws(DataPackError) -> BoundingBox {
        BoundingBox(
            minLongitude: try double(), minLatitude: try double(), maxLongitude: try double(),
            maxLatitude: try double())
    }

    mutating func string() throws(DataPackError) -> String {
        let length = Int(try uint32())
        guard length <= bytes.count - position else { throw corrupt("a string runs past the end") }
        try ensure(position, length)
        let text = String(
            decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<position + length]), as: UTF8.self)
        position += length
        return text
    }

    /// Skips `count` bytes (a table read later at its own offset) and returns where it started.
    mutating func skip(_ count: Int, _ what: String) throws(DataPackError) -> Int {
        guard count >= 0, count <= bytes.count - position else { throw corrupt("\(what) runs past the end") }
        defer { position += count }
        return position
    }

    /// The `UInt32` at `offset` (a table skipped earlier), bounds checked.
    func uint32(at offset: Int) throws(DataPackError) -> UInt32 {
        guard offset >= 0, offset <= bytes.count - 4 else { throw corrupt("a table entry lies past the end") }
        try ensure(offset, 4)
        return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// The `UInt64` at `offset`, bounds checked.
    func uint64(at offset: Int) throws(DataPackError) -> UInt64 {
        guard offset >= 0, offset <= bytes.count - 8 else { throw corrupt("a table entry lies past the end") }
        try ensure(offset, 8)
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    func double(at offset: Int) throws(DataPackError) -> Double { Double(bitPattern: try uint64(at: offset)) }

    func corrupt(_ reason: String) -> DataPackError { .corrupt(path: path, reason: reason) }

    private mutating func load<T: FixedWidthInteger>(_ type: T.Type) throws(DataPackError) -> T {
        let size = MemoryLayout<T>.size
        guard size <= bytes.count - position else { throw corrupt("it ends early (at byte \(position))") }
        try ensure(position, size)
        defer { position += size }
        return bytes.loadUnaligned(fromByteOffset: position, as: T.self)
    }

    /// A reader of the same bytes that reads none from the file: for reading `count` bytes at
    /// `offset` (checked against the end, and read from the file first) without each read asking
    /// the image again. Its reads outside that range find what the image holds, so its caller
    /// checks where it ended (a record's end offset, a box's fixed size).
    func ensured(_ offset: Int, _ count: Int) throws(DataPackError) -> PackReader {
        guard offset >= 0, count >= 0, count <= bytes.count - offset else {
            throw corrupt("\(count) bytes at \(offset) lie past the end")
        }
        try ensure(offset, count)
        var reader = PackReader(bytes, path: path)
        reader.position = offset
        return reader
    }

    /// Has the image read `count` bytes at `offset` from the file (already checked against the end).
    func ensure(_ offset: Int, _ count: Int) throws(DataPackError) {
        guard let image else { return }
        do throws(PlainFiles.ReadError) {
            try image.ensure(offset..<offset + count)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }
}
