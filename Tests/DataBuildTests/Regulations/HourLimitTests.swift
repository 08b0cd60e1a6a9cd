import Testing
@testable import DataBuild

@Suite struct HourLimitTests {
    static let cases: [(String, HourLimit.Reading)] = [
        ("2", .minutes(120)), ("1", .minutes(60)), ("4", .minutes(240)), ("72", .minutes(4320)), ("12", .minutes(720)),
        ("0.330000013", .minutes(20)), ("0.5", .minutes(30)), ("0", .none), ("", .none), (" ", .none),
        ("two", .unreadable),
        ("-1", .unreadable),
    ]

    @Test func hrlimitHoursBecomeMinutes() {
        for (raw, reading) in Self.cases { #expect(HourLimit.read(raw) == reading, "\(raw)") }
        #expect(Self.cases.count == 12)
    }
}
