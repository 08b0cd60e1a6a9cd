import Testing
@testable import DataBuild

@Suite struct CSVReaderTests {
    private func parse(_ text: String) throws -> CSVTable {
        try CSVReader.parse(Array(text.utf8), file: "test.csv")
    }

    @Test func quotedFieldsKeepCommasQuotesAndNewlines() throws {
        let table = try parse("a,b,c\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\nplain,,last\n")
        #expect(table.header == ["a", "b", "c"])
        #expect(table.records.map(\.fields) == [["x, y", "say \"hi\"", "two\nlines"], ["plain", "", "last"]])
    }

    @Test func recordsKeepTheLineTheyStartOn() throws {
        let table = try parse("h1,h2\n1,\"multi\nline\"\n2,x\n\n3,y")
        #expect(table.records.map(\.line) == [2, 4, 6])
        #expect(table.place(table.records[1]) == "test.csv:4")
    }

    @Test func crlfAndByteOrderMarkAreHandled() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("id,name\r\n1,\"a\r\nb\"\r\n2,c\r\n".utf8)
        let table = try CSVReader.parse(bytes, file: "bom.csv")
        #expect(table.header == ["id", "name"])
        #expect(table.records.map(\.fields) == [["1", "a\r\nb"], ["2", "c"]])
        #expect(table.column("ID") == 0)
    }

    @Test func lastRecordWithoutNewlineAndEmptyQuotedFieldAreKept() throws {
        let table = try parse("a,b\n\"\",1")
        #expect(table.records.map(\.fields) == [["", "1"]])
    }

    @Test func unterminatedQuoteIsAnErrorAtItsLine() {
        #expect(
            throws: DataBuildError.malformedCSV(
                file: "test.csv", line: 3, reason: "a quoted field opened here is never closed")
        ) {
            try parse("a\n1\n\"open\n")
        }
    }

    @Test func textAfterAClosingQuoteIsAnError() {
        #expect(
            throws: DataBuildError.malformedCSV(
                file: "test.csv", line: 2, reason: "text follows the closing quote of a field")
        ) {
            try parse("a,b\n\"x\"y,2\n")
        }
    }

    @Test func emptyFileIsAnError() {
        #expect(throws: DataBuildError.self) { try parse("") }
    }

    @Test func missingColumnNamesTheFileAndColumn() throws {
        let table = try parse("a,b\n1,2\n")
        #expect(throws: DataBuildError.missingColumn(file: "test.csv", column: "HOURS")) {
            try table.requireColumn("HOURS")
        }
    }
}
