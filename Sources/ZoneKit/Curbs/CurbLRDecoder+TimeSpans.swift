extension CurbLRDecoder {
    /// One CurbLR `timeSpans` entry: every condition it gives, each checked.
    mutating func timeSpan(_ node: JSONNode, at path: JSONPath) -> CurbTimeSpan? {
        let before = featureDiagnostics.count
        var span = CurbTimeSpan()
        guard node.kind == .object else {
            refuse(.wrongMemberType("timeSpans entry", expected: "an object", found: node.kind), node, path)
            return nil
        }
        onlyKnownMembers(of: node, Self.timeSpanMembers, owner: "a time span", at: path)
        if node["daysOfWeek"] != nil, let days = object(node, "daysOfWeek", owner: "time span", at: path) {
            let daysPath = path.appending(key: "daysOfWeek")
            onlyKnownMembers(of: days, Self.daysOfWeekMembers, owner: "daysOfWeek", at: daysPath)
            var set = WeekdaySet()
            let dayList = list(days, "days", owner: "daysOfWeek", at: daysPath)
            for (index, day) in (dayList?.elements.map { $0 } ?? []).enumerated() {
                let text = day.stringValue ?? ""
                guard let weekday = Self.weekdays[text] ?? Self.weekdays[text.lowercased()] else {
                    refuse(.invalidWeekday(text), day, daysPath.appending(key: "days").appending(index: index))
                    continue
                }
                set.insert(WeekdaySet(weekday))
            }
            if dayList != nil { span.daysOfWeek = set }
            let occurrences = list(days, "occurrencesInMonth", owner: "daysOfWeek", at: daysPath)
            for (index, occurrence) in (occurrences?.elements.map { $0 } ?? []).enumerated() {
                let text = occurrence.stringValue ?? ""
                guard let value = Self.occurrences[text] ?? Self.occurrences[text.lowercased()] else {
                    refuse(
                        .invalidOccurrence(text), occurrence,
                        daysPath.appending(key: "occurrencesInMonth").appending(index: index))
                    continue
                }
                span.occurrencesInMonth.append(value)
            }
        }
        for (index, day) in (list(node, "daysOfMonth", owner: "time span", at: path)?.elements.map { $0 } ?? [])
            .enumerated()
        {
            let text = day.stringValue ?? day.numberValue.map(Self.numberText) ?? ""
            guard let value = Self.dayOfMonth(text) else {
                refuse(.invalidDayOfMonth(text), day, path.appending(key: "daysOfMonth").appending(index: index))
                continue
            }
            span.daysOfMonth.append(value)
        }
        for (index, range) in (list(node, "effectiveDates", owner: "time span", at: path)?.elements.map { $0 } ?? [])
            .enumerated()
        {
            if let value = dateRange(range, at: path.appending(key: "effectiveDates").appending(index: index)) {
                span.effectiveDates.append(value)
            }
        }
        for (index, range) in (list(node, "timesOfDay", owner: "time span", at: path)?.elements.map { $0 } ?? [])
            .enumerated()
        {
            if let value = timeRange(range, at: path.appending(key: "timesOfDay").appending(index: index)) {
                span.timesOfDay.append(value)
            }
        }
        for (index, period)
            in (list(node, "designatedPeriods", owner: "time span", at: path)?.elements.map { $0 } ?? []).enumerated()
        {
            let periodPath = path.appending(key: "designatedPeriods").appending(index: index)
            guard let name = string(period, "name", owner: "designated period", at: periodPath),
                let apply = string(period, "apply", owner: "designated period", at: periodPath)
            else { continue }
            guard let application = CurbDesignatedPeriod.Application(rawValue: apply.lowercased()) else {
                refuse(.invalidApplication(apply), period["apply"] ?? period, periodPath.appending(key: "apply"))
                continue
            }
            span.designatedPeriods.append(CurbDesignatedPeriod(name: name, application: application))
        }
        return featureDiagnostics.count == before ? span : nil
    }

    private mutating func dateRange(_ node: JSONNode, at path: JSONPath) -> CurbDateRange? {
        guard let fromText = string(node, "from", owner: "effective date range", at: path),
            let toText = string(node, "to", owner: "effective date range", at: path)
        else { return nil }
        let from = date(fromText, node["from"] ?? node, at: path.appending(key: "from"))
        let to = date(toText, node["to"] ?? node, at: path.appending(key: "to"))
        switch (from, to) {
        case (.yearly(let start)?, .yearly(let end)?):
            return .yearly(from: start, to: end)
        case (.full(let start)?, .full(let end)?):
            guard start <= end else {
                refuse(.reversedDateRange(from: fromText, to: toText), node, path)
                return nil
            }
            return .dates(from: start, to: end)
        case (.some, .some):
            refuse(
                .invalidDate(toText, reason: "a range cannot mix a yearly MM-DD and a full YYYY-MM-DD date"),
                node["to"] ?? node, path.appending(key: "to"))
            return nil
        default:
            return nil
        }
    }

    private enum ReadDate {
        case yearly(CurbMonthDay)
        case full(CivilDate)
    }

    private mutating func date(_ text: String, _ node: JSONNode, at path: JSONPath) -> ReadDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.map { part in part.allSatisfy(\.isASCII) ? Int(part) : nil }
        guard (parts.count == 2 || parts.count == 3), numbers.allSatisfy({ $0 != nil }),
            parts.dropFirst(parts.count - 2).allSatisfy({ (1...2).contains($0.count) }),
            parts.count == 2 || parts[0].count == 4
        else {
            refuse(.invalidDate(text, reason: "not MM-DD or YYYY-MM-DD"), node, path)
            return nil
        }
        let values = numbers.compactMap { $0 }
        let year = values.count == 3 ? values[0] : nil
        let month = values[values.count - 2]
        let day = values[values.count - 1]
        guard (1...12).contains(month) else {
            refuse(.invalidDate(text, reason: "there is no month \(month)"), node, path)
            return nil
        }
        let longest = CivilDate.daysInMonth(year: year ?? 2000, month: month)
        guard (1...longest).contains(day) else {
            let monthName = Self.monthNames[month - 1]
            let reason =
                year.map { "\(monthName) \($0) has \(longest) days" }
                ?? (month == 2 ? "February has 29 days at most" : "\(monthName) has \(longest) days")
            refuse(.invalidDate(text, reason: reason), node, path)
            return nil
        }
        if parts.dropFirst(parts.count - 2).contains(where: { $0.count == 1 }) {
            lenient(.unpaddedDate, text, node, path)
        }
        if let year { return .full(CivilDate(year: year, month: month, day: day)) }
        return CurbMonthDay(month: month, day: day).map { .yearly($0) }
    }

    private mutating func timeRange(_ node: JSONNode, at path: JSONPath) -> CurbTimeOfDay? {
        guard let fromText = string(node, "from", owner: "time of day range", at: path),
            let toText = string(node, "to", owner: "time of day range", at: path)
        else { return nil }
        let start = minute(fromText, isEnd: false, node["from"] ?? node, at: path.appending(key: "from"))
        let end = minute(toText, isEnd: true, node["to"] ?? node, at: path.appending(key: "to"))
        guard let start, let end else { return nil }
        return CurbTimeOfDay(startMinute: start, endMinute: end)
    }

    /// `07:00` → 420; `7:00` → 420 (lenient); as an end, `23:59` and `24:00` → 1440 (lenient).
    private mutating func minute(_ text: String, isEnd: Bool, _ node: JSONNode, at path: JSONPath) -> Int? {
        // H:MM or HH:MM in ASCII digits, read in the bytes, not as characters (Unicode's numbers
        // are not digits here; bench/ANALYSIS.md, "A curb city's feed read for a lookup").
        let bytes = Array(text.utf8)
        let digits = bytes.map { $0 &- UInt8(ascii: "0") }
        let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
        guard let colon, (1...2).contains(colon), bytes.count == colon + 3,
            digits.indices.allSatisfy({ $0 == colon || digits[$0] <= 9 })
        else {
            refuse(.invalidTime(text), node, path)
            return nil
        }
        let hour = digits[..<colon].reduce(0) { $0 * 10 + Int($1) }
        let minute = Int(digits[colon + 1]) * 10 + Int(digits[colon + 2])
        guard minute < 60, hour < 24 || (isEnd && hour == 24 && minute == 0) else {
            refuse(.invalidTime(text), node, path)
            return nil
        }
        if colon == 1 { lenient(.unpaddedTime, text, node, path) }
        let value = hour * 60 + minute
        if isEnd && value >= 1439 {
            lenient(.endOfDay, text, node, path)
            return 1440
        }
        return value
    }

    private static let weekdays: [String: Weekday] = [
        "mo": .monday, "tu": .tuesday, "we": .wednesday, "th": .thursday, "fr": .friday, "sa": .saturday,
        "su": .sunday,
    ]

    private static let occurrences: [String: CurbMonthOccurrence] = [
        "1st": .nth(1), "2nd": .nth(2), "3rd": .nth(3), "4th": .nth(4), "5th": .nth(5), "last": .last,
    ]

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    private static func dayOfMonth(_ text: String) -> CurbDayOfMonth? {
        switch text.lowercased() {
        case "odd": return .odd
        case "even": return .even
        case "last": return .last
        default:
            guard let day = Int(text), (1...31).contains(day) else { return nil }
            return .day(day)
        }
    }
}
