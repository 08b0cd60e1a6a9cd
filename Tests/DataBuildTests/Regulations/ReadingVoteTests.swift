import Testing
import ZoneKit
@testable import DataBuild

/// The decision rule for fields that say the same thing (docs/DISAGREEMENTS.md): majority, then the
/// most specific field; and the sign texts it reads.
@Suite struct ReadingVoteTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// Field and value, most specific first.
        let readings: [(String, Int)]
        let chosen: Int
        let chosenFields: [String]
        let rule: SFRegulationAlternative.Rule?
        let others: [Int]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "every field agrees", readings: [("HOURS", 540), ("HRS_BEGIN/HRS_END", 540)], chosen: 540,
            chosenFields: ["HOURS", "HRS_BEGIN/HRS_END"], rule: nil, others: []),
        Case(
            name: "a tie goes to the most specific field (objectid 12854's hours)",
            readings: [("HOURS", 540), ("HRS_BEGIN/HRS_END", 540), ("FROM_TIME/TO_TIME", 480), ("SYM_RPP2", 480)],
            chosen: 540, chosenFields: ["HOURS", "HRS_BEGIN/HRS_END"], rule: .mostSpecific, others: [480]),
        Case(
            name: "the majority beats the most specific field (objectid 3150's end)",
            readings: [("HOURS", 1080), ("HRS_BEGIN/HRS_END", 960), ("FROM_TIME/TO_TIME", 960)], chosen: 960,
            chosenFields: ["HRS_BEGIN/HRS_END", "FROM_TIME/TO_TIME"], rule: .majority, others: [1080]),
        Case(
            name: "a tie of one against one (DAYS against the sign)", readings: [("DAYS", 6), ("SYM_RPP2", 5)],
            chosen: 6, chosenFields: ["DAYS"], rule: .mostSpecific, others: [5]),
        Case(
            name: "three readings: the largest group wins, the others are all kept",
            readings: [("HOURS", 1), ("HRS_BEGIN/HRS_END", 2), ("FROM_TIME/TO_TIME", 2), ("SYM_RPP2", 3)], chosen: 2,
            chosenFields: ["HRS_BEGIN/HRS_END", "FROM_TIME/TO_TIME"], rule: .majority, others: [1, 3]),
        Case(
            name: "only the sign text speaks (the limit of objectid 3291)", readings: [("SYM_RPP2", 120)], chosen: 120,
            chosenFields: ["SYM_RPP2"], rule: nil, others: []),
    ]

    @Test(arguments: cases)
    func decidesByMajorityThenTheMostSpecificField(_ scenario: Case) throws {
        var vote = ReadingVote<Int>()
        for (field, value) in scenario.readings { vote.add(field, value) }
        vote.add("REGDETAILS", nil)
        let outcome = try #require(vote.decide())
        #expect(outcome.chosen.value == scenario.chosen)
        #expect(outcome.chosen.fields == scenario.chosenFields)
        #expect(outcome.rule == scenario.rule)
        #expect(outcome.others.map(\.value) == scenario.others)
    }

    @Test func noReadingDecidesNothing() {
        var vote = ReadingVote<Int>()
        vote.add("HRLIMIT", nil)
        #expect(vote.decide() == nil)
        #expect(Self.cases.count == 6)
    }

    @Test func signTextGivesLimitDaysAndHours() throws {
        let sign = try #require(SignText.symbol("black, 2.0 pt, no dash | 2, M-F, 800-2100"))
        #expect(sign.limitMinutes == 120)
        #expect(sign.days == WeekdaySet.parse(days: "M-F"))
        #expect(sign.hours?.start == 480 && sign.hours?.end == 1260)
        // objectid 5854: the days are misspelt; the limit and hours still read.
        let misspelt = try #require(SignText.symbol("balck, 2.5 pt, no dash  | 2, M0Su, 800-2200"))
        #expect(misspelt.limitMinutes == 120 && misspelt.days == nil && misspelt.hours?.end == 1320)
        #expect(SignText.symbol("black, 2.5 pt, no dash") == nil)
        #expect(SignText.symbol("") == nil)
    }

    @Test func resolutionTextGivesWhatItStates() throws {
        let text = try #require(SignText.details("MM. ESTABLISH – 4-HOUR TIME LIMIT, 8 AM TO 6 PM, EXCEPT SUNDAYS"))
        #expect(text.limitMinutes == 240)
        #expect(text.days == WeekdaySet.parse(days: "M-Sa"))
        #expect(text.hours?.start == 480 && text.hours?.end == 1080)
        #expect(SignText.details("4 Hour Time Limit")?.limitMinutes == 240)
        #expect(SignText.details("Streetview verified - June 2015") == nil)
        #expect(SignText.details("08-055") == nil)
    }
}
