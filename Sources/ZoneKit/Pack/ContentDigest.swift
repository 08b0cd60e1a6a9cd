import Foundation

/// A 64-bit digest of bytes: XXH64 (Yann Collet's xxHash, 64-bit variant, seed 0), so a pack can
/// tell whether a data file still has the content it was built from whatever its modification
/// time says. Not cryptographic: it tells apart edits, not forgeries. Four independent lanes of
/// multiply–rotate over 32-byte stripes hash the 13 MB of bundled data in a few milliseconds.
enum ContentDigest {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The XXH64 digest of `bytes` with `seed`.
    ///
    /// - Complexity: O(n), reading each byte once.
    static func digest(of bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var lanes = (
                seed &+ prime1 &+ prime2, seed &+ prime2, seed, seed &- prime1
            )
            while offset + 32 <= count {
                lanes.0 = round(lanes.0, word(bytes, offset))
                lanes.1 = round(lanes.1, word(bytes, offset + 8))
                lanes.2 = round(lanes.2, word(bytes, offset + 16))
                lanes.3 = round(lanes.3, word(bytes, offset + 24))
                offset += 32
            }
            hash =
                lanes.0.rotated(1) &+ lanes.1.rotated(7) &+ lanes.2.rotated(12) &+ lanes.3.rotated(18)
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
                hash = (hash ^ round(0, lane)) &* prime1 &+ prime4
            }
        } else {
            hash = seed &+ prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash ^= round(0, word(bytes, offset))
            hash = hash.rotated(27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            hash ^= UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) &* prime1
            hash = hash.rotated(23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash ^= UInt64(bytes[offset]) &* prime5
            hash = hash.rotated(11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    /// The digest of `bytes`.
    static func digest(of bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { digest(of: $0) }
    }

    /// The digest of the file at `path` (mapped, not copied), or `nil` when it cannot be read.
    static func digest(ofFileAt path: String) -> UInt64? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        return data.withUnsafeBytes { digest(of: $0) }
    }

    /// One digest for several: the digest of theirs, in order, as little-endian bytes.
    static func combined(_ digests: [UInt64]) -> UInt64 {
        var bytes: [UInt8] = []
        for digest in digests { withUnsafeBytes(of: digest.littleEndian) { bytes.append(contentsOf: $0) } }
        return digest(of: bytes)
    }

    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
    }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        (accumulator &+ input &* prime2).rotated(31) &* prime1
    }
}

extension UInt64 {
    /// The bits rotated left by `count`.
    fileprivate func rotated(_ count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
