import Foundation
import Testing

@testable import ZoneKit

/// "Park until" through the whole engine: each failure of earlier apps in DOMAIN §1 as a case.
@Suite struct SFDatasetAnswerTests {
    /// One block face with a single regulation on the west curb and no sweeping nearby.
    static func single(_ regulation: SFBlockFaceRegulation) -> SFDataset {
        SFDataset(regulations: [regulation], sweepingSides: [], meters: [])
    }

    @Test func limitStartingLaterTheSameDayEndsTheSameDay() throws {
        // Mon 06:00 at a Mon–Fri 8–18 2-hour limit: Mon 10:00, not Tue.
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-23 06:00")
        let until = try #require(answer.parkUntil)
        #expect(until.deadline == (try sf("2026-11-23 10:00")))
        #expect(until.explanation == "2-hour limit starts 8:00 AM")
        #expect(answer.rules[until.ruleIndex].source == .regulation(id: "W2H"))
        #expect(answer.verdict == .yes)
        #expect(answer.verdictReason == "until 10:00 AM: 2-hour limit starts 8:00 AM")
    }

    @Test func limitRunningPastEnforcementEndCarriesOver() throws {
        // Mon 17:30: 30 min counted by 18:00, the other 90 from Tue 08:00.
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-23 17:30")
        let until = try #require(answer.parkUntil)
        #expect(until.deadline == (try sf("2026-11-24 09:30")))
        #expect(until.explanation == "2-hour limit: 30 min counted until 6:00 PM, the rest from Tue Nov 24 8:00 AM")
    }

