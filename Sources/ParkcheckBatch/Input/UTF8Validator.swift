import ZoneKit

/// Finds the first character that breaks UTF-8 (RFC 3629): stray continuation bytes, truncated
/// sequences, overlong forms, surrogates and values above U+10FFFF.
enum UTF8Validator {
    /// Where `bytes` stops being UTF-8, or `nil` when all of it is.
    ///
    /// - Returns: the offset of the first byte of the broken character and its 1-based column in
    ///   characters.
    /// - Complexity: O(*n*).
    static func firstInvalid(in bytes: UnsafeRawBufferPointer) -> (offset: Int, column: Int)? {
        var index = 0
        var column = 1
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                column += 1
                continue
            }
            guard let (length, second) = UTF8Lead.sequence(startingWith: lead) else { return (index, column) }
            guard index + length <= count else { return (index, column) }
            guard second.contains(bytes[index + 1]) else { return (index, column) }
            for step in 2..<length where !(0x80...0xBF).contains(bytes[index + step]) {
                return (index, column)
            }
            index += length
            column += 1
        }
        return nil
    }
}
