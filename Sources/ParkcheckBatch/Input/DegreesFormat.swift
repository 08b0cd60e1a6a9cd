import ZoneKit

/// Degrees in messages, as short as they read back: `37.76`, `-122.43`, `200`.
enum DegreesFormat {
    /// `value` without a trailing `.0`.
    static func string(_ value: Double) -> String {
        if value.isFinite, abs(value) < 1e15, value == value.rounded() { return String(Int64(value)) }
        return value.description
    }
}
