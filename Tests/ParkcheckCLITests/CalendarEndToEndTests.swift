import Foundation
import Testing

/// `--format ics`: real calendars, checked line by line as RFC 5545 asks (the independent parser's
/// check is `make check-pictures`, scripts/check_ics.py).
@Suite struct CalendarEndToEndTests {
    static let guerrero = ["37.759546", "-122.423713"]
    static let legal = guerrero + ["--permit", "S", "--at", "2026-11-23T06:00", "--format", "ics"]

    static func calendar(_ arguments: [String], stdin: Data? = nil) throws -> String {
        let run = try runParkcheck(arguments, stdin: stdin)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        return run.stdout
    }

    /// The content lines, unfolded (§3.1).
    static func unfolded(_ calendar: String) -> [String] {
        calendar.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    @Test func linesEndWithCRLFAndFoldAt75Octets() throws {
        let text = try Self.calendar(Self.legal)
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n")
        #expect(!lines.contains { $0.contains("\n") || $0.contains("\r") }, "a bare LF or CR")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.contains { $0.hasPrefix(" ") }, "long descriptions are folded")
        // Folding never splits a UTF-8 character: every physical line is valid UTF-8 on its own.
        for line in Data(text.utf8).split(separator: 0x0A) {
            #expect(String(data: Data(line), encoding: .utf8) != nil)
        }
    }

    /// The deadline, then every sweeping of the car's side for 8 weeks, each with its alarm, times
    /// in the city's zone, defined in the calendar. The deadline is Tuesday's sweeping: one event
    /// (and one alarm) at that minute, not two.
    @Test func theDeadlineAndEachSweepingWithAnAlarm() throws {
        let lines = Self.unfolded(try Self.calendar(Self.legal))
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 13)
        #expect(lines.filter { $0 == "BEGIN:VALARM" }.count == 13)
        #expect(lines.filter { $0 == "TRIGGER:-PT30M" }.count == 13)
        #expect(lines.filter { $0 == "BEGIN:VTIMEZONE" }.count == 1)
        #expect(lines.contains("TZID:America/Los_Angeles"))
        let starts = lines.filter { $0.hasPrefix("DTSTART;") }
        #expect(starts.count == 13)
        #expect(Set(starts).count == starts.count, "two events start at the same minute")
        #expect(starts.allSatisfy { $0.hasPrefix("DTSTART;TZID=America/Los_Angeles:") })
        #expect(starts.first == "DTSTART;TZID=America/Los_Angeles:20261124T080000")
        #expect(lines.contains("SUMMARY:Move the car: street sweeping"))
        #expect(lines.contains("SUMMARY:Street sweeping: Guerrero St\\, west side"))
        // The day after Thanksgiving is a holiday: no sweeping then.
        #expect(!starts.contains("DTSTART;TZID=America/Los_Angeles:20261127T080000"))
        #expect(starts.contains("DTSTART;TZID=America/Los_Angeles:20261201T080000"))
    }

