/// The `id` of a GeoJSON Feature (RFC 7946 §3.2): a string or a number.
package enum GeoJSONFeatureID: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case number(Double)

    /// The string, or the number without a fractional part when it is whole: `"42"`, `"4.5"`.
    package var description: String {
        switch self {
        case .string(let string): return string
        case .number(let number):
            // Whole numbers below 2^53 print without ".0"; the range check keeps Int64(_:) exact.
            if abs(number) < 9.0e15, Double(Int64(number)) == number { return String(Int64(number)) }
            return String(number)
        }
    }
}
