/// One holiday a city keeps, as a rule for any year: a fixed date, the nth (or last) weekday of a
/// month, or the day after an nth weekday (the Friday after Thanksgiving). A city's `holidays.txt`
/// states its rules (`@rule 4th Thursday of November: Thanksgiving Day`) or the dates the data build
/// derived from them, year by year; never dates typed by hand.
package struct HolidayRule: Sendable, Hashable {
    /// How the day falls in its year.
    package enum Day: Sendable, Hashable {
        /// The same month and day every year (kept on that date even on a weekend).
        case fixed(month: Int, day: Int)
        /// The nth weekday of the month (3rd Monday of January).
        case nth(Int, Weekday, month: Int)
        /// The last weekday of the month (last Monday of May).
        case last(Weekday, month: Int)
        /// The day after the nth weekday of the month (the day after the 4th Thursday of November).
        case dayAfterNth(Int, Weekday, month: Int)
    }

    /// The holiday's name: `Thanksgiving Day`.
    package var name: String
    /// How its day falls.
    package var day: Day

    /// Creates a rule.
    package init(name: String, day: Day) {
        self.name = name
        self.day = day
    }

    /// The day in `year`; `nil` when the year has none (a 5th weekday the month lacks, February 29
    /// outside a leap year).
    package func date(in year: Int) -> CivilDate? {
        switch day {
        case .fixed(let month, let day):
            return CivilDate.isValid(year: year, month: month, day: day)
                ? CivilDate(year: year, month: month, day: day) : nil
        case .nth(let n, let weekday, let month):
            guard n <= 4 || Self.hasFifth(weekday, month: month, year: year) else { return nil }
            return CivilDate.nth(n, weekday, month: month, year: year)
        case .last(let weekday, let month):
            return CivilDate.last(weekday, month: month, year: year)
        case .dayAfterNth(let n, let weekday, let month):
            guard n <= 4 || Self.hasFifth(weekday, month: month, year: year) else { return nil }
            return CivilDate.nth(n, weekday, month: month, year: year).adding(days: 1)
        }
    }

    /// Whether the month has a 5th `weekday`: its last one falls on the 29th or later.
    private static func hasFifth(_ weekday: Weekday, month: Int, year: Int) -> Bool {
        CivilDate.last(weekday, month: month, year: year).day >= 29
    }

    /// Whether the rule's day in `date`'s year is `date`. Complexity: O(1), no allocation.
    package func falls(on date: CivilDate) -> Bool { falls(on: date, weekday: date.weekday) }

    /// ``falls(on:)`` with `date`'s weekday worked out by the caller (once for all of a set's rules).
    func falls(on date: CivilDate, weekday dateWeekday: Weekday) -> Bool {
        switch day {
        case .fixed(let month, let day):
            return date.month == month && date.day == day
        case .nth(let n, let weekday, let month):
            return date.month == month && dateWeekday == weekday && date.weekOfMonth == n
        case .last(let weekday, let month):
            return date.month == month && dateWeekday == weekday
                && date.day + 7 > CivilDate.daysInMonth(year: date.year, month: month)
        case .dayAfterNth(let n, let weekday, let month):
            guard dateWeekday == weekday.next else { return false }
            let before = date.adding(days: -1)
            return before.month == month && before.weekOfMonth == n
        }
    }

    /// The days of the month the rule's day can fall on in any year, as (month, days) pairs: the
    /// 4th Thursday of November falls on November 22…28.
    var possibleDays: [(month: Int, days: ClosedRange<Int>)] {
        switch day {
        case .fixed(let month, let day): return [(month, day...day)]
        case .nth(let n, _, let month): return [(month, 7 * (n - 1) + 1...7 * n)]
        case .last(_, let month): return [(month, 22...31)]
        case .dayAfterNth(let n, _, let month):
            // The day after a 5th weekday may be the next month's 1st.
            return [(month, 7 * (n - 1) + 2...min(7 * n + 1, 31))] + (n == 5 ? [(month % 12 + 1, 1...1)] : [])
        }
    }

    /// How the rule reads in a holiday file: `4th Thursday of November`, `November 11`.
    package var wording: String {
        switch day {
        case .fixed(let month, let day): return "\(Self.monthNames[month - 1]) \(day)"
        case .nth(let n, let weekday, let month):
            return "\(Self.ordinals[n - 1]) \(weekday.fullName) of \(Self.monthNames[month - 1])"
        case .last(let weekday, let month): return "last \(weekday.fullName) of \(Self.monthNames[month - 1])"
        case .dayAfterNth(let n, let weekday, let month):
            return "day after \(Self.ordinals[n - 1]) \(weekday.fullName) of \(Self.monthNames[month - 1])"
        }
    }

    /// Reads a rule's ``wording`` back (`January 1`, `3rd Monday of January`, `last Monday of May`,
    /// `day after 4th Thursday of November`; any letter case); `nil` when it is none of them.
    package init?(wording text: Substring, name: String) {
        // ASCII letters lowered in the bytes: the forms are English words, digits and spaces.
        var words: [String] = []
        for word in text.utf8.split(separator: UInt8(ascii: " ")) {
            words.append(String(decoding: word.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self))
        }
        let months = Self.lowercasedMonthNames
        let weekdays = Self.lowercasedWeekdayNames
        func nthWeekday(_ words: ArraySlice<String>) -> (Int, Weekday, Int)? {
            guard words.count == 4, words[words.startIndex + 2] == "of",
                let n = Self.ordinals.firstIndex(of: words[words.startIndex]),
                let weekday = weekdays.firstIndex(of: words[words.startIndex + 1]),
                let month = months.firstIndex(of: words[words.startIndex + 3])
            else { return nil }
            return (n + 1, Weekday.allCases[weekday], month + 1)
        }
        switch words.first {
        case "day":
            guard words.count == 6, words[1] == "after", let (n, weekday, month) = nthWeekday(words[2...]) else {
                return nil
            }
            day = .dayAfterNth(n, weekday, month: month)
        case "last":
            guard words.count == 4, words[2] == "of", let weekday = weekdays.firstIndex(of: words[1]),
                let month = months.firstIndex(of: words[3])
            else { return nil }
            day = .last(Weekday.allCases[weekday], month: month + 1)
        default:
            if let (n, weekday, month) = nthWeekday(words[...]) {
                day = .nth(n, weekday, month: month)
            } else {
                guard words.count == 2, let month = months.firstIndex(of: words[0]), let number = Int(words[1]),
                    CivilDate.isValid(year: 2000, month: month + 1, day: number)
                else { return nil }
                day = .fixed(month: month + 1, day: number)
            }
        }
        self.name = name
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    private static let ordinals = ["1st", "2nd", "3rd", "4th", "5th"]
    private static let lowercasedMonthNames = monthNames.map { $0.lowercased() }
    private static let lowercasedWeekdayNames = Weekday.allCases.map { $0.fullName.lowercased() }
}
