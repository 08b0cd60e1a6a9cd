import Foundation

/// The instants a zone's clock changes, worked out once per year for the years answers are about,
/// and the conversions between instants and wall-clock readings built on them: the arithmetic of
/// every clock (``TimeZoneRules``, and through it ``PacificTime``).
///
/// A zone's daylight time follows its POSIX rule, or, for the years of an earlier rule, that rule
/// (``Era``): America/Los_Angeles changed its dates in 1967, 1974, 1975, 1976, 1987 and 2007. Eras
/// change the dates only, never the offsets.
///
/// Two ways to read the changes give the same answers (a test compares them):
/// - the **direct** one, for a tabulated year whose daylight time, ahead of standard time, starts
///   and ends within it, as in the years either side (the United States, Europe): the year's two
///   instants decide every reading, a few comparisons;
/// - the **general** one, for every other year (daylight time over New Year, a "daylight" time
///   behind standard time, years beyond the table): the periods beginning in the year before, the
///   year and the year after, as tzcode's `localtime.c` reads them.
final class TimeZoneTransitions: Sendable {
    /// A rule that governs the zone's daylight time from a year on, until the next era's.
    struct Era: Hashable, Sendable {
        /// The first year of the rule; the earliest era also governs the years before it.
        var firstYear: Int
        /// The rule.
        var rule: POSIXTimeZoneRule
    }

    /// Standard time, seconds east of UTC.
    let standardOffset: Int
    /// Daylight time, seconds east of UTC; `nil` for a zone without it.
    let daylightOffset: Int?
    /// The rules, oldest first; the last is the zone's current rule.
    private let eras: [Era]
    /// The years whose changes are worked out once, and read directly where they can be: those
    /// answers are about (later and earlier years are read generally, as correctly).
    private static let tabulatedYears = 1970..<2100
    /// Each tabulated year's changes (when daylight time starts and ends by its dates) and 1 where
    /// it reads directly, else 0; index 0 is the year before the table, the last the year after it.
    private let starts: [Int]
    private let ends: [Int]
    private let direct: [Int]

    /// Whether every tabulated year reads directly.
    var isDirect: Bool { direct.dropFirst().dropLast().allSatisfy { $0 == 1 } }

    /// The changes of `current` for every year.
    convenience init(current: POSIXTimeZoneRule, readsDirectly: Bool = true) {
        self.init(eras: [Era(firstYear: Int.min, rule: current)], readsDirectly: readsDirectly)
    }

    /// The changes of the rules `eras`, each from its first year on; `readsDirectly: false` keeps
    /// to the general reading (tests compare the two).
    ///
    /// - Precondition: `eras` is not empty, and its rules have the same standard and daylight
    ///   offsets.
    init(eras: [Era], readsDirectly: Bool = true) {
        let eras = eras.sorted { $0.firstYear < $1.firstYear }
        guard let current = eras.last?.rule else { preconditionFailure("a zone has a rule") }
        precondition(
            eras.allSatisfy {
                $0.rule.standardOffset == current.standardOffset
                    && $0.rule.daylight?.offset == current.daylight?.offset
            }, "an era changes a zone's dates, not its offsets")
        self.eras = eras
        let standard = current.standardOffset
        standardOffset = standard
        daylightOffset = current.daylight?.offset
        // Each year's changes once, from the year before the table to the year after it, walking
        // the eras in step (a program's first reading of the clock waits for this). Arrays of
        // plain integers: an array of tuples or optionals has its type made at run time, on first
        // use, which cost a one-shot more than the table itself.
        let first = Self.tabulatedYears.lowerBound - 1
        let count = Self.tabulatedYears.count + 2
        var starts = [Int](repeating: 0, count: count)
        var ends = [Int](repeating: 0, count: count)
        var within = [Int](repeating: 0, count: count)
        let ahead = current.daylight.map { $0.offset > standard } ?? false
        let daylightOffset = current.daylight?.offset ?? standard
        var era = 0
        var daylight = eras[0].rule.daylight
        for index in 0..<count {
            let year = first + index
            while era + 1 < eras.count, eras[era + 1].firstYear <= year {
                era += 1
                daylight = eras[era].rule.daylight
            }
            guard let daylight else { continue }
            let changes = POSIXTimeZoneRule.changes(daylight, standardOffset: standard, year: year)
            (starts[index], ends[index]) = (changes.start, changes.end)
            // A year reads directly when its daylight time, ahead of standard time, starts and ends
            // within it, its gap and repeated hour included (wall-clock seconds against its
            // midnights), and the years either side do the same.
            let newYear = UnixTime.firstDay(ofYear: year) * 86_400
            let nextNewYear = UnixTime.firstDay(ofYear: year + 1) * 86_400
            if ahead, changes.start < changes.end, changes.start + standard >= newYear,
                changes.end + daylightOffset <= nextNewYear
            {
                within[index] = 1
            }
        }
        self.starts = starts
        self.ends = ends
        var direct = [Int](repeating: 0, count: count)
        if readsDirectly {
            for index in 1..<(count - 1) where within[index - 1] == 1 && within[index] == 1 && within[index + 1] == 1 {
                direct[index] = 1
            }
        }
        self.direct = direct
    }

