import Testing

@testable import ZoneKit

@Suite struct SFSweepingScheduleTests {
    @Test(arguments: [
        (["tue"], [1, 3], "1st & 3rd Tuesdays 8–10 AM"),
        (["tue"], [1, 2, 3, 4, 5], "every Tuesday 8–10 AM"),
        (["mon", "wed", "fri"], [1, 2, 3, 4, 5], "every Mon, Wed & Fri 8–10 AM"),
        (["mon", "thu"], [2, 4], "2nd & 4th Mon & Thu 8–10 AM"),
        (["fri"], [5], "5th Friday 8–10 AM"),
        (["mon", "tue", "wed", "thu", "fri", "sat", "sun"], [1, 2, 3, 4, 5], "every day 8–10 AM"),
    ])
    func describesThePatternAsSignsDo(days: [String], weeks: [Int], text: String) throws {
        let schedule = try SFSweepingSchedule(
            days: days, from: "08:00", to: "10:00", weeks: weeks, holidays: "suspended")
        #expect(schedule.description == text)
    }

    @Test func holidayTreatmentPicksTheHolidayClass() throws {
        let night = try SFSweepingSchedule(days: ["mon"], from: "02:00", to: "06:00", weeks: [1], holidays: "swept")
        #expect(night.window.exceptDuring == SFHolidayClass.nightSweeping.periodKey)
        #expect(night.description == "1st Monday 2–6 AM (also on holidays)")
        let day = try SFSweepingSchedule(days: ["mon"], from: "08:00", to: "10:00", weeks: [1], holidays: "suspended")
        #expect(day.window.exceptDuring == SFHolidayClass.general.periodKey)
        #expect(day.window.weeksOfMonth == .first)
    }

    @Test func theHolidayPseudoDayIsKept() throws {
        let schedule = try SFSweepingSchedule(
            days: ["mon", "holiday"], from: "02:00", to: "06:00", weeks: [1, 2, 3, 4, 5], holidays: "suspended")
        #expect(schedule.includesHolidayDay)
        #expect(schedule.days == .monday)
    }

    @Test func badValuesThrow() {
        #expect(
            throws: ParkingDataError.invalidValue(
                record: "a sweeping schedule", field: "weeks", value: "6", expected: "week numbers 1 to 5")
        ) {
            try SFSweepingSchedule(days: ["mon"], from: "08:00", to: "10:00", weeks: [6], holidays: "suspended")
        }
        #expect(
            throws: ParkingDataError.missingValue(
                record: "a sweeping schedule", field: "weeks", why: "a schedule sweeps in at least one week (1 to 5)")
        ) {
            try SFSweepingSchedule(days: ["mon"], from: "08:00", to: "10:00", weeks: [], holidays: "suspended")
        }
        #expect(
            throws: ParkingDataError.invalidValue(
                record: "a sweeping schedule", field: "holidays", value: "\"1\"", expected: "suspended or swept")
        ) {
            try SFSweepingSchedule(days: ["mon"], from: "08:00", to: "10:00", weeks: [1], holidays: "1")
        }
    }
}
