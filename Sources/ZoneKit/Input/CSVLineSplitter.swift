/// Splits one line into fields: RFC 4180 for comma- and tab-separated lines, runs of blanks for
/// whitespace-separated ones.
///
/// A field may be quoted (`"San Francisco, CA"`, with `""` for a quote inside); blanks around a
/// field are dropped (inside quotes they are kept). A quoted field must close on its own line:
/// coordinate rows have no use for line breaks inside fields, and a stray quote must not swallow
/// the lines after it.
struct CSVLineSplitter: Sendable {
    /// What separates fields.
    enum Delimiter: Equatable, Sendable {
        case comma, tab
        /// One or more spaces or tabs.
        case blanks

        /// The delimiter a line appears to use: a tab if it has one, else a comma if it has one,
        /// else blanks.
        init(guessingFrom line: String) {
            if line.utf8.contains(0x09) {
                self = .tab
            } else if line.utf8.contains(0x2C) {
                self = .comma
            } else {
                self = .blanks
            }
        }
    }

    /// One field and the 1-based column (in characters) where it starts.
    struct Field: Equatable, Sendable {
        var text: String
        var column: Int
    }

    /// Why a line cannot be split, and the column where the trouble starts.
    enum Problem: Error, Equatable, Sendable {
        case unterminatedQuote(column: Int)
        case textAfterQuote(column: Int)
    }

    /// What separates fields.
    let delimiter: Delimiter

    /// The fields of `line`, in order; a blank line has one empty field (blanks-separated: none).
    ///
    /// - Complexity: O(*n*) in the bytes of the line.
    func split(_ line: String) -> Result<[Field], Problem> {
        let bytes = Array(line.utf8)
        var fields: [Field] = []
        var index = 0
        var column = 1
        let count = bytes.count

        func advance() {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        func isBlank(_ byte: UInt8) -> Bool {
            byte == 0x20 || (byte == 0x09 && delimiter != .tab)
        }
        func isDelimiter(_ byte: UInt8) -> Bool {
            switch delimiter {
            case .comma: return byte == 0x2C
            case .tab: return byte == 0x09
            case .blanks: return byte == 0x20 || byte == 0x09
            }
        }

        while true {
            while index < count, isBlank(bytes[index]) { advance() }
            if delimiter == .blanks, index == count { break }
            let start = column
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
                guard closed else { return .failure(.unterminatedQuote(column: start)) }
                while index < count, isBlank(bytes[index]) { advance() }
                if index < count, !isDelimiter(bytes[index]) { return .failure(.textAfterQuote(column: column)) }
            } else {
                while index < count, !isDelimiter(bytes[index]) {
                    text.append(bytes[index])
                    advance()
                }
                while let last = text.last, isBlank(last) { text.removeLast() }
            }
            fields.append(Field(text: String(decoding: text, as: UTF8.self), column: start))
            guard index < count else { break }
            advance()
            if delimiter == .blanks {
                while index < count, isDelimiter(bytes[index]) { advance() }
            }
        }
        return .success(fields)
    }
}
