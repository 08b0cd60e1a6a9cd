/// The one CSV tokenizer: splits a record into fields — RFC 4180 for comma-, semicolon- and
/// tab-separated records, runs of blanks for whitespace-separated ones. Batch input
/// (`ParkcheckBatch`'s `TextRowReader`) and the data build's `CSVReader` both read through it.
///
/// A field may be quoted (`"San Francisco, CA"`, with `""` for a quote inside); a quoted field may
/// hold line breaks, so a record can span lines: ``endsInsideQuotes(_:startingInside:)`` tells a
/// reader that a line leaves a quoted field open and the next line belongs to the same record.
/// Blanks around a field are dropped (inside quotes they are kept) unless ``trimsBlanks`` is off.
package struct CSVLineSplitter: Sendable {
    /// What separates fields.
    package enum Delimiter: Equatable, Sendable {
        case comma, semicolon, tab
        /// One or more spaces or tabs.
        case blanks

        /// The delimiter a line appears to use: a tab if it has one, else a comma if it has one,
        /// else a semicolon if it has one, else blanks.
        package init(guessingFrom line: String) {
            if line.utf8.contains(0x09) {
                self = .tab
            } else if line.utf8.contains(0x2C) {
                self = .comma
            } else if line.utf8.contains(0x3B) {
                self = .semicolon
            } else {
                self = .blanks
            }
        }
    }

    /// One field, the 0-based line within the record and the 1-based column (in characters) on
    /// that line where it starts.
    package struct Field: Equatable, Sendable {
        package var text: String
        package var column: Int
        package var line: Int = 0

        package init(text: String, column: Int, line: Int = 0) {
            self.text = text
            self.column = column
            self.line = line
        }
    }

    /// Why a record cannot be split, and where (line within the record, column) the trouble starts.
    package enum Problem: Error, Equatable, Sendable {
        case unterminatedQuote(column: Int, line: Int = 0)
        case textAfterQuote(column: Int, line: Int = 0)
    }

    /// What separates fields.
    package let delimiter: Delimiter
    /// Whether blanks around an unquoted field, and between a closing quote and the delimiter,
    /// are dropped. The data build reads the city's exports strictly, as RFC 4180 writes them.
    package let trimsBlanks: Bool

    /// A splitter on `delimiter`.
    package init(delimiter: Delimiter, trimsBlanks: Bool = true) {
        self.delimiter = delimiter
        self.trimsBlanks = trimsBlanks
    }

    /// The fields of `record`, in order; a blank record has one empty field (blanks-separated: none).
    ///
    /// - Complexity: O(*n*) in the bytes of the record.
    package func split(_ record: String) -> Result<[Field], Problem> {
        split(bytes: Array(record.utf8))
    }

    /// The fields of the UTF-8 `bytes` of a record (line breaks inside quoted fields kept as written).
    ///
    /// - Complexity: O(*n*) in the bytes.
    package func split<Bytes: RandomAccessCollection<UInt8>>(bytes: Bytes) -> Result<[Field], Problem>
    where Bytes.Index == Int {
        var fields: [Field] = []
        var index = bytes.startIndex
        var column = 1
        var line = 0
        let count = bytes.endIndex

        func advance() {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        func isBlank(_ byte: UInt8) -> Bool {
            trimsBlanks && (byte == 0x20 || (byte == 0x09 && delimiter != .tab))
        }

        while true {
            while index < count, isBlank(bytes[index]) { advance() }
            if delimiter == .blanks, index == count { break }
            let start = column
            let startLine = line
            var text: [UInt8] = []
            if index < count, bytes[index] == 0x22 {
                advance()
                var closed = false
                while index < count {
                    if bytes[index] == 0x22 {
                        if index + 1 < count, bytes[index + 1] == 0x22 {
                            text.append(0x22)
                            advance()
                            advance()
                            continue
                        }
                        advance()
                        closed = true
                        break
                    }
                    text.append(bytes[index])
                    advance()
                }
                guard closed else { return .failure(.unterminatedQuote(column: start, line: startLine)) }
                while index < count, isBlank(bytes[index]) { advance() }
                if index < count, !isDelimiter(bytes[index]) {
                    return .failure(.textAfterQuote(column: column, line: line))
                }
            } else {
                while index < count, !isDelimiter(bytes[index]) {
                    text.append(bytes[index])
                    advance()
                }
                while let last = text.last, isBlank(last) { text.removeLast() }
            }
            fields.append(Field(text: String(decoding: text, as: UTF8.self), column: start, line: startLine))
            guard index < count else { break }
            advance()
            if delimiter == .blanks {
                while index < count, isDelimiter(bytes[index]) { advance() }
            }
        }
        return .success(fields)
    }

    /// Whether a record that has read `line` (one line, without its line break) is still inside
    /// a quoted field, so that the next line continues the record; `startingInside` says whether
    /// the line itself starts inside one (the previous line left it open).
    ///
    /// It follows ``split(bytes:)``: a quote opens a field only at the field's start (after
    /// blanks, when they are trimmed), and `""` inside a quoted field is a quote.
    ///
    /// - Complexity: O(*n*) in the bytes of the line.
    package func endsInsideQuotes<Bytes: RandomAccessCollection<UInt8>>(
        _ line: Bytes, startingInside: Bool
    ) -> Bool where Bytes.Index == Int {
        var inside = startingInside
        var atFieldStart = !startingInside
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            index += 1
            if inside {
                guard byte == 0x22 else { continue }
                if index < line.endIndex, line[index] == 0x22 {
                    index += 1
                } else {
                    inside = false
                }
            } else if isDelimiter(byte) {
                atFieldStart = true
            } else if atFieldStart, isBlank(byte: byte) {
                continue
            } else if atFieldStart, byte == 0x22 {
                inside = true
                atFieldStart = false
            } else {
                atFieldStart = false
            }
        }
        return inside
    }

    /// ``endsInsideQuotes(_:startingInside:)`` for a line as a string.
    package func endsInsideQuotes(_ line: String, startingInside: Bool) -> Bool {
        var line = line
        return line.withUTF8 { endsInsideQuotes($0, startingInside: startingInside) }
    }

    private func isDelimiter(_ byte: UInt8) -> Bool {
        switch delimiter {
        case .comma: return byte == 0x2C
        case .semicolon: return byte == 0x3B
        case .tab: return byte == 0x09
        case .blanks: return byte == 0x20 || byte == 0x09
        }
    }

    private func isBlank(byte: UInt8) -> Bool {
        trimsBlanks && (byte == 0x20 || (byte == 0x09 && delimiter != .tab))
    }
}
