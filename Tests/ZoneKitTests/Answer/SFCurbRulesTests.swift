import Foundation
import Testing

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
        let regulation = try BlockFaceRegulation(
            id: "1", kind: .timeLimit, days: .mondayToSaturday, startMinute: 8 * 60, endMinute: 21 * 60,
            limitMinutes: 120, permitAreas: ["A", "hv"], rppExemption: .timeLimit, exceptions: nil, lines: [Self.line])
        let rules = SFCurbRules.rules(for: regulation).regulations
        #expect(rules.count == 3)
        #expect(rules[0].users.isEveryone && rules[0].maxStay == 7200)
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
        let regulation = try BlockFaceRegulation(
            id: "2", kind: .payOrPermit, days: .mondayToSaturday, startMinute: 9 * 60, endMinute: 18 * 60,
            limitMinutes: 240, permitAreas: ["S"], rppExemption: .timeLimit, exceptions: nil, lines: [Self.line])
        let rules = SFCurbRules.rules(for: regulation).regulations
        // Everyone pays within 4 hours; the holders pay without a limit, unless they also show a
        // placard, which exempts from paying (both together: neither); placard holders alone park free.
        #expect(rules.map { $0.payment?.isRequired == true } == [true, true, false, false])
        #expect(rules.map(\.maxStay) == [14_400, nil, nil, nil])
        #expect(rules[1].users.exceptClasses == [CurbUserClass("handicap")])
        #expect(rules[2].users.namedClasses == [CurbUserClass("permit", subclasses: ["S"]), CurbUserClass("handicap")])
        #expect(rules[3].users.namedClasses == [CurbUserClass("handicap")])
        #expect(rules[0].timeSpans.first?.designatedPeriods.first?.name == "meter holidays")
    }

    @Test func nightSweepingOnTheFirstAndThirdWeeksKeepsItsHolidayClass() throws {
        let schedule = try SweepingSchedule(
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
        let calendar = CurbHolidayCalendar.sanFrancisco()
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
