import Foundation

/// Small formatting helpers for answers, all in San Francisco time.
enum AnswerText {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Tue Nov 24`.
    static func day(_ date: Date) -> String {
        let local = PacificTime.localDateTime(for: date)
        return "\(local.weekday.shortName) \(months[local.month - 1]) \(local.day)"
    }

    /// `Tue Nov 24 8–10 AM`: the day an occurrence starts and its clock range.
    static func occurrence(start: Date, end: Date) -> String {
        let from = PacificTime.localDateTime(for: start).minuteOfDay
        let to = PacificTime.localDateTime(for: end).minuteOfDay
        return "\(day(start)) \(PacificTime.clockRange(startMinute: from, endMinute: to))"
    }

    /// `2.4 m`, `20 m`.
    static func metres(_ value: Double) -> String {
        guard value.isFinite else { return "\(value) m" }
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) m" : "\(tenths) m"
    }

    /// `90°`, `12.5°`.
    static func degrees(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)°" }
        return value == value.rounded() ? "\(Int(value))°" : "\(value)°"
    }
}