    /// The rule that gives `year`'s dates: its era's, the earliest era's before them all.
    private static func rule(of year: Int, in eras: [Era]) -> POSIXTimeZoneRule {
        (eras.last { $0.firstYear <= year } ?? eras[0]).rule
    }

    /// When daylight time starts and ends by `year`'s dates; `nil` for a zone without it.
    func changes(in year: Int) -> (start: Int, end: Int)? {
        guard daylightOffset != nil else { return nil }
        if Self.tabulatedYears.contains(year) {
            let index = year - Self.tabulatedYears.lowerBound + 1
            return (starts[index], ends[index])
        }
        return Self.rule(of: year, in: eras).daylight.map {
            POSIXTimeZoneRule.changes($0, standardOffset: standardOffset, year: year)
        }
    }

    /// Whether daylight time is in force at `utc` (seconds since 1970).
    func isDaylight(atUnixSeconds utc: Int) -> Bool {
        guard daylightOffset != nil else { return false }
        let year = UnixTime.year(ofDay: UnixTime.floorDiv(utc + standardOffset, 86_400))
        if let changes = directChanges(in: year) { return utc >= changes.start && utc < changes.end }
        // Transition times reach a week either side of their day (RFC 8536), so the periods that
        // can hold `utc` begin in the year before, this year or the next.
        guard var next = changes(in: year - 1) else { return false }
        for candidate in (year - 1)...(year + 1) {
            let this = next
            next = changes(in: candidate + 1) ?? next
            // A start after the end in the same year: the period ends at the next year's end.
            let end = this.start < this.end ? this.end : next.end
            if utc >= this.start && utc < end { return true }
        }
        return false
    }

    /// The offset (seconds east of UTC) in force at `utc` (seconds since 1970).
    func utcOffset(atUnixSeconds utc: Int) -> Int {
        guard let daylightOffset else { return standardOffset }
        return isDaylight(atUnixSeconds: utc) ? daylightOffset : standardOffset
    }

    /// The instant (seconds since 1970) at which the wall clock reads `local` seconds since
    /// 1970-01-01 00:00: a reading in a gap is read with the offset in force before the change
    /// (it moves forward by the gap); one that happens twice is resolved by `resolving`.
    func unixSeconds(fromLocalSeconds local: Int, resolving: WallClockResolution) -> Int {
        guard let daylightOffset, daylightOffset != standardOffset else { return local - standardOffset }
        if let changes = directChanges(in: UnixTime.year(ofDay: UnixTime.floorDiv(local, 86_400))) {
            // Before the gap, in it (moved forward), after the repeated hour: standard time.
            if local < changes.start + daylightOffset { return local - standardOffset }
            if local < changes.end + standardOffset { return local - daylightOffset }
            if local < changes.end + daylightOffset {
                return local - (resolving == .earlier ? daylightOffset : standardOffset)
            }
            return local - standardOffset
        }
        let larger = max(daylightOffset, standardOffset)
        let smaller = min(daylightOffset, standardOffset)
        let early = local - larger
        let late = local - smaller
        let earlyIsValid = utcOffset(atUnixSeconds: early) == larger
        let lateIsValid = utcOffset(atUnixSeconds: late) == smaller
        switch (earlyIsValid, lateIsValid) {
        case (true, true): return resolving == .earlier ? early : late
        case (true, false): return early
        // The reading is only the smaller offset's, or it is in a gap: there the offset before the
        // change is the smaller one (the clock jumps forward), which moves the reading forward.
        default: return late
        }
    }

    /// Whether the wall clock reads `local` (seconds since 1970-01-01 00:00) twice: in the hour it
    /// goes back.
    func readsTwice(localSeconds local: Int) -> Bool {
        guard let daylightOffset, daylightOffset != standardOffset else { return false }
        if let changes = directChanges(in: UnixTime.year(ofDay: UnixTime.floorDiv(local, 86_400))) {
            return local >= changes.end + standardOffset && local < changes.end + daylightOffset
        }
        return unixSeconds(fromLocalSeconds: local, resolving: .earlier)
            != unixSeconds(fromLocalSeconds: local, resolving: .later)
    }

