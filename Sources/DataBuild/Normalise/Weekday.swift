/// A day of the week, Monday first (the order the city's data and signs use).
enum Weekday: Int, CaseIterable, Comparable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The code used in the generated files: "mon" … "sun".
    var code: String { ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue] }

    /// The full lower-case name used by the zone (seed) schema: "monday" … "sunday".
    var fullName: String {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][rawValue]
    }

    /// The short label used in descriptions: "Mon" … "Sun".
    var label: String { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue] }

    static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The day named by `token`, case-insensitively: full names, three- and four-letter forms
    /// ("Tues", "Thurs", "Weds"), and the sign abbreviations M, Tu, W, Th, F, Sa, Su. A lone "S"
    /// is ambiguous and gives `nil` (``DaySet/parse(_:)`` reads it as Saturday only in "M-S").
    init?(token: String) {
        switch token.lowercased() {
        case "m", "mo", "mon", "monday": self = .monday
        case "tu", "tue", "tues", "tuesday": self = .tuesday
        case "w", "we", "wed", "weds", "wednesday": self = .wednesday
        case "th", "thu", "thur", "thurs", "thursday": self = .thursday
        case "f", "fr", "fri", "friday": self = .friday
        case "sa", "sat", "saturday": self = .saturday
        case "su", "sun", "sunday": self = .sunday
        default: return nil
        }
    }
}
