import Testing

@testable import ZoneKit

@Suite struct CityHolidayFileTests {
    /// A malformed file and the located error it must give.
    struct BadCase: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let line: Int
        let mentions: String
        var testDescription: String { name }
    }

    static let badCases = [
        BadCase(name: "month 13", text: "# header\n\n2026-13-01 Nothing\n", line: 3, mentions: "2026-13-01"),
        BadCase(name: "no name", text: "@years 2026-2026\n2026-11-26\n", line: 2, mentions: "no holiday name"),
        BadCase(name: "unpadded", text: "2026-1-1 New Year's Day\n", line: 1, mentions: "YYYY-MM-DD"),
        BadCase(
            name: "outside @years", text: "@years 2020-2021\n2021-01-01 A\n\n2026-01-01 B\n", line: 4,
            mentions: "outside @years"),
        BadCase(name: "twice", text: "2026-01-01 A\n2026-01-01 B\n", line: 2, mentions: "twice"),
        BadCase(name: "directive", text: "# x\n@yaers 2020-2030\n", line: 2, mentions: "unknown directive"),
        BadCase(name: "years backwards", text: "@years 2030-2020\n", line: 1, mentions: "FIRST-LAST"),
        BadCase(name: "unknown with days", text: "@unknown\n2026-01-01 A\n", line: 2, mentions: "@unknown"),
        BadCase(name: "unknown with rules", text: "@unknown\n@rule July 4: A\n", line: 2, mentions: "@unknown"),
        BadCase(
            name: "rule unread", text: "@rule 4th Thurs of November: A\n", line: 1, mentions: "'4th Thurs of November'"),
        BadCase(name: "rule no name", text: "\n@rule July 4\n", line: 2, mentions: "RULE: NAME"),
        BadCase(name: "rule no day", text: "@rule February 30: A\n", line: 1, mentions: "3rd Monday of January"),
        BadCase(name: "rules and years", text: "@rule July 4: A\n@years 2020-2030\n", line: 2, mentions: "every year"),
        BadCase(name: "observed alone", text: "@period x\n@observed weekend\n", line: 2, mentions: "has none"),
        BadCase(name: "observed what", text: "@rule July 4: A\n@observed monday\n", line: 2, mentions: "'weekend'"),
    ]

    /// Every form a rule is written in reads back to the rule, whatever the letter case.
    @Test func rulesReadAsTheyAreWritten() throws {
        let rules =
            HolidayRule.sanFrancisco + [
                HolidayRule(name: "A", day: .last(.friday, month: 12)),
                HolidayRule(name: "B", day: .dayAfterNth(1, .sunday, month: 2)),
            ]
        for rule in rules {
            #expect(HolidayRule(wording: rule.wording[...], name: rule.name) == rule, "\(rule.wording)")
            #expect(HolidayRule(wording: rule.wording.uppercased()[...], name: rule.name) == rule)
        }
        #expect(HolidayRule(wording: "6th Monday of May", name: "x") == nil)
        #expect(HolidayRule(wording: "Juli 4", name: "x") == nil)
    }

    /// A rule line's colon may touch either word or stand alone; spacing and tabs do not matter.
    @Test func aRuleLineReadsWhereverItsColonIs() throws {
        for line in [
            "@rule July 4: Independence Day", "@rule July 4:Independence Day", "@rule July 4 : Independence Day",
            "  @rule\tjuly   4 :Independence   Day  # comment",
        ] {
            let file = try CityHolidayFile(text: line + "\n", path: "holidays.txt")
            let expected = HolidayRuleSet(rules: [HolidayRule(name: "Independence Day", day: .fixed(month: 7, day: 4))])
            #expect(file.calendar.periods["holidays"] == .rules(expected), "\(line)")
        }
    }

    /// Rules cover every year; a weekend holiday is also the weekday beside it only when observed,
    /// and dated lines add days.
    @Test func rulesCoverEveryYear() throws {
        let file = try CityHolidayFile(
            text: """
                @period holidays
                @rule July 4: Independence Day
                @rule day after 4th Thursday of November: Day after Thanksgiving
                2031-03-03 Election Day
                @period observed
                @observed weekend
                @rule july 4: Independence Day
                """, path: "holidays.txt")
        func on(_ year: Int, _ month: Int, _ day: Int, _ period: String = "holidays") -> Bool? {
            file.calendar.contains(CivilDate(year: year, month: month, day: day), inPeriod: period)
        }
        #expect(on(1999, 7, 4) == true)
        #expect(on(2150, 7, 4) == true)
        #expect(on(2026, 7, 3) == false)
        #expect(on(2026, 7, 3, "observed") == true)  // Saturday July 4
        #expect(on(2027, 7, 5, "observed") == true)  // Sunday July 4
        #expect(on(2027, 7, 2, "observed") == false)
        #expect(on(2026, 11, 27) == true)
        #expect(on(2024, 11, 29) == true)  // Thanksgiving on the 28th
        #expect(on(2031, 3, 3) == true)
        #expect(on(2032, 3, 3) == false)
        #expect(on(2026, 7, 4, "meters") == nil)
        #expect(file.entries.map(\.name) == ["Election Day"])
    }

    @Test(arguments: badCases)
    func malformedLineIsLocated(_ bad: BadCase) throws {
        let error = #expect(throws: CityDataError.self) {
            try CityHolidayFile(text: bad.text, path: "cities/x/holidays.txt")
        }
        let described = try #require(error).description
        #expect(described.hasPrefix("cities/x/holidays.txt:\(bad.line): "), "\(described)")
        #expect(described.contains(bad.mentions), "\(described)")
    }

    @Test func knownDaysWithinTheirYears() throws {
        let file = try CityHolidayFile(
            text: """
                # Portland, in part
                @period holidays
                @years 2026-2027
                2026-11-26\tThanksgiving Day   # the 4th Thursday
                2026-12-25  Christmas Day
                """, path: "holidays.txt")
        #expect(file.entries.map(\.name) == ["Thanksgiving Day", "Christmas Day"])
        let calendar = file.calendar
        #expect(calendar.contains(CivilDate(year: 2026, month: 11, day: 26), inPeriod: "holidays") == true)
        #expect(calendar.contains(CivilDate(year: 2026, month: 11, day: 27), inPeriod: "Holidays") == false)
        // 2027 is covered and lists nothing on that day; 2028 is not covered: unknown.
        #expect(calendar.contains(CivilDate(year: 2027, month: 11, day: 25), inPeriod: "holidays") == false)
        #expect(calendar.contains(CivilDate(year: 2028, month: 11, day: 23), inPeriod: "holidays") == nil)
        #expect(calendar.contains(CivilDate(year: 2026, month: 11, day: 26), inPeriod: "snow emergency") == nil)
    }

    @Test func unknownCalendarAnswersNil() throws {
        let file = try CityHolidayFile(text: "# Austin\n@period holidays\n@unknown\n", path: "holidays.txt")
        #expect(file.entries.isEmpty)
        #expect(file.calendar.contains(CivilDate(year: 2026, month: 12, day: 25), inPeriod: "holidays") == nil)
    }

    @Test func withoutYearsTheListCoversItsOwnYears() throws {
        let file = try CityHolidayFile(text: "2025-07-04 A\n2026-07-04 B\n", path: "h.txt")
        #expect(file.calendar.contains(CivilDate(year: 2025, month: 7, day: 5), inPeriod: "holidays") == false)
        #expect(file.calendar.contains(CivilDate(year: 2027, month: 7, day: 4), inPeriod: "holidays") == nil)
    }
}
