/// Why a date-time given by a user could not be read. Columns count characters from 1.
public enum TimeParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing was given (or only spaces).
    case empty
    /// The text does not have the expected shape at `column`.
    case malformed(input: String, column: Int, expected: String)
    /// A field is out of its range, e.g. month 13 or February 30.
    case outOfRange(input: String, column: Int, field: String, value: Int, allowed: ClosedRange<Int>)
    /// A date without a time of day: the intended time is unknowable, so it is not guessed.
    case dateWithoutTime(input: String)

    private static let examples = "write e.g. 2026-11-23T06:00, 2026-11-23 06:00:00 or 2026-11-23T06:00-08:00"

    /// One sentence saying what was wrong, where, and what to do.
    public var description: String {
        switch self {
        case .empty:
            return "no date-time given: \(Self.examples)"
        case .malformed(let input, let column, let expected):
            return "'\(input)' column \(column): expected \(expected); \(Self.examples)"
        case .outOfRange(let input, let column, let field, let value, let allowed):
            return
                "'\(input)' column \(column): \(field) \(value) is out of range \(allowed.lowerBound)...\(allowed.upperBound)"
        case .dateWithoutTime(let input):
            return
                "'\(input)' has a date but no time of day: add one, e.g. \(input)T08:00 (San Francisco time) or \(input)T08:00-08:00"
        }
    }
}
