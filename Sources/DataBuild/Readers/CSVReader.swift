/// Reads RFC 4180 CSV: fields separated by commas, records by CRLF or LF, fields optionally in
/// double quotes, where a quoted field may hold commas, newlines and doubled quotes (`""` is `"`).
/// A UTF-8 byte-order mark at the start is skipped; blank lines between records are skipped.
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
        var records: [CSVTable.Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var recordLine = 1
        var fieldWasQuoted = false

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            fieldWasQuoted = false
        }
        func endRecord() {
            endField()
            let isBlank = fields.count == 1 && fields[0].isEmpty
            if !isBlank { records.append(.init(line: recordLine, fields: fields)) }
            fields.removeAll(keepingCapacity: true)
        }

        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote && field.isEmpty && !fieldWasQuoted {
                let openingLine = line
                index += 1
                var closed = false
                while index < bytes.count {
                    let inner = bytes[index]
                    if inner == quote {
                        if index + 1 < bytes.count && bytes[index + 1] == quote {
                            field.append(quote)
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    if inner == lf { line += 1 }
                    field.append(inner)
                    index += 1
                }
                guard closed else {
                    throw .malformedCSV(
                        file: file, line: openingLine, reason: "a quoted field opened here is never closed")
                }
                fieldWasQuoted = true
                if index < bytes.count, bytes[index] != comma, bytes[index] != lf, bytes[index] != cr {
                    throw .malformedCSV(file: file, line: line, reason: "text follows the closing quote of a field")
                }
                continue
            }
            switch byte {
            case comma:
                endField()
            case cr, lf:
                endRecord()
                if byte == cr, index + 1 < bytes.count, bytes[index + 1] == lf { index += 1 }
                line += 1
                recordLine = line
            default:
                field.append(byte)
            }
            index += 1
        }
        if !field.isEmpty || !fields.isEmpty || fieldWasQuoted { endRecord() }
        guard let header = records.first else {
            throw .malformedCSV(file: file, line: 1, reason: "the file is empty; a header line is required")
        }
        return CSVTable(file: file, header: header.fields, records: Array(records.dropFirst()))
    }
}
