import Foundation
import Testing

@testable import DataBuild
@testable import ZoneKit

/// Single rows of San Francisco's tables as curb regulations (``SFCurbRules``), as
/// docs/SF_CURBS.md says.
@Suite struct SFCurbRulesTests {
    static let line: LineString = {
        let coordinates = [
            Coordinate(latitude: 37.76, longitude: -122.43), Coordinate(latitude: 37.761, longitude: -122.43),
        ]
        guard let line = try? LineString(coordinates: coordinates) else { preconditionFailure("a valid line") }
        return line
    }()

    @Test func anRPPLimitIsALimitForEveryoneAndNoneForTheAreasPermits() throws {
        let regulation = try SFBlockFaceRegulation(
            id: "1", kind: .timeLimit, days: .mondayToSaturday, startMinute: 8 * 60, endMinute: 21 * 60,
            limitMinutes: 120, permitAreas: ["A", "hv"], rppExemption: .timeLimit, exceptions: nil, lines: [Self.line])
        let rules = SFCurbRules.rules(for: regulation).regulations
        #expect(rules.count == 3)
        // The limit is for everyone but the areas' permit holders and placard holders, who may
        // park there without it; every regulation applies alongside the others of its rank.
        #expect(rules[0].users.alternatives.isEmpty && rules[0].maxStay == 7200)
        #expect(
            rules[0].users.exceptClasses == [
                CurbUserClass("permit", subclasses: ["A", "HV"]), CurbUserClass("handicap"),
            ])
        #expect(rules.allSatisfy { $0.appliesAlongsideOthers })
        #expect(rules[0].countsMaxStayAcrossWindows && rules[0].countsMaxStayBesideWinner)
        #expect(rules[1].users.namedClasses == [CurbUserClass("permit", subclasses: ["A", "HV"])])
        #expect(rules[2].users.namedClasses == [CurbUserClass("handicap")])
        #expect(rules.allSatisfy { $0.priority == rules[0].priority })
        #expect(rules[1].maxStay == nil && rules[2].maxStay == nil)
        let span = try #require(rules[0].timeSpans.first)
        #expect(span.daysOfWeek == .mondayToSaturday)
        #expect(span.timesOfDay == [CurbTimeOfDay(startMinute: 480, endMinute: 1260)])
        #expect(span.designatedPeriods == [CurbDesignatedPeriod(name: "holidays", application: .exceptDuring)])
    }

    @Test func payOrPermitHoldersPayWhenExemptOnlyFromTheLimit() throws {
        let regulation = try SFBlockFaceRegulation(
            id: "2", kind: .payOrPermit, days: .mondayToSaturday, startMinute: 9 * 60, endMinute: 18 * 60,
            limitMinutes: 240, permitAreas: ["S"], rppExemption: .timeLimit, exceptions: nil, lines: [Self.line])
        let rules = SFCurbRules.rules(for: regulation).regulations
        // Everyone else pays within 4 hours; the holders pay without a limit unless they also show
        // a placard, which exempts from paying; placard holders park free.
        #expect(rules.map { $0.payment?.isRequired == true } == [true, true, false])
        #expect(rules.map(\.maxStay) == [14_400, nil, nil])
        #expect(
            rules[0].users.exceptClasses == [CurbUserClass("permit", subclasses: ["S"]), CurbUserClass("handicap")])
        #expect(rules[1].users.namedClasses == [CurbUserClass("permit", subclasses: ["S"])])
        #expect(rules[1].users.exceptClasses == [CurbUserClass("handicap")])
        #expect(rules[2].users.namedClasses == [CurbUserClass("handicap")])
        #expect(rules[0].timeSpans.first?.designatedPeriods.first?.name == "meter holidays")
    }

    @Test func aPermitExemptsOnlyFromItsOwnRowsTerms() throws {
        // Buchanan St at Haight (regulations 5977 and 12881): a 2-hour limit Mon–Fri 8 AM–9 PM
        // that names no area, and pay-or-permit Mon–Sat 9 AM–9 PM that exempts areas HV and S.
        // An area S holder arriving Monday 8:30 AM is exempt from the second, never from the
        // first: the stay ends at 10:30 AM (it ended Wednesday 8:30 AM when the holders' own
        // regulation beat every regulation for everyone at its rank).
        let limit = try SFBlockFaceRegulation(
            id: "5977", kind: .timeLimit, days: .mondayToFriday, startMinute: 8 * 60, endMinute: 21 * 60,
            limitMinutes: 120, permitAreas: [], rppExemption: nil, exceptions: nil, lines: [Self.line])
        let paid = try SFBlockFaceRegulation(
            id: "12881", kind: .payOrPermit, days: .mondayToSaturday, startMinute: 9 * 60, endMinute: 21 * 60,
            limitMinutes: 4320, permitAreas: ["HV", "S"], rppExemption: nil, exceptions: nil, lines: [Self.line])
        let located = SFCurbRules.located([
            SFCurbRules.Source(rows: .regulation(SFCurbRules.Terms(limit)), sideIsUncertain: false),
            SFCurbRules.Source(rows: .regulation(SFCurbRules.Terms(paid)), sideIsUncertain: false),
            SFCurbRules.Source(rows: .citywide, sideIsUncertain: false),
        ])
        let arrival = PacificTime.date(
            for: LocalDateTime(date: CivilDate(year: 2026, month: 7, day: 6), minuteOfDay: 8 * 60 + 30))
        let holder = SFCurbRules.answer(
            located, arrival: arrival, user: CurbUser(vehicle: nil, permits: ["S"]), holidays: .sanFrancisco)
        #expect(holder.verdict == .yes)
        #expect(holder.parkUntil == arrival.addingTimeInterval(2 * 3600))
        // Without the permit the driver must start paying at 9 AM, before the limit runs out: that
        // is the first moment to act.
        let other = SFCurbRules.answer(located, arrival: arrival, user: .privateCar, holidays: .sanFrancisco)
        #expect(other.verdict == .yes)
        #expect(other.parkUntil == arrival.addingTimeInterval(30 * 60))
    }

    @Test func nightSweepingOnTheFirstAndThirdWeeksKeepsItsHolidayClass() throws {
        let schedule = try SFSweepingSchedule(
            days: [.tuesday], startMinute: 0, endMinute: 120, weeks: WeekOfMonthSet(weeks: [1, 3]), holidays: .swept)
        let rule = SFCurbRules.sweepingRule(schedule.window)
        #expect(rule.activity == .noParking && rule.priority == SFCurbRules.prohibition)
        let span = try #require(rule.timeSpans.first)
        #expect(span.occurrencesInMonth == [.nth(1), .nth(3)])
        #expect(
            span.designatedPeriods == [
                CurbDesignatedPeriod(name: "night sweeping holidays", application: .exceptDuring)
            ])
    }

    @Test func theHolidayClassesAreThreePeriods() {
        let calendar = CurbHolidayCalendar.sanFrancisco
        let observed = CivilDate(year: 2026, month: 7, day: 3)
        #expect(calendar.contains(observed, inPeriod: "holidays") == true)
        #expect(calendar.contains(observed, inPeriod: "meter holidays") == false)
        let thanksgiving = CivilDate(year: 2026, month: 11, day: 26)
        for period in ["holidays", "meter holidays", "night sweeping holidays"] {
            #expect(calendar.contains(thanksgiving, inPeriod: period) == true)
        }
        #expect(
            calendar.contains(CivilDate(year: 2026, month: 11, day: 27), inPeriod: "night sweeping holidays") == false)
    }
}
