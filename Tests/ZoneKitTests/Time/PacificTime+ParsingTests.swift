import Foundation
import Testing

@testable import ZoneKit

@Suite struct PacificTimeParsingTests {
    struct Accepted: Sendable, CustomStringConvertible {
        let input: String
        let utc: String
        var description: String { input }
    }

    @Test(arguments: [
        Accepted(input: "2026-11-23T06:00", utc: "2026-11-23T14:00:00"),
        Accepted(input: "2026-11-23T06:00:00", utc: "2026-11-23T14:00:00"),
        Accepted(input: "2026-11-23 06:00", utc: "2026-11-23T14:00:00"),
        Accepted(input: "  2026-11-23t06:00\n", utc: "2026-11-23T14:00:00"),
        Accepted(input: "2026-07-01T12:00", utc: "2026-07-01T19:00:00"),
        Accepted(input: "2026-11-23T06:00Z", utc: "2026-11-23T06:00:00"),
        Accepted(input: "2026-11-23T06:00:00z", utc: "2026-11-23T06:00:00"),
        Accepted(input: "2026-11-23T06:00-08:00", utc: "2026-11-23T14:00:00"),
        Accepted(input: "2026-11-23T06:00:00+00:00", utc: "2026-11-23T06:00:00"),
        Accepted(input: "2026-11-23T06:00-0500", utc: "2026-11-23T11:00:00"),
        Accepted(input: "2026-11-23T06:00+05:30", utc: "2026-11-23T00:30:00"),
        Accepted(input: "2026-11-23T06:00-07", utc: "2026-11-23T13:00:00"),
        // Local readings in the DST gap move forward; in the repeated hour they are the first pass.
        Accepted(input: "2026-03-08T02:30", utc: "2026-03-08T10:30:00"),
        Accepted(input: "2026-11-01T01:30", utc: "2026-11-01T08:30:00"),
        Accepted(input: "2026-11-01T01:30-08:00", utc: "2026-11-01T09:30:00"),
    ])
    func acceptedForms(_ example: Accepted) throws {
        let parsed = try PacificTime.parse(example.input)
        let expected = try #require(ISO8601DateFormatter().date(from: example.utc + "Z"))
        #expect(parsed == expected)
    }

    @Test func fractionalSeconds() throws {
        let parsed = try PacificTime.parse("2026-11-23T06:00:00.250Z")
        #expect(abs(parsed.timeIntervalSince1970.truncatingRemainder(dividingBy: 1) - 0.25) < 1e-6)
    }

    struct Rejected: Sendable, CustomStringConvertible {
        let input: String
        let error: TimeParseError
        var description: String { input }
    }

    @Test(arguments: [
        Rejected(input: "", error: .empty),
        Rejected(input: "   ", error: .empty),
        Rejected(input: "2026-11-23", error: .dateWithoutTime(input: "2026-11-23")),
        Rejected(
            input: "2026-13-01T08:00",
            error: .outOfRange(input: "2026-13-01T08:00", column: 6, field: "month", value: 13, allowed: 1...12)),
        Rejected(
            input: "2026-02-29T08:00",
            error: .outOfRange(input: "2026-02-29T08:00", column: 9, field: "day", value: 29, allowed: 1...28)),
        Rejected(
            input: "2026-11-23T24:00",
            error: .outOfRange(input: "2026-11-23T24:00", column: 12, field: "hour", value: 24, allowed: 0...23)),
        Rejected(
            input: "2026-11-23T06:60",
            error: .outOfRange(input: "2026-11-23T06:60", column: 15, field: "minute", value: 60, allowed: 0...59)),
        Rejected(
            input: "2026-11-23T6:00",
            error: .malformed(input: "2026-11-23T6:00", column: 12, expected: "a 2-digit hour")),
        Rejected(
            input: "2026/11/23 06:00",
            error: .malformed(input: "2026/11/23 06:00", column: 5, expected: "'-' after the year")),
        Rejected(
            input: "26-11-23T06:00",
            error: .malformed(input: "26-11-23T06:00", column: 1, expected: "a 4-digit year")),
        Rejected(
            input: "2026-11-23X06:00",
            error: .malformed(
                input: "2026-11-23X06:00", column: 11, expected: "'T' or a space between the date and the time")),
        Rejected(
            input: "2026-11-23T06:00 PST",
            error: .malformed(
                input: "2026-11-23T06:00 PST", column: 17,
                expected: "the end of the date-time (or an offset such as Z or -08:00)")),
        Rejected(
            input: "2026-11-23T06:00-08:",
            error: .malformed(
                input: "2026-11-23T06:00-08:", column: 21, expected: "2-digit offset minutes, as in -08:00")),
        Rejected(
            input: "2026-11-23T06:00+19:00",
            error: .outOfRange(
                input: "2026-11-23T06:00+19:00", column: 18, field: "offset hour", value: 19, allowed: 0...18)),
        Rejected(
            input: "2026-11-23T06:00:00.",
            error: .malformed(input: "2026-11-23T06:00:00.", column: 21, expected: "digits of a fraction of a second")),
    ])
    func rejectedWithPlaceAndReason(_ example: Rejected) {
        #expect(throws: example.error) { try PacificTime.parse(example.input) }
    }

    @Test func messagesSayWhereAndWhatToDo() {
        let month = TimeParseError.outOfRange(
            input: "2026-13-01T08:00", column: 6, field: "month", value: 13, allowed: 1...12)
        #expect(month.description == "'2026-13-01T08:00' column 6: month 13 is out of range 1...12")
        let dateOnly = TimeParseError.dateWithoutTime(input: "2026-11-23")
        #expect(dateOnly.description.contains("2026-11-23T08:00"))
        let malformed = TimeParseError.malformed(input: "2026/11/23", column: 5, expected: "'-' after the year")
        #expect(malformed.description.hasPrefix("'2026/11/23' column 5: expected '-' after the year; write e.g."))
    }
}
