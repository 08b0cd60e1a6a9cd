import ZoneKit

/// What the by-side file's free-text `schedule_summary` says about the weeks of the month, to
/// compare with the structured `week1..week5` flags (the flags win; the report counts disagreements).
enum ScheduleSummary: Equatable, Sendable {
    /// "Every Tues 12-2am": every week.
    case weeks(WeekOfMonthSet)
    /// "Multiple schedules": nothing to compare.
    case multiple
    /// A text without a week pattern ("Weds 9-11am").
    case noWeekPattern

    /// Reads a summary: `Every …` is weeks 1–5; leading ordinals `1st, 3rd …` name the weeks.
    init(_ raw: String) {
        let text = raw.trimmingSpaces()
        if text.lowercased() == "multiple schedules" {
            self = .multiple
            return
        }
        if text.lowercased().hasPrefix("every ") {
            self = .weeks(.all)
            return
        }
        var weeks: [Int] = []
        for word in text.split(separator: " ") {
            let token = word.filter { $0 != "," }.lowercased()
            guard ["1st", "2nd", "3rd", "4th", "5th"].contains(token), let digit = token.first?.wholeNumberValue else {
                break
            }
            weeks.append(digit)
        }
        self = weeks.isEmpty ? .noWeekPattern : .weeks(WeekOfMonthSet(weeks: weeks))
    }

    /// How the report names what the summary says.
    var label: String {
        switch self {
        case .weeks(let weeks): weeks.description
        case .multiple: "Multiple schedules"
        case .noWeekPattern: "no week pattern"
        }
    }
}
