/// A city's holiday calendar as a plain, user-editable text file (`holidays.txt`): the days of the
/// designated periods its curb feed names (`holidays`), or that nobody knows them.
///
/// The format, which every file's comment header repeats:
///
/// ```
/// # comment (a '#' anywhere starts one)
/// @period holidays        the days below are the period "holidays" (the default)
/// @years 2019-2035        the list covers these years; a date outside them is unknown
/// 2026-11-26  Thanksgiving Day
/// @unknown                nobody knows the period's days: answers that depend on them are unknown
/// ```
///
/// A date line is `YYYY-MM-DD`, spaces or a tab, then the holiday's name. Without `@years` the list
/// covers the years of its first and last dates. Periods the file does not name are unknown.
package struct CityHolidayFile: Hashable, Sendable {
    /// One listed day.
    package struct Entry: Hashable, Sendable {
        /// The designated period, lowercased (`holidays`).
        package var period: String
        /// The day.
        package var date: CivilDate
        /// The holiday's name as written.
        package var name: String
    }

    /// Every listed day, in file order.
    package var entries: [Entry]
    /// The calendar the file describes.
    package var calendar: CurbHolidayCalendar

    /// Reads a file's text.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - path: the file's name, for error messages.
    /// - Throws: ``CityDataError/malformedHolidayLine(path:line:reason:)`` at the first line that
    ///   cannot be read (a bad date, a date outside `@years`, a date given twice, an unknown
    ///   directive, days listed for a period also said `@unknown`).
    package init(text: String, path: String) throws(CityDataError) {
        var order: [String] = []
        var periods: [String: PeriodDraft] = [:]
        var current = "holidays"
        var entries: [Entry] = []
        func fail(_ line: Int, _ reason: String) -> CityDataError {
            .malformedHolidayLine(path: path, line: line, reason: reason)
        }
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = words.first else { continue }
            if periods[current] == nil {
                periods[current] = PeriodDraft()
                order.append(current)
            }
            switch first {
            case "@period":
                guard words.count >= 2 else { throw fail(number, "@period needs a name (@period holidays)") }
                current = words.dropFirst().joined(separator: " ").lowercased()
                if periods[current] == nil {
                    periods[current] = PeriodDraft()
                    order.append(current)
                }
            case "@years":
                guard words.count == 2, let years = Self.years(words[1]) else {
                    throw fail(number, "@years needs FIRST-LAST (@years 2019-2035), not '\(content)'")
                }
                periods[current]?.years = years
            case "@unknown":
                periods[current]?.isUnknown = true
            default:
                if first.hasPrefix("@") {
                    throw fail(number, "unknown directive '\(first)' (known: @period, @years, @unknown)")
                }
                guard let date = Self.date(first) else {
                    throw fail(number, "'\(first)' is not a date written YYYY-MM-DD")
                }
                guard words.count >= 2 else { throw fail(number, "\(first) has no holiday name after it") }
                guard periods[current]?.dates.insert(date).inserted == true else {
                    throw fail(number, "\(first) is listed twice for \(current)")
                }
                periods[current]?.lines.append(number)
                entries.append(Entry(period: current, date: date, name: words.dropFirst().joined(separator: " ")))
            }
        }
        var days: [String: CurbHolidayCalendar.Days] = [:]
        for name in order {
            guard let draft = periods[name] else { continue }
            if draft.isUnknown {
                if let line = draft.lines.first {
                    throw fail(line, "\(name) is said @unknown but lists days")
                }
                days[name] = .unknown
                continue
            }
            guard let low = draft.dates.min(), let high = draft.dates.max() else {
                if let years = draft.years { days[name] = .known([], years: years) }
                continue
            }
            let years = draft.years ?? low.year...high.year
            for (line, date) in zip(draft.lines, entries.filter { $0.period == name }.map(\.date))
            where !years.contains(date.year) {
                throw fail(line, "\(date) lies outside @years \(years.lowerBound)-\(years.upperBound)")
            }
            days[name] = .known(draft.dates, years: years)
        }
        self.entries = entries
        self.calendar = CurbHolidayCalendar(periods: days)
    }

    private struct PeriodDraft {
        var years: ClosedRange<Int>?
        var dates: Set<CivilDate> = []
        var lines: [Int] = []
        var isUnknown = false
    }

    private static func years(_ text: Substring) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low <= high else { return nil }
        return low...high
    }

    private static func date(_ text: Substring) -> CivilDate? { CivilDate(yearMonthDay: text) }
}
