import Foundation
import Testing

@testable import ZoneKit

/// A stay read term by term: each term's course, soonest first, ties in the order given.
@Suite struct CurbTermStayTests {
    let rppLimit = CurbTerm.limits(
        CurbWindow(days: .mondayToFriday, startMinute: 480, endMinute: 1080, holidayClass: .general), minutes: 120)
    let tuesdaySweeping = CurbTerm.forbids(
        CurbWindow(days: .tuesday, startMinute: 540, endMinute: 660, holidayClass: .general))
    let nightSweeping = CurbTerm.forbids(
        CurbWindow(days: .everyDay, startMinute: 120, endMinute: 360, holidayClass: .nightSweeping))

    private func stay(
        _ arrival: String, _ terms: [CurbTerm], withinDays: Int = CurbWindow.defaultSearchDays,
        calendar: CityCalendar = .sanFrancisco
    ) throws -> CurbTermStay {
        CurbTermStay(arrival: try sf(arrival), terms: terms, withinDays: withinDays, in: calendar)
    }

    @Test func theEarliestDeadlineEndsTheStay() throws {
        // Monday 17:30: the limit would end Tue 09:30, sweeping starts Tue 09:00.
        let evening = try stay("2026-11-23 17:30", [rppLimit, tuesdaySweeping])
        #expect(evening.ends.map(\.term) == [1, 0])
        #expect(evening.first?.course.deadline == (try sf("2026-11-24 09:00")))
        #expect(evening.first?.course.basis == .windowStarts)
        #expect(evening.ends.last?.course.deadline == (try sf("2026-11-24 09:30")))
        // Monday 06:00: the limit (Mon 10:00) comes first.
        let morning = try stay("2026-11-23 06:00", [rppLimit, tuesdaySweeping])
        #expect(morning.first?.term == 0)
        #expect(morning.first?.course.deadline == (try sf("2026-11-23 10:00")))
    }

    @Test func nightSweepingBeatsAnOvernightStay() throws {
        #expect(
            try stay("2026-11-23 19:00", [rppLimit, nightSweeping]).first?.course.deadline
                == (try sf("2026-11-24 02:00")))
        // Christmas Eve: night sweeping is off on Christmas (the 25th), so it next starts on the 26th.
        #expect(
            try stay("2026-12-24 19:00", [rppLimit, nightSweeping]).first?.course.deadline
                == (try sf("2026-12-26 02:00")))
    }

    @Test func aProhibitionInForceMeansLeaveNow() throws {
        let arrival = try sf("2026-11-24 09:30")
        let first = try #require(try stay("2026-11-24 09:30", [rppLimit, tuesdaySweeping]).first)
        #expect(first.term == 1 && first.course.deadline == arrival && first.course.mustLeaveNow)
        #expect(first.course.basis == .inForceAtArrival(until: try sf("2026-11-24 11:00")))
    }

    @Test func tiesKeepTheGivenOrder() throws {
        let mondayNoon = try sf("2026-11-23 12:00")
        let ends = try stay("2026-11-23 12:00", [tuesdaySweeping, tuesdaySweeping, rppLimit]).ends
        #expect(ends.map(\.term) == [2, 0, 1])
        #expect(ends[0].course.deadline == mondayNoon.addingTimeInterval(2 * 3600))
    }

    @Test func nothingEndsTheStayWithinTheSearch() throws {
        #expect(try stay("2026-11-23 12:00", []).first == nil)
        let fifthFriday = CurbTerm.forbids(
            CurbWindow(days: .friday, weeksOfMonth: .fifth, startMinute: 480, endMinute: 600, holidayClass: .general))
        let short = try stay("2026-01-30 12:00", [fifthFriday], withinDays: 30)
        #expect(short.first == nil && short.withinDays == 30)
        #expect(try stay("2026-01-30 12:00", [fifthFriday]).first?.course.deadline == (try sf("2026-05-29 08:00")))
    }

    @Test func theCityCalendarReachesTheStay() throws {
        // A calendar without the day after Thanksgiving: the limit counts that Friday.
        let text = "@period holidays\n@rule 4th Thursday of November: Thanksgiving\n"
        let calendar = CityCalendar(sanFrancisco: try CityHolidayFile(text: text, path: "holidays.txt").calendar)
        let stay = try stay("2026-11-25 17:30", [rppLimit], calendar: calendar)
        #expect(stay.first?.course.deadline == (try sf("2026-11-27 09:30")))
    }
}
