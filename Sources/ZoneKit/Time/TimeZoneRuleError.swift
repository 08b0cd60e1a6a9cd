/// Why a POSIX TZ rule string (e.g. `EST5EDT,M3.2.0,M11.1.0`) could not be read.
///
/// Columns count characters from 1. The grammar is POSIX's `TZ` with the extensions of RFC 8536
/// §3.3.1 (transition times from −167 to 167 hours).
struct TimeZoneRuleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The zone the rule was given for, e.g. `America/Chicago`.
    let identifier: String
    /// The rule as given.
    let rule: String
    /// Where the problem is, counting characters from 1 (one past the end: the rule stopped early).
    let column: Int
    /// What was wrong and what to write instead.
    let reason: String

    /// One sentence saying what was wrong, where, and what to do.
    var description: String {
        "time zone \(identifier): rule '\(rule)' column \(column): \(reason)"
            + " (POSIX TZ rule, e.g. EST5EDT,M3.2.0,M11.1.0 or <+09>-9; RFC 8536 §3.3.1)"
    }
}
