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
        let monthColumn = column
        let month = try number(digits: 2, naming: "a 2-digit month")
        try check(month, in: 1...12, field: "month", column: monthColumn)
        try expect("-", naming: "'-' after the month")
        let dayColumn = column
        let day = try number(digits: 2, naming: "a 2-digit day")
        try check(day, in: 1...CivilDate.daysInMonth(year: year, month: month), field: "day", column: dayColumn)

        guard let separator = peek else { throw .dateWithoutTime(input: input) }
        guard separator == "T" || separator == "t" || separator == " " else {
            throw malformed("'T' or a space between the date and the time")
        }
        position += 1
        let hourColumn = column
        let hour = try number(digits: 2, naming: "a 2-digit hour")
        try check(hour, in: 0...23, field: "hour", column: hourColumn)
        try expect(":", naming: "':' after the hour")
        let minuteColumn = column
        let minute = try number(digits: 2, naming: "2-digit minutes")
        try check(minute, in: 0...59, field: "minute", column: minuteColumn)
        var second = 0
        var fraction = 0.0
        if peek == ":" {
            position += 1
            let secondColumn = column
            second = try number(digits: 2, naming: "2-digit seconds")
            try check(second, in: 0...59, field: "second", column: secondColumn)
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

    private func check(
        _ value: Int, in allowed: ClosedRange<Int>, field: String, column: Int
    ) throws(TimeParseError) {
        guard allowed.contains(value) else {
            throw .outOfRange(input: input, column: column, field: field, value: value, allowed: allowed)
        }
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
        let hourColumn = column
        let hours = try number(digits: 2, naming: "a 2-digit offset hour, as in -08:00")
        try check(hours, in: 0...18, field: "offset hour", column: hourColumn)
        var minutes = 0
        if peek == ":" { position += 1 }
        if let next = peek, Self.digit(next) != nil {
            let minuteColumn = column
            minutes = try number(digits: 2, naming: "2-digit offset minutes, as in -08:00")
            try check(minutes, in: 0...59, field: "offset minute", column: minuteColumn)
        } else if position > 0, scalars[position - 1] == ":" {
            throw malformed("2-digit offset minutes, as in -08:00")
        }
        return sign * (hours * 3600 + minutes * 60)
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value) - 48 : nil
    }
}
