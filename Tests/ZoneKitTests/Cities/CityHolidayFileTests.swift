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
    ]

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
