import Testing

@testable import ZoneKit

@Suite struct CivilDateTests {
    @Test func epochAndKnownDays() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(CivilDate(year: 1970, month: 1, day: 1).weekday == .thursday)
        #expect(CivilDate(year: 2000, month: 3, day: 1).daysSinceEpoch == 11_017)
        #expect(CivilDate(daysSinceEpoch: -1) == CivilDate(year: 1969, month: 12, day: 31))
        #expect(CivilDate(daysSinceEpoch: -1).weekday == .wednesday)
        #expect(CivilDate(year: 2026, month: 11, day: 23).weekday == .monday)
        #expect(CivilDate(year: 2026, month: 11, day: 23).description == "2026-11-23")
    }

    /// Walks every day from 1600 to 2400 with a naive calendar and checks both of Hinnant's
    /// conversions and the weekday against it.
    @Test func agreesWithADayByDayWalk() {
        var year = 1600
        var month = 1
        var day = 1
        var serial = CivilDate.daysSinceEpoch(year: 1600, month: 1, day: 1)
        var weekday = CivilDate(year: 1600, month: 1, day: 1).weekday
        #expect(weekday == .saturday)
        var mismatches = 0
        var checked = 0
        while year < 2400 {
            let date = CivilDate(daysSinceEpoch: serial)
            if date.year != year || date.month != month || date.day != day || date.daysSinceEpoch != serial
                || date.weekday != weekday
            {
                mismatches += 1
            }
            checked += 1
            serial += 1
            weekday = weekday.next
            day += 1
            if day > CivilDate.daysInMonth(year: year, month: month) {
                day = 1
                month += 1
                if month > 12 {
                    month = 1
                    year += 1
                }
            }
        }
        #expect(mismatches == 0)
        #expect(checked == 292_194)
    }

    @Test(arguments: [(1, 1), (7, 1), (8, 2), (14, 2), (15, 3), (21, 3), (22, 4), (28, 4), (29, 5), (31, 5)])
    func weekOfMonthIsTheOccurrenceOfTheWeekday(day: Int, week: Int) {
        #expect(CivilDate(year: 2026, month: 3, day: day).weekOfMonth == week)
    }

    @Test func nthAndLastWeekdays() {
        #expect(CivilDate.nth(2, .sunday, month: 3, year: 2026) == CivilDate(year: 2026, month: 3, day: 8))
        #expect(CivilDate.nth(1, .sunday, month: 11, year: 2026) == CivilDate(year: 2026, month: 11, day: 1))
        #expect(CivilDate.nth(4, .thursday, month: 11, year: 2026) == CivilDate(year: 2026, month: 11, day: 26))
        #expect(CivilDate.last(.monday, month: 5, year: 2026) == CivilDate(year: 2026, month: 5, day: 25))
        #expect(CivilDate.last(.sunday, month: 10, year: 2006) == CivilDate(year: 2006, month: 10, day: 29))
    }

    @Test func validityAndLeapYears() {
        #expect(CivilDate.isValid(year: 2024, month: 2, day: 29))
        #expect(!CivilDate.isValid(year: 2026, month: 2, day: 29))
        #expect(CivilDate.isValid(year: 2000, month: 2, day: 29))
        #expect(!CivilDate.isValid(year: 1900, month: 2, day: 29))
        #expect(!CivilDate.isValid(year: 2026, month: 4, day: 31))
        #expect(!CivilDate.isValid(year: 2026, month: 13, day: 1))
        #expect(!CivilDate.isValid(year: 2026, month: 1, day: 0))
    }

    @Test func addingDaysCrossesYearsAndOrderIsChronological() {
        let newYearsEve = CivilDate(year: 2026, month: 12, day: 31)
        #expect(newYearsEve.adding(days: 1) == CivilDate(year: 2027, month: 1, day: 1))
        #expect(newYearsEve.adding(days: -365) == CivilDate(year: 2025, month: 12, day: 31))
        #expect(CivilDate(year: 2026, month: 2, day: 28) < CivilDate(year: 2026, month: 3, day: 1))
    }
}
