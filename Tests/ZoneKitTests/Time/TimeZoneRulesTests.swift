import Foundation
import Testing

@testable import ZoneKit

@Suite struct TimeZoneRulesTests {
    /// A US zone's 2026 daylight-time days: the instants its clock changes, in UTC.
    struct USCase: CustomTestStringConvertible, Sendable {
        let identifier: String
        let standard: String
        let daylight: String
        let standardOffset: Int
        let springForward: String
        let fallBack: String
        var testDescription: String { identifier }
    }

    static let usCases = [
        USCase(
            identifier: "America/Los_Angeles", standard: "PST", daylight: "PDT", standardOffset: -8 * 3600,
            springForward: "2026-03-08T10:00:00", fallBack: "2026-11-01T09:00:00"),
        USCase(
            identifier: "America/Chicago", standard: "CST", daylight: "CDT", standardOffset: -6 * 3600,
            springForward: "2026-03-08T08:00:00", fallBack: "2026-11-01T07:00:00"),
        USCase(
            identifier: "US/Eastern", standard: "EST", daylight: "EDT", standardOffset: -5 * 3600,
            springForward: "2026-03-08T07:00:00", fallBack: "2026-11-01T06:00:00"),
    ]

    static func reading(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> LocalDateTime {
        LocalDateTime(year: 2026, month: month, day: day, hour: hour, minute: minute)
    }

    @Test(arguments: usCases)
    func springForwardSkipsTwoToThree(_ us: USCase) throws {
        let rules = try #require(TimeZoneRules(identifier: us.identifier))
        let change = try utc(us.springForward)
        #expect(rules.transitions(in: 2026).first == change)
        #expect(rules.localDateTime(for: change - 1).description == "2026-03-08T01:59:59")
        #expect(rules.localDateTime(for: change).description == "2026-03-08T03:00:00")
        #expect(rules.abbreviation(at: change - 1) == us.standard)
        #expect(rules.abbreviation(at: change) == us.daylight)
        #expect(rules.utcOffset(at: change) == us.standardOffset + 3600)
        // 02:00–02:59 does not exist: read with standard time, it lands an hour later, either way.
        for resolution in [PacificTime.Resolution.earlier, .later] {
            #expect(rules.date(for: Self.reading(3, 8, 2, 0), resolving: resolution) == change)
            #expect(rules.date(for: Self.reading(3, 8, 2, 30), resolving: resolution) == change + 1800)
            #expect(rules.date(for: Self.reading(3, 8, 1, 59), resolving: resolution) == change - 60)
            #expect(rules.date(for: Self.reading(3, 8, 3, 0), resolving: resolution) == change)
        }
        #expect(
            rules.boundarySeconds(
                fromLocalSeconds: Self.reading(3, 8, 2, 30).localSecondsSinceEpoch, resolving: .earlier)
                == Int(change.timeIntervalSince1970))
        #expect(rules.startOfDay(CivilDate(year: 2026, month: 3, day: 8)) == change - 2 * 3600)
    }

    @Test(arguments: usCases)
    func fallBackRepeatsOneToTwo(_ us: USCase) throws {
        let rules = try #require(TimeZoneRules(identifier: us.identifier))
        let change = try utc(us.fallBack)
        #expect(rules.transitions(in: 2026).last == change)
        #expect(rules.localDateTime(for: change - 1800).description == "2026-11-01T01:30:00")
        #expect(rules.localDateTime(for: change + 1800).description == "2026-11-01T01:30:00")
        #expect(rules.isDaylightSavingTime(at: change - 1))
        #expect(!rules.isDaylightSavingTime(at: change))
        #expect(rules.abbreviation(at: change) == us.standard)
        let oneThirty = Self.reading(11, 1, 1, 30)
        #expect(rules.date(for: oneThirty) == change - 1800)
        #expect(rules.date(for: oneThirty, resolving: .later) == change + 1800)
        #expect(rules.date(for: Self.reading(11, 1, 1, 0), resolving: .earlier) == change - 3600)
        #expect(rules.date(for: Self.reading(11, 1, 1, 0), resolving: .later) == change)
        #expect(rules.date(for: Self.reading(11, 1, 2, 0), resolving: .earlier) == change + 3600)
        #expect(rules.date(for: Self.reading(11, 1, 0, 59), resolving: .later) == change - 3660)
    }

