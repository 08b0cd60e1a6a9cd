import Foundation

/// The wall clock of any IANA time zone, computed from the zone's POSIX TZ rule — with no
/// dependence on the host's time zone, its tzdata or ICU.
///
/// A value comes from the built-in table (``init(identifier:)``: every zone and link of the tzdata
/// release named in `TimeZoneTable.swift`, made by `scripts/tzrules.py`) or from a rule kept with a
/// city's data (``init(identifier:posixRule:)``). Conversions are a few integer operations on the
/// zone's changes, worked out once per year (``TimeZoneTransitions``), allocation-free, the same
/// under any `TZ`. It is every city's clock: ``PacificTime`` is San Francisco's name for
/// ``losAngeles``.
///
/// - Important: a rule is the zone's *current* rule (the POSIX footer of its TZif file, RFC 8536
///   §3.3), applied to every year, except where a zone's history is built in
///   (``losAngelesEras(current:)``: America/Los_Angeles back to 1967). Other zones' instants before their
///   last rule change are answered by today's rule: the rest of the US before 2007 (DST then ran
///   April–October), São Paulo before 2019 (it then had DST). Four zones' futures are not their
///   footer either — Casablanca and El Aaiún's yearly Ramadan switch to +00 (`<+01>-1` has none),
///   Gaza and Hebron's Ramadan pauses from 2036 — and are an hour off in those weeks. See
///   docs/TIME.md and `scripts/tzrules_check.py`.
///
/// A wall-clock reading in a spring-forward gap is read with the offset in force before the change
/// (it moves forward by the gap); one in a repeated hour is resolved by ``WallClockResolution``:
/// the "compatible" disambiguation of TC39 Temporal and `java.time`.
package struct TimeZoneRules: Hashable, Sendable {
    /// The name asked for, e.g. `US/Eastern`.
    package let identifier: String
    /// The zone the name leads to, e.g. `America/New_York` (the identifier itself for a zone).
    let canonicalIdentifier: String
    /// The POSIX TZ rule, e.g. `EST5EDT,M3.2.0,M11.1.0`.
    package let posixRule: String
    private let rule: POSIXTimeZoneRule
    /// The instants the clock changes, and the conversions built on them.
    let clock: TimeZoneTransitions

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
        clock = Self.clock(of: rule, canonicalIdentifier: entry.canonicalIdentifier)
    }

    /// The rules `posixRule` for the zone named `identifier`: a rule kept with a city's data.
    ///
    /// The canonical identifier is the table's for a known name, else `identifier` itself.
    /// - Parameters:
    ///   - identifier: the zone's name, e.g. `America/Chicago`.
    ///   - posixRule: a POSIX TZ rule as in RFC 8536 §3.3.1, e.g. `CST6CDT,M3.2.0,M11.1.0`.
    /// - Throws: ``TimeZoneRuleError`` with the column and the reason when the rule is malformed.
    package init(identifier: String, posixRule: String) throws {
        let rule = try POSIXTimeZoneRule(parsing: posixRule, identifier: identifier)
        let entry = Self.tableEntry(named: identifier)
        self.rule = rule
        self.identifier = identifier
        self.canonicalIdentifier = entry?.canonicalIdentifier ?? identifier
        self.posixRule = posixRule
        // A kept rule that is the zone's current one has the zone's history too.
        clock =
            entry?.rule == posixRule
            ? Self.clock(of: rule, canonicalIdentifier: canonicalIdentifier) : TimeZoneTransitions(current: rule)
    }

    /// Equal names and rule, hence equal clocks.
    package static func == (left: TimeZoneRules, right: TimeZoneRules) -> Bool {
        left.identifier == right.identifier && left.canonicalIdentifier == right.canonicalIdentifier
            && left.posixRule == right.posixRule
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(posixRule)
    }

    /// `America/Los_Angeles` (San Francisco, Portland), with its history since 1967.
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
        clock.isDaylight(atUnixSeconds: UnixTime.seconds(date))
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
    func startOfDay(_ day: CivilDate) -> Date {
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
        clock.utcOffset(atUnixSeconds: utc)
    }

    /// The instant (seconds since 1970) at which the wall clock reads `local` seconds since
    /// 1970-01-01 00:00; see ``date(for:resolving:)`` for gaps and repeated readings.
    func unixSeconds(fromLocalSeconds local: Int, resolving: WallClockResolution) -> Int {
        clock.unixSeconds(fromLocalSeconds: local, resolving: resolving)
    }

    /// Like ``unixSeconds(fromLocalSeconds:resolving:)`` but a reading in a gap is the instant the
    /// gap ends: the first instant whose wall-clock time is at or after the reading.
    func boundarySeconds(fromLocalSeconds local: Int, resolving: WallClockResolution) -> Int {
        clock.boundarySeconds(fromLocalSeconds: local, resolving: resolving)
    }

    /// ``transitions(in:)`` in seconds since 1970: the rule's two changes of `year`, kept only where
    /// the offset before and after differ in daylight state.
    func transitionSeconds(in year: Int) -> [Int] {
        clock.transitionSeconds(in: year)
    }
}
