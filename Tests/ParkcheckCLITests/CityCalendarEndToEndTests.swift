import Foundation
import Testing
import ZoneKit

@testable import parkcheck

/// `--format ics` in the cities answered from curb feeds: the deadline, "move now", and each period
/// of the coming weeks in which the car may not stay on its curb, on the city's clock.
@Suite struct CityCalendarEndToEndTests {
    /// The events of a run, unfolded: each as its property lines.
    static func events(_ text: String) -> [[String]] {
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        var events: [[String]] = []
        var current: [String]?
        for line in unfolded {
            if line == "BEGIN:VEVENT" {
                current = []
            } else if line == "END:VEVENT", let event = current {
                events.append(event)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return events
    }

    /// Austin, paid with a 3-hour limit: the deadline at 1:00 PM Central time, with the
    /// America/Chicago zone written out.
    @Test func austinsDeadlineIsOnCentralTime() throws {
        let run = try runParkcheck(["30.266820", "-97.745513", "--at", "2026-11-24T10:00", "--format", "ics"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("X-WR-TIMEZONE:America/Chicago\r\n"))
        #expect(run.stdout.contains("BEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n"))
        let events = Self.events(run.stdout)
        #expect(events.count == 1)
        let deadline = try #require(events.first)
        #expect(deadline.contains("DTSTART;TZID=America/Chicago:20261124T130000"))
        #expect(deadline.contains("SUMMARY:Move the car: 3-hour limit"))
    }

    /// Portland, a "no parking" curb: move now, at the arrival.
    @Test func portlandsNoParkingCurbSaysMoveNow() throws {
        let run = try runParkcheck(["45.5203", "-122.6806", "--at", "2026-11-30T10:00", "--format", "ics"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let events = Self.events(run.stdout)
        #expect(events.count == 1)
        let now = try #require(events.first)
        #expect(now.contains("DTSTART;TZID=America/Los_Angeles:20261130T100000"))
        #expect(now.contains(#"SUMMARY:Move the car now: "no parking" for everyone\, at all times"#))
    }

    /// Austin's loading zone, parked on a Monday: the stay ends when loading starts on Wednesday
    /// (the deadline); then each day's commercial loading and valet hours are periods to move
    /// for, back to back, none overlapping, each when the feed says (02:30–17:30 loading).
    @Test func aLoadingZonesHoursAreEachAPeriodToMoveFor() throws {
        let run = try runParkcheck([
            "30.266770570891797", "-97.7453699655397", "--side", "right", "--at", "2026-11-30T10:00", "--format", "ics",
        ])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let events = Self.events(run.stdout)
        let deadline = try #require(events.first)
        #expect(deadline.contains("DTSTART;TZID=America/Chicago:20261202T023000"))
        let periods = events.dropFirst()
        #expect(periods.count > 20)
        let loading = try #require(periods.first { $0.contains("DTSTART;TZID=America/Chicago:20261203T023000") })
        #expect(loading.contains("DTEND;TZID=America/Chicago:20261203T173000"))
        #expect(loading.contains("SUMMARY:Move the car: reserved for commercial here"))
        // Soonest first, and no two at once.
        let starts = periods.compactMap { $0.first { $0.hasPrefix("DTSTART") } }
        let ends = periods.compactMap { $0.first { $0.hasPrefix("DTEND") } }
        #expect(starts == starts.sorted())
        for (end, nextStart) in zip(ends, starts.dropFirst()) {
            #expect(String(end.suffix(15)) <= String(nextStart.suffix(15)))
        }
        let uids = events.compactMap { $0.first { $0.hasPrefix("UID:") } }
        #expect(Set(uids).count == uids.count)
    }

    /// Without a tz database, a city's zone is written from the rule its data keeps: the same
    /// component as the system's for the years the rule holds.
    @Test func theFallbackZoneOfACityIsTheSystemsOne() throws {
        let chicago = try #require(TimeZoneRules(identifier: "America/Chicago"))
        let system = try #require(CalendarTimeZone.lines(identifier: "America/Chicago", years: 2025...2027))
        let own = CalendarTimeZone.lines(
            identifier: "America/Chicago", transitions: CalendarTimeZone.ownTransitions(of: chicago, years: 2025...2027)
        )
        #expect(own == system)
    }
}
