import Foundation
import Testing

@testable import ZoneKit

/// ``PacificTime/parseArrival(_:)`` says when a typed San Francisco time names no single instant,
/// and always gives the instant ``PacificTime/parse(_:)`` gives, so that no answer moves.
@Suite struct ArrivalAdjustmentTests {
    /// What a typed time should be resolved as.
    enum Expected: Sendable {
        /// Names exactly one instant.
        case exact
        /// In the gap: answered for `used` (UTC, without `Z`).
        case skipped(used: String)
        /// In the fall-back hour: answered for `used`, the other is `other` (UTC).
        case repeated(used: String, other: String)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let expected: Expected
        var testDescription: String { input }
    }

    @Test(arguments: [
        // 2026: daylight time starts Sun Mar 8 (2:00 → 3:00), ends Sun Nov 1 (2:00 → 1:00).
        Case(input: "2026-03-08T02:30", expected: .skipped(used: "2026-03-08T10:30:00")),
        Case(input: "2026-03-08T02:00", expected: .skipped(used: "2026-03-08T10:00:00")),
        Case(input: "2026-03-08T02:59:59", expected: .skipped(used: "2026-03-08T10:59:59")),
        Case(input: "2026-03-08T01:59:59", expected: .exact),
        Case(input: "2026-03-08T03:00", expected: .exact),
        Case(input: "2026-11-01T01:30", expected: .repeated(used: "2026-11-01T08:30:00", other: "2026-11-01T09:30:00")),
        Case(input: "2026-11-01 01:00", expected: .repeated(used: "2026-11-01T08:00:00", other: "2026-11-01T09:00:00")),
        Case(input: "2026-11-01T00:59:59", expected: .exact),
        Case(input: "2026-11-01T02:00", expected: .exact),
        // Ordinary times.
        Case(input: "2026-11-23T06:00", expected: .exact),
        Case(input: "2026-07-01T12:00", expected: .exact),
        // An offset or Z names one instant, even inside the gap or the repeated hour.
        Case(input: "2026-03-08T02:30-08:00", expected: .exact),
        Case(input: "2026-11-01T01:30-07:00", expected: .exact),
        Case(input: "2026-11-01T01:30-08:00", expected: .exact),
        Case(input: "2026-11-01T01:30Z", expected: .exact),
        // 2027: Sun Mar 14 and Sun Nov 7.
        Case(input: "2027-03-14T02:15", expected: .skipped(used: "2027-03-14T10:15:00")),
        Case(input: "2027-11-07T01:45", expected: .repeated(used: "2027-11-07T08:45:00", other: "2027-11-07T09:45:00")),
        Case(input: "2027-03-08T02:30", expected: .exact),
        // 2006, under the 1987–2006 rule: Sun Apr 2 and Sun Oct 29.
        Case(input: "2006-04-02T02:30", expected: .skipped(used: "2006-04-02T10:30:00")),
        Case(input: "2006-10-29T01:30", expected: .repeated(used: "2006-10-29T08:30:00", other: "2006-10-29T09:30:00")),
    ])
    func typedTimesAreResolvedAndSaySo(_ example: Case) throws {
        let parsed = try PacificTime.parseArrival(example.input)
        #expect(parsed.instant == (try PacificTime.parse(example.input)))
        switch example.expected {
        case .exact:
            #expect(parsed.adjustment == nil)
        case .skipped(let used):
            let adjustment = try #require(parsed.adjustment)
            guard case .skipped(let typed, let instant) = adjustment else {
                Issue.record("expected skipped, got \(adjustment)")
                return
            }
            #expect(instant == (try utc(used)))
            #expect(instant == parsed.instant)
            #expect(typed == Self.typedReading(example.input))
        case .repeated(let used, let other):
            let adjustment = try #require(parsed.adjustment)
            guard case .repeated(let typed, let instant, let second) = adjustment else {
                Issue.record("expected repeated, got \(adjustment)")
                return
            }
            #expect(instant == (try utc(used)))
            #expect(second == (try utc(other)))
            #expect(instant == parsed.instant)
            #expect(typed == Self.typedReading(example.input))
            #expect(PacificTime.localDateTime(for: instant) == PacificTime.localDateTime(for: second))
        }
    }

    @Test func theGapIsAnsweredAnHourLaterOnTheClock() throws {
        let parsed = try PacificTime.parseArrival("2026-03-08T02:30")
        #expect(PacificTime.iso8601(parsed.instant) == "2026-03-08T03:30:00-07:00")
        #expect(parsed.adjustment?.typed == LocalDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30))
        #expect(parsed.adjustment?.used == parsed.instant)
    }

    @Test func theRepeatedHourIsAnsweredForItsFirstPass() throws {
        let parsed = try PacificTime.parseArrival("2026-11-01T01:30")
        #expect(PacificTime.iso8601(parsed.instant) == "2026-11-01T01:30:00-07:00")
        guard case .repeated(_, _, let other)? = parsed.adjustment else {
            Issue.record("expected repeated, got \(String(describing: parsed.adjustment))")
            return
        }
        #expect(PacificTime.iso8601(other) == "2026-11-01T01:30:00-08:00")
    }

    @Test func fractionsOfASecondAreKeptInBothInstants() throws {
        let parsed = try PacificTime.parseArrival("2026-11-01T01:30:00.250")
        guard case .repeated(_, let used, let other)? = parsed.adjustment else {
            Issue.record("expected repeated, got \(String(describing: parsed.adjustment))")
            return
        }
        #expect(used == parsed.instant)
        #expect(other.timeIntervalSince(used) == 3600)
        #expect(abs(used.timeIntervalSince1970.truncatingRemainder(dividingBy: 1) - 0.25) < 1e-6)
    }

    @Test func errorsAreTheParsersErrors() {
        #expect(throws: TimeParseError.dateWithoutTime(input: "2026-03-08")) {
            try PacificTime.parseArrival("2026-03-08")
        }
    }

    /// The wall-clock reading of `input` (`yyyy-mm-ddThh:mm[:ss]`, no offset).
    static func typedReading(_ input: String) -> LocalDateTime {
        let digits = input.split { !$0.isNumber }.compactMap { Int($0) }
        return LocalDateTime(
            year: digits[0], month: digits[1], day: digits[2], hour: digits[3], minute: digits[4],
            second: digits.count > 5 ? digits[5] : 0)
    }
}
