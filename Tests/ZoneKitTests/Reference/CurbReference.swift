import Foundation

@testable import ZoneKit

/// A deliberately simple reading of a curb's regulations, written from the CurbLR 1.1 and CDS 1.1
/// texts (`../shared/docs/specs/`) and, where they are silent, from docs/CITIES_READING.md — to
/// check ``CurbInterpreter`` against, never used by the product.
///
/// It walks absolute time minute by minute from arrival: at each minute it takes the local wall
/// clock in the feed's zone, asks every regulation whether one of its time spans holds then,
/// lets the best-ranked regulations concerning the person decide, and stops at the first minute
/// the driver must act. No caches, no boundaries worked out in advance, no shared code with the
/// interpreter's reading of a time span, a date range or a user class: only the clock
/// (``TimeZoneRules``), the calendar's day numbers (``CivilDate``) and the city's list of
/// designated-period days (``CurbHolidayCalendar``) are the product's.
struct CurbReference {
    /// The regulations covering the spot, in feed order.
    let regulations: [CurbRegulation]
    let timeZone: TimeZoneRules
    let holidays: CurbHolidayCalendar
    let user: CurbUser
    /// The time ranges' occurrences near a clock change, read once.
    let occurrences = Occurrences()
    /// Whether a `permit` class that names no permit is read as the person's (see ``answer(arrival:horizonMinutes:)``).
    var takesUnnamedPermit = true

    /// What the winner means for parking, strictest first.
    enum Kind: Int, Comparable {
        case forbidden, notUnderstood, loadingOnly, paid, free
        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The state at one minute: what it means and which regulation decides (`nil`: none in force).
    struct State: Equatable {
        var kind: Kind
        var winner: Int?
    }

    /// The answer: the verdict at arrival and the first minute the driver must act, searched
    /// `horizonMinutes` ahead (`nil` when nothing within it).
    struct Answer: Equatable, CustomStringConvertible {
        var verdict: ParkingVerdict
        /// The first minute the driver must act; for `no`, the first minute they may park (paying
        /// or free).
        var until: Date?
        var description: String { "\(verdict) until \(until.map { "\($0)" } ?? "-")" }
    }

    /// A person whose permit is known only by its name (`--permit Q`) may or may not hold a
    /// `permit` class that names no permit: the curb is read both ways; where both readings let
    /// the driver do the same now (the same verdict and condition), the sooner end of the two
    /// stays, else unknown (docs/CITIES_READING.md, "Who").
    func answer(arrival: Date, horizonMinutes: Int) -> Answer {
        let unnamed = regulations.contains { regulation in
            let classes = regulation.users.alternatives.flatMap(\.allOf) + regulation.users.exceptClasses
            return classes.contains { $0.name.lowercased() == "permit" && $0.subclasses.isEmpty }
        }
        guard user.holdsPermitByNameOnly && unnamed else { return reading(arrival, horizonMinutes).answer }
        var doubting = self
        doubting.takesUnnamedPermit = false
        let with = reading(arrival, horizonMinutes)
        let without = doubting.reading(arrival, horizonMinutes)
        guard with.answer.verdict == without.answer.verdict,
            with.answer.verdict != .conditionally || with.kind == without.kind
        else { return Answer(verdict: .unknown, until: nil) }
        // The stricter: the sooner end of a stay, or for no the later start of parking (none: never).
        let untils = [with.answer.until, without.answer.until]
        guard with.answer.verdict == .no else {
            return Answer(verdict: with.answer.verdict, until: untils.compactMap { $0 }.min())
        }
        return Answer(verdict: .no, until: untils.contains(nil) ? nil : untils.compactMap { $0 }.max())
    }

    /// The answer, and what the winner at arrival meant.
    private func reading(_ arrival: Date, _ horizonMinutes: Int) -> (answer: Answer, kind: Kind) {
        let first = state(at: arrival)
        return (answer(from: first, arrival: arrival, horizonMinutes: horizonMinutes), first.kind)
    }

    private func answer(from first: State, arrival: Date, horizonMinutes: Int) -> Answer {
        let verdict: ParkingVerdict
        switch first.kind {
        case .forbidden:
            // Until the first minute parking is allowed; nothing said past an unknown activity.
            for minute in 1...horizonMinutes {
                let now = arrival.addingTimeInterval(Double(minute * 60))
                let state = state(at: now)
                if state.kind == .notUnderstood { break }
                if state.kind >= .paid { return Answer(verdict: .no, until: now) }
            }
            return Answer(verdict: .no, until: nil)
        case .notUnderstood: return Answer(verdict: .unknown, until: nil)
        case .loadingOnly, .paid: verdict = .conditionally
        case .free: verdict = .yes
        }
        // A car that came to park must go when only loading is left; one that came to load may
        // stay on into parking.
        let lowest: Kind = first.kind == .loadingOnly ? .loadingOnly : .paid
        var winner = first.winner
        var winningSince = arrival
        var paying = first.kind == .paid
        for minute in 1...horizonMinutes {
            let now = arrival.addingTimeInterval(Double(minute * 60))
            // The winner's maximum stay, counted from when it began to win.
            if let winner, let maxStay = regulations[winner].maxStay, maxStay > 0 {
                let end = winningSince.addingTimeInterval(Double(maxStay))
                if end <= now { return Answer(verdict: verdict, until: end) }
            }
            let state = state(at: now)
            if state.kind < lowest { return Answer(verdict: verdict, until: now) }
            if state.kind == .paid && !paying { return Answer(verdict: verdict, until: now) }
            paying = state.kind == .paid
            if state.winner != winner {
                winner = state.winner
                winningSince = now
            }
        }
        return Answer(verdict: verdict, until: nil)
    }

