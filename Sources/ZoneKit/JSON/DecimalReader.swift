/// Reads decimal numbers from bytes as `Double`s, correctly rounded (the same double as `strtod`
/// and `Double(String)` give), without making a `String` — the numbers of a batch's rows and of
/// JSON, whatever their form: `37.76`, `+37.7590996`, `37.759099600000098`, `3.776e1`, `-122`,
/// `37.760000000000000000000`.
///
/// Three steps, each taken only when the one before cannot decide:
/// 1. Clinger's fast path ("How to Read Floating Point Numbers Accurately", 1990): at most 19
///    significant digits forming an integer up to 2^53, times or divided by a power of ten up to
///    10^22: both exact, so one IEEE operation rounds correctly. Most coordinates (up to 15
///    significant digits) end here.
/// 2. Eisel–Lemire (Lemire, "Number Parsing at a Gigabyte per Second", 2021): the first 19
///    significant digits times a 128-bit power of five, which decides all but a vanishing share
///    of numbers; more than 19 digits are decided when the truncated significand and the one
///    above it round to the same double.
/// 3. `Double(String)` on the number's bytes, for what is left.
package enum DecimalReader {
    /// The number that begins at `start` — `[+-]?digits(.digits)?([eE][+-]?digits)?` — and runs
    /// as far as it can before `end`, with the index where it stops (`end`, or the first byte that
    /// cannot continue it); `nil` when no such number begins there (a bare `.5`, `5.` or `5e`:
    /// callers read those the general way). The value may be infinite (`1e400`).
    ///
    /// - Complexity: O(*n*) in the length of the number.
    package static func number(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int
    ) -> (value: Double, end: Int)? {
        var index = start
        guard index < end else { return nil }
        var isNegative = false
        if base[index] == UInt8(ascii: "-") || base[index] == UInt8(ascii: "+") {
            isNegative = base[index] == UInt8(ascii: "-")
            index += 1
        }
        // The first 19 significant digits, the power of ten they are to be scaled by, and whether
        // a non-zero digit was left out beyond them.
        var significand: UInt64 = 0
        var kept = 0
        var exponent = 0
        var isTruncated = false
        let integerStart = index
        while index < end {
            let digit = base[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            if kept < 19 {
                significand = significand &* 10 &+ UInt64(digit)
                if significand != 0 { kept += 1 }
            } else {
                exponent += 1
                if digit != 0 { isTruncated = true }
            }
            index += 1
        }
        guard index > integerStart else { return nil }
        if index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < end {
                let digit = base[index] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                if kept < 19 {
                    significand = significand &* 10 &+ UInt64(digit)
                    if significand != 0 { kept += 1 }
                    exponent -= 1
                } else if digit != 0 {
                    isTruncated = true
                }
                index += 1
            }
            guard index > fractionStart else { return nil }
        }
        if index < end, base[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var isNegativeExponent = false
            if index < end, base[index] == UInt8(ascii: "-") || base[index] == UInt8(ascii: "+") {
                isNegativeExponent = base[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            var written = 0
            while index < end {
                let digit = base[index] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                // Beyond a million the value is 0 or infinite whatever the digits.
                if written < 1_000_000 { written = written * 10 + Int(digit) }
                index += 1
            }
            guard index > exponentStart else { return nil }
            exponent += isNegativeExponent ? -written : written
        }
        guard let magnitude = magnitude(significand, exponent, isTruncated: isTruncated) else {
            let text = String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
            guard let value = Double(text) else { return nil }
            return (value, index)
        }
        return (isNegative ? -magnitude : magnitude, index)
    }

    /// `significand` × 10^`exponent`, correctly rounded (possibly infinite), by the fast path or
    /// Eisel–Lemire: the first 19 significant digits of a decimal and the power of ten that scales
    /// them, `isTruncated` when a non-zero digit was left out beyond them. `nil` when neither
    /// decides: the caller then reads the number's text with `Double(String)`.
    package static func magnitude(_ significand: UInt64, _ exponent: Int, isTruncated: Bool) -> Double? {
        if significand == 0 { return 0 }
        if let exact = fastPath(significand, exponent, isTruncated: isTruncated) { return exact }
        guard let decided = eiselLemire(significand, exponent),
            !isTruncated || eiselLemire(significand + 1, exponent) == decided
        else { return nil }
        return decided
    }

    /// Clinger's fast path: `significand` × 10^`exponent` when both are exact doubles.
    @inline(__always)
    private static func fastPath(_ significand: UInt64, _ exponent: Int, isTruncated: Bool) -> Double? {
        guard !isTruncated, significand <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
        let value = Double(significand)
        return exponent < 0 ? value / powerOfTen(-exponent) : value * powerOfTen(exponent)
    }

    /// `significand` × 10^`exponent`, correctly rounded, for a non-zero significand; `nil` in the
    /// rare case the 128-bit product cannot decide the rounding.
    private static func eiselLemire(_ significand: UInt64, _ exponent: Int) -> Double? {
        if exponent < -342 { return 0 }
        if exponent > 308 { return .infinity }
        let leadingZeros = significand.leadingZeroBitCount
        let normalised = significand << UInt64(leadingZeros)
        let index = 2 * (exponent + 342)
        let powers = powersOfFive
        var (high, low) = normalised.multipliedFullWidth(by: powers[index])
        // The upper 55 bits are all that a double needs; when the bits below them are all ones,
        // the truncated power's second word may carry into them.
        if high & 0x1FF == 0x1FF {
            let (carry, _) = normalised.multipliedFullWidth(by: powers[index + 1])
            let (sum, overflow) = low.addingReportingOverflow(carry)
            low = sum
            if overflow { high &+= 1 }
        }
        if low == .max, exponent < -27 || exponent > 55 { return nil }
        let upperBit = Int(high >> 63)
        let shift = UInt64(upperBit + 9)
        var mantissa = high >> shift
        var power = ((152_170 + 65_536) * exponent) >> 16 + 63 + upperBit - leadingZeros + 1023
        if power <= 0 {
            // Subnormal: shift the mantissa down to the smallest exponent, rounding half up (an
            // exact half cannot happen this far from 10^0).
            if -power + 1 >= 64 { return 0 }
            mantissa >>= UInt64(-power + 1)
            mantissa += mantissa & 1
            mantissa >>= 1
            power = mantissa < 1 << 52 ? 0 : 1
            return Double(bitPattern: mantissa | UInt64(power) << 52)
        }
        // An exact half between two doubles rounds to the even one (possible only for exponents
        // near zero, where the product is exact).
        if low <= 1, exponent >= -4, exponent <= 23, mantissa & 3 == 1, mantissa << shift == high {
            mantissa &= ~1
        }
        mantissa += mantissa & 1
        mantissa >>= 1
        if mantissa >= 2 << 52 {
            mantissa = 1 << 52
            power += 1
        }
        mantissa &= ~(1 << 52)
        if power >= 0x7FF { return .infinity }
        return Double(bitPattern: mantissa | UInt64(power) << 52)
    }

    /// 10^`exponent` for 0…22, every one exactly a `Double` (a switch rather than a table: a global
    /// table is checked for its one-time initialisation on every call).
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
