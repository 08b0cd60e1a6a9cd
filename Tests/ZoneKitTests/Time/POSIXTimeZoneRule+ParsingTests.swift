import Testing

@testable import ZoneKit

@Suite struct POSIXTimeZoneRuleParsingTests {
    typealias Rule = POSIXTimeZoneRule

    struct Valid: CustomTestStringConvertible, Sendable {
        let text: String
        let expected: Rule
        var testDescription: String { text }
    }

    static func daylight(
        _ name: String, _ offset: Int, _ start: Rule.Day, _ startTime: Int, _ end: Rule.Day, _ endTime: Int
    ) -> Rule.Daylight {
        Rule.Daylight(
            name: name, offset: offset, start: Rule.Change(day: start, time: startTime),
            end: Rule.Change(day: end, time: endTime))
    }

    static let valid: [Valid] = [
        Valid(text: "JST-9", expected: Rule(standardName: "JST", standardOffset: 9 * 3600, daylight: nil)),
        Valid(text: "GMT0", expected: Rule(standardName: "GMT", standardOffset: 0, daylight: nil)),
        Valid(text: "<+0545>-5:45", expected: Rule(standardName: "+0545", standardOffset: 20_700, daylight: nil)),
        Valid(text: "<-03>3", expected: Rule(standardName: "-03", standardOffset: -3 * 3600, daylight: nil)),
        Valid(text: "LMT+0:16:08", expected: Rule(standardName: "LMT", standardOffset: -968, daylight: nil)),
        Valid(
            text: "EST5EDT,M3.2.0,M11.1.0",
            expected: Rule(
                standardName: "EST", standardOffset: -5 * 3600,
                daylight: daylight(
                    "EDT", -4 * 3600, .monthWeekDay(month: 3, week: 2, weekday: 0), 7200,
                    .monthWeekDay(month: 11, week: 1, weekday: 0), 7200))),
        Valid(
            text: "NST3:30NDT,M3.2.0,M11.1.0",
            expected: Rule(
                standardName: "NST", standardOffset: -12_600,
                daylight: daylight(
                    "NDT", -9000, .monthWeekDay(month: 3, week: 2, weekday: 0), 7200,
                    .monthWeekDay(month: 11, week: 1, weekday: 0), 7200))),
        Valid(
            text: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
            expected: Rule(
                standardName: "+1030", standardOffset: 37_800,
                daylight: daylight(
                    "+11", 39_600, .monthWeekDay(month: 10, week: 1, weekday: 0), 7200,
                    .monthWeekDay(month: 4, week: 1, weekday: 0), 7200))),
        Valid(
            text: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0",
            expected: Rule(
                standardName: "-02", standardOffset: -7200,
                daylight: daylight(
                    "-01", -3600, .monthWeekDay(month: 3, week: 5, weekday: 0), -3600,
                    .monthWeekDay(month: 10, week: 5, weekday: 0), 0))),
        Valid(
            text: "EET-2EEST,M3.4.4/50,M10.4.4/50",
            expected: Rule(
                standardName: "EET", standardOffset: 7200,
                daylight: daylight(
                    "EEST", 10_800, .monthWeekDay(month: 3, week: 4, weekday: 4), 50 * 3600,
                    .monthWeekDay(month: 10, week: 4, weekday: 4), 50 * 3600))),
        Valid(
            text: "EST5EDT,0/0,J365/25",
            expected: Rule(
                standardName: "EST", standardOffset: -5 * 3600,
                daylight: daylight("EDT", -4 * 3600, .zeroBasedDayOfYear(0), 0, .julianSkippingLeapDay(365), 25 * 3600))
        ),
        Valid(
            text: "XXX3YYY2:30:15,J60/-167,300/+167:59:59",
            expected: Rule(
                standardName: "XXX", standardOffset: -3 * 3600,
                daylight: daylight(
                    "YYY", -9015, .julianSkippingLeapDay(60), -167 * 3600, .zeroBasedDayOfYear(300),
                    167 * 3600 + 59 * 60 + 59))),
    ]