    /// Who decides at `instant`: by rank (lower wins); within the best rank concerning the person,
    /// those naming the person's class beat those for everyone, and the strictest decides; a rank
    /// whose permissions are all for others reserves the curb.
    func state(at instant: Date) -> State {
        let inForce = regulations.indices.filter { isInForce(regulations[$0], at: instant) }
        let ranks = Set(inForce.map { regulations[$0].priority.rank }).sorted()
        for rank in ranks {
            let level = inForce.filter { regulations[$0].priority.rank == rank }
            let concerning = level.filter { concerns(regulations[$0].users) }
            if concerning.isEmpty {
                if let reserved = level.first(where: { isPermission(regulations[$0].activity) }) {
                    return State(kind: .forbidden, winner: reserved)
                }
                continue
            }
            let naming = concerning.filter { !regulations[$0].users.isEveryone }
            let pool = (naming.isEmpty ? concerning : naming).filter { kind(of: regulations[$0]) != nil }
            var best: State?
            for index in pool {
                guard let kind = kind(of: regulations[index]) else { continue }
                if best.map({ kind < $0.kind }) ?? true { best = State(kind: kind, winner: index) }
            }
            if let best { return best }
        }
        return State(kind: .free, winner: nil)
    }

    // MARK: - Who

    func concerns(_ users: CurbUsers) -> Bool {
        for except in users.exceptClasses where holds(except) { return false }
        if !users.purposes.isEmpty {
            let wanted = Set(users.purposes.map { $0.lowercased() })
            if wanted.isDisjoint(with: user.purposes) { return false }
        }
        if users.alternatives.isEmpty { return true }
        for alternative in users.alternatives {
            var all = true
            for userClass in alternative.allOf where !holds(userClass) { all = false }
            if all { return true }
        }
        return false
    }

    /// A class the person holds, and one of its subclasses when it names any.
    func holds(_ userClass: CurbUserClass) -> Bool {
        guard user.classes.contains(userClass.name.lowercased()) else { return false }
        if userClass.subclasses.isEmpty { return takesUnnamedPermit || userClass.name.lowercased() != "permit" }
        for subclass in userClass.subclasses where user.subclasses.contains(subclass.lowercased()) { return true }
        return false
    }

    // MARK: - What

    func kind(of regulation: CurbRegulation) -> Kind? {
        switch regulation.activity {
        case .parking: return regulation.payment?.isRequired == true ? .paid : .free
        case .noParking, .noStanding, .noStopping, .standing, .stopping, .travel: return .forbidden
        case .loading, .unloading: return .loadingOnly
        case .noLoading, .noTravel: return nil
        case .other: return .notUnderstood
        }
    }

    func isPermission(_ activity: CurbActivity) -> Bool {
        switch activity {
        case .parking, .standing, .loading, .unloading, .stopping, .travel: return true
        default: return false
        }
    }

    // MARK: - When

    /// No time span: always. Otherwise any span (spans are ORed).
    func isInForce(_ regulation: CurbRegulation, at instant: Date) -> Bool {
        if regulation.timeSpans.isEmpty { return true }
        for span in regulation.timeSpans where holds(span, at: instant) { return true }
        return false
    }

    /// A span's clauses are ANDed. Its day clauses are judged on the day a time range starts: the
    /// part of an overnight range after midnight belongs to the day before. A range is in force
    /// from the first instant the clock reads its start to the last instant it reads a time before
    /// its end (docs/TIME.md): the wall clock alone away from a clock change.
    func holds(_ span: CurbTimeSpan, at instant: Date) -> Bool {
        let local = timeZone.localDateTime(for: instant)
        if span.timesOfDay.isEmpty { return dayHolds(span, on: local.date) }
        for range in span.timesOfDay {
            for day in [local.date, local.date.adding(days: -1)] where dayHolds(span, on: day) {
                if occurrence(of: range, startingOn: day, holds: instant, local) { return true }
            }
        }
        return false
    }

    /// Whether the occurrence of `range` starting on `day` holds at `instant` (read `local`).
    private func occurrence(
        of range: CurbTimeOfDay, startingOn day: CivilDate, holds instant: Date, _ local: LocalDateTime
    ) -> Bool {
        let from = range.startMinute
        let to = range.endMinute  // 1440 for the end of the day
        let start = Self.reading(day, from)
        let end = Self.reading(from < to ? day : day.adding(days: 1), to)
        guard nearAClockChange(instant) else {
            let reading = (local.date, local.minuteOfDay)
            return start <= reading && reading < end
        }
        let key = OccurrenceKey(day: day, from: from, to: to)
        let minutes = occurrences.minutes[key] ?? occurrenceMinutes(start: start, end: end)
        occurrences.minutes[key] = .some(minutes)
        guard let minutes else { return false }
        let now = Int((instant.timeIntervalSince1970 / 60).rounded(.down))
        return minutes.contains(now)
    }

