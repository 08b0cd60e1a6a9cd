import Testing

@testable import ZoneKit

@Suite struct CSVLineSplitterTests {
    private func fields(_ line: String, _ delimiter: CSVLineSplitter.Delimiter) -> [String]? {
        try? CSVLineSplitter(delimiter: delimiter).split(line).get().map { "\($0.column):\($0.text)" }
    }

    @Test func splitsCommasKeepingEmptyFieldsAndTrimmingBlanks() {
        #expect(fields("a, b ,,c,", .comma) == ["1:a", "4:b", "7:", "8:c", "10:"])
    }

    @Test func readsRFC4180Quotes() {
        #expect(fields(#""x, ""y""" , z"#, .comma) == [#"1:x, "y""#, "14:z"])
        #expect(fields("\"a\tb\"\tc", .tab) == ["1:a\tb", "7:c"])
    }

    @Test func blankSeparatedFieldsSkipRunsOfBlanks() {
        #expect(fields("  37.7 \t -122.4  ", .blanks) == ["3:37.7", "10:-122.4"])
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(fields("é,x", .comma) == ["1:é", "3:x"])
    }

    @Test func reportsQuotesThatDoNotCloseOrHaveTextAfterThem() {
        let splitter = CSVLineSplitter(delimiter: .comma)
        #expect(splitter.split("a,\"b") == .failure(.unterminatedQuote(column: 3)))
        #expect(splitter.split("\"a\"b,c") == .failure(.textAfterQuote(column: 4)))
    }

    @Test func guessesTheDelimiterFromTheLine() {
        #expect(CSVLineSplitter.Delimiter(guessingFrom: "a\tb,c") == .tab)
        #expect(CSVLineSplitter.Delimiter(guessingFrom: "a,b c") == .comma)
        #expect(CSVLineSplitter.Delimiter(guessingFrom: "a;b c") == .semicolon)
        #expect(CSVLineSplitter.Delimiter(guessingFrom: "a b") == .blanks)
    }

    @Test func aQuotedFieldMayHoldLineBreaksAndFieldsAfterItKnowTheirLine() throws {
        let split = try CSVLineSplitter(delimiter: .comma).split("1,\"a\nb\",c").get()
        #expect(
            split == [
                .init(text: "1", column: 1), .init(text: "a\nb", column: 3), .init(text: "c", column: 4, line: 1),
            ])
        #expect(
            CSVLineSplitter(delimiter: .comma).split("x,\"a\nb\"c") == .failure(.textAfterQuote(column: 3, line: 1)))
    }

    @Test func saysWhetherALineLeavesAQuotedFieldOpen() {
        let splitter = CSVLineSplitter(delimiter: .comma)
        #expect(splitter.endsInsideQuotes("1,\"123 Main St", startingInside: false))
        #expect(!splitter.endsInsideQuotes("1,\"a \"\"b\"\"\",c", startingInside: false))
        #expect(splitter.endsInsideQuotes("1, \"a \"\"", startingInside: false))
        #expect(!splitter.endsInsideQuotes("Apt 4\",37.76", startingInside: true))
        #expect(splitter.endsInsideQuotes("still \"\" inside", startingInside: true))
        // A quote inside an unquoted field is text, not an opening quote.
        #expect(!splitter.endsInsideQuotes("5'10\" tall,x", startingInside: false))
        // Read strictly, a blank before the quote makes it text.
        #expect(!CSVLineSplitter(delimiter: .comma, trimsBlanks: false).endsInsideQuotes(" \"a", startingInside: false))
    }

    @Test func strictSplittingKeepsBlanks() throws {
        #expect(
            try CSVLineSplitter(delimiter: .comma, trimsBlanks: false).split(" a , b").get().map(\.text) == [
                " a ", " b",
            ])
    }
}
