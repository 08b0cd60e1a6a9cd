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
/// @rule 4th Thursday of November: Thanksgiving
///                         a holiday by rule, in every year (see ``HolidayRule/wording``)
/// @observed weekend       a rule's holiday on a Saturday is also off the Friday before, one on a
///                         Sunday the Monday after
/// ```
///
/// A date line is `YYYY-MM-DD`, spaces or a tab, then the holiday's name. Without `@years` the list
/// covers the years of its first and last dates. A period with `@rule` lines covers every year,
/// its dated lines being days added to the rules' (it takes no `@years`). Periods the file does not
/// name are unknown.
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
    ///   directive, a rule that is none of the known forms, days listed for a period also said
    ///   `@unknown`, `@years` beside rules).
    package init(text: String, path: String) throws(CityDataError) {
        var order: [String] = []
        var periods: [String: PeriodDraft] = [:]
        var current = "holidays"
        var entries: [Entry] = []
        func fail(_ line: Int, _ reason: String) -> CityDataError {
            .malformedHolidayLine(path: path, line: line, reason: reason)
        }
        for (offset, content) in Self.contents(ofLinesIn: text).enumerated() {
            let number = offset + 1
            guard let content else { continue }
            let words = Self.words(of: content)
            guard let first = words.first else { continue }
            if periods[current] == nil {
                periods[current] = PeriodDraft()
                order.append(current)
            }
            switch first {
            case "@period":
                guard words.count >= 2 else { throw fail(number, "@period needs a name (@period holidays)") }
                current = Self.joined(words.dropFirst()).lowercased()
                if periods[current] == nil {
                    periods[current] = PeriodDraft()
                    order.append(current)
                }
            case "@years":
                guard words.count == 2, let years = Self.years(words[1]) else {
                    throw fail(number, "@years needs FIRST-LAST (@years 2019-2035), not '\(content)'")
                }
                periods[current]?.years = years
                periods[current]?.yearsLine = number
            case "@unknown":
                periods[current]?.isUnknown = true
            case "@rule":
                guard let (wording, name) = Self.ruleAndName(words.dropFirst()) else {
                    throw fail(number, "@rule needs RULE: NAME (@rule 4th Thursday of November: Thanksgiving)")
                }
                guard let rule = HolidayRule(wording: wording[...], name: name) else {
                    throw fail(
                        number,
                        "'\(wording)' is not a rule parkcheck reads: write 'January 1', '3rd Monday of January', "
                            + "'last Monday of May' or 'day after 4th Thursday of November'")
                }
                periods[current]?.rules.append(rule)
                periods[current]?.ruleLines.append(number)
            case "@observed":
                guard words.count == 2, words[1] == "weekend" else {
                    throw fail(
                        number,
                        "@observed takes 'weekend' (a Saturday holiday also off on Friday, a Sunday one on Monday)")
                }
                periods[current]?.observesWeekendHolidays = true
                periods[current]?.ruleLines.append(number)
            default:
                if first.hasPrefix("@") {
                    throw fail(
                        number, "unknown directive '\(first)' (known: @period, @years, @unknown, @rule, @observed)")
                }
                guard let date = Self.date(first) else {
                    throw fail(number, "'\(first)' is not a date written YYYY-MM-DD")
                }
                guard words.count >= 2 else { throw fail(number, "\(first) has no holiday name after it") }
                guard periods[current]?.dates.insert(date).inserted == true else {
                    throw fail(number, "\(first) is listed twice for \(current)")
                }
                periods[current]?.dateLines.append(number)
                entries.append(Entry(period: current, date: date, name: Self.joined(words.dropFirst())))
            }
        }
        var days: [String: CurbHolidayCalendar.Days] = [:]
        for name in order {
            guard let draft = periods[name] else { continue }
            if draft.isUnknown {
                if let line = draft.ruleLines.first ?? draft.dateLines.first {
                    throw fail(line, "\(name) is said @unknown but lists days")
                }
                days[name] = .unknown
                continue
            }
            if let line = draft.ruleLines.first {
                if let years = draft.yearsLine {
                    throw fail(years, "\(name) has @rule lines, which cover every year: @years is for dated lists")
                }
                guard !draft.rules.isEmpty else {
                    throw fail(line, "@observed weekend applies to @rule lines, and \(name) has none")
                }
                let dated = entries.filter { $0.period == name }.map { ($0.date, $0.name) }
                days[name] = .rules(
                    HolidayRuleSet(
                        rules: draft.rules, observesWeekendHolidays: draft.observesWeekendHolidays,
                        dates: Dictionary(dated) { first, _ in first }))
                continue
            }
            guard let low = draft.dates.min(), let high = draft.dates.max() else {
                if let years = draft.years { days[name] = .known([], years: years) }
                continue
            }
            let years = draft.years ?? low.year...high.year
            for (line, date) in zip(draft.dateLines, entries.filter { $0.period == name }.map(\.date))
            where !years.contains(date.year) {
                throw fail(line, "\(date) lies outside @years \(years.lowerBound)-\(years.upperBound)")
            }
            days[name] = .known(draft.dates, years: years)
        }
        self.entries = entries
        self.calendar = CurbHolidayCalendar(periods: days)
    }

    /// Each line's text before any `#`, or `nil` when that is blank (a comment, an empty line):
    /// found in the bytes, so that the comments, most of a file, are never read as characters.
    private static func contents(ofLinesIn text: String) -> [Substring?] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [Substring?] = []
            var start = 0
            var end: Int?
            var blank = true
            for index in 0...bytes.count {
                let byte = index == bytes.count ? UInt8(ascii: "\n") : bytes[index]
                if byte == UInt8(ascii: "\n") {
                    let content = UnsafeBufferPointer(rebasing: bytes[start..<(end ?? index)])
                    lines.append(blank ? nil : Substring(String(decoding: content, as: UTF8.self)))
                    start = index + 1
                    (end, blank) = (nil, true)
                } else if end == nil {
                    if byte == UInt8(ascii: "#") {
                        end = index
                    } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                        blank = false
                    }
                }
            }
            return lines
        }
    }

    /// The words of a line, split at spaces, tabs and carriage returns, found in its bytes.
    private static func words(of line: Substring) -> [Substring] {
        let bytes = line.utf8
        var words: [Substring] = []
        var start: Substring.Index?
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                if let first = start { words.append(Substring(bytes[first..<index])) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = bytes.index(after: index)
        }
        if let first = start { words.append(Substring(bytes[first..<index])) }
        return words
    }

    /// A `@rule` line's words split at their first colon, which may touch either word or stand
    /// alone: `4th Thursday of November` and `Thanksgiving`; `nil` without a colon or a name.
    private static func ruleAndName(_ words: ArraySlice<Substring>) -> (rule: String, name: String)? {
        guard let index = words.firstIndex(where: { $0.utf8.contains(UInt8(ascii: ":")) }) else { return nil }
        let word = words[index]
        let colon = word.utf8.firstIndex(of: UInt8(ascii: ":")) ?? word.endIndex
        let before = Substring(word.utf8[word.startIndex..<colon])
        let after = Substring(word.utf8[word.utf8.index(after: colon)...])
        let name = joined([after].filter { !$0.isEmpty } + words[(index + 1)...])
        guard !name.isEmpty else { return nil }
        return (joined(words[..<index] + [before].filter { !$0.isEmpty }), name)
    }

    /// `words` with one space between each.
    private static func joined(_ words: some Collection<Substring>) -> String {
        var text = ""
        for word in words {
            if !text.isEmpty { text.append(" ") }
            text.append(contentsOf: word)
        }
        return text
    }

    private struct PeriodDraft {
        var years: ClosedRange<Int>?
        var yearsLine: Int?
        var dates: Set<CivilDate> = []
        /// The lines of the dated days, in order.
        var dateLines: [Int] = []
        /// The lines of `@rule` and `@observed`.
        var ruleLines: [Int] = []
        var rules: [HolidayRule] = []
        var observesWeekendHolidays = false
        var isUnknown = false
    }

    private static func years(_ text: Substring) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low <= high else { return nil }
        return low...high
    }

    private static func date(_ text: Substring) -> CivilDate? { CivilDate(yearMonthDay: text) }
}
