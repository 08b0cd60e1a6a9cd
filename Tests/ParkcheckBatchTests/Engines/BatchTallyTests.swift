import Testing

@testable import ParkcheckBatch

@Suite struct BatchTallyTests {
    @Test(arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (1_234_567, "1,234,567"), (-45_000, "-45,000"),
    ])
    func numbersAreGroupedInThrees(_ number: Int, _ text: String) {
        #expect(BatchTally.grouped(number) == text)
    }

    @Test func theSummarySaysHowManyRowsWereAnsweredAndFailed() {
        let tally = BatchTally(rows: 1_000, answered: 998, failed: 2, noAnswers: 3, unknownAnswers: 4)
        #expect(tally.summary(showsNo: false) == "1,000 rows: 998 answered, 2 failed")
        #expect(tally.summary(showsNo: true) == "1,000 rows: 998 answered, 2 failed (3 answered no, 4 unknown)")
        #expect(BatchTally(rows: 1, answered: 1).summary(showsNo: false) == "1 row: 1 answered, 0 failed")
    }

    @Test func progressMentionsFailuresOnlyWhenThereAreSome() {
        #expect(BatchTally(rows: 250_000, answered: 250_000).progress == "250,000 rows so far")
        #expect(BatchTally(rows: 4_096, answered: 4_093, failed: 3).progress == "4,096 rows so far (3 failed)")
    }
}
