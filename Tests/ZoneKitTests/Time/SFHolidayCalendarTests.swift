import Testing

@testable import ZoneKit

@Suite struct SFHolidayCalendarTests {
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
        #expect(SFHolidayCalendar.sanFrancisco.entries(in: 2026, for: .general).map(\.date) == expected)
        #expect(SFHolidayCalendar.sanFrancisco.isHoliday(day(2027, 1, 1), for: .general))
        #expect(SFHolidayCalendar.sanFrancisco.entries(in: 2027, for: .general).first?.date == day(2027, 1, 1))
    }

    @Test func namesSayWhichHolidayAndWhetherObserved() {
        let calendar = SFHolidayCalendar.sanFrancisco
        #expect(calendar.entry(on: day(2026, 7, 3), for: .general)?.name == "Independence Day (observed)")
        #expect(calendar.entry(on: day(2026, 7, 3), for: .general)?.isObservance == true)
        #expect(calendar.entry(on: day(2026, 7, 4), for: .general)?.name == "Independence Day")
        #expect(calendar.entry(on: day(2026, 11, 27), for: .general)?.holiday == .dayAfterThanksgiving)
        #expect(calendar.entry(on: day(2026, 1, 19), for: .general)?.name == "Martin Luther King Jr. Day")
        #expect(calendar.entry(on: day(2026, 7, 6), for: .general) == nil)
    }

    @Test func metersAndNightSweepingStopOnlyThreeDays() {
        let expected = [day(2026, 1, 1), day(2026, 11, 26), day(2026, 12, 25)]
        #expect(SFHolidayCalendar.sanFrancisco.entries(in: 2026, for: .meters).map(\.date) == expected)
        #expect(SFHolidayCalendar.sanFrancisco.entries(in: 2026, for: .nightSweeping).map(\.date) == expected)
        #expect(SFHolidayCalendar.sanFrancisco.entries(in: 2026, for: .none).isEmpty)
        #expect(!SFHolidayCalendar.sanFrancisco.isHoliday(day(2026, 11, 27), for: .meters))
        #expect(!SFHolidayCalendar.sanFrancisco.isHoliday(day(2026, 7, 3), for: .nightSweeping))
    }

    @Test func sundayHolidaysAreAlsoObservedOnMonday() {
        let calendar = SFHolidayCalendar.sanFrancisco
        // 2022: Juneteenth and Christmas fall on Sundays; New Year's 2023 too.
        #expect(calendar.isHoliday(day(2022, 6, 19), for: .general))
        #expect(calendar.isHoliday(day(2022, 6, 20), for: .general))
        #expect(calendar.entry(on: day(2022, 12, 26), for: .meters)?.name == "Christmas Day (observed)")
        #expect(calendar.isHoliday(day(2023, 1, 2), for: .nightSweeping))
        #expect(!calendar.isHoliday(day(2022, 6, 17), for: .general))
    }

    @Test func saturdayNewYearIsObservedOnTheLastDayOfTheYearBefore() {
        // 2028-01-01 is a Saturday (and so is Christmas 2027: both the Friday and the day count).
        let entries = SFHolidayCalendar.sanFrancisco.entries(in: 2027, for: .meters)
        let expected = [day(2027, 1, 1), day(2027, 11, 25), day(2027, 12, 24), day(2027, 12, 25), day(2027, 12, 31)]
        #expect(entries.map(\.date) == expected)
        #expect(entries.last?.name == "New Year's Day (observed)")
    }

    /// Every rule holiday appears exactly once on its own day each year, and observances only fall
    /// on a Friday before a Saturday holiday or a Monday after a Sunday one.
    @Test func everyYearHasEachHolidayOnce() {
        var problems: [String] = []
        for year in 1990...2100 {
            let entries = SFHolidayCalendar.sanFrancisco.entries(in: year, for: .general)
            let own = entries.filter { !$0.isObservance }.compactMap(\.holiday)
            if own.count != Holiday.allCases.count || Set(own) != Set(Holiday.allCases) {
                problems.append("\(year): \(own)")
            }
            for entry in entries where entry.isObservance {
                let weekday = entry.date.weekday
                if weekday != .friday && weekday != .monday { problems.append("\(entry)") }
            }
        }
        #expect(problems == [])
    }

    @Test func overridesAddAndRemoveDaysPerClass() {
        let calendar = SFHolidayCalendar(overrides: [
            .init(date: day(2026, 11, 27), holidayClass: .general, change: .remove),
            .init(date: day(2026, 12, 24), holidayClass: .meters, change: .add(name: "Christmas Eve")),
            .init(date: day(2026, 3, 3), holidayClass: .general, change: .add(name: "Election Day")),
            .init(date: day(2026, 3, 3), holidayClass: .general, change: .remove),
            .init(date: day(2026, 12, 25), holidayClass: .none, change: .add(name: "ignored")),
        ])
        #expect(!calendar.isHoliday(day(2026, 11, 27), for: .general))
        #expect(calendar.isHoliday(day(2026, 11, 26), for: .general))
        #expect(calendar.entry(on: day(2026, 12, 24), for: .meters)?.name == "Christmas Eve")
        #expect(!calendar.isHoliday(day(2026, 12, 24), for: .general))
        #expect(!calendar.isHoliday(day(2026, 3, 3), for: .general))
        #expect(!calendar.isHoliday(day(2026, 12, 25), for: .none))
        #expect(calendar.entries(in: 2026, for: .meters).count == 4)
    }
}
