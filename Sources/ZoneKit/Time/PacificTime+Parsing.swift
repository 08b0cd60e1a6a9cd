import Foundation

extension PacificTime {
    /// Reads an ISO 8601 date-time as a user or a file would write it.
    ///
    /// Accepted: `2026-11-23T06:00`, `2026-11-23T06:00:00`, `2026-11-23 06:00` (a space for the
    /// `T`, either case of `T`), optional fractional seconds (`06:00:00.250`), optionally followed
    /// by an offset: `Z`, `±hh:mm`, `±hhmm` or `±hh` (a typographic minus `−` is read as `-`). Surrounding whitespace is ignored.
    ///
    /// Without an offset the reading is San Francisco wall-clock time, whatever the host's time
    /// zone; a reading in the spring-forward gap moves forward an hour and one in the repeated
    /// fall-back hour is its first occurrence (see ``date(for:resolving:)``).
    ///
    /// A date alone (`2026-11-23`) is rejected with ``TimeParseError/dateWithoutTime(input:)``:
    /// "midnight" and "now's time of day on that date" are both plausible readings, and a wrong
    /// guess gives a confidently wrong parking answer.
    ///
    /// - Parameter text: the date-time.
    /// - Returns: the instant.
    /// - Throws: ``TimeParseError`` naming the column and what was expected there.
    public static func parse(_ text: String) throws(TimeParseError) -> Date {
        var reader = ISO8601Reader(text, clock: clock)
        return try reader.read().instant
    }

    /// Reads a date-time as ``parse(_:)`` does, and also says when the San Francisco wall-clock
    /// reading named no single instant: one in the spring-forward gap is
    /// `ArrivalAdjustment/skipped(typed:used:)` (answered an hour later on the clock, 02:30 →
    /// 03:30 PDT), one in the fall-back hour `ArrivalAdjustment/repeated(typed:used:other:)`
    /// (answered for the first occurrence, in daylight time). The instant is always the one
    /// ``parse(_:)`` gives. A time with an offset or `Z` is never adjusted.
    ///
    /// - Parameter text: the date-time.
    /// - Returns: the instant, and the adjustment if there was one.
    /// - Throws: ``TimeParseError`` naming the column and what was expected there.
    package static func parseArrival(_ text: String) throws(TimeParseError) -> ParsedArrival {
        var reader = ISO8601Reader(text, clock: clock)
        return try reader.read()
    }
}
