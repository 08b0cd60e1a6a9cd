import Foundation
import ZoneKit

/// The `VTIMEZONE` component of a calendar (RFC 5545 §3.6.5), generated from the time zone's real
/// rules as the system's tz database (through Foundation's `TimeZone`) gives them: each change of
/// offset in the years covered is an observance; when every change of one kind falls on the same
/// weekday of the same week of the same month at the same wall-clock time, they are written as
/// one observance with a yearly `RRULE` (so later years are covered too, as calendar apps expect).
enum CalendarTimeZone {
    /// One change of the zone's offset.
    struct Transition: Equatable {
        /// Whether daylight time starts (else standard time).
        let isDaylight: Bool
        /// The offset before and after, seconds east of UTC.
        let offsetFrom: Int
        let offsetTo: Int
        /// `PDT`, `PST`.
        let name: String
        /// The wall-clock time of the change, in the offset before it.
        let local: DateComponents
        /// The month, weekday (1 Sunday … 7 Saturday) and the week of the month (1…4, or -1 for
        /// the last) of the change, with its time of day: what a yearly rule repeats.
        var rule: String? {
            guard let month = local.month, let day = local.day, let weekday = local.weekday,
                let year = local.year
            else { return nil }
            let lastDay = Self.daysIn(month: month, year: year)
            let week = day + 7 > lastDay ? -1 : (day - 1) / 7 + 1
            let names = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
            return "FREQ=YEARLY;BYMONTH=\(month);BYDAY=\(week)\(names[weekday - 1])"
        }

        private static func daysIn(month: Int, year: Int) -> Int {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
            let date = calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? Date()
            return calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        }
    }

    /// The changes of offset of the zone `identifier` from the start of `years.lowerBound` to the
    /// end of `years.upperBound`; `nil` when the system does not know the zone.
    static func transitions(identifier: String, years: ClosedRange<Int>) -> [Transition]? {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
        guard let first = utc.date(from: DateComponents(year: years.lowerBound, month: 1, day: 1)),
            let end = utc.date(from: DateComponents(year: years.upperBound + 1, month: 1, day: 1))
        else { return nil }
        var result: [Transition] = []
        var cursor = first
        while let change = zone.nextDaylightSavingTimeTransition(after: cursor), change < end {
            let before = zone.secondsFromGMT(for: change.addingTimeInterval(-1))
            let after = zone.secondsFromGMT(for: change)
            let local = utc.dateComponents(
                [.year, .month, .day, .hour, .minute, .second, .weekday],
                from: change.addingTimeInterval(Double(before)))
            result.append(
                Transition(
                    isDaylight: zone.isDaylightSavingTime(for: change), offsetFrom: before, offsetTo: after,
                    name: name(of: zone, daylight: zone.isDaylightSavingTime(for: change)), local: local))
            cursor = change
        }
        return result
    }

    /// `PDT`, `PST`: the zone's short name in US English, or empty when the system knows only
    /// `GMT-7` (TZNAME is optional, and an offset is no name).
    private static func name(of zone: TimeZone, daylight: Bool) -> String {
        let name = zone.localizedName(
            for: daylight ? .shortDaylightSaving : .shortStandard, locale: Locale(identifier: "en_US"))
        guard let name, !name.hasPrefix("GMT"), !name.hasPrefix("UTC") else { return "" }
        return name
    }

    /// The changes of San Francisco's clock in `years` from ZoneKit's own rules (``PacificTime``):
    /// what a calendar falls back on where the system has no tz database, so that its times are
    /// never left without their zone.
    static func pacificTransitions(years: ClosedRange<Int>) -> [Transition] {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
        return years.flatMap { year -> [Transition] in
            let (start, end) = PacificTime.daylightSavingTime(in: year)
            func local(_ date: Date, offset: Int) -> DateComponents {
                utc.dateComponents(
                    [.year, .month, .day, .hour, .minute, .second, .weekday],
                    from: date.addingTimeInterval(Double(offset)))
            }
            return [
                Transition(
                    isDaylight: true, offsetFrom: PacificTime.standardOffset, offsetTo: PacificTime.daylightOffset,
                    name: "PDT", local: local(start, offset: PacificTime.standardOffset)),
                Transition(
                    isDaylight: false, offsetFrom: PacificTime.daylightOffset, offsetTo: PacificTime.standardOffset,
                    name: "PST", local: local(end, offset: PacificTime.daylightOffset)),
            ]
        }
    }

    /// The changes of `clock` in `years` from ZoneKit's own rules, where the system has no tz
    /// database: San Francisco's from its tabulated history (``pacificTransitions(years:)``),
    /// another city's from the POSIX rule its data keeps (the current rule, for every year).
    static func ownTransitions(of clock: TimeZoneRules, years: ClosedRange<Int>) -> [Transition] {
        guard clock.identifier != PacificTime.identifier else { return pacificTransitions(years: years) }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
        return years.flatMap { year in
            clock.transitions(in: year).map { change in
                let before = clock.utcOffset(at: change.addingTimeInterval(-1))
                let daylight = clock.isDaylightSavingTime(at: change)
                return Transition(
                    isDaylight: daylight, offsetFrom: before, offsetTo: clock.utcOffset(at: change),
                    name: clock.abbreviation(at: change),
                    local: utc.dateComponents(
                        [.year, .month, .day, .hour, .minute, .second, .weekday],
                        from: change.addingTimeInterval(Double(before))))
            }
        }
    }

    /// The component's content lines (unfolded), `BEGIN:VTIMEZONE` to `END:VTIMEZONE`, covering
    /// `years`; `nil` when the system does not know the zone.
    static func lines(identifier: String, years: ClosedRange<Int>) -> [String]? {
        guard let transitions = transitions(identifier: identifier, years: years), !transitions.isEmpty else {
            return nil
        }
        return lines(identifier: identifier, transitions: transitions)
    }

    /// The component's content lines for `transitions` of the zone `identifier`.
    static func lines(identifier: String, transitions: [Transition]) -> [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(identifier)"]
        for isDaylight in [true, false] {
            let ofKind = transitions.filter { $0.isDaylight == isDaylight }
            guard let first = ofKind.first else { continue }
            let repeats =
                ofKind.count > 1
                && ofKind.allSatisfy {
                    $0.rule == first.rule && $0.local.hour == first.local.hour && $0.local.minute == first.local.minute
                        && $0.offsetFrom == first.offsetFrom && $0.offsetTo == first.offsetTo && $0.name == first.name
                }
            for transition in repeats ? [first] : ofKind {
                let kind = isDaylight ? "DAYLIGHT" : "STANDARD"
                lines.append("BEGIN:\(kind)")
                lines.append("DTSTART:\(localText(transition.local))")
                if repeats, let rule = first.rule { lines.append("RRULE:\(rule)") }
                lines.append("TZOFFSETFROM:\(offsetText(transition.offsetFrom))")
                lines.append("TZOFFSETTO:\(offsetText(transition.offsetTo))")
                if !transition.name.isEmpty { lines.append("TZNAME:\(transition.name)") }
                lines.append("END:\(kind)")
            }
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// `-0800`.
    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + twoDigits(minutes / 60) + twoDigits(minutes % 60)
    }

    private static func localText(_ local: DateComponents) -> String {
        let year = String(local.year ?? 0)
        return year + twoDigits(local.month ?? 1) + twoDigits(local.day ?? 1) + "T" + twoDigits(local.hour ?? 0)
            + twoDigits(local.minute ?? 0) + twoDigits(local.second ?? 0)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