    @Test func linksResolveToTheirZone() throws {
        let eastern = try #require(TimeZoneRules(identifier: "US/Eastern"))
        #expect(eastern.identifier == "US/Eastern")
        #expect(eastern.canonicalIdentifier == "America/New_York")
        #expect(eastern.posixRule == "EST5EDT,M3.2.0,M11.1.0")
        #expect(TimeZoneRules(identifier: "US/Pacific")?.canonicalIdentifier == "America/Los_Angeles")
        #expect(TimeZoneRules(identifier: "US/Central")?.canonicalIdentifier == "America/Chicago")
        #expect(TimeZoneRules(identifier: "America/Chicago")?.canonicalIdentifier == "America/Chicago")
        #expect(TimeZoneRules.losAngeles.posixRule == "PST8PDT,M3.2.0,M11.1.0")
        #expect(TimeZoneRules.losAngeles.identifier == PacificTime.identifier)
        #expect(eastern != TimeZoneRules(identifier: "America/New_York"))
    }

    @Test func unknownNamesAreNil() {
        #expect(TimeZoneRules(identifier: "Mars/Olympus_Mons") == nil)
        #expect(TimeZoneRules(identifier: "us/eastern") == nil)
        #expect(TimeZoneRules(identifier: "") == nil)
        // A name is matched whole (not a prefix of one, nor one with more after it), never a rule.
        #expect(TimeZoneRules(identifier: "America/Los") == nil)
        #expect(TimeZoneRules(identifier: "America/Los_Angeles2") == nil)
        #expect(TimeZoneRules(identifier: "Z") == nil)
        #expect(TimeZoneRules(identifier: "GMT0,M3.2.0,M11.1.0") == nil)
    }

    /// The first and the last line of the table are found as well as any between.
    @Test func theTablesFirstAndLastNamesAreFound() throws {
        let names = TimeZoneRules.knownIdentifiers
        let first = try #require(names.first)
        let last = try #require(names.last)
        #expect(TimeZoneRules(identifier: first)?.identifier == first)
        #expect(TimeZoneRules(identifier: last)?.identifier == last)
    }

    /// Every rule of the generated table parses: a tzdata update with a form the parser does not
    /// read fails here, not in a user's lookup.
    @Test func everyTableNameHasRules() {
        let names = TimeZoneRules.knownIdentifiers
        #expect(names.count >= 590)
        #expect(names.filter { TimeZoneRules(identifier: $0) == nil } == [])
        #expect(TimeZoneRules.tableVersion.count >= 5)
    }

    @Test func aCitysOwnRuleKeepsItsName() throws {
        let central = try TimeZoneRules(identifier: "US/Central", posixRule: "CST6CDT,M3.2.0,M11.1.0")
        #expect(central.canonicalIdentifier == "America/Chicago")
        let own = try TimeZoneRules(identifier: "Parkcheck/Test", posixRule: "<+0330>-3:30")
        #expect(own.canonicalIdentifier == "Parkcheck/Test")
        #expect(own.utcOffset(at: Date(timeIntervalSince1970: 0)) == 12_600)
        #expect(own.abbreviation(at: Date(timeIntervalSince1970: 0)) == "+0330")
        #expect(throws: TimeZoneRuleError.self) { try TimeZoneRules(identifier: "X", posixRule: "EST5EDT") }
    }

    @Test func southernDaylightTimeSpansNewYear() throws {
        let sydney = try #require(TimeZoneRules(identifier: "Australia/Sydney"))
        #expect(sydney.transitions(in: 2026) == [try utc("2026-04-04T16:00:00"), try utc("2026-10-03T16:00:00")])
        #expect(sydney.abbreviation(at: try utc("2026-01-01T00:00:00")) == "AEDT")
        #expect(sydney.utcOffset(at: try utc("2026-12-31T23:00:00")) == 11 * 3600)
        #expect(sydney.utcOffset(at: try utc("2026-07-01T00:00:00")) == 10 * 3600)
        #expect(sydney.localDateTime(for: try utc("2026-12-31T13:30:00")).description == "2027-01-01T00:30:00")
        // 02:00–02:59 on 2026-04-05 happens twice there, and 02:00–02:59 on 2026-10-04 not at all.
        let repeated = LocalDateTime(year: 2026, month: 4, day: 5, hour: 2, minute: 30)
        #expect(sydney.date(for: repeated) == (try utc("2026-04-04T15:30:00")))
        #expect(sydney.date(for: repeated, resolving: .later) == (try utc("2026-04-04T16:30:00")))
        let skipped = LocalDateTime(year: 2026, month: 10, day: 4, hour: 2, minute: 30)
        #expect(sydney.date(for: skipped) == (try utc("2026-10-03T16:30:00")))
    }