    @Test(arguments: valid)
    func readsAValidRule(_ valid: Valid) throws {
        #expect(try Rule(parsing: valid.text, identifier: "Test/Zone") == valid.expected)
    }

    struct Malformed: CustomTestStringConvertible, Sendable {
        let text: String
        let column: Int
        let reason: String
        var testDescription: String { "'\(text)'" }
    }

    static let malformed: [Malformed] = [
        Malformed(text: "", column: 1, reason: "expected the standard time name"),
        Malformed(text: "ES5", column: 1, reason: "expected the standard time name"),
        Malformed(text: "EST", column: 4, reason: "expected the standard time offset from UTC (hours): digits"),
        Malformed(text: "EST25", column: 4, reason: "the standard time offset from UTC (hours) is 25, not 0...24"),
        Malformed(text: "EST5:60", column: 6, reason: "(minutes) is 60, not 0...59"),
        Malformed(text: "<+0 9>-9", column: 4, reason: "a quoted standard time name holds only letters"),
        Malformed(text: "<+09-9", column: 7, reason: "name opened at column 1 is not closed by '>'"),
        Malformed(text: "<+9>-9", column: 1, reason: "shorter than 3 characters"),
        Malformed(text: "EST5EDT", column: 8, reason: "daylight time EDT has no rule"),
        Malformed(text: "EST5ED", column: 5, reason: "expected the daylight time name"),
        Malformed(text: "EST5EDT;M3.2.0,M11.1.0", column: 8, reason: "expected ','"),
        Malformed(text: "EST5EDT,M13.2.0,M11.1.0", column: 10, reason: "the start month in Mm.w.d is 13, not 1...12"),
        Malformed(text: "EST5EDT,M3.6.0,M11.1.0", column: 12, reason: "week in Mm.w.d (5 = the last) is 6, not 1...5"),
        Malformed(text: "EST5EDT,M3.2.7,M11.1.0", column: 14, reason: "weekday in Mm.w.d (0 = Sunday) is 7, not 0...6"),
        Malformed(text: "EST5EDT,M3-2.0,M11.1.0", column: 11, reason: "expected '.' after the month"),
        Malformed(text: "EST5EDT,M3.2.0", column: 15, reason: "expected ',' and the day daylight time ends"),
        Malformed(text: "EST5EDT,J0,M11.1.0", column: 10, reason: "the start day Jn is 0, not 1...365"),
        Malformed(text: "EST5EDT,366,M11.1.0", column: 9, reason: "the start day n is 366, not 0...365"),
        Malformed(text: "EST5EDT,X,M11.1.0", column: 9, reason: "expected the day daylight time starts"),
        Malformed(text: "EST5EDT,M3.2.0/168,M11.1.0", column: 16, reason: "the start time (hours) is 168, not 0...167"),
        Malformed(text: "EST5EDT,M3.2.0,M11.1.0/2:3x", column: 27, reason: "unexpected text after the end"),
        Malformed(text: "EST5EDT,M3.2.0,M11.1.0,", column: 23, reason: "unexpected text after the end"),
        Malformed(text: "EST5 EDT", column: 5, reason: "expected the daylight time name"),
        Malformed(text: "EST1234", column: 4, reason: "has too many digits"),
    ]

    @Test(arguments: malformed)
    func refusesAMalformedRuleSayingWhereAndWhy(_ bad: Malformed) {
        do {
            _ = try Rule(parsing: bad.text, identifier: "Test/Zone")
            Issue.record("'\(bad.text)' was read")
        } catch let error as TimeZoneRuleError {
            #expect(error.column == bad.column, "\(error)")
            #expect(error.reason.contains(bad.reason), "\(error)")
            #expect(error.identifier == "Test/Zone")
            #expect(error.description.hasPrefix("time zone Test/Zone: rule '\(bad.text)' column \(bad.column): "))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
