import ZoneKit

extension WeekdaySet {
    /// The days named by a regulation's `DAYS` value, case-insensitively: a range `M-F`, `M-Sa`,
    /// `M-Su`, `M-S` (Monday–Saturday: the data's own meaning of a trailing "S"), a list `M, TH`,
    /// a single day `Sa`, or combinations (`M-F, Su`). Ranges may wrap (`F-M` is Fri–Mon).
    ///
    /// - Returns: the set, or `nil` when a part names no day (an empty value is the caller's rule,
    ///   not this parser's: it returns `nil` too).
    static func parse(days raw: String) -> WeekdaySet? {
        var set: WeekdaySet = []
        let parts = raw.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == "&" })
        for part in parts {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
                .map { $0.trimmingSpaces() }
            switch bounds.count {
            case 1:
                guard let day = Weekday(token: bounds[0]) else { return nil }
                set.insert(WeekdaySet(day))
            case 2:
                guard let first = Weekday(token: bounds[0]) else { return nil }
                let last = bounds[1].lowercased() == "s" ? .saturday : Weekday(token: bounds[1])
                guard let last else { return nil }
                var day = first
                set.insert(WeekdaySet(day))
                while day != last {
                    day = day.next
                    set.insert(WeekdaySet(day))
                }
            default:
                return nil
            }
        }
        return set.isEmpty ? nil : set
    }

    /// The days named by a sweeping weekday value: one name (`Mon`, `Tues`, `Thu`, `Wednesday`),
    /// several joined by `/` (`Mon/Wed/Fri`), or `Holiday`, the official schema's pseudo-day for
    /// sweeping that happens on public holidays (``ZoneKit/SFSweepingSchedule/includesHolidayDay``).
    ///
    /// - Returns: the weekdays and whether the value was `Holiday`, or `nil` when unreadable.
    static func parse(sweepingWeekday raw: String) -> (days: WeekdaySet, includesHolidayDay: Bool)? {
        if raw.trimmingSpaces().lowercased() == "holiday" { return ([], true) }
        return parse(days: raw).map { ($0, false) }
    }

    /// The members, Monday first.
    var mondayFirst: [Weekday] { Weekday.mondayFirst.filter { contains($0) } }

    /// The codes written to the generated files: `mon` … `sun`, Monday first.
    var codes: [String] { mondayFirst.map(\.code) }

    /// A key ordering sets by their earliest day, Monday first, then by the days after it (so
    /// sorted schedules read in week order): Monday is the highest bit, Sunday the lowest, and a
    /// larger key sorts first.
    var mondayFirstKey: UInt8 {
        mondayFirst.reduce(0) { $0 | UInt8(1) << UInt8(6 - $1.mondayFirstIndex) }
    }
}