    @Test func permanentDaylightTimeHasNoTransitions() throws {
        let rules = try TimeZoneRules(identifier: "Test/Permanent", posixRule: "EST5EDT,0/0,J365/25")
        #expect(rules.transitions(in: 2026) == [])
        #expect(rules.transitions(in: 2028) == [])
        for text in ["2026-01-01T04:59:59", "2026-01-01T05:00:00", "2026-07-01T00:00:00", "2028-12-31T23:59:59"] {
            let instant = try utc(text)
            #expect(rules.utcOffset(at: instant) == -4 * 3600, "\(text)")
            #expect(rules.abbreviation(at: instant) == "EDT", "\(text)")
        }
        let newYear = LocalDateTime(year: 2027, month: 1, day: 1, hour: 0, minute: 30)
        #expect(rules.date(for: newYear) == (try utc("2027-01-01T04:30:00")))
    }

    @Test func zonesWithoutDaylightTime() throws {
        let tokyo = try #require(TimeZoneRules(identifier: "Asia/Tokyo"))
        #expect(tokyo.transitions(in: 2026) == [])
        #expect(tokyo.utcOffset(at: try utc("2026-07-01T00:00:00")) == 9 * 3600)
        #expect(tokyo.abbreviation(at: try utc("2026-07-01T00:00:00")) == "JST")
        #expect(!tokyo.isDaylightSavingTime(at: try utc("2026-07-01T00:00:00")))
        let kathmandu = try #require(TimeZoneRules(identifier: "Asia/Kathmandu"))
        #expect(kathmandu.utcOffset(at: try utc("2026-07-01T00:00:00")) == 5 * 3600 + 45 * 60)
        #expect(kathmandu.abbreviation(at: try utc("2026-07-01T00:00:00")) == "+0545")
        #expect(kathmandu.localDateTime(for: try utc("2026-07-01T00:00:00")).description == "2026-07-01T05:45:00")
        let sixteen = LocalDateTime(year: 2026, month: 7, day: 1, hour: 5, minute: 45)
        #expect(kathmandu.date(for: sixteen, resolving: .later) == (try utc("2026-07-01T00:00:00")))
    }

    /// Transition times before midnight, at 24:00 and beyond a day (RFC 8536 §3.3.1), and a
    /// "daylight" time behind standard time (Dublin's winter GMT).
    @Test func unusualTransitionTimes() throws {
        let nuuk = try #require(TimeZoneRules(identifier: "America/Nuuk"))
        #expect(nuuk.transitions(in: 2026) == [try utc("2026-03-29T01:00:00"), try utc("2026-10-25T01:00:00")])
        let jerusalem = try #require(TimeZoneRules(identifier: "Asia/Jerusalem"))
        #expect(jerusalem.transitions(in: 2026) == [try utc("2026-03-27T00:00:00"), try utc("2026-10-24T23:00:00")])
        let santiago = try #require(TimeZoneRules(identifier: "America/Santiago"))
        #expect(santiago.transitions(in: 2026) == [try utc("2026-04-05T03:00:00"), try utc("2026-09-06T04:00:00")])
        // Midnight of 2026-09-06 does not exist in Santiago: the day begins at 01:00 (04:00 UTC).
        #expect(santiago.startOfDay(CivilDate(year: 2026, month: 9, day: 6)) == (try utc("2026-09-06T04:00:00")))
        #expect(santiago.localDateTime(for: try utc("2026-09-06T04:00:00")).description == "2026-09-06T01:00:00")
        let dublin = try #require(TimeZoneRules(identifier: "Europe/Dublin"))
        #expect(dublin.utcOffset(at: try utc("2026-01-15T12:00:00")) == 0)
        #expect(dublin.abbreviation(at: try utc("2026-01-15T12:00:00")) == "GMT")
        #expect(dublin.abbreviation(at: try utc("2026-07-15T12:00:00")) == "IST")
        #expect(dublin.transitions(in: 2026) == [try utc("2026-03-29T01:00:00"), try utc("2026-10-25T01:00:00")])
    }

    @Test func extremeDatesDoNotTrap() throws {
        let sydney = try #require(TimeZoneRules(identifier: "Australia/Sydney"))
        for date in [
            Date.distantPast, .distantFuture, Date(timeIntervalSince1970: .infinity), Date(timeIntervalSince1970: .nan),
        ] {
            _ = sydney.localDateTime(for: date)
            _ = TimeZoneRules.losAngeles.localDateTime(for: date)
        }
        #expect(TimeZoneRules.losAngeles.localDateTime(for: .distantFuture).description == "4000-12-31T16:00:00")
    }
}

