/// A day of the week. Raw values follow C and Hinnant: Sunday is 0, Saturday 6.
package enum Weekday: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Sunday.
    case sunday = 0
    /// Monday.
    case monday
    /// Tuesday.
    case tuesday
    /// Wednesday.
    case wednesday
    /// Thursday.
    case thursday
    /// Friday.
    case friday
    /// Saturday.
    case saturday

    /// The weekday of the day `daysSinceEpoch` days after 1970-01-01 (a Thursday).
    ///
    /// Hinnant's `weekday_from_days`. Complexity: O(1).
    package init(daysSinceEpoch days: Int) {
        let index = days >= -4 ? (days + 4) % 7 : (days + 5) % 7 + 6
        self = Weekday(rawValue: index) ?? .sunday
    }

    /// The English name: `Monday`.
    package var fullName: String {
        switch self {
        case .sunday: "Sunday"
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        }
    }

    /// Three-letter English name: `Mon`.
    package var shortName: String {
        switch self {
        case .sunday: "Sun"
        case .monday: "Mon"
        case .tuesday: "Tue"
        case .wednesday: "Wed"
        case .thursday: "Thu"
        case .friday: "Fri"
        case .saturday: "Sat"
        }
    }

    /// The day `name` names, any case: `monday` … `sunday`, and the abbreviations `mon`, `tue`,
    /// `tues`, `wed`, `thu`, `thur`, `thurs`, `fri`, `sat`, `sun`; `nil` for anything else.
    package init?(name: some StringProtocol) {
        // A switch, not a dictionary: a one-shot reading `--at` would make the dictionary's
        // generic type at run time, a scan of the binary's conformances, to look up one word.
        switch name.lowercased() {
        case "sun", "sunday": self = .sunday
        case "mon", "monday": self = .monday
        case "tue", "tues", "tuesday": self = .tuesday
        case "wed", "wednesday": self = .wednesday
        case "thu", "thur", "thurs", "thursday": self = .thursday
        case "fri", "friday": self = .friday
        case "sat", "saturday": self = .saturday
        default: return nil
        }
    }

    /// The day after this one.
    package var next: Weekday { Weekday(rawValue: (rawValue + 1) % 7) ?? .sunday }

    /// The three-letter name.
    package var description: String { shortName }
}
