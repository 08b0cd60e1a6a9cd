/// Reads `HRLIMIT`, a limit in hours that may be fractional (`0.33` is 20 minutes, `0.5` is 30).
enum HourLimit {
    /// What a `HRLIMIT` value says.
    enum Reading: Equatable, Sendable {
        /// A limit of this many minutes (hours × 60, rounded to the nearest minute).
        case minutes(Int)
        /// No limit: the value is empty or 0.
        case none
        /// Not a non-negative number.
        case unreadable
    }

    /// Reads `raw`.
    static func read(_ raw: String) -> Reading {
        let text = raw.trimmingSpaces()
        if text.isEmpty { return .none }
        guard let hours = Double(text), hours.isFinite, hours >= 0, hours < 10_000 else { return .unreadable }
        let minutes = Int((hours * 60).rounded())
        return minutes == 0 ? .none : .minutes(minutes)
    }
}
