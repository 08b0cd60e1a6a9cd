import Testing
@testable import DataBuild

@Suite struct DaySetTests {
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
        #expect(DaySet.parse(example.raw)?.codes == example.codes)
    }

    @Test func everyCaseIsRun() { #expect(Self.cases.count == 15) }

    @Test func sweepingWeekdayHolidayIsThePseudoDay() {
        #expect(DaySet.parseSweepingWeekday("Holiday")?.codes == ["holiday"])
        #expect(DaySet.parseSweepingWeekday("Tues")?.codes == ["tue"])
    }

    @Test func labelsNameRunsAndLists() {
        #expect(DaySet.parse("M-F")?.label == "Mon–Fri")
        #expect(DaySet.parse("M-Su")?.label == "every day")
        #expect(DaySet.parse("M, TH")?.label == "Mon, Thu")
        #expect(DaySet.parse("Sa-Su")?.label == "Sat, Sun")
    }

    @Test func setsSortByTheirEarliestDay() {
        let sets = ["Sa", "M-F", "W", "M, TH"].compactMap(DaySet.parse)
        #expect(sets.sorted().map(\.label) == ["Mon–Fri", "Mon, Thu", "Wed", "Sat"])
    }
}
