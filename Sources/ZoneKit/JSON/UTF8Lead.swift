/// The well-formed UTF-8 sequences, by lead byte (the Unicode Standard, Table 3-7). One table for
/// every reader that checks UTF-8 itself: the JSON scanner and the batch input's line validator
/// (`ParkcheckBatch`'s `UTF8Validator`, hence `package` and inlinable: called per non-ASCII byte).
package enum UTF8Lead {
    /// For the lead byte of a multi-byte sequence: the sequence's length and the range its second
    /// byte must fall in — the limits that exclude overlong forms, surrogates and values above
    /// U+10FFFF; later bytes are plain continuation bytes (`0x80...0xBF`). `nil` for a byte that
    /// cannot lead a multi-byte sequence (ASCII, a continuation byte, `0xC0`, `0xC1`, `0xF5...`).
    @inlinable @inline(__always)
    package static func sequence(startingWith lead: UInt8) -> (length: Int, second: ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: return (2, 0x80...0xBF)
        case 0xE0: return (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: return (3, 0x80...0xBF)
        case 0xED: return (3, 0x80...0x9F)
        case 0xF0: return (4, 0x90...0xBF)
        case 0xF1...0xF3: return (4, 0x80...0xBF)
        case 0xF4: return (4, 0x80...0x8F)
        default: return nil
        }
    }
}
