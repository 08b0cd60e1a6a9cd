import Foundation
import ZoneKit

/// `--at` in words: `now`, `+2h` / `-30m` / `+1h30m` (from now), `today 17:30`, `tomorrow 08:00`
/// (`8am`, `8:30pm`), resolved against the clock into the date-time text `--at` always took.
///
/// The clock is the system's, or `PARKCHECK_NOW` (an ISO 8601 time such as `2026-11-23T06:00`)
/// when set: tests and reproducible runs pin it there.
enum RelativeTime {
    /// The variable that pins the clock.
    static let clockVariable = "PARKCHECK_NOW"

    /// The time it is: `PARKCHECK_NOW` when set, else the system clock.
    ///
    /// - Throws: ``UsageError`` when `PARKCHECK_NOW` is not a date-time.
    static func now(environment: [String: String]) throws(UsageError) -> Date {
        guard let pinned = environment[clockVariable], !pinned.isEmpty else { return Date() }
        do throws(TimeParseError) {
            return try PacificTime.parse(pinned)
        } catch {
            throw .invalidValue(option: clockVariable, value: pinned, reason: error.description)
        }
    }

    /// The `--at` text `typed` stands for at `now`: an ISO 8601 date-time, or `nil` when `typed`
    /// is not one of the words (it is then read as a date-time, as before).
    ///
    /// `now` and `±DURATION` name instants (written with their offset); `today TIME` and
    /// `tomorrow TIME` name wall-clock times on `clock` — San Francisco's, or the answering city's
    /// (written without an offset, so a time in the spring-forward gap or the fall-back hour is
    /// said to be so when read on that clock).
    ///
    /// - Throws: ``UsageError`` for a word form that cannot be read (`+2x`, `tomorrow` alone).
    static func resolve(_ typed: String, now: Date, clock: TimeZoneRules = .losAngeles) throws(UsageError) -> String? {
        let text = typed.trimmingWhitespaces().lowercased()
        if text == "now" { return PacificTime.iso8601(now) }
        if let sign = text.first, sign == "+" || sign == "-" {
            guard let seconds = duration(text.dropFirst()) else {
                throw .invalidValue(
                    option: "--at", value: typed, reason: "give a time from now such as +2h, +90m, +1h30m or -15m")
            }
            return PacificTime.iso8601(now.addingTimeInterval(sign == "+" ? seconds : -seconds))
        }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        let today = clock.localDateTime(for: now).date
        // A clock time alone (`8am`, `17:30`) is today's.
        if words.count == 1, let minute = minuteOfDay(String(words[0])) {
            return LocalDateTime(date: today, minuteOfDay: minute).description
        }
        // A weekday (`monday 8am`, `fri 17:30`) is the coming one: today's when today is that day.
        if let first = words.first, let weekday = Weekday(name: first) {
            guard words.count >= 2, let minute = minuteOfDay(words.dropFirst().joined()) else {
                throw .invalidValue(
                    option: "--at", value: typed,
                    reason: "give a clock time after \(first): \(first) 8am or \(first) 17:30")
            }
            let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
            return LocalDateTime(date: today.adding(days: ahead), minuteOfDay: minute).description
        }
        guard let day = words.first, day == "today" || day == "tomorrow" else {
            // A date-time starts with its year: a word is a misspelt one of ours (`tomorow 8am`).
            guard let first = words.first, first.first?.isLetter == true else { return nil }
            throw .invalidValue(option: "--at", value: typed, reason: Self.unknownWord(first, rest: words.dropFirst()))
        }
        let hint = "give a clock time after \(day): \(day) 08:00, \(day) 8am or \(day) 5:30pm"
        guard words.count >= 2, let minute = minuteOfDay(words.dropFirst().joined()) else {
            throw .invalidValue(option: "--at", value: typed, reason: hint)
        }
        // Today is the clock's: past midnight in Austin, San Francisco's evening is already yesterday.
        let date = today.adding(days: day == "tomorrow" ? 1 : 0)
        return LocalDateTime(date: date, minuteOfDay: minute).description
    }

    /// The words `--at` reads, for a misspelt one's suggestion.
    private static let words = ["now", "today", "tomorrow"] + Weekday.allCases.map { $0.fullName.lowercased() }

    /// `did you mean 'tomorrow 8am'? …`, or what `--at` reads when no word is near.
    private static func unknownWord(_ word: Substring, rest: ArraySlice<Substring>) -> String {
        let forms = "now, +2h, 8am, today 5:30pm, tomorrow 8am, monday 8am or a date-time such as 2026-11-23T06:00"
        guard let near = Suggestion.nearest(to: String(word), among: words) else {
            return "'\(word)' is not a time parkcheck reads; write \(forms)"
        }
        return "did you mean '\(([near] + rest.map(String.init)).joined(separator: " "))'? --at reads \(forms)"
    }

    /// `2h`, `90m`, `1h30m`, `45min`, `1d`: seconds, or `nil`.
    private static func duration(_ text: Substring) -> TimeInterval? {
        var rest = text
        var seconds = 0.0
        var parts = 0
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard let value = Double(digits), value.isFinite else { return nil }
            rest = rest.dropFirst(digits.count)
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            switch unit {
            case "d", "day", "days": seconds += value * 86_400
            case "h", "hr", "hrs", "hour", "hours": seconds += value * 3600
            case "m", "min", "mins", "minute", "minutes": seconds += value * 60
            default: return nil
            }
            parts += 1
        }
        return parts > 0 ? seconds : nil
    }

    /// `08:00`, `8:00`, `17`, `8am`, `8:30pm`, `12am` (midnight): minutes after midnight, or `nil`.
    private static func minuteOfDay(_ text: String) -> Int? {
        var clock = Substring(text)
        var meridiem: Substring?
        if clock.hasSuffix("am") || clock.hasSuffix("pm") {
            meridiem = clock.suffix(2)
            clock = clock.dropLast(2)
        }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            var hour = Int(parts[0]), let minute = parts.count == 2 ? Int(parts[1]) : 0,
            parts.count == 1 || parts[1].count == 2, (0..<60).contains(minute)
        else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
        }
        guard (0..<24).contains(hour) else { return nil }
        return hour * 60 + minute
    }
}
