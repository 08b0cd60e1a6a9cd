import ZoneKit

/// One holiday a city keeps, as a rule for any year: a fixed date, or the nth (or last) weekday of
/// a month. The data build writes a city's `holidays.txt` from its rules, year by year, so that the
/// dates are derived, never typed by hand.
struct HolidayRule: Sendable, Equatable {
    /// How the day falls in its year.
    enum Day: Sendable, Equatable {
        /// The same month and day every year (kept on that date even on a weekend).
        case fixed(month: Int, day: Int)
        /// The nth weekday of the month (3rd Monday of January).
        case nth(Int, Weekday, month: Int)
        /// The last weekday of the month (last Monday of May).
        case last(Weekday, month: Int)
    }

    /// The holiday's name: `Thanksgiving Day`.
    var name: String
    /// How its day falls.
    var day: Day

    /// The day in `year`.
    func date(in year: Int) -> CivilDate {
        switch day {
        case .fixed(let month, let day): CivilDate(year: year, month: month, day: day)
        case .nth(let n, let weekday, let month): CivilDate.nth(n, weekday, month: month, year: year)
        case .last(let weekday, let month): CivilDate.last(weekday, month: month, year: year)
        }
    }

    /// How the rule reads in the file's header: `4th Thursday of November`, `November 11`.
    var wording: String {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        switch day {
        case .fixed(let month, let day): return "\(months[month - 1]) \(day)"
        case .nth(let n, let weekday, let month):
            let ordinal = ["1st", "2nd", "3rd", "4th", "5th"][n - 1]
            return "\(ordinal) \(Self.name(of: weekday)) of \(months[month - 1])"
        case .last(let weekday, let month): return "last \(Self.name(of: weekday)) of \(months[month - 1])"
        }
    }

    private static func name(of weekday: Weekday) -> String {
        switch weekday {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }

    /// Portland's nine parking holidays, kept on the date itself (no observed Monday or Friday).
    static let portland: [HolidayRule] = [
        HolidayRule(name: "New Year's Day", day: .fixed(month: 1, day: 1)),
        HolidayRule(name: "Martin Luther King Jr. Day", day: .nth(3, .monday, month: 1)),
        HolidayRule(name: "Presidents' Day", day: .nth(3, .monday, month: 2)),
        HolidayRule(name: "Memorial Day", day: .last(.monday, month: 5)),
        HolidayRule(name: "Independence Day", day: .fixed(month: 7, day: 4)),
        HolidayRule(name: "Labor Day", day: .nth(1, .monday, month: 9)),
        HolidayRule(name: "Veterans Day", day: .fixed(month: 11, day: 11)),
        HolidayRule(name: "Thanksgiving Day", day: .nth(4, .thursday, month: 11)),
        HolidayRule(name: "Christmas Day", day: .fixed(month: 12, day: 25)),
    ]
}
