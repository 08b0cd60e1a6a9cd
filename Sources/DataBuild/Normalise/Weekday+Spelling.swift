import ZoneKit

extension Weekday {
    /// The days in the order the city's data and signs use, Monday first.
    static let mondayFirst: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]

    /// The day's position in ``mondayFirst``: Monday 0 … Sunday 6.
    var mondayFirstIndex: Int { (rawValue + 6) % 7 }

    /// The code written to the generated files and read back by ZoneKit: `mon` … `sun`.
    var code: String { ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][rawValue] }

    /// The full lower-case name used by the zone (seed) schema and the sweeping column names:
    /// `monday` … `sunday`.
    var fullName: String {
        ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"][rawValue]
    }

    /// The day named by `token`, case-insensitively: full names, three- and four-letter forms
    /// (`Tues`, `Thurs`, `Weds`), and the sign abbreviations M, Tu, W, Th, F, Sa, Su. A lone `S`
    /// is ambiguous and gives `nil` (``ZoneKit/WeekdaySet/parse(days:)`` reads it as Saturday only
    /// in `M-S`).
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