    @Test func weekendArrivalCountsFromMonday() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-28 12:00")
        #expect(answer.parkUntil?.deadline == (try sf("2026-11-30 10:00")))
    }

    @Test(arguments: [
        ("2026-11-23 21:00", ParkingVerdict.yes, "2026-11-23 22:00"),
        ("2026-11-23 23:00", .no, "2026-11-23 23:00"),
        ("2026-11-24 03:00", .no, "2026-11-24 03:00"),
        ("2026-11-24 06:00", .yes, "2026-11-24 22:00"),
    ])
    func overnightBanCrossesMidnight(arrival: String, verdict: ParkingVerdict, deadline: String) throws {
        let dataset = Self.single(
            try Guerrero.regulation(
                "N", "noOvernightParking", days: Guerrero.everyDay, from: "22:00", to: "06:00", curb: -6))
        let answer = try dataset.answer(at: Guerrero.west, arrival)
        #expect(answer.verdict == verdict)
        #expect(answer.parkUntil?.deadline == (try sf(deadline)))
        #expect(answer.rulesInForce.contains { $0.kind == .noOvernightParking } == (verdict == .no))
    }

    @Test(arguments: ["2026-11-23 00:00", "2026-11-23 12:00", "2026-11-26 12:00", "2026-12-25 23:59"])
    func allDayNoParkingIsAlwaysInForce(arrival: String) throws {
        // `0-2400` normalised to 00:00–24:00; never suspended, even on Thanksgiving and Christmas.
        let dataset = Self.single(
            try Guerrero.regulation("NP", "noParkingAnyTime", days: Guerrero.everyDay, curb: -6))
        let answer = try dataset.answer(at: Guerrero.west, arrival)
        #expect(answer.verdict == .no)
        #expect(answer.parkUntil?.mustLeaveNow == true)
        #expect(answer.verdictReason.hasPrefix("no parking any time in force now"))
    }

    @Test func limitWindowWrappingMidnightCountsAcrossIt() throws {
        // 2-hour limit 20:00–02:00: arrive 01:00, 1 h counted by 02:00, the other hour from 20:00.
        let dataset = Self.single(
            try Guerrero.regulation(
                "L", "timeLimit", days: Guerrero.everyDay, from: "20:00", to: "02:00", limit: 120, curb: -6))
        let answer = try dataset.answer(at: Guerrero.west, "2026-11-24 01:00")
        #expect(answer.parkUntil?.deadline == (try sf("2026-11-24 21:00")))
        let evening = try dataset.answer(at: Guerrero.west, "2026-11-24 23:30")
        #expect(evening.parkUntil?.deadline == (try sf("2026-11-25 01:30")))
    }

    @Test func sweepingFollowsTheWeekOfTheMonth() throws {
        // Tue Nov 24 is the 4th Tuesday: the 1st & 3rd Tuesday schedule next runs Tue Dec 1.
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-23 12:00", permits: ["S"])
        let next = try #require(answer.nextSweeping?.next)
        #expect(next.start == (try sf("2026-12-01 08:00")))
        #expect(next.description == "Tue Dec 1 8–10 AM, 1st & 3rd Tuesdays")
        // Over a week away: the citywide 72-hour rule ends the stay first.
        #expect(answer.parkUntil?.deadline == (try sf("2026-11-26 12:00")))
        #expect(answer.parkUntil?.reason == "72-hour limit")
        let week = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-30 12:00", permits: ["S"])
        #expect(week.parkUntil?.deadline == (try sf("2026-12-01 08:00")))
        #expect(week.parkUntil?.explanation == "street sweeping starts Tue Dec 1 8:00 AM")
        // The Monday before the 3rd Tuesday: the next day.
        let third = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-16 12:00", permits: ["S"])
        #expect(third.nextSweeping?.next?.start == (try sf("2026-11-17 08:00")))
    }

    @Test func holidaysSuspendLimitsAndDaytimeSweeping() throws {
        // Labor Day (Mon Sep 7) is off for limits: counting starts Tue 08:00.
        let limit = try Guerrero.dataset().answer(at: Guerrero.west, "2026-09-07 09:00")
        #expect(limit.parkUntil?.deadline == (try sf("2026-09-08 10:00")))
        #expect(!limit.rulesInForce.contains { $0.kind == .timeLimit })
        #expect(limit.rules.first { $0.kind == .timeLimit }?.nextStart == (try sf("2026-09-08 08:00")))
        // East-side Thursday sweeping is suspended on Thanksgiving; next Thu Dec 3.
        let sweeping = try Guerrero.dataset().answer(at: Guerrero.east, "2026-11-26 08:00", permits: ["I"])
        #expect(sweeping.nextSweeping?.next?.start == (try sf("2026-12-03 09:00")))
    }

    @Test func nightSweepingRunsOnHolidaysButNotOnChristmas() throws {
        let night = try SFSweepingSchedule(
            days: Guerrero.everyDay, from: "02:00", to: "06:00", weeks: [1, 2, 3, 4, 5], holidays: "swept")
        let dataset = SFDataset(
            regulations: [], sweepingSides: try Guerrero.sweepingSides(west: [night], east: []), meters: [])
        // Veterans Day (Wed Nov 11): swept anyway.
        let veterans = try dataset.answer(at: Guerrero.west, "2026-11-10 20:00")
        #expect(veterans.parkUntil?.deadline == (try sf("2026-11-11 02:00")))
        // Christmas: not swept, so the next night is the 26th.
        let christmas = try dataset.answer(at: Guerrero.west, "2026-12-24 20:00")
        #expect(christmas.parkUntil?.deadline == (try sf("2026-12-26 02:00")))
        #expect(christmas.nextSweeping?.schedules == ["every day 2–6 AM (also on holidays)"])
    }

    @Test func theSeventyTwoHourRuleBindsWhereNothingElseDoes() throws {
        // A street with no sweeping and no regulation: only the citywide rule.
        let dataset = SFDataset(
            regulations: [], sweepingSides: try Guerrero.sweepingSides(west: [], east: []), meters: [])
        let answer = try dataset.answer(at: Guerrero.west, "2026-11-23 12:00")
        #expect(answer.verdict == .yes)
        #expect(answer.parkUntil?.deadline == (try sf("2026-11-26 12:00")))
        #expect(answer.parkUntil?.reason == "72-hour limit")
        #expect(answer.status == .noPermitRequired)
        #expect(answer.warnings.map(\.code) == ["no-block-face"])
    }

    @Test func withNoStreetAtAllTheSeventyTwoHourRuleIsNotAYes() throws {
        // Far from every curb the 72-hour rule is all that is left: that is no reason to say yes.
        let dataset = SFDataset(regulations: [], sweepingSides: [], meters: [])
        let answer = try dataset.answer(at: Guerrero.west, "2026-11-23 12:00")
        #expect(answer.verdict == .unknown)
        #expect(answer.parkUntil == nil)
        #expect(answer.warnings.map(\.code) == ["no-curb-within-reach"])
    }

    @Test func theAnswerDoesNotDependOnTheHostTimeZone() throws {
        // Instants are parsed and evaluated in San Francisco time: an explicit offset gives the same answer.
        let local = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-23 06:00")
        let offset = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-23T14:00Z")
        #expect(local == offset)
    }

    @Test func upcomingRulesAreSoonestFirst() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-30 12:00", permits: ["S"])
        let upcoming = answer.upcomingRules()
        #expect(upcoming.map(\.kind) == [.noOversizedVehicles, .streetSweeping])
        #expect(upcoming.first?.nextStart == (try sf("2026-12-01 00:00")))
        #expect(answer.rulesInForce.map(\.kind) == [.timeLimit, .seventyTwoHourRule])
        #expect(
            answer.rules.first { $0.kind == .noOversizedVehicles }?.binding
                == .doesNotApply(reason: "only vehicles over 22 ft long or 7 ft tall"))
    }

    @Test func oversizedVehiclesAreBoundByTheNightBan() throws {
        let answer = try Guerrero.dataset().answer(
            at: Guerrero.west, "2026-11-30 12:00", permits: ["S"], oversized: true)
        #expect(answer.parkUntil?.deadline == (try sf("2026-12-01 00:00")))
        #expect(answer.parkUntil?.reason == "no oversized vehicles")
    }
}