/// The direct reading of a zone's changes (one year's two instants) and the general one (the
/// periods beginning in three years, as tzcode reads them) agree: San Francisco's clock, with its
/// history, every hour from 1967 to 2040, and every zone that reads directly around each change.
@Suite struct TimeZoneTransitionsReadingTests {
    /// Whether `direct` and `general` read `utc`, and the wall-clock readings around it, alike (and
    /// say alike whether the clock shows them twice).
    static func agree(_ direct: TimeZoneTransitions, _ general: TimeZoneTransitions, at utc: Int) -> Bool {
        let offset = general.utcOffset(atUnixSeconds: utc)
        guard direct.utcOffset(atUnixSeconds: utc) == offset else { return false }
        // Readings half an hour either side reach into every gap and repeated hour.
        for local in [utc + offset - 1800, utc + offset, utc + offset + 1800] {
            let twice =
                general.unixSeconds(fromLocalSeconds: local, resolving: .earlier)
                != general.unixSeconds(fromLocalSeconds: local, resolving: .later)
            guard direct.readsTwice(localSeconds: local) == twice, general.readsTwice(localSeconds: local) == twice
            else { return false }
            for resolving in [WallClockResolution.earlier, .later] {
                guard
                    direct.unixSeconds(fromLocalSeconds: local, resolving: resolving)
                        == general.unixSeconds(fromLocalSeconds: local, resolving: resolving),
                    direct.boundarySeconds(fromLocalSeconds: local, resolving: resolving)
                        == general.boundarySeconds(fromLocalSeconds: local, resolving: resolving)
                else { return false }
            }
        }
        return true
    }

    @Test func sanFranciscosClockEveryHourFrom1967To2040() throws {
        let direct = TimeZoneRules.losAngeles.clock
        #expect(direct.isDirect)
        let current = try POSIXTimeZoneRule(parsing: TimeZoneRules.losAngeles.posixRule, identifier: "test")
        let general = TimeZoneTransitions(eras: TimeZoneRules.losAngelesEras(current: current), readsDirectly: false)
        #expect(!general.isDirect)
        let first = CivilDate.daysSinceEpoch(year: 1967, month: 1, day: 1) * 86_400
        let last = CivilDate.daysSinceEpoch(year: 2041, month: 1, day: 1) * 86_400
        var mismatches: [Int] = []
        for utc in stride(from: first, to: last, by: 3600) where !Self.agree(direct, general, at: utc) {
            mismatches.append(utc)
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) hours differ; first: \(mismatches.prefix(5))")
    }

    @Test func everyZoneThatReadsDirectlyAroundEachChange() throws {
        var direct = 0
        for identifier in TimeZoneRules.knownIdentifiers {
            let rules = try #require(TimeZoneRules(identifier: identifier))
            // San Francisco's zone, whose history the test above reads, is the one with eras.
            guard rules.clock.isDirect, rules.canonicalIdentifier == identifier, identifier != PacificTime.identifier
            else { continue }
            direct += 1
            let rule = try POSIXTimeZoneRule(parsing: rules.posixRule, identifier: identifier)
            let general = TimeZoneTransitions(current: rule, readsDirectly: false)
            for year in [1970, 1999, 2026, 2038, 2100, 2199] {
                for change in rules.transitionSeconds(in: year) {
                    for step in [-86_400, -3601, -3600, -1801, -1, 0, 1, 1799, 3599, 3600, 86_400] {
                        #expect(Self.agree(rules.clock, general, at: change + step), "\(identifier) \(change + step)")
                    }
                }
            }
        }
        // The United States, Canada, Europe, Mexico's border: most zones with daylight time.
        #expect(direct > 100, "\(direct) zones read directly")
    }

    @Test func transitionsAndAbbreviationsFrom2008To2037() {
        for year in 2008...2037 {
            let dst = PacificTime.daylightSavingTime(in: year)
            #expect(TimeZoneRules.losAngeles.transitions(in: year) == [dst.start, dst.end], "\(year)")
            for instant in [dst.start - 1, dst.start, dst.end - 1, dst.end] {
                #expect(TimeZoneRules.losAngeles.abbreviation(at: instant) == PacificTime.abbreviation(at: instant))
                #expect(TimeZoneRules.losAngeles.localDateTime(for: instant) == PacificTime.localDateTime(for: instant))
            }
            let day = CivilDate(year: year, month: 3, day: 1).adding(days: year % 60)
            #expect(TimeZoneRules.losAngeles.startOfDay(day) == PacificTime.startOfDay(day))
        }
    }
}
