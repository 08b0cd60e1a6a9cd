import ZoneKit

/// Reads RFC 4180 CSV: fields separated by commas, records by CRLF or LF, fields optionally in
/// double quotes, where a quoted field may hold commas, newlines and doubled quotes (`""` is `"`).
/// A UTF-8 byte-order mark at the start is skipped; blank lines between records are skipped.
///
/// Records are cut and split by ZoneKit's CSV tokenizer (`CSVLineSplitter`), the one batch input
/// reads with, used strictly: blanks around fields are kept.
enum CSVReader {
    /// Parses `bytes` (UTF-8) into a header and records.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - file: the file's name, for messages.
    /// - Returns: the table; every record keeps the line it starts on. Records may have more or
    ///   fewer fields than the header: callers check and report them.
    /// - Throws: ``DataBuildError/malformedCSV(file:line:reason:)`` for an unterminated quoted field,
    ///   text after a closing quote, or an empty file.
    /// - Complexity: O(n) in the size of the input.
    static func parse(_ bytes: [UInt8], file: String) throws(DataBuildError) -> CSVTable {
        let splitter = CSVLineSplitter(delimiter: .comma, trimsBlanks: false)
        var records: [CSVTable.Record] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var recordStart = index
        var recordLine = 1
        var inside = false

        func endRecord(at end: Int) throws(DataBuildError) {
            var end = end
            if end > recordStart, bytes[end - 1] == 0x0D { end -= 1 }
            let fields: [CSVLineSplitter.Field]
            switch splitter.split(bytes: bytes[recordStart..<end]) {
            case .success(let split): fields = split
            case .failure(.unterminatedQuote(_, let offset)):
                throw .malformedCSV(
                    file: file, line: recordLine + offset, reason: "a quoted field opened here is never closed")
            case .failure(.textAfterQuote(_, let offset)):
                throw .malformedCSV(
                    file: file, line: recordLine + offset, reason: "text follows the closing quote of a field")
            }
            let isBlank = fields.count == 1 && fields[0].text.isEmpty && end == recordStart
            if !isBlank { records.append(.init(line: recordLine, fields: fields.map(\.text))) }
        }

        while index < bytes.count {
            let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
            inside = splitter.endsInsideQuotes(bytes[index..<lineEnd], startingInside: inside)
            index = lineEnd + 1
            line += 1
            guard !inside else { continue }
            try endRecord(at: min(lineEnd, bytes.count))
            recordStart = index
            recordLine = line
        }
        if inside { try endRecord(at: bytes.count) }
        guard let header = records.first else {
            throw .malformedCSV(file: file, line: 1, reason: "the file is empty; a header line is required")
        }
        return CSVTable(file: file, header: header.fields, records: Array(records.dropFirst()))
    }
}
