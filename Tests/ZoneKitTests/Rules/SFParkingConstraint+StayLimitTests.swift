import Foundation
import TestSupport
import Testing

@testable import ZoneKit

@Suite struct SFParkingConstraintStayLimitTests {
    /// Area-S-like RPP rule: 2 hours, Mon–Fri 8 am–6 pm.
    let twoHours = SFParkingConstraint.timeLimit(
        CurbWindow(days: .mondayToFriday, startMinute: 480, endMinute: 1080, holidayClass: .general), minutes: 120,
        reason: "2-hour limit")

    private func deadline(_ constraint: SFParkingConstraint, arrival: String) throws -> Date? {
        constraint.stayLimit(arrival: try sf(arrival))?.deadline
    }

    // MARK: DOMAIN §1 examples (2026-11-23 is a Monday)

    @Test func arrivingBeforeEnforcementCountsFromItsStartTheSameDay() throws {
        let limit = try #require(twoHours.stayLimit(arrival: try sf("2026-11-23 06:00")))
        #expect(limit.deadline == (try sf("2026-11-23 10:00")))
        #expect(limit.basis == .limitReached(countingFrom: try sf("2026-11-23 08:00")))
    }

    @Test func arrivingLateCarriesTheRestToTheNextMorning() throws {
        let limit = try #require(twoHours.stayLimit(arrival: try sf("2026-11-23 17:30")))
        #expect(limit.deadline == (try sf("2026-11-24 09:30")))
        #expect(
            limit.basis
                == .limitCarriedOver(
                    countingFrom: try sf("2026-11-23 17:30"), pausedAt: try sf("2026-11-23 18:00"), counted: 1800,
                    resumedAt: try sf("2026-11-24 08:00"), pauses: 1))
    }

    @Test func arrivingOnSaturdayCountsFromMonday() throws {
        #expect(try deadline(twoHours, arrival: "2026-11-21 12:00") == (try sf("2026-11-23 10:00")))
    }

    @Test func arrivingDuringEnforcementCountsFromArrival() throws {
        let limit = try #require(twoHours.stayLimit(arrival: try sf("2026-11-23 09:15")))
        #expect(limit.deadline == (try sf("2026-11-23 11:15")))
        #expect(limit.basis == .limitReached(countingFrom: try sf("2026-11-23 09:15")))
    }

    @Test func aLimitRunningPastTheEndOfEnforcementCarriesOver() throws {
        #expect(try deadline(twoHours, arrival: "2026-11-23 17:00") == (try sf("2026-11-24 09:00")))
        // Friday 17:00: one hour on Friday, one on Monday.
        #expect(try deadline(twoHours, arrival: "2026-11-20 17:00") == (try sf("2026-11-23 09:00")))
        // Exactly reaching the end counts as reached.
        #expect(try deadline(twoHours, arrival: "2026-11-23 16:00") == (try sf("2026-11-23 18:00")))
    }

    @Test func holidaysDoNotCount() throws {
        // Wednesday before Thanksgiving, 17:30: Thu and Fri are holidays, so Monday 09:30.
        #expect(try deadline(twoHours, arrival: "2026-11-25 17:30") == (try sf("2026-11-30 09:30")))
        // Friday July 3 2026 is Independence Day observed.
        #expect(try deadline(twoHours, arrival: "2026-07-02 17:00") == (try sf("2026-07-06 09:00")))
    }

    @Test func anOvernightLimitCrossesMidnight() throws {
        let overnight = SFParkingConstraint.timeLimit(
            CurbWindow(days: .everyDay, startMinute: 1320, endMinute: 360, holidayClass: .none), minutes: 120,
            reason: "2-hour limit")
        #expect(try deadline(overnight, arrival: "2026-11-23 23:30") == (try sf("2026-11-24 01:30")))
        #expect(try deadline(overnight, arrival: "2026-11-24 05:00") == (try sf("2026-11-24 23:00")))
        #expect(try deadline(overnight, arrival: "2026-11-23 12:00") == (try sf("2026-11-24 00:00")))
    }

    @Test func zeroAndNegativeLimitsEndTheStayWhenEnforced() throws {
        let zero = SFParkingConstraint.timeLimit(twoHours.window, minutes: 0, reason: "no stopping")
        let negative = SFParkingConstraint.timeLimit(twoHours.window, minutes: -5, reason: "no stopping")
        #expect(try deadline(zero, arrival: "2026-11-23 09:00") == (try sf("2026-11-23 09:00")))
        #expect(try deadline(negative, arrival: "2026-11-23 06:00") == (try sf("2026-11-23 08:00")))
    }

    // MARK: Elapsed time across DST switches

    @Test func twoHoursAcrossFallBackAreTwoElapsedHours() throws {
        let always = SFParkingConstraint.timeLimit(.allDay(holidayClass: .none), minutes: 120, reason: "2-hour limit")
        let arrival = try sf("2026-11-01 00:30")  // PDT
        let limit = try #require(always.stayLimit(arrival: arrival))
        #expect(limit.deadline.timeIntervalSince(arrival) == 7200)
        #expect(PacificTime.iso8601(limit.deadline) == "2026-11-01T01:30:00-08:00")
    }

    @Test func twoHoursAcrossSpringForwardAreTwoElapsedHours() throws {
        let always = SFParkingConstraint.timeLimit(.allDay(holidayClass: .none), minutes: 120, reason: "2-hour limit")
        let arrival = try sf("2026-03-08 01:30")  // PST
        let limit = try #require(always.stayLimit(arrival: arrival))
        #expect(limit.deadline.timeIntervalSince(arrival) == 7200)
        #expect(PacificTime.iso8601(limit.deadline) == "2026-03-08T04:30:00-07:00")
        #expect(limit.basis == .limitReached(countingFrom: arrival))
    }

    @Test func theSeventyTwoHourRuleIsSeventyTwoElapsedHours() throws {
        let rule = SFParkingConstraint.timeLimit(.allDay(holidayClass: .none), minutes: 72 * 60, reason: "72-hour rule")
        let arrival = try sf("2026-10-31 12:00")
        let limit = try #require(rule.stayLimit(arrival: arrival))
        #expect(limit.deadline.timeIntervalSince(arrival) == 72 * 3600)
        #expect(PacificTime.iso8601(limit.deadline) == "2026-11-03T11:00:00-08:00")
        // Back-to-back daily occurrences are one stretch, not pauses.
        #expect(limit.basis == .limitReached(countingFrom: arrival))
    }

    @Test func twoHoursOverASweepingNightThatLosesAnHour() throws {
        let nightLimit = SFParkingConstraint.timeLimit(
            CurbWindow(days: .everyDay, startMinute: 0, endMinute: 360, holidayClass: .none), minutes: 120,
            reason: "2-hour limit")
        // 00:00 PST + 2 elapsed hours on spring-forward night = 03:00 PDT.
        #expect(try deadline(nightLimit, arrival: "2026-03-08 00:00") == (try utc("2026-03-08T10:00:00")))
        // 00:00 PDT + 2 elapsed hours on fall-back night = the second 01:00.
        #expect(try deadline(nightLimit, arrival: "2026-11-01 00:00") == (try utc("2026-11-01T09:00:00")))
    }

    // MARK: No parking

    @Test func noParkingEndsTheStayAtTheNextStartOrNow() throws {
        let sweeping = SFParkingConstraint.noParking(
            CurbWindow(days: .tuesday, startMinute: 480, endMinute: 600, holidayClass: .general),
            reason: "street sweeping")
        let before = try #require(sweeping.stayLimit(arrival: try sf("2026-11-24 07:00")))
        #expect(before.deadline == (try sf("2026-11-24 08:00")) && before.basis == .windowStarts)
        let during = try #require(sweeping.stayLimit(arrival: try sf("2026-11-24 09:00")))
        #expect(during.deadline == (try sf("2026-11-24 09:00")) && during.mustLeaveNow)
        #expect(during.basis == .inForceAtArrival(until: try sf("2026-11-24 10:00")))
        let after = try #require(sweeping.stayLimit(arrival: try sf("2026-11-24 10:00")))
        #expect(after.deadline == (try sf("2026-12-01 08:00")))
    }

    @Test func noParkingAnyTimeIsInForceWithNoEnd() throws {
        let anyTime = SFParkingConstraint.noParking(.allDay(holidayClass: .none), reason: "no parking any time")
        let limit = try #require(anyTime.stayLimit(arrival: try sf("2026-11-23 12:00")))
        #expect(limit.mustLeaveNow)
        #expect(limit.basis == .inForceAtArrival(until: nil))
        let weekdays = SFParkingConstraint.noParking(
            .allDay(days: .mondayToFriday, holidayClass: .none), reason: "no parking weekdays")
        let merged = try #require(weekdays.stayLimit(arrival: try sf("2026-11-23 12:00")))
        #expect(merged.basis == .inForceAtArrival(until: try sf("2026-11-28 00:00")))
    }

    /// Only a window with no gap at all is in force with no end: one suspended on holidays ends
    /// at the next (Thanksgiving, 2026-11-26).
    @Test func everyDayButHolidaysEndsAtTheNextHoliday() throws {
        let allDay = SFParkingConstraint.noParking(.allDay(holidayClass: .general), reason: "no parking")
        let limit = try #require(allDay.stayLimit(arrival: try sf("2026-11-23 12:00")))
        #expect(limit.basis == .inForceAtArrival(until: try sf("2026-11-26 00:00")))
        #expect(!CurbWindow.allDay(holidayClass: .general).isAlwaysInForce)
        #expect(CurbWindow.allDay(holidayClass: .none).isAlwaysInForce)
        #expect(!CurbWindow.allDay(days: .mondayToFriday, holidayClass: .none).isAlwaysInForce)
    }

    @Test func nothingWithinTheSearchIsNil() throws {
        let fifthFriday = SFParkingConstraint.noParking(
            CurbWindow(days: .friday, weeksOfMonth: .fifth, startMinute: 480, endMinute: 600, holidayClass: .general),
            reason: "street sweeping")
        #expect(fifthFriday.stayLimit(arrival: try sf("2026-01-30 12:00"), withinDays: 100) == nil)
        #expect(try deadline(fifthFriday, arrival: "2026-01-30 12:00") == (try sf("2026-05-29 08:00")))
        let never = SFParkingConstraint.timeLimit(
            CurbWindow(days: [], startMinute: 480, endMinute: 600, holidayClass: .general), minutes: 60, reason: "x")
        #expect(never.stayLimit(arrival: try sf("2026-01-30 12:00")) == nil)
    }

    @Test func limitNames() {
        #expect(AnswerText.limitName(minutes: 120) == "2-hour limit")
        #expect(AnswerText.limitName(minutes: 4320) == "72-hour limit")
        #expect(AnswerText.limitName(minutes: 20) == "20-minute limit")
        #expect(AnswerText.limitName(minutes: 90) == "90-minute limit")
    }

    // MARK: Property: against counting enforced minutes one by one

    @Test func timeLimitsAgreeWithMinuteByMinuteCounting() throws {
        var generator = SeededGenerator(seed: 72)
        let base = try sf("2026-01-01 00:00")
        var checks = 0
        var failures: [String] = []
        for _ in 0..<60 {
            let window = CurbWindow(
                days: WeekdaySet(rawValue: UInt8.random(in: 1...127, using: &generator)),
                startMinute: Int.random(in: 0..<96, using: &generator) * 15,
                endMinute: Int.random(in: 0...96, using: &generator) * 15,
                holidayClass: .general)
            let minutes = Int.random(in: 1...300, using: &generator)
            let arrival = base + Double(Int.random(in: 0..<(360 * 1440), using: &generator) * 60)
            let constraint = SFParkingConstraint.timeLimit(window, minutes: minutes, reason: "limit")
            let counted = countMinutes(window, limit: minutes, from: arrival, maxMinutes: 14 * 1440)
            guard let counted else { continue }
            checks += 1
            let found = constraint.stayLimit(arrival: arrival, withinDays: 20)?.deadline
            if found != counted {
                failures.append("\(window) \(minutes) min from \(PacificTime.iso8601(arrival))")
            }
        }
        #expect(failures == [])
        #expect(checks > 40)
    }

    private func countMinutes(_ window: CurbWindow, limit: Int, from arrival: Date, maxMinutes: Int) -> Date? {
        var counted = 0
        var minute = arrival
        for _ in 0..<maxMinutes {
            if window.isInForce(at: minute) { counted += 1 }
            minute += 60
            if counted == limit { return minute }
        }
        return nil
    }
}
