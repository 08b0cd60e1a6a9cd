import Testing

@testable import ZoneKit

@Suite struct HolidayRuleSetTests {
    /// The plain reading: a rule's day, or (observed) a Saturday rule day's Friday or a Sunday one's
    /// Monday, or a listed date.
    private func naive(_ set: HolidayRuleSet, _ date: CivilDate) -> Bool {
        if set.dates[date] != nil || set.rules.contains(where: { $0.date(in: date.year) == date }) { return true }
        guard set.observesWeekendHolidays else { return false }
        for rule in set.rules {
            for year in [date.year - 1, date.year, date.year + 1] {
                guard let day = rule.date(in: year) else { continue }
                if day.weekday == .saturday && day.adding(days: -1) == date { return true }
                if day.weekday == .sunday && day.adding(days: 1) == date { return true }
            }
        }
        return false
    }

    /// The quick test of a day (which days of each month a rule can reach) never hides a holiday:
    /// every day of 1970–2100 reads as the plain reading does, for San Francisco's rules and for
    /// rules at the edges of months (the last weekday, the day after a 5th weekday, the 1st and 31st).
    @Test func everyDayReadsAsThePlainReading() {
        let edges = [
            HolidayRule(name: "a", day: .fixed(month: 1, day: 31)),
            HolidayRule(name: "b", day: .fixed(month: 3, day: 1)),
            HolidayRule(name: "c", day: .last(.sunday, month: 4)),
            HolidayRule(name: "d", day: .dayAfterNth(5, .friday, month: 8)),
            HolidayRule(name: "e", day: .nth(5, .saturday, month: 12)),
            HolidayRule(name: "f", day: .fixed(month: 12, day: 31)),
        ]
        let sets = [
            HolidayRuleSet(rules: HolidayRule.sanFrancisco, observesWeekendHolidays: true),
            HolidayRuleSet(rules: HolidayRule.sanFranciscoMajor, observesWeekendHolidays: true),
            HolidayRuleSet(rules: edges, observesWeekendHolidays: true),
            HolidayRuleSet(rules: edges, observesWeekendHolidays: false),
            HolidayRuleSet(rules: edges, dates: [CivilDate(year: 2026, month: 6, day: 2): "listed"]),
        ]
        var mismatches: [String] = []
        let first = CivilDate(year: 1970, month: 1, day: 1).daysSinceEpoch
        let last = CivilDate(year: 2100, month: 12, day: 31).daysSinceEpoch
        for (index, set) in sets.enumerated() {
            for day in first...last {
                let date = CivilDate(daysSinceEpoch: day)
                if set.contains(date) != naive(set, date) { mismatches.append("set \(index): \(date)") }
            }
        }
        #expect(mismatches.prefix(10) == [])
    }
}
