import Foundation
import Testing

@testable import ZoneKit

@Suite struct SFParkUntilTests {
    let rppLimit = SFParkingConstraint.timeLimit(
        CurbWindow(days: .mondayToFriday, startMinute: 480, endMinute: 1080, holidayClass: .general), minutes: 120,
        reason: "2-hour limit")
    let tuesdaySweeping = SFParkingConstraint.noParking(
        CurbWindow(days: .tuesday, startMinute: 540, endMinute: 660, holidayClass: .general),
        reason: "street sweeping")
    let nightSweeping = SFParkingConstraint.noParking(
        CurbWindow(days: .everyDay, startMinute: 120, endMinute: 360, holidayClass: .nightSweeping),
        reason: "street sweeping")

    @Test func theEarliestDeadlineBinds() throws {
        // Monday 17:30: the limit would end Tue 09:30, sweeping starts Tue 09:00.
        let answer = SFParkUntil(arrival: try sf("2026-11-23 17:30"), constraints: [rppLimit, tuesdaySweeping])
        #expect(answer.deadline == (try sf("2026-11-24 09:00")))
        #expect(answer.binding?.constraintIndex == 1)
        #expect(answer.explanation == "street sweeping starts Tue Nov 24 9:00 AM")
        #expect(answer.limits.map(\.constraintIndex) == [1, 0])
        // Monday 06:00: the limit (Mon 10:00) comes first.
        let morning = SFParkUntil(arrival: try sf("2026-11-23 06:00"), constraints: [rppLimit, tuesdaySweeping])
        #expect(morning.deadline == (try sf("2026-11-23 10:00")))
        #expect(morning.explanation == "2-hour limit starts 8:00 AM")
    }

    @Test func nightSweepingBeatsAnOvernightStay() throws {
        let answer = SFParkUntil(arrival: try sf("2026-11-23 19:00"), constraints: [rppLimit, nightSweeping])
        #expect(answer.deadline == (try sf("2026-11-24 02:00")))
        // Christmas Eve: night sweeping is off on Christmas (the 25th), so it next starts on the 26th.
        let christmas = SFParkUntil(arrival: try sf("2026-12-24 19:00"), constraints: [rppLimit, nightSweeping])
        #expect(christmas.deadline == (try sf("2026-12-26 02:00")))
    }

    @Test func aNoParkingWindowInForceMeansLeaveNow() throws {
        let arrival = try sf("2026-11-24 09:30")
        let answer = SFParkUntil(arrival: arrival, constraints: [rppLimit, tuesdaySweeping])
        #expect(answer.deadline == arrival)
        #expect(answer.binding?.mustLeaveNow == true)
        #expect(answer.explanation == "street sweeping in force now, until 11:00 AM")
    }

    @Test func tiesKeepTheGivenOrder() throws {
        let other = SFParkingConstraint.noParking(tuesdaySweeping.window, reason: "tow-away")
        let answer = SFParkUntil(arrival: try sf("2026-11-23 12:00"), constraints: [other, tuesdaySweeping])
        #expect(answer.limits.map(\.constraint.reason) == ["tow-away", "street sweeping"])
    }

    @Test func noLimitFoundSaysWithinHowManyDays() throws {
        let nothing = SFParkUntil(arrival: try sf("2026-11-23 12:00"), constraints: [])
        #expect(nothing.deadline == nil)
        #expect(nothing.explanation == "no limit found within 400 days")
        let fifthFriday = SFParkingConstraint.noParking(
            CurbWindow(days: .friday, weeksOfMonth: .fifth, startMinute: 480, endMinute: 600, holidayClass: .general),
            reason: "street sweeping")
        let short = SFParkUntil(arrival: try sf("2026-01-30 12:00"), constraints: [fifthFriday], withinDays: 30)
        #expect(short.explanation == "no limit found within 30 days")
        let long = SFParkUntil(arrival: try sf("2026-01-30 12:00"), constraints: [fifthFriday])
        #expect(long.deadline == (try sf("2026-05-29 08:00")))
    }

    @Test func theCityCalendarReachesTheAnswer() throws {
        // A calendar without the day after Thanksgiving: the limit counts that Friday.
        let text = "@period holidays\n@rule 4th Thursday of November: Thanksgiving\n"
        let calendar = CityCalendar(sanFrancisco: try CityHolidayFile(text: text, path: "holidays.txt").calendar)
        let answer = SFParkUntil(arrival: try sf("2026-11-25 17:30"), constraints: [rppLimit], holidays: calendar)
        #expect(answer.deadline == (try sf("2026-11-27 09:30")))
    }
}
