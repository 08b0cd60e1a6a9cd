import ZoneKit

/// Reads the decimal numbers of batch rows (`37.645475`, `-122.4`, `+7`, `37.759099600000098`,
/// `3.776e1`) from bytes without making a `String`: the common case of batch input, read on the
/// thread every row passes through. The value is `Double(text)`'s, correctly rounded
/// (``ZoneKit/DecimalReader``); a bare `.5` or `5.` answers `nil`, and the caller reads the text
/// the general way.
enum PlainDecimal {
    /// The value of `bytes[range]` when it is one decimal number, finite.
    ///
    /// - Complexity: O(*n*) in the length of the range.
    static func value(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Double? {
        guard let number = number(bytes, from: range.lowerBound, to: range.upperBound),
            number.end == range.upperBound
        else { return nil }
        return number.value
    }

    /// The decimal that begins at `start` and runs as far as it can before `end`, with the index
    /// where it stops (`end`, or the first byte that cannot continue it); `nil` when no such
    /// number begins there or it is not finite.
    ///
    /// - Complexity: O(*n*) in the length of the number.
    @inline(__always)
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (value: Double, end: Int)?
    {
        guard start < end, end <= bytes.count, let base = bytes.baseAddress,
            let number = DecimalReader.number(base, from: start, to: end), number.value.isFinite
        else { return nil }
        return number
    }
}
