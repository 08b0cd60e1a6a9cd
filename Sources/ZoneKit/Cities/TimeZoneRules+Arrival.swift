import Foundation

extension TimeZoneRules {
    /// Reads a date-time as ``PacificTime/parseArrival(_:)`` does, a reading without an offset on
    /// this zone's wall clock (a Portland or Austin `--at`), whatever the host's time zone: every
    /// command reads every city's `--at` through this one reader.
    ///
    /// A reading in this zone's spring-forward gap is answered an hour later on the clock
    /// (``ArrivalAdjustment/skipped(typed:used:)``); one in the repeated fall-back hour is its first
    /// occurrence (``ArrivalAdjustment/repeated(typed:used:other:)``). A time with an offset or `Z`
    /// names its instant and is never adjusted.
    ///
    /// - Throws: ``TimeParseError`` naming the column and what was expected there.
    package func parseArrival(_ text: String) throws(TimeParseError) -> ParsedArrival {
        var reader = ISO8601Reader(text, clock: clock)
        return try reader.read()
    }

    /// `Thu Nov 26 10:00 AM`: weekday, month, day and clock time on this zone's clock (seconds
    /// truncated), as ``PacificTime/dayAndTime(_:)`` writes San Francisco's.
    package func dayAndTime(_ date: Date) -> String {
        localDateTime(for: date).dayAndTimeText
    }

    /// `6:00 PM` when `date` is on `reference`'s day on this zone's clock, else `Tue Nov 24 9:00
    /// AM`: a time in a sentence about a stay that began at `reference` (as
    /// ``PacificTime/clockOrDayAndTime(_:sameDayAs:)`` writes San Francisco's).
    package func clockOrDayAndTime(_ date: Date, sameDayAs reference: Date) -> String {
        let local = localDateTime(for: date)
        return local.date == localDateTime(for: reference).date
            ? PacificTime.clockTime(minuteOfDay: local.minuteOfDay) : dayAndTime(date)
    }

    /// `2026-11-26T10:00:00-08:00`: ISO 8601 on this zone's clock with the offset in force
    /// (seconds truncated), as ``PacificTime/iso8601(_:)`` writes San Francisco's.
    package func iso8601(_ date: Date) -> String {
        let utc = UnixTime.seconds(date)
        let offset = utcOffset(atUnixSeconds: utc)
        return LocalDateTime(localSecondsSinceEpoch: utc + offset).iso8601(offset: offset)
    }
}
