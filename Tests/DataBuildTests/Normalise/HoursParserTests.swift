import Testing
@testable import ZoneKit
@testable import DataBuild

@Suite struct HoursParserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let raw: String
        let window: String?
        var testDescription: String { "\"\(raw)\"" }
    }

    static let ranges: [Case] = [
        .init(raw: "800-1800", window: "08:00–18:00"),
        .init(raw: "0900-2000", window: "09:00–20:00"),
        .init(raw: "800 - 1800", window: "08:00–18:00"),
        .init(raw: "2400-600", window: "00:00–06:00"),
        .init(raw: "2200-600", window: "22:00–06:00"),
        .init(raw: "930-1830", window: "09:30–18:30"),
        .init(raw: "0-0", window: "00:00–24:00"),
        .init(raw: "0-2400", window: "00:00–24:00"),
        .init(raw: "1800-0", window: "18:00–24:00"),
        .init(raw: "-", window: nil),
        .init(raw: "", window: nil),
        .init(raw: "800-800", window: nil),
        .init(raw: "860-900", window: nil),
        .init(raw: "2500-600", window: nil),
    ]

    @Test(arguments: ranges)
    func hoursRangesNormalise(_ example: Case) {
        #expect(
            HoursParser.range(example.raw).map { MinuteFormat.range(start: $0.start, end: $0.end) } == example.window)
    }

    @Test func everyRangeCaseIsRun() { #expect(Self.ranges.count == 14) }

    @Test func crossingMidnightIsKeptAsZoneKitReadsIt() throws {
        let crossing = try #require(HoursParser.range("2200-600"))
        #expect(
            CurbWindow(days: .everyDay, startMinute: crossing.start, endMinute: crossing.end, holidayClass: .none)
                .crossesMidnight)
        let allDay = try #require(HoursParser.range("0-2400"))
        #expect(
            CurbWindow(days: .everyDay, startMinute: allDay.start, endMinute: allDay.end, holidayClass: .none)
                .isAllDay)
    }

    static let clocks: [(String, Int?)] = [
        ("8am", 480), ("9pm", 1260), ("830pm", 1230), ("8:30am", 510), ("12am", 0), ("12pm", 720), ("700", 420),
        ("2359", 1439), ("13pm", nil), ("noon", nil),
    ]

    @Test func fromTimeAndToTimeValuesNormalise() {
        for (raw, minutes) in Self.clocks { #expect(HoursParser.clockMinutes(raw) == minutes, "\(raw)") }
        #expect(HoursParser.hours(fromTime: "12am", toTime: "12am").map { [$0.start, $0.end] } == [0, 1440])
        #expect(HoursParser.hours(fromTime: "10pm", toTime: "6am").map { [$0.start, $0.end] } == [1320, 360])
    }

    @Test func spokenTimesReadLikeSigns() {
        #expect(MinuteFormat.spoken(480) == "8am")
        #expect(MinuteFormat.spoken(1260) == "9pm")
        #expect(MinuteFormat.spoken(720) == "12pm")
        #expect(MinuteFormat.spoken(1440) == "12am")
        #expect(MinuteFormat.spoken(1230) == "8:30pm")
        #expect(MinuteFormat.spokenRange(start: 0, end: 1440) == "all day")
    }
}