    /// Parked during sweeping: the first event is to move the car now.
    @Test func parkedDuringSweepingTheFirstEventIsToMoveNow() throws {
        let run = try runParkcheck(["37.759546", "-122.423713", "--at", "2026-11-24T08:30", "--format", "ics"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = Self.unfolded(run.stdout)
        let first = try #require(lines.firstIndex { $0.hasPrefix("UID:") })
        #expect(lines[first].hasPrefix("UID:move-now-"))
        #expect(lines.contains("DTSTART;TZID=America/Los_Angeles:20261124T083000"))
        #expect(lines.contains("SUMMARY:Move the car now: street sweeping"))
    }

    /// Re-importing updates: the same answer gives the same UIDs (and bytes), all distinct.
    @Test func uidsAreStableAndDistinct() throws {
        let first = try Self.calendar(Self.legal)
        let second = try Self.calendar(Self.legal)
        #expect(first == second)
        let uids = Self.unfolded(first).filter { $0.hasPrefix("UID:") }
        #expect(uids.count == 13)
        #expect(Set(uids).count == uids.count)
        #expect(uids.allSatisfy { $0.hasSuffix("@parkcheck.invalid") })
        // The same sweeping asked from another arrival on the same curb is the same event.
        let later = Self.unfolded(try Self.calendar(Self.guerrero + ["--at", "2026-11-30T06:00", "--format", "ics"]))
        #expect(later.contains("UID:sweeping-6581201-R-20261201T160000Z@parkcheck.invalid"))
        #expect(uids.contains("UID:sweeping-6581201-R-20261201T160000Z@parkcheck.invalid"))
    }

    @Test func remindSetsTheAlarmsAndIsOnlyForICS() throws {
        let lines = Self.unfolded(try Self.calendar(Self.legal + ["--remind", "1h30m"]))
        #expect(lines.filter { $0.hasPrefix("TRIGGER:") }.allSatisfy { $0 == "TRIGGER:-PT1H30M" })
        let wrongFormat = try runParkcheck(Self.guerrero + ["--remind", "1h"])
        #expect(wrongFormat.status == 64)
        #expect(wrongFormat.stderr.contains("option --remind does not apply to --format text"))
        let wrongValue = try runParkcheck(Self.legal + ["--remind", "soon"])
        #expect(wrongValue.status == 64)
        #expect(wrongValue.stderr.contains("--remind"))
    }

    /// A batch writes one calendar holding every row's events, UIDs distinct even for two rows on
    /// the same curb; a row that fails has no events (its error is on standard error).
    @Test func aBatchIsOneCalendar() throws {
        let input = "37.759546,-122.423713\n37.759546,-122.423713\n91,0\n37.756701 -122.423668\n"
        let run = try runParkcheck(
            ["-", "--at", "2026-11-23T06:00", "--format", "ics"], stdin: Data(input.utf8))
        #expect(run.status == 1)
        #expect(run.stderr.contains("<stdin>:3"))
        let lines = Self.unfolded(run.stdout)
        #expect(lines.filter { $0 == "BEGIN:VCALENDAR" }.count == 1)
        // San Francisco's zone, and each other city's a row may be in (Austin's Central time), once.
        let zones = lines.filter { $0.hasPrefix("TZID:") }
        #expect(zones == ["TZID:America/Los_Angeles", "TZID:America/Chicago"])
        #expect(
            lines.filter { $0.hasPrefix("DTSTART;") }.allSatisfy { $0.hasPrefix("DTSTART;TZID=America/Los_Angeles:") })
        let uids = lines.filter { $0.hasPrefix("UID:") }
        #expect(uids.count == 14 + 14 + 5)
        #expect(Set(uids).count == uids.count)
        #expect(uids.contains { $0.hasSuffix("-line-2@parkcheck.invalid") })
    }

    /// A batch with rows in three cities: one calendar, each row's events on its own city's clock,
    /// each zone's `VTIMEZONE` once; Portland's no-parking curb says move now, Austin's meter ends
    /// the stay at 1:00 PM Central time.
    @Test func aBatchAcrossCitiesIsOneCalendarOnEachCitysClock() throws {
        let input =
            "id,lat,lon,at\npdx,45.5203,-122.6806,2026-11-30T10:00\nsf,37.759546,-122.423713,2026-11-24T07:30\n"
            + "atx,30.266820,-97.745513,2026-11-24T10:00\n"
        let run = try runParkcheck(["-", "--format", "ics"], stdin: Data(input.utf8))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = Self.unfolded(run.stdout)
        #expect(lines.filter { $0.hasPrefix("TZID:") } == ["TZID:America/Los_Angeles", "TZID:America/Chicago"])
        let uids = lines.filter { $0.hasPrefix("UID:") }
        #expect(uids.contains { $0.hasPrefix("UID:move-now-") && $0.hasSuffix("-pdx@parkcheck.invalid") })
        #expect(lines.contains("DTSTART;TZID=America/Los_Angeles:20261130T100000"))
        #expect(lines.contains("DTSTART;TZID=America/Chicago:20261124T130000"))
        #expect(uids.contains { $0.hasPrefix("UID:park-until-") && $0.hasSuffix("-atx@parkcheck.invalid") })
        #expect(uids.filter { $0.hasSuffix("-sf@parkcheck.invalid") }.count > 5)
        #expect(Set(uids).count == uids.count)
    }

    /// No rule to remind of (the car may not stay, or the point is not at a street): an empty
    /// calendar, valid all the same, and a warning.
    @Test func nothingToRemindOfIsAnEmptyCalendar() throws {
        let run = try runParkcheck(["37.8267", "-122.4230", "--at", "2026-11-23T12:00", "--format", "ics"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("BEGIN:VCALENDAR\r\n"))
        #expect(!run.stdout.contains("BEGIN:VEVENT"))
        #expect(run.stderr.contains("nothing to remind of"))
    }
}
