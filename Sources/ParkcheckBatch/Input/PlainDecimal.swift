import ZoneKit

/// Reads plain decimal numbers (`37.645475`, `-122.4`, `+7`) from bytes without making a `String`:
/// the common case of batch input, read on the thread every row passes through.
///
/// Only numbers whose value it can give exactly as `Double(text)` would are read: at most 19
/// significant digits forming an integer below 2^53 and at most 22 digits after the point, so
/// that the result is one correctly rounded division of two exactly represented numbers
/// (Clinger's fast path, "How to Read Floating Point Numbers Accurately", 1990). Anything else —
/// exponents, more digits, a bare `.5` or `5.` — answers `nil`, and the caller reads the text the
/// general way.
enum PlainDecimal {
    /// The value of `bytes[range]` when it is `[+-]?digits(.digits)?` within the limits above.
    ///
    /// - Complexity: O(*n*) in the length of the range.
    static func value(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Double? {
        var index = range.lowerBound
        let end = range.upperBound
        guard index < end else { return nil }
        var isNegative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        let integerStart = index
        while index < end, let digit = digit(bytes[index]) {
            mantissa = mantissa &* 10 &+ digit
            digits += 1
            index += 1
        }
        guard index > integerStart else { return nil }
        var fractionDigits = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, let digit = digit(bytes[index]) {
                mantissa = mantissa &* 10 &+ digit
                digits += 1
                fractionDigits += 1
                index += 1
            }
            guard fractionDigits > 0 else { return nil }
        }
        guard index == end, digits <= 19, mantissa <= 1 << 53, fractionDigits <= 22 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return isNegative ? -magnitude : magnitude
    }

    private static func digit(_ byte: UInt8) -> UInt64? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? UInt64(value) : nil
    }

    /// 10^0 … 10^22, every one exactly a `Double`.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }
}
