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
        guard let number = number(bytes, from: range.lowerBound, to: range.upperBound),
            number.end == range.upperBound
        else { return nil }
        return number.value
    }

    /// The plain decimal that begins at `start` and runs as far as it can before `end`, with the
    /// index where it stops (`end`, or the first byte that cannot continue it); `nil` when no
    /// such number begins there or it is beyond the limits above. A digit run must follow a
    /// point, so `5.` and `5.x` answer `nil`.
    ///
    /// - Complexity: O(*n*) in the length of the number.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (value: Double, end: Int)?
    {
        var index = start
        guard index < end, end <= bytes.count, let base = bytes.baseAddress else { return nil }
        var isNegative = false
        if base[index] == UInt8(ascii: "-") || base[index] == UInt8(ascii: "+") {
            isNegative = base[index] == UInt8(ascii: "-")
            index += 1
        }
        // Digits are counted from where each run stops, not one by one: this runs twice for every
        // row of a batch, on the one thread that reads them all (#17).
        var mantissa: UInt64 = 0
        let integerStart = index
        index = digits(base, from: index, to: end, into: &mantissa)
        guard index > integerStart else { return nil }
        var digits = index - integerStart
        var fractionDigits = 0
        if index < end, base[index] == UInt8(ascii: ".") {
            let fractionStart = index + 1
            index = Self.digits(base, from: fractionStart, to: end, into: &mantissa)
            fractionDigits = index - fractionStart
            digits += fractionDigits
            guard fractionDigits > 0 else { return nil }
        }
        guard digits <= 19, mantissa <= 1 << 53, fractionDigits <= 22 else { return nil }
        let magnitude = Double(mantissa) / powerOfTen(fractionDigits)
        return (isNegative ? -magnitude : magnitude, index)
    }

    /// Reads the ASCII digits from `start` on, appending each to `mantissa` (wrapping, as the
    /// limits are checked afterwards), and returns where they stop.
    @inline(__always)
    private static func digits(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, into mantissa: inout UInt64
    ) -> Int {
        var index = start
        while index < end {
            let digit = base[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
        return index
    }

    /// 10^`exponent` for 0…22, every one exactly a `Double` (a switch rather than a table: a
    /// global table is checked for its one-time initialisation on every call).
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }
}
