extension DaySet {
    /// The days named by a regulation's `DAYS` value, case-insensitively: a range `M-F`, `M-Sa`,
    /// `M-Su`, `M-S` (Monday–Saturday: the data's own meaning of a trailing "S"), a list `M, TH`,
    /// a single day `Sa`, or combinations (`M-F, Su`). Ranges may wrap (`F-M` is Fri–Mon).
    ///
    /// - Returns: the set, or `nil` when a part names no day (an empty value is the caller's rule,
    ///   not this parser's: it returns `nil` too).
    static func parse(_ raw: String) -> DaySet? {
        var set = DaySet.none
        let parts = raw.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == "&" })
        for part in parts {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
                .map { $0.trimmingSpaces() }
            switch bounds.count {
            case 1:
                guard let day = Weekday(token: bounds[0]) else { return nil }
                set.insert(day)
            case 2:
                guard let first = Weekday(token: bounds[0]) else { return nil }
                let last = bounds[1].lowercased() == "s" ? .saturday : Weekday(token: bounds[1])
                guard let last else { return nil }
                var day = first
                set.insert(day)
                while day != last {
                    day = Weekday(rawValue: (day.rawValue + 1) % 7) ?? .monday
                    set.insert(day)
                }
            default:
                return nil
            }
        }
        return set.isEmpty ? nil : set
    }

    /// The days named by a sweeping weekday value: one name (`Mon`, `Tues`, `Thu`, `Wednesday`),
    /// several joined by `/` (`Mon/Wed/Fri`), or `Holiday`.
    static func parseSweepingWeekday(_ raw: String) -> DaySet? {
        if raw.trimmingSpaces().lowercased() == "holiday" { return .publicHoliday }
        return parse(raw)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
