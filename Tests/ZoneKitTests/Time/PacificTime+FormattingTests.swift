import Foundation
import Testing

@testable import ZoneKit

@Suite struct PacificTimeFormattingTests {
    @Test func dayAndTime() throws {
        #expect(PacificTime.dayAndTime(try PacificTime.parse("2026-11-23T10:00")) == "Mon Nov 23 10:00 AM")
        #expect(PacificTime.dayAndTime(try PacificTime.parse("2026-11-23T10:00:59")) == "Mon Nov 23 10:00 AM")
        #expect(PacificTime.dayAndTime(try PacificTime.parse("2026-07-04T00:05")) == "Sat Jul 4 12:05 AM")
        #expect(PacificTime.dayAndTime(try PacificTime.parse("2026-11-23T18:00Z")) == "Mon Nov 23 10:00 AM")
    }

    @Test func clockTimes() throws {
        #expect(PacificTime.clockTime(try PacificTime.parse("2026-11-23T08:00")) == "8:00 AM")
        #expect(PacificTime.clockTime(minuteOfDay: 0) == "12:00 AM")
        #expect(PacificTime.clockTime(minuteOfDay: 720) == "12:00 PM")
        #expect(PacificTime.clockTime(minuteOfDay: 1439) == "11:59 PM")
        #expect(PacificTime.clockTime(minuteOfDay: 1440) == "12:00 AM")
    }

    @Test(arguments: [
        (480, 600, "8–10 AM"), (510, 600, "8:30–10 AM"), (480, 1080, "8 AM–6 PM"), (1320, 360, "10 PM–6 AM"),
        (0, 360, "12–6 AM"), (1440, 360, "12–6 AM"), (720, 840, "12–2 PM"), (0, 1440, "all day"), (0, 0, "all day"),
        (1380, 60, "11 PM–1 AM"), (60, 30, "1 AM–12:30 AM"),
    ])
    func clockRanges(start: Int, end: Int, text: String) {
        #expect(PacificTime.clockRange(startMinute: start, endMinute: end) == text)
    }

    @Test func iso8601CarriesTheOffsetInForce() throws {
        #expect(PacificTime.iso8601(try PacificTime.parse("2026-11-23T10:00")) == "2026-11-23T10:00:00-08:00")
        #expect(PacificTime.iso8601(try PacificTime.parse("2026-07-01T10:00")) == "2026-07-01T10:00:00-07:00")
        #expect(PacificTime.iso8601(try utc("2026-11-01T08:30:00")) == "2026-11-01T01:30:00-07:00")
        #expect(PacificTime.iso8601(try utc("2026-11-01T09:30:00")) == "2026-11-01T01:30:00-08:00")
        let text = PacificTime.iso8601(try utc("2026-11-01T09:30:00"))
        #expect(try PacificTime.parse(text) == (try utc("2026-11-01T09:30:00")))
    }

    @Test func durations() {
        #expect(PacificTime.duration(minutes: 120) == "2 h")
        #expect(PacificTime.duration(minutes: 90) == "1 h 30 min")
        #expect(PacificTime.duration(minutes: 20) == "20 min")
        #expect(PacificTime.duration(minutes: 4320) == "72 h")
    }
}
