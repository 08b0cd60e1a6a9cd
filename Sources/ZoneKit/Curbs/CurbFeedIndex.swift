import Foundation

/// An index of a CurbLR feed read in full once: where each feature's text lies in the file and
/// the box around its line, the feed's user classes, and the file's size, modification time and
/// content digest. With it a lookup reads the manifest and the few features near its point, not
/// the whole feed (a 50 MB feed of 30,000 features is read whole in over a second).
///
/// The feed is trusted only while it is the file the index was made from: the same size and
/// modification time, or, when the time moved, the same content digest (XXH64, as San Francisco's
/// pack checks its sources). It was read cleanly then (a feed with a refused part is never
/// indexed), so its features need no second check.
package struct CurbFeedIndex: Equatable, Sendable {
    /// One feature: its box and its bytes in the feed.
    package struct Entry: Equatable, Sendable {
        package var box: BoundingBox
        package var bytes: Range<Int>
    }

    /// The feed file's size and modification time when indexed.
    var stamp: SourceStamp
    /// The feed's content digest.
    package var digest: UInt64
    /// The bytes of the manifest.
    package var manifest: Range<Int>
    /// Every feature, in the feed's order.
    package var entries: [Entry]
    /// Every user class the feed's regulations name (``CurbFeed/userClassNames``).
    package var userClassNames: [String]

    /// How far from a point a feature may matter to its answer, in metres: the nearest curbs
    /// listed when the point is not at a street lie within ``CurbInterpreter/nearbyReach``, and a
    /// curb is placed within the interpreter's reach; twice their sum keeps every candidate.
    package static let radius = 2 * (CurbInterpreter.nearbyReach + 25)

    /// The format's first bytes; a new layout takes a new name.
    static let magic = Array("PCFEED01".utf8)

    init(stamp: SourceStamp, digest: UInt64, manifest: Range<Int>, entries: [Entry], userClassNames: [String]) {
        self.stamp = stamp
        self.digest = digest
        self.manifest = manifest
        self.entries = entries
        self.userClassNames = userClassNames
    }

    /// The box around every feature's.
    package var bounds: BoundingBox? {
        guard var box = entries.first?.box else { return nil }
        for entry in entries.dropFirst() { box.expand(toInclude: entry.box) }
        return box
    }

    /// The positions of the features whose box, widened by `radius` metres, holds `point`.
    package func features(near point: Coordinate, radius: Double = radius) -> [Int] {
        entries.indices.filter { Self.box(entries[$0].box, isNear: point, radius: radius) }
    }

    /// Whether `box`, widened by `radius` metres, holds `point`.
    static func box(_ box: BoundingBox, isNear point: Coordinate, radius: Double = radius) -> Bool {
        let latitude = radius / 111_320
        let longitude = radius / (111_320 * max(cos(point.latitude * .pi / 180), 0.01))
        return point.latitude >= box.minLatitude - latitude && point.latitude <= box.maxLatitude + latitude
            && point.longitude >= box.minLongitude - longitude && point.longitude <= box.maxLongitude + longitude
    }

    /// The feed of the manifest and the features at `positions`, cut from `bytes` (the file the
    /// index was made from) and read with their own indices.
    ///
    /// - Returns: `nil` when the pieces do not read (the file is not the one indexed).
    package func feed(of positions: [Int], cutFrom slice: (Range<Int>) -> [UInt8]?) -> CurbFeed? {
        guard let manifestText = slice(manifest) else { return nil }
        var text = Array(#"{"type": "FeatureCollection", "manifest": "#.utf8) + manifestText
        text += Array(#", "features": ["#.utf8)
        for (order, position) in positions.enumerated() {
            guard let featureText = slice(entries[position].bytes) else { return nil }
            if order > 0 { text.append(UInt8(ascii: ",")) }
            text += featureText
        }
        text += Array("]}".utf8)
        let outcome = CurbLRReader().decode(text, featureIndices: positions)
        guard let feed = outcome.feed, outcome.diagnostics.isEmpty else { return nil }
        return feed
    }

    // MARK: - Encoding

    /// The index as bytes: the magic, then little-endian fields, then a digest of them all.
    package var encoded: [UInt8] {
        var writer = Writer()
        writer.bytes += Self.magic
        writer.integer(UInt64(stamp.size))
        writer.integer(UInt64(bitPattern: stamp.seconds))
        writer.integer(UInt64(bitPattern: stamp.nanoseconds))
        writer.integer(digest)
        writer.integer(UInt64(manifest.lowerBound))
        writer.integer(UInt64(manifest.upperBound))
        writer.integer(UInt64(entries.count))
        for entry in entries {
            for value in [entry.box.minLongitude, entry.box.minLatitude, entry.box.maxLongitude, entry.box.maxLatitude]
            {
                writer.integer(value.bitPattern)
            }
            writer.integer(UInt64(entry.bytes.lowerBound))
            writer.integer(UInt64(entry.bytes.upperBound))
        }
        writer.integer(UInt64(userClassNames.count))
        for name in userClassNames {
            let utf8 = Array(name.utf8)
            writer.integer(UInt64(utf8.count))
            writer.bytes += utf8
        }
        writer.integer(ContentDigest.digest(of: writer.bytes))
        return writer.bytes
    }

    /// Reads ``encoded``; `nil` for anything else (another format, a torn or altered file).
    package init?(encoded bytes: [UInt8]) {
        guard bytes.count >= Self.magic.count + 8, bytes.starts(with: Self.magic) else { return nil }
        let body = Array(bytes[..<(bytes.count - 8)])
        var reader = Reader(bytes: bytes, position: bytes.count - 8)
        guard reader.integer() == ContentDigest.digest(of: body) else { return nil }
        reader = Reader(bytes: body, position: Self.magic.count)
        guard let size = reader.integer(), let seconds = reader.integer(), let nanoseconds = reader.integer(),
            let digest = reader.integer(), let manifestStart = reader.int(), let manifestEnd = reader.int(),
            manifestStart <= manifestEnd, let count = reader.int(), count <= body.count / 48
        else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let west = reader.double(), let south = reader.double(), let east = reader.double(),
                let north = reader.double(), let start = reader.int(), let end = reader.int(), start <= end
            else { return nil }
            entries.append(
                Entry(
                    box: BoundingBox(minLongitude: west, minLatitude: south, maxLongitude: east, maxLatitude: north),
                    bytes: start..<end))
        }
        guard let nameCount = reader.int(), nameCount <= body.count else { return nil }
        var names: [String] = []
        for _ in 0..<nameCount {
            guard let length = reader.int(), let utf8 = reader.take(length) else { return nil }
            names.append(String(decoding: utf8, as: UTF8.self))
        }
        guard reader.position == body.count else { return nil }
        self.init(
            stamp: SourceStamp(
                size: Int64(bitPattern: size), seconds: Int64(bitPattern: seconds),
                nanoseconds: Int64(bitPattern: nanoseconds)),
            digest: digest, manifest: manifestStart..<manifestEnd, entries: entries, userClassNames: names)
    }

    private struct Writer {
        var bytes: [UInt8] = []
        mutating func integer(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var position: Int

        mutating func integer() -> UInt64? {
            guard position + 8 <= bytes.count else { return nil }
            var value: UInt64 = 0
            for shift in 0..<8 { value |= UInt64(bytes[position + shift]) << (8 * shift) }
            position += 8
            return value
        }

        mutating func int() -> Int? { integer().flatMap { $0 <= UInt64(Int.max) ? Int($0) : nil } }

        mutating func double() -> Double? { integer().map(Double.init(bitPattern:)) }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, position + count <= bytes.count else { return nil }
            defer { position += count }
            return bytes[position..<(position + count)]
        }
    }
}
