import Foundation

/// Small formatting helpers for answers, all in San Francisco time.
package enum AnswerText {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `2-hour limit`, `72-hour limit`, `20-minute limit`, `90-minute limit`: a posted limit named
    /// as signs name it (whole hours in hours, anything else in minutes), in every city.
    package static func limitName(minutes: Int) -> String {
        minutes > 0 && minutes % 60 == 0 ? "\(minutes / 60)-hour limit" : "\(minutes)-minute limit"
    }

    /// `Tue Nov 24`.
    static func day(_ date: Date) -> String {
        let local = PacificTime.localDateTime(for: date)
        return "\(local.weekday.shortName) \(months[local.month - 1]) \(local.day)"
    }

    /// `Tue Nov 24 8–10 AM`: the day an occurrence starts and its clock range; worked out once per
    /// distinct occurrence where a memo is current (``SFAnswerTexts``), as the sweeping of many
    /// answers shares its next one.
    static func occurrence(start: Date, end: Date) -> String {
        SFAnswerTexts.text(\.occurrences, for: Occurrence(start: start, end: end)) { occurrence in
            let from = PacificTime.localDateTime(for: occurrence.start).minuteOfDay
            let to = PacificTime.localDateTime(for: occurrence.end).minuteOfDay
            return "\(day(occurrence.start)) \(PacificTime.clockRange(startMinute: from, endMinute: to))"
        }
    }

    /// What an occurrence's words depend on.
    struct Occurrence: Hashable {
        let start: Date
        let end: Date
    }

    /// Below this, a whole `Double` is written as an `Int`; 2^53, past which doubles are all whole.
    private static let wholeLimit = 9_007_199_254_740_992.0

    /// `2.4 m`, `20 m`; a value too large for a whole number as Swift prints it (`1e+19 m`).
    package static func metres(_ value: Double) -> String {
        guard value.isFinite, abs(value) < wholeLimit else { return "\(value) m" }
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) m" : "\(tenths) m"
    }

    /// `90°`, `12.5°`; a value too large for a whole number as Swift prints it (`1e+19°`: a
    /// `--heading` is any number of degrees, and `Int(1e19)` would trap).
    package static func degrees(_ value: Double) -> String {
        guard value.isFinite, abs(value) < wholeLimit else { return "\(value)°" }
        return value == value.rounded() ? "\(Int(value))°" : "\(value)°"
    }
}
