import Foundation

/// The wall clock of any IANA time zone, computed from the zone's POSIX TZ rule — with no
/// dependence on the host's time zone, its tzdata or ICU.
///
/// A value comes from the built-in table (``init(identifier:)``: every zone and link of the tzdata
/// release named in `TimeZoneTable.swift`, made by `scripts/tzrules.py`) or from a rule kept with a
/// city's data (``init(identifier:posixRule:)``). Conversions are a few integer operations,
/// allocation-free, the same under any `TZ`.
///
/// - Important: a rule is the zone's *current* rule (the POSIX footer of its TZif file, RFC 8536
///   §3.3), applied to every year. Instants before the zone's last rule change are answered by
///   today's rule: the US before 2007 (DST then ran April–October), São Paulo before 2019 (it then
///   had DST). Four zones' futures are not their footer either — Casablanca and El Aaiún's yearly
///   Ramadan switch to +00 (`<+01>-1` has none), Gaza and Hebron's Ramadan pauses from 2036 — and
///   are an hour off in those weeks. See docs/TIME.md and `scripts/tzrules_check.py`.
///
/// A wall-clock reading in a spring-forward gap is read with the offset in force before the change
/// (it moves forward by the gap); one in a repeated hour is resolved by ``WallClockResolution``:
/// the "compatible" disambiguation of TC39 Temporal and `java.time`, as ``PacificTime`` does.
package struct TimeZoneRules: Hashable, Sendable {
    /// The name asked for, e.g. `US/Eastern`.
    package let identifier: String
    /// The zone the name leads to, e.g. `America/New_York` (the identifier itself for a zone).
    package let canonicalIdentifier: String
    /// The POSIX TZ rule, e.g. `EST5EDT,M3.2.0,M11.1.0`.
    package let posixRule: String
    private let rule: POSIXTimeZoneRule

    /// The rules of the IANA zone or link `identifier`, from the built-in table; `nil` if the table
    /// has no such name. Names are matched exactly (IANA names are case-sensitive).
    package init?(identifier: String) {
        guard let entry = Self.tableEntry(named: identifier),
            let rule = try? POSIXTimeZoneRule(parsing: entry.rule, identifier: identifier)
        else { return nil }
        self.identifier = identifier
        self.canonicalIdentifier = entry.canonicalIdentifier
        self.posixRule = entry.rule
        self.rule = rule
    }

    /// The rules `posixRule` for the zone named `identifier`: a rule kept with a city's data.
    ///
    /// The canonical identifier is the table's for a known name, else `identifier` itself.
    /// - Parameters:
    ///   - identifier: the zone's name, e.g. `America/Chicago`.
    ///   - posixRule: a POSIX TZ rule as in RFC 8536 §3.3.1, e.g. `CST6CDT,M3.2.0,M11.1.0`.
    /// - Throws: ``TimeZoneRuleError`` with the column and the reason when the rule is malformed.
    package init(identifier: String, posixRule: String) throws {
        self.rule = try POSIXTimeZoneRule(parsing: posixRule, identifier: identifier)
        self.identifier = identifier
        self.canonicalIdentifier = Self.tableEntry(named: identifier)?.canonicalIdentifier ?? identifier
        self.posixRule = posixRule
    }

    /// `America/Los_Angeles` (San Francisco, Portland).
    package static let losAngeles: TimeZoneRules = {
        guard let rules = TimeZoneRules(identifier: PacificTime.identifier) else {
            preconditionFailure("the built-in time zone table has no \(PacificTime.identifier)")
        }
        return rules
    }()

    /// The offset from UTC at `date`, in seconds east of UTC (−25 200 for PDT). Complexity: O(1).
    package func utcOffset(at date: Date) -> Int {
        utcOffset(atUnixSeconds: UnixTime.seconds(date))
    }

    /// Whether the rule's daylight time is in force at `date`. (In `Europe/Dublin` the rule's
    /// daylight time is winter's GMT, as in tzdata.)
    package func isDaylightSavingTime(at date: Date) -> Bool {
        rule.isDaylight(atUnixSeconds: UnixTime.seconds(date))
    }

    /// The abbreviation in force at `date`: `PDT`, `CST`, `+09` (a quoted name without its `<>`).
    package func abbreviation(at date: Date) -> String {
        guard let daylight = rule.daylight, isDaylightSavingTime(at: date) else { return rule.standardName }
        return daylight.name
    }

    /// The wall-clock reading at `date`, seconds truncated. Complexity: O(1).
    package func localDateTime(for date: Date) -> LocalDateTime {
        let utc = UnixTime.seconds(date)
        return LocalDateTime(localSecondsSinceEpoch: utc + utcOffset(atUnixSeconds: utc))
    }

    /// The instant at which the zone's clock reads `local`.
    ///
    /// A reading in a gap is read with the offset in force before the change (02:30 on a US
    /// spring-forward day is 03:30 daylight time), whatever `resolving` says; a reading that
    /// happens twice is the first occurrence for `.earlier`, the second for `.later`.
    /// - Complexity: O(1).
    package func date(for local: LocalDateTime, resolving: WallClockResolution = .earlier) -> Date {
        Date(
            timeIntervalSince1970: Double(
                unixSeconds(fromLocalSeconds: local.localSecondsSinceEpoch, resolving: resolving)))
    }

    /// The first instant of `day` in the zone: its midnight, or the end of a gap holding midnight
    /// (where the clock springs from 23:59:59 to 01:00, as in Santiago or Havana).
    package func startOfDay(_ day: CivilDate) -> Date {
        Date(
            timeIntervalSince1970: Double(
                boundarySeconds(fromLocalSeconds: day.daysSinceEpoch * 86_400, resolving: .earlier)))
    }

    /// The instants the clock changes between standard and daylight time by `year`'s dates of the
    /// rule, in order; empty for a zone without daylight time or with daylight time all year.
    package func transitions(in year: Int) -> [Date] {
        transitionSeconds(in: year).map { Date(timeIntervalSince1970: Double($0)) }
    }

    // MARK: - Integer seconds: the fast paths the rule engine uses

    /// The offset (seconds east of UTC) in force at `utc` (seconds since 1970).
    func utcOffset(atUnixSeconds utc: Int) -> Int {
        rule.utcOffset(atUnixSeconds: utc)
    }

    /// The instant (seconds since 1970) at which the wall clock reads `local` seconds since
    /// 1970-01-01 00:00; see ``date(for:resolving:)`` for gaps and repeated readings.
    func unixSeconds(fromLocalSeconds local: Int, resolving: WallClockResolution) -> Int {
        guard let daylight = rule.daylight, daylight.offset != rule.standardOffset else {
            return local - rule.standardOffset
        }
        let larger = max(daylight.offset, rule.standardOffset)
        let smaller = min(daylight.offset, rule.standardOffset)
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

    /// Like ``unixSeconds(fromLocalSeconds:resolving:)`` but a reading in a gap is the instant the
    /// gap ends: the first instant whose wall-clock time is at or after the reading.
    func boundarySeconds(fromLocalSeconds local: Int, resolving: WallClockResolution) -> Int {
        let seconds = unixSeconds(fromLocalSeconds: local, resolving: resolving)
        guard seconds + utcOffset(atUnixSeconds: seconds) != local else { return seconds }
        // In a gap: the change lies between the reading taken with the larger offset and `seconds`.
        let year = UnixTime.year(ofDay: UnixTime.floorDiv(local, 86_400))
        let candidates = ((year - 1)...(year + 1)).flatMap(transitionSeconds(in:))
        return candidates.filter { $0 <= seconds && $0 > seconds - 86_400 * 8 }.max() ?? seconds
    }

    /// ``transitions(in:)`` in seconds since 1970: the rule's two changes of `year`, kept only where
    /// the offset before and after differ in daylight state.
    func transitionSeconds(in year: Int) -> [Int] {
        guard let daylight = rule.daylight else { return [] }
        let changes = POSIXTimeZoneRule.changes(daylight, standardOffset: rule.standardOffset, year: year)
        return [changes.start, changes.end].sorted().filter {
            rule.isDaylight(atUnixSeconds: $0 - 1) != rule.isDaylight(atUnixSeconds: $0)
        }
    }
}
