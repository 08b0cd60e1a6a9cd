import Foundation
import Testing
import ZoneKit

@testable import parkcheck

/// The pieces of RFC 5545 the calendar writer gets right.
@Suite struct CalendarICSTests {
    @Test func longLinesFoldBefore75OctetsAndNeverInsideACharacter() {
        let line = "DESCRIPTION:" + String(repeating: "é", count: 60) + String(repeating: "a", count: 40)
        let folded = CalendarICS.folded(line)
        #expect(folded.hasSuffix("\r\n"))
        let physical = folded.components(separatedBy: "\r\n").dropLast()
        #expect(physical.count > 1)
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(
            physical.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined() == line)
        #expect(CalendarICS.folded("SHORT:1") == "SHORT:1\r\n")
    }

    @Test func textValuesAreEscaped() {
        #expect(CalendarICS.text("a, b; c\\d\ne") == "a\\, b\\; c\\\\d\\ne")
    }

    @Test func timesAreWallClockOrUTC() throws {
        let date = try PacificTime.parse("2027-03-14T08:00")
        #expect(CalendarICS(reminder: 0, stamp: date).localText(date) == "20270314T080000")
        #expect(CalendarICS.utcText(date) == "20270314T150000Z")
        #expect(CalendarICS.triggerText(30 * 60) == "-PT30M")
        #expect(CalendarICS.triggerText(2 * 3600) == "-PT2H")
        #expect(CalendarICS.triggerText(90 * 60) == "-PT1H30M")
    }

    /// The VTIMEZONE's changes are the tz database's, which are ZoneKit's own rules.
    @Test func theTimeZonesChangesAreTheCitysRules() throws {
        let transitions = try #require(
            CalendarTimeZone.transitions(identifier: PacificTime.identifier, years: 2020...2030))
        #expect(transitions.count == 22)
        for year in 2020...2030 {
            let (start, end) = PacificTime.daylightSavingTime(in: year)
            let local = PacificTime.localDateTime(for: start.addingTimeInterval(-1))
            let daylight = try #require(transitions.first { $0.isDaylight && $0.local.year == year })
            #expect(daylight.local.month == 3 && daylight.local.day == local.day && daylight.local.hour == 2)
            #expect(
                daylight.offsetFrom == PacificTime.standardOffset && daylight.offsetTo == PacificTime.daylightOffset)
            let standard = try #require(transitions.first { !$0.isDaylight && $0.local.year == year })
            #expect(standard.local.month == 11 && standard.local.day == PacificTime.localDateTime(for: end).day)
        }
        let lines = try #require(CalendarTimeZone.lines(identifier: PacificTime.identifier, years: 2025...2027))
        #expect(lines.contains("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU"))
        #expect(lines.contains("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU"))
        #expect(lines.contains("DTSTART:20250309T020000"))
        #expect(lines.contains("DTSTART:20251102T020000"))
        #expect(CalendarTimeZone.lines(identifier: "Not/AZone", years: 2025...2026) == nil)
    }

    /// Without a tz database the zone is written from ZoneKit's own rules: the same component.
    @Test func theFallbackWithoutATzDatabaseIsTheSame() throws {
        let system = try #require(CalendarTimeZone.lines(identifier: PacificTime.identifier, years: 2025...2027))
        let own = CalendarTimeZone.lines(
            identifier: PacificTime.identifier, transitions: CalendarTimeZone.pacificTransitions(years: 2025...2027))
        #expect(own == system)
        let older = try #require(CalendarTimeZone.lines(identifier: PacificTime.identifier, years: 2005...2008))
        #expect(
            CalendarTimeZone.lines(
                identifier: PacificTime.identifier, transitions: CalendarTimeZone.pacificTransitions(years: 2005...2008)
            )
                == older)
    }

    /// Years whose rules differ are listed change by change: 2006 (April) and 2007 (March).
    @Test func aChangeOfRuleIsListedChangeByChange() throws {
        let lines = try #require(CalendarTimeZone.lines(identifier: PacificTime.identifier, years: 2005...2008))
        #expect(!lines.contains { $0.hasPrefix("RRULE:") })
        #expect(lines.contains("DTSTART:20060402T020000"))
        #expect(lines.contains("DTSTART:20070311T020000"))
    }
}
