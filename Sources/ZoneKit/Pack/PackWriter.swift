/// Appends the fixed-width little-endian values of a ``DataPack`` file to a byte array.
struct PackWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    mutating func append(_ value: UInt8) { bytes.append(value) }

    mutating func append(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ value: Int64) { append(UInt64(bitPattern: value)) }

    mutating func append(_ value: Int) { append(UInt64(bitPattern: Int64(value))) }

    mutating func append(_ value: Double) { append(value.bitPattern) }

    mutating func append(_ box: BoundingBox) {
        append(box.minLongitude)
        append(box.minLatitude)
        append(box.maxLongitude)
        append(box.maxLatitude)
    }

    /// A string as its UTF-8 length (`UInt32`) and bytes.
    mutating func append(_ string: String) {
        let utf8 = Array(string.utf8)
        append(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    mutating func append(raw: some Sequence<UInt8>) { bytes.append(contentsOf: raw) }
}
