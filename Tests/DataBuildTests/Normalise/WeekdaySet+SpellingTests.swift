import Testing
@testable import ZoneKit
@testable import DataBuild

@Suite struct WeekdaySetSpellingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let raw: String
        let codes: [String]?
        var testDescription: String { "\"\(raw)\"" }
    }

    static let weekdays = ["mon", "tue", "wed", "thu", "fri"]
    static let cases: [Case] = [
        .init(raw: "M-F", codes: weekdays),
        .init(raw: "m-f", codes: weekdays),
        .init(raw: "M-Sa", codes: weekdays + ["sat"]),
        .init(raw: "M-S", codes: weekdays + ["sat"]),
        .init(raw: "M-Su", codes: weekdays + ["sat", "sun"]),
        .init(raw: "M-SU", codes: weekdays + ["sat", "sun"]),
        .init(raw: "M, TH", codes: ["mon", "thu"]),
        .init(raw: "Sa", codes: ["sat"]),
        .init(raw: "F-M", codes: ["mon", "fri", "sat", "sun"]),
        .init(raw: "Mon/Wed/Fri", codes: ["mon", "wed", "fri"]),
        .init(raw: "Tues", codes: ["tue"]),
        .init(raw: "Thurs", codes: ["thu"]),
        .init(raw: "S", codes: nil),
        .init(raw: "", codes: nil),
        .init(raw: "M-X", codes: nil),
    ]

    @Test(arguments: cases)
    func regulationDaysNormalise(_ example: Case) {
        #expect(WeekdaySet.parse(days: example.raw)?.codes == example.codes)
    }

    @Test func everyCaseIsRun() { #expect(Self.cases.count == 15) }

    @Test func theParsedSetsAreZoneKitsOwn() {
        #expect(WeekdaySet.parse(days: "M-F") == .mondayToFriday)
        #expect(WeekdaySet.parse(days: "M-S") == .mondayToSaturday)
        #expect(WeekdaySet.parse(days: "M-Su") == .everyDay)
    }

    @Test func sweepingWeekdayHolidayIsThePseudoDay() throws {
        let holiday = try #require(WeekdaySet.parse(sweepingWeekday: "Holiday"))
        #expect(holiday.days.isEmpty && holiday.includesHolidayDay)
        let tuesday = try #require(WeekdaySet.parse(sweepingWeekday: "Tues"))
        #expect(tuesday.days.codes == ["tue"] && !tuesday.includesHolidayDay)
    }

    @Test func setsSortByTheirEarliestDayMondayFirst() {
        let sets = ["Su", "Sa", "M-F", "W", "M, TH"].compactMap { WeekdaySet.parse(days: $0) }
        #expect(
            sets.sorted { $0.mondayFirstKey > $1.mondayFirstKey }.map(\.description) == [
                "Mon–Fri", "Mon, Thu", "Wed", "Sat", "Sun",
            ])
    }

    @Test func codesAreWhatZoneKitReadsBack() throws {
        for day in Weekday.allCases {
            let schedule = try SFSweepingSchedule(
                days: [day.code], from: "08:00", to: "10:00", weeks: [1], holidays: "swept")
            #expect(schedule.days == WeekdaySet(day), "\(day)")
        }
    }
}
