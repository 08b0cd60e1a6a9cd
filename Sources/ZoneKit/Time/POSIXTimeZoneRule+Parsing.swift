/// Reading a POSIX TZ rule string: `std offset [dst [offset] [,start[/time],end[/time]]]`.
extension POSIXTimeZoneRule {
    /// Parses `text` (e.g. `EST5EDT,M3.2.0,M11.1.0`, `<+0545>-5:45`, `EST5EDT,0/0,J365/25`).
    ///
    /// Accepts POSIX `TZ` with RFC 8536 §3.3.1's extensions: names unquoted (3 or more letters) or
    /// quoted (`<+09>`: letters, digits, `+`, `-`); offsets `[+-]hh[:mm[:ss]]`, hours 0...24;
    /// transition times `[+-]hh[:mm[:ss]]`, hours −167...167, 02:00 by default; days `Jn`, `n`
    /// and `Mm.w.d`. A daylight time with no rule is refused: POSIX leaves its dates to the
    /// implementation, and a guess would move answers silently.
    /// - Throws: ``TimeZoneRuleError`` naming the column and what to write.
    init(parsing text: String, identifier: String) throws {
        var reader = Reader(bytes: Array(text.utf8), rule: text, identifier: identifier)
        let standardName = try reader.name(of: "standard time")
        let standardOffset = try reader.offset(of: "standard time")
        guard !reader.isAtEnd else {
            self.init(standardName: standardName, standardOffset: standardOffset, daylight: nil)
            return
        }
        let daylightName = try reader.name(of: "daylight time")
        var daylightOffset = standardOffset + 3600
        if let byte = reader.peek, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || Reader.isDigit(byte) {
            daylightOffset = try reader.offset(of: "daylight time")
        }
        guard reader.peek == UInt8(ascii: ",") else {
            if reader.isAtEnd {
                throw reader.error(
                    "daylight time \(daylightName) has no rule: add its start and end, e.g. ,M3.2.0,M11.1.0")
            }
            throw reader.error("expected ',' and the daylight time rule, or the end of the rule")
        }
        reader.index += 1
        let start = try reader.change(of: "start")
        guard reader.peek == UInt8(ascii: ",") else {
            throw reader.error("expected ',' and the day daylight time ends, e.g. ,M11.1.0")
        }
        reader.index += 1
        let end = try reader.change(of: "end")
        guard reader.isAtEnd else { throw reader.error("unexpected text after the end of daylight time") }
        self.init(
            standardName: standardName, standardOffset: standardOffset,
            daylight: Daylight(name: daylightName, offset: daylightOffset, start: start, end: end))
    }

    /// A cursor over the rule's bytes (the grammar is ASCII).
    private struct Reader {
        let bytes: [UInt8]
        let rule: String
        let identifier: String
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }
        var peek: UInt8? { isAtEnd ? nil : bytes[index] }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        static func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }

        func error(_ reason: String, at position: Int? = nil) -> TimeZoneRuleError {
            TimeZoneRuleError(identifier: identifier, rule: rule, column: (position ?? index) + 1, reason: reason)
        }

        /// `EST` or `<+0530>`.
        mutating func name(of what: String) throws -> String {
            let begin = index
            if peek == UInt8(ascii: "<") {
                index += 1
                while let byte = peek, byte != UInt8(ascii: ">") {
                    guard
                        Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "+")
                            || byte == UInt8(ascii: "-")
                    else {
                        throw error("a quoted \(what) name holds only letters, digits, '+' and '-'")
                    }
                    index += 1
                }
                guard peek == UInt8(ascii: ">") else {
                    throw error("the quoted \(what) name opened at column \(begin + 1) is not closed by '>'")
                }
                let name = String(decoding: bytes[(begin + 1)..<index], as: UTF8.self)
                index += 1
                guard name.utf8.count >= 3 else {
                    throw error("the \(what) name '\(name)' is shorter than 3 characters", at: begin)
                }
                return name
            }
            while let byte = peek, Self.isLetter(byte) { index += 1 }
            guard index - begin >= 3 else {
                throw error(
                    "expected the \(what) name: 3 or more letters (e.g. EST), or <+09> for one with digits or signs",
                    at: begin)
            }
            return String(decoding: bytes[begin..<index], as: UTF8.self)
        }

        /// `[+-]hh[:mm[:ss]]` west of UTC, returned east of UTC.
        mutating func offset(of what: String) throws -> Int {
            -(try duration(of: "the \(what) offset from UTC", maximumHours: 24))
        }

        /// `start[/time]` or `end[/time]`.
        mutating func change(of what: String) throws -> Change {
            let day = try day(of: what)
            var time = 2 * 3600
            if peek == UInt8(ascii: "/") {
                index += 1
                time = try duration(of: "the \(what) time", maximumHours: 167)
            }
            return Change(day: day, time: time)
        }

        /// `Jn`, `n` or `Mm.w.d`.
        private mutating func day(of what: String) throws -> Day {
            switch peek {
            case UInt8(ascii: "J"):
                index += 1
                return .julianSkippingLeapDay(try number(of: "the \(what) day Jn", in: 1...365))
            case UInt8(ascii: "M"):
                index += 1
                let month = try number(of: "the \(what) month in Mm.w.d", in: 1...12)
                try expect(".", "after the month in Mm.w.d (e.g. M3.2.0)")
                let week = try number(of: "the \(what) week in Mm.w.d (5 = the last)", in: 1...5)
                try expect(".", "after the week in Mm.w.d (e.g. M3.2.0)")
                let weekday = try number(of: "the \(what) weekday in Mm.w.d (0 = Sunday)", in: 0...6)
                return .monthWeekDay(month: month, week: week, weekday: weekday)
            case let byte? where Self.isDigit(byte):
                return .zeroBasedDayOfYear(try number(of: "the \(what) day n", in: 0...365))
            default:
                throw error(
                    "expected the day daylight time \(what)s: Mm.w.d (e.g. M3.2.0), Jn (1...365) or n (0...365)")
            }
        }

        private mutating func expect(_ character: Unicode.Scalar, _ context: String) throws {
            guard peek == UInt8(ascii: character) else { throw error("expected '\(character)' \(context)") }
            index += 1
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, signed as written; hours 0...`maximumHours` either side.
        private mutating func duration(of what: String, maximumHours: Int) throws -> Int {
            var sign = 1
            if peek == UInt8(ascii: "+") {
                index += 1
            } else if peek == UInt8(ascii: "-") {
                sign = -1
                index += 1
            }
            var seconds = try number(of: "\(what) (hours)", in: 0...maximumHours) * 3600
            if peek == UInt8(ascii: ":") {
                index += 1
                seconds += try number(of: "\(what) (minutes)", in: 0...59) * 60
                if peek == UInt8(ascii: ":") {
                    index += 1
                    seconds += try number(of: "\(what) (seconds)", in: 0...59)
                }
            }
            return sign * seconds
        }

        /// Decimal digits, at most 3 (no field here needs more).
        private mutating func number(of what: String, in range: ClosedRange<Int>) throws -> Int {
            let begin = index
            var value = 0
            while let byte = peek, Self.isDigit(byte), index - begin < 3 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                index += 1
            }
            guard index > begin else { throw error("expected \(what): digits") }
            if let byte = peek, Self.isDigit(byte) { throw error("\(what) has too many digits", at: begin) }
            guard range.contains(value) else {
                throw error("\(what) is \(value), not \(range.lowerBound)...\(range.upperBound)", at: begin)
            }
            return value
        }
    }
}