    /// The minutes (since 1970) from the first whose reading is at or after `start` to the last
    /// whose reading is before `end`, found by reading every minute within three hours of where
    /// the clock's conversion puts each (a change moves a reading by an hour at most).
    private func occurrenceMinutes(start: (CivilDate, Int), end: (CivilDate, Int)) -> ClosedRange<Int>? {
        func minutes(around reading: (CivilDate, Int), _ resolving: WallClockResolution) -> Range<Int> {
            let local = LocalDateTime(date: reading.0, minuteOfDay: reading.1)
            let near = Int(timeZone.date(for: local, resolving: resolving).timeIntervalSince1970) / 60
            return (near - 180)..<(near + 180)
        }
        func reading(_ minute: Int) -> (CivilDate, Int) {
            let read = timeZone.localDateTime(for: Date(timeIntervalSince1970: Double(minute * 60)))
            return (read.date, read.minuteOfDay)
        }
        guard let opens = minutes(around: start, .earlier).first(where: { reading($0) >= start }),
            let last = minutes(around: end, .later).last(where: { reading($0) < end }), opens <= last
        else { return nil }
        return opens...last
    }

    struct OccurrenceKey: Hashable {
        var day: CivilDate
        var from: Int
        var to: Int
    }

    /// The occurrences read minute by minute near a clock change, kept for the walk's other
    /// minutes: `nil` for one that never holds.
    final class Occurrences {
        var minutes: [OccurrenceKey: ClosedRange<Int>?] = [:]
        /// The clock's changes in the years around the first instant asked about.
        var changes: [Date]?
    }

    /// `(day, minute)` with minute 1440 read as the next day's midnight.
    private static func reading(_ day: CivilDate, _ minute: Int) -> (CivilDate, Int) {
        minute >= 1440 ? (day.adding(days: 1), minute - 1440) : (day, minute)
    }

    /// Whether the clock changes within three days of `instant`.
    private func nearAClockChange(_ instant: Date) -> Bool {
        if occurrences.changes == nil {
            let year = timeZone.localDateTime(for: instant).year
            occurrences.changes = ((year - 1)...(year + 1)).flatMap(timeZone.transitions(in:))
        }
        return occurrences.changes?.contains { abs($0.timeIntervalSince(instant)) < 3 * 86_400 } ?? false
    }

    func dayHolds(_ span: CurbTimeSpan, on date: CivilDate) -> Bool {
        if let days = span.daysOfWeek, !days.contains(date.weekday) { return false }
        let monthLength = Self.daysIn(month: date.month, year: date.year)
        if !span.occurrencesInMonth.isEmpty {
            var any = false
            for occurrence in span.occurrencesInMonth {
                switch occurrence {
                // The nth occurrence of a weekday is in days 7(n-1)+1 … 7n.
                case .nth(let n): if date.day > 7 * (n - 1) && date.day <= 7 * n { any = true }
                // The last occurrence: no same weekday follows in the month.
                case .last: if date.day + 7 > monthLength { any = true }
                }
            }
            if !any { return false }
        }
        if !span.weeksOfMonth.isEmpty && !span.weeksOfMonth.contains((date.day - 1) / 7 + 1) { return false }
        if !span.daysOfMonth.isEmpty {
            var any = false
            for day in span.daysOfMonth {
                switch day {
                case .day(let n): if date.day == n { any = true }
                case .odd: if date.day % 2 == 1 { any = true }
                case .even: if date.day % 2 == 0 { any = true }
                case .last: if date.day == monthLength { any = true }
                }
            }
            if !any { return false }
        }
        if !span.months.isEmpty && !span.months.contains(date.month) { return false }
        if !span.effectiveDates.isEmpty {
            var any = false
            for range in span.effectiveDates where Self.contains(range, date) { any = true }
            if !any { return false }
        }
        for period in span.designatedPeriods {
            let inPeriod = holidays.contains(date, inPeriod: period.name) ?? false
            switch period.application {
            case .onlyDuring: if !inPeriod { return false }
            case .exceptDuring: if inPeriod { return false }
            }
        }
        return true
    }

    /// CurbLR `effectiveDates`: both dates included; a yearly range (`MM-DD`) may wrap the year.
    static func contains(_ range: CurbDateRange, _ date: CivilDate) -> Bool {
        let key = date.month * 100 + date.day
        switch range {
        case .dates(let from, let to):
            let day = date.year * 10_000 + key
            return from.year * 10_000 + from.month * 100 + from.day <= day
                && day <= to.year * 10_000 + to.month * 100 + to.day
        case .yearly(let from, let to):
            let start = from.month * 100 + from.day
            let end = to.month * 100 + to.day
            return start <= end ? (start <= key && key <= end) : (key >= start || key <= end)
        case .instants:
            return true  // not generated here
        }
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
