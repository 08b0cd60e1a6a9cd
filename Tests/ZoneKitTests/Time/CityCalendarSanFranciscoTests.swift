import Testing

@testable import ZoneKit

@Suite struct CityCalendarTests {
    private func day(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
        CivilDate(year: year, month: month, day: day)
    }

    /// DOMAIN §4: the 2026 dates as re-checked against the city's page.
    @Test func general2026MatchesTheCityList() {
        let expected = [
            day(2026, 1, 1), day(2026, 1, 19), day(2026, 2, 16), day(2026, 5, 25), day(2026, 6, 19), day(2026, 7, 3),
            day(2026, 7, 4), day(2026, 9, 7), day(2026, 10, 12), day(2026, 11, 11), day(2026, 11, 26),
            day(2026, 11, 27), day(2026, 12, 25),
        ]
        #expect(CityCalendar.sanFrancisco.days(in: 2026, for: .general) == expected)
        #expect(CityCalendar.sanFrancisco.isHoliday(day(2027, 1, 1), for: .general))
        #expect(CityCalendar.sanFrancisco.days(in: 2027, for: .general).first == day(2027, 1, 1))
    }

    @Test func namesSayWhichHolidayAndWhetherObserved() {
        let calendar = CityCalendar.sanFrancisco
        #expect(calendar.name(on: day(2026, 7, 3), for: .general) == "Independence Day (observed)")
        #expect(calendar.name(on: day(2026, 7, 4), for: .general) == "Independence Day")
        #expect(calendar.name(on: day(2026, 11, 27), for: .general) == "Day after Thanksgiving")
        #expect(calendar.name(on: day(2026, 1, 19), for: .general) == "Martin Luther King Jr. Day")
        #expect(calendar.name(on: day(2026, 7, 6), for: .general) == nil)
    }

    @Test func metersAndNightSweepingStopOnlyThreeDays() {
        let expected = [day(2026, 1, 1), day(2026, 11, 26), day(2026, 12, 25)]
        #expect(CityCalendar.sanFrancisco.days(in: 2026, for: .meters) == expected)
        #expect(CityCalendar.sanFrancisco.days(in: 2026, for: .nightSweeping) == expected)
        #expect(CityCalendar.sanFrancisco.days(in: 2026, for: .none).isEmpty)
        #expect(!CityCalendar.sanFrancisco.isHoliday(day(2026, 11, 27), for: .meters))
        #expect(!CityCalendar.sanFrancisco.isHoliday(day(2026, 7, 3), for: .nightSweeping))
    }

    @Test func sundayHolidaysAreAlsoObservedOnMonday() {
        let calendar = CityCalendar.sanFrancisco
        // 2022: Juneteenth and Christmas fall on Sundays; New Year's 2023 too.
        #expect(calendar.isHoliday(day(2022, 6, 19), for: .general))
        #expect(calendar.isHoliday(day(2022, 6, 20), for: .general))
        #expect(calendar.name(on: day(2022, 12, 26), for: .meters) == "Christmas Day (observed)")
        #expect(calendar.isHoliday(day(2023, 1, 2), for: .nightSweeping))
        #expect(!calendar.isHoliday(day(2022, 6, 17), for: .general))
    }

    @Test func saturdayNewYearIsObservedOnTheLastDayOfTheYearBefore() {
        // 2028-01-01 is a Saturday (and so is Christmas 2027: both the Friday and the day count).
        let calendar = CityCalendar.sanFrancisco
        let days = calendar.days(in: 2027, for: .meters)
        #expect(days == [day(2027, 1, 1), day(2027, 11, 25), day(2027, 12, 24), day(2027, 12, 25), day(2027, 12, 31)])
        #expect(calendar.name(on: day(2027, 12, 31), for: .meters) == "New Year's Day (observed)")
    }

    /// Every rule holiday appears exactly once on its own day each year, and observances only fall
    /// on a Friday before a Saturday holiday or a Monday after a Sunday one.
    @Test func everyYearHasEachHolidayOnce() {
        var problems: [String] = []
        let calendar = CityCalendar.sanFrancisco
        let names = Set(HolidayRule.sanFrancisco.map(\.name))
        for year in 1990...2100 {
            let named = calendar.days(in: year, for: .general).map { ($0, calendar.name(on: $0, for: .general) ?? "") }
            let own = named.filter { !$0.1.hasSuffix("(observed)") }.map(\.1)
            if own.count != names.count || Set(own) != names { problems.append("\(year): \(own)") }
            for (date, name) in named where name.hasSuffix("(observed)") {
                if date.weekday != .friday && date.weekday != .monday { problems.append("\(date) \(name)") }
            }
        }
        #expect(problems == [])
    }

    /// The city's file is the calendar: a day added under a period suspends that class only, and a
    /// period the file leaves out (or says unknown) suspends nothing — never read more permissively.
    @Test func theFileSaysWhichDaysEachClassIsOff() throws {
        let text = """
            @period holidays
            @observed weekend
            @rule 4th Thursday of November: Thanksgiving
            2026-03-03 Election Day
            @period meter holidays
            @rule December 25: Christmas Day
            2026-12-24 Christmas Eve
            @period night sweeping holidays
            @unknown
            """
        let calendar = CityCalendar(sanFrancisco: try CityHolidayFile(text: text, path: "holidays.txt").calendar)
        #expect(calendar.isHoliday(day(2026, 11, 26), for: .general))
        #expect(!calendar.isHoliday(day(2026, 11, 27), for: .general))
        #expect(calendar.name(on: day(2026, 3, 3), for: .general) == "Election Day")
        #expect(calendar.name(on: day(2026, 12, 24), for: .meters) == "Christmas Eve")
        #expect(!calendar.isHoliday(day(2026, 12, 24), for: .general))
        // Christmas 2027 is a Saturday: meters have no @observed weekend, so Friday is paid.
        #expect(!calendar.isHoliday(day(2027, 12, 24), for: .meters))
        #expect(calendar.days(in: 2026, for: .meters).count == 2)
        #expect(calendar.days(in: 2026, for: .nightSweeping).isEmpty)
        #expect(calendar.days(in: 2026, for: .none).isEmpty)
        let none = CityCalendar(sanFrancisco: .unknown)
        #expect(none.days(in: 2026, for: .general).isEmpty)
    }

    /// The file `make data` writes is San Francisco's rules, read back equal to the built-in calendar.
    @Test func theShippedFileIsTheCityRules() throws {
        let calendar = try CityCalendar.read(inDataDirectory: BundledData.directory)
        #expect(calendar.periods == CurbHolidayCalendar.sanFrancisco)
        #expect(calendar == .sanFrancisco)
    }
}