    /// The instants (seconds since 1970) a range of wall-clock times on `day` (days since 1970)
    /// runs between: from the first instant the clock reads `startMinute` (a start in a gap is the
    /// gap's end) to ``endSeconds(fromLocalSeconds:)`` of `endMinute`, counted from the same
    /// midnight (above 1440 on the next day); `nil` when that is empty (a range wholly inside a
    /// gap). A ``CurbWindow``'s occurrence, and a curb feed's time span inside a repeated hour.
    func rangeSeconds(onDay day: Int, startMinute: Int, endMinute: Int) -> (start: Int, end: Int)? {
        let midnight = day * 86_400
        let start = boundarySeconds(fromLocalSeconds: midnight + startMinute * 60, resolving: .earlier)
        let end = endSeconds(fromLocalSeconds: midnight + endMinute * 60)
        return end > start ? (start, end) : nil
    }

    /// The instant (seconds since 1970) a range of wall-clock times ending at `local` ends: the
    /// first instant after every instant whose clock reads a time before `local`. Inside a
    /// repeated stretch that is `local`'s second reading (a range ending at 1:30 AM on the night the
    /// clocks go back lasts through the second 1:00–1:29), at its very start the first (no time
    /// before 1:00 is read twice, so a range ending at 1:00 AM ends at the first 1:00), and in a gap
    /// the gap's end.
    func endSeconds(fromLocalSeconds local: Int) -> Int {
        let late = boundarySeconds(fromLocalSeconds: local, resolving: .later)
        let early = boundarySeconds(fromLocalSeconds: local, resolving: .earlier)
        guard early != late else { return late }
        return readsTwice(localSeconds: local - 1) ? late : early
    }

    /// Like ``unixSeconds(fromLocalSeconds:resolving:)`` but a reading in a gap is the instant the
    /// gap ends: the first instant whose wall-clock time is at or after the reading.
    func boundarySeconds(fromLocalSeconds local: Int, resolving: WallClockResolution) -> Int {
        if let daylightOffset,
            let changes = directChanges(in: UnixTime.year(ofDay: UnixTime.floorDiv(local, 86_400)))
        {
            let gapStart = changes.start + standardOffset
            if local >= gapStart && local < changes.start + daylightOffset { return changes.start }
            return unixSeconds(fromLocalSeconds: local, resolving: resolving)
        }
        let seconds = unixSeconds(fromLocalSeconds: local, resolving: resolving)
        guard seconds + utcOffset(atUnixSeconds: seconds) != local else { return seconds }
        // In a gap: the change lies between the reading taken with the larger offset and `seconds`.
        let year = UnixTime.year(ofDay: UnixTime.floorDiv(local, 86_400))
        let candidates = ((year - 1)...(year + 1)).flatMap(transitionSeconds(in:))
        return candidates.filter { $0 <= seconds && $0 > seconds - 86_400 * 8 }.max() ?? seconds
    }

    /// The changes of `year` by its rule's dates, kept only where the offset before and after
    /// differ in daylight state, in order.
    func transitionSeconds(in year: Int) -> [Int] {
        guard let changes = changes(in: year) else { return [] }
        return [changes.start, changes.end].sorted().filter {
            isDaylight(atUnixSeconds: $0 - 1) != isDaylight(atUnixSeconds: $0)
        }
    }

    /// How the wall-clock reading `local` (seconds since 1970-01-01 00:00, plus `fraction` of a
    /// second) is resolved by ``unixSeconds(fromLocalSeconds:resolving:)`` with `.earlier`: `nil`
    /// when it names exactly one instant.
    func adjustment(forLocalSeconds local: Int, fraction: Double) -> ArrivalAdjustment? {
        let earlier = unixSeconds(fromLocalSeconds: local, resolving: .earlier)
        let later = unixSeconds(fromLocalSeconds: local, resolving: .later)
        func instant(_ seconds: Int) -> Date { Date(timeIntervalSince1970: Double(seconds) + fraction) }
        let typed = LocalDateTime(localSecondsSinceEpoch: local)
        if earlier + utcOffset(atUnixSeconds: earlier) != local {
            return .skipped(typed: typed, used: instant(earlier))
        }
        if earlier != later { return .repeated(typed: typed, used: instant(earlier), other: instant(later)) }
        return nil
    }

    /// A tabulated year's changes, when it reads directly.
    private func directChanges(in year: Int) -> (start: Int, end: Int)? {
        guard Self.tabulatedYears.contains(year) else { return nil }
        let index = year - Self.tabulatedYears.lowerBound + 1
        return direct[index] == 1 ? (starts[index], ends[index]) : nil
    }
}
