import Foundation

/// A one-pass reader over the text's Unicode scalars, so columns count what a person sees; a
/// reading without an offset is `clock`'s wall-clock time. The forms it reads are those
/// ``PacificTime/parse(_:)`` lists; every command reads every city's `--at` through it.
struct ISO8601Reader {
    let input: String
    let scalars: [Unicode.Scalar]
    let clock: TimeZoneTransitions
    var position = 0

    init(_ text: String, clock: TimeZoneTransitions) {
        input = text.trimmingWhiteSpace()
        scalars = Array(input.unicodeScalars)
        self.clock = clock
    }

    mutating func read() throws(TimeParseError) -> ParsedArrival {
        guard !scalars.isEmpty else { throw .empty }
        let year = try number(digits: 4, naming: "a 4-digit year")
        try expect("-", naming: "'-' after the year")
        let month = try number(digits: 2, naming: "a 2-digit month", field: "month", in: 1...12)
        try expect("-", naming: "'-' after the month")
        let day = try number(
            digits: 2, naming: "a 2-digit day", field: "day", in: 1...CivilDate.daysInMonth(year: year, month: month))

        guard let separator = peek else { throw .dateWithoutTime(input: input) }
        guard separator == "T" || separator == "t" || separator == " " else {
            throw malformed("'T' or a space between the date and the time")
        }
        position += 1
        let hour = try number(digits: 2, naming: "a 2-digit hour", field: "hour", in: 0...23)
        try expect(":", naming: "':' after the hour")
        let minute = try number(digits: 2, naming: "2-digit minutes", field: "minute", in: 0...59)
        var second = 0
        var fraction = 0.0
        if peek == ":" {
            position += 1
            second = try number(digits: 2, naming: "2-digit seconds", field: "second", in: 0...59)
            if peek == "." || peek == "," {
                position += 1
                fraction = try fractionOfSecond()
            }
        }

        let local = LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        let seconds: Int
        var adjustment: ArrivalAdjustment?
        if let offset = try offsetSeconds() {
            seconds = local.localSecondsSinceEpoch - offset
        } else {
            seconds = clock.unixSeconds(fromLocalSeconds: local.localSecondsSinceEpoch, resolving: .earlier)
            adjustment = clock.adjustment(forLocalSeconds: local.localSecondsSinceEpoch, fraction: fraction)
        }
        guard position == scalars.count else {
            throw malformed("the end of the date-time (or an offset such as Z or -08:00)")
        }
        return ParsedArrival(instant: Date(timeIntervalSince1970: Double(seconds) + fraction), adjustment: adjustment)
    }

    private var column: Int { position + 1 }

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func malformed(_ expected: String) -> TimeParseError {
        .malformed(input: input, column: column, expected: expected)
    }

    private mutating func expect(_ scalar: Unicode.Scalar, naming expected: String) throws(TimeParseError) {
        guard peek == scalar else { throw malformed(expected) }
        position += 1
    }

    private mutating func number(digits: Int, naming expected: String) throws(TimeParseError) -> Int {
        let start = position
        var value = 0
        for _ in 0..<digits {
            guard let scalar = peek, let digit = Self.digit(scalar) else {
                throw .malformed(input: input, column: start + 1, expected: expected)
            }
            value = value * 10 + digit
            position += 1
        }
        return value
    }

    /// ``number(digits:naming:)`` that must lie in `allowed`; out of it, an error naming `field`
    /// at the number's column.
    private mutating func number(
        digits: Int, naming expected: String, field: String, in allowed: ClosedRange<Int>
    ) throws(TimeParseError) -> Int {
        let column = self.column
        let value = try number(digits: digits, naming: expected)
        guard allowed.contains(value) else {
            throw .outOfRange(input: input, column: column, field: field, value: value, allowed: allowed)
        }
        return value
    }

    private mutating func fractionOfSecond() throws(TimeParseError) -> Double {
        var fraction = 0.0
        var scale = 0.1
        var count = 0
        while let scalar = peek, let digit = Self.digit(scalar) {
            if count < 9 { fraction += Double(digit) * scale }
            scale /= 10
            count += 1
            position += 1
        }
        guard count > 0 else { throw malformed("digits of a fraction of a second") }
        return fraction
    }

    /// `Z` → 0, `±hh[[:]mm]` → signed seconds east of UTC, nothing → `nil`.
    private mutating func offsetSeconds() throws(TimeParseError) -> Int? {
        guard let scalar = peek else { return nil }
        if scalar == "Z" || scalar == "z" {
            position += 1
            return 0
        }
        guard scalar == "+" || scalar == "-" || scalar == "\u{2212}" else { return nil }
        let sign = scalar == "+" ? 1 : -1
        position += 1
        let hours = try number(
            digits: 2, naming: "a 2-digit offset hour, as in -08:00", field: "offset hour", in: 0...18)
        var minutes = 0
        if peek == ":" { position += 1 }
        if let next = peek, Self.digit(next) != nil {
            minutes = try number(
                digits: 2, naming: "2-digit offset minutes, as in -08:00", field: "offset minute", in: 0...59)
        } else if position > 0, scalars[position - 1] == ":" {
            throw malformed("2-digit offset minutes, as in -08:00")
        }
        return sign * (hours * 3600 + minutes * 60)
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value) - 48 : nil
    }
}
