import Foundation
import Testing
import TestSupport

@testable import ZoneKit

/// ``CurbLRReader``: the refusals with their place and reason, the lenient readings, and the
/// reports of the two real feeds.
@Suite struct CurbLRReaderTests {
    // MARK: - Refusals of the feed as a whole

    @Test func invalidJSONIsRefusedWithLineAndColumn() throws {
        let outcome = CurbLRReader().decode(Array("{\"manifest\": {},\n  \"type\": }".utf8))
        #expect(outcome.feed == nil)
        let diagnostic = try #require(outcome.diagnostics.first)
        guard case .invalidJSON = diagnostic.problem else {
            Issue.record("expected invalid JSON, got \(diagnostic.problem)")
            return
        }
        #expect(diagnostic.location.line == 2)
        #expect(diagnostic.location.column == 11)
        #expect(diagnostic.description.hasPrefix("2:11: error: not valid JSON"))
    }

    @Test func curbLR100WithoutManifestIsRefused() throws {
        // CurbLR 1.0.0: no manifest, numeric priority in the rule.
        let regulation = #"{"rule": {"activity": "parking", "priority": 4}}"#
        let outcome = CurbLRReader().decode(
            CurbFixtures.feed(manifest: nil, features: [CurbFixtures.feature(regulation: regulation)]))
        #expect(outcome.feed == nil)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.problem == .missingManifest)
        #expect(diagnostic.location == .start)
        #expect(diagnostic.message.contains("CurbLR 1.0.0"))
        #expect(diagnostic.message.contains("convert it to CurbLR 1.1: parkcheck upgrade FEED"))
    }

    @Test func version100InTheManifestIsRefused() throws {
        let manifest = CurbFixtures.manifest.replacingOccurrences(of: "\"1.1.0\"", with: "\"1.0.0\"")
        let outcome = CurbLRReader().decode(CurbFixtures.feed(manifest: manifest, features: []))
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.problem == .unsupportedVersion("1.0.0"))
        #expect(diagnostic.path.description == "manifest.curblrVersion")
        // `{"manifest": {"createdDate": "2020-01-01T00:00:00Z", "curblrVersion": "1.0.0"`: column 71.
        #expect(diagnostic.location.line == 1)
        #expect(diagnostic.location.column == 71)
    }

    @Test func missingTimeZoneIsRefused() throws {
        let manifest = CurbFixtures.manifest.replacingOccurrences(
            of: "\"timeZone\": \"America/Los_Angeles\",", with: "")
        let outcome = CurbLRReader().decode(CurbFixtures.feed(manifest: manifest, features: []))
        #expect(outcome.feed == nil)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.problem == .missingTimeZone(nil))
        #expect(diagnostic.path.description == "manifest.timeZone")
        #expect(diagnostic.message.contains("add the IANA zone of the feed's city (tzdata's zone1970.tab"))
        #expect(!diagnostic.message.contains("America/"))
    }

    @Test func missingTimeZoneHintFollowsTheFeedsCoordinates() throws {
        // A feed in Philadelphia must not be told to use Pacific time (a fixed hint once did).
        let manifest = CurbFixtures.manifest.replacingOccurrences(
            of: "\"timeZone\": \"America/Los_Angeles\",", with: "")
        let geometry = #"{"type": "LineString", "coordinates": [[-75.1652, 39.9526], [-75.1646, 39.9526]]}"#
        let regulation = #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#
        let outcome = CurbLRReader().decode(
            CurbFixtures.feed(
                manifest: manifest, features: [CurbFixtures.feature(regulation: regulation, geometry: geometry)]))
        let diagnostic = try #require(outcome.diagnostics.first)
        guard case .missingTimeZone(let hint?) = diagnostic.problem else {
            Issue.record("expected a hint, got \(diagnostic.problem)")
            return
        }
        #expect(hint.zone?.identifier == "America/New_York")
        #expect(
            diagnostic.message.hasSuffix(
                "its curbs lie near 39.9526, -75.1652, 130 km from the principal city of \"America/New_York\""))
        #expect(!diagnostic.message.contains("Los_Angeles"))
    }

    @Test func unknownTimeZoneIsRefusedAtItsPlace() throws {
        let manifest = CurbFixtures.manifest.replacingOccurrences(of: "America/Los_Angeles", with: "Mars/Olympus")
        let outcome = CurbLRReader().decode(CurbFixtures.feed(manifest: manifest, features: []))
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.problem == .unknownTimeZone("Mars/Olympus", nil))
        // `{"manifest": {"createdDate": "2020-01-01T00:00:00Z", "curblrVersion": "1.1.0", "timeZone": "Mars/…`
        #expect(diagnostic.location.line == 1)
        #expect(diagnostic.location.column == 92)
        #expect(diagnostic.description.hasPrefix("1:92: error: manifest.timeZone: unknown time zone \"Mars/Olympus\""))
    }

    // MARK: - Refusals of a feature

    struct DateCase: Sendable, CustomTestStringConvertible {
        let from: String
        let to: String
        let bad: String
        let reason: String
        var testDescription: String { "\(from) to \(to)" }
    }

    @Test(arguments: [
        DateCase(from: "1-33", to: "02-01", bad: "1-33", reason: "January has 31 days"),
        DateCase(from: "02-01", to: "02-30", bad: "02-30", reason: "February has 29 days at most"),
        DateCase(from: "2019-02-29", to: "2019-03-01", bad: "2019-02-29", reason: "February 2019 has 28 days"),
        DateCase(from: "13-01", to: "12-01", bad: "13-01", reason: "there is no month 13"),
        DateCase(from: "2019-1-2x", to: "2019-03-01", bad: "2019-1-2x", reason: "not MM-DD or YYYY-MM-DD"),
    ])
    func impossibleDatesAreRefusedWithTheirPlace(_ testCase: DateCase) throws {
        let regulation = """
            {"rule": {"activity": "no parking", "priorityCategory": "no parking"},
             "timeSpans": [{"effectiveDates": [{"from": "\(testCase.from)", "to": "\(testCase.to)"}]}]}
            """
        let features = [
            CurbFixtures.feature(regulation: #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#),
            CurbFixtures.feature(regulation: regulation),
        ]
        let outcome = CurbLRReader().decode(CurbFixtures.feed(features: features))
        // The feed is read without the refused feature; the strict read refuses it all.
        #expect(outcome.feed?.features.map(\.index) == [0])
        #expect(outcome.report.refused.count == 1)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.problem == .invalidDate(testCase.bad, reason: testCase.reason))
        #expect(diagnostic.featureIndex == 1)
        let key = testCase.bad == testCase.from ? "from" : "to"
        #expect(
            diagnostic.path.description == "features[1].properties.regulations[0].timeSpans[0].effectiveDates[0].\(key)"
        )
        #expect(diagnostic.description.contains("feature 1: impossible date \"\(testCase.bad)\": \(testCase.reason)"))
        #expect(throws: CurbFeedError.self) { try CurbLRReader().read(CurbFixtures.feed(features: features)) }
    }

    @Test func aPointGeometryIsRefused() throws {
        let feature = CurbFixtures.feature(
            regulation: #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#,
            geometry: #"{"type": "Point", "coordinates": [-122.68, 45.52]}"#)
        let outcome = CurbLRReader().decode(CurbFixtures.feed(features: [feature]))
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.problem == .notALineString(found: "a Point"))
        #expect(diagnostic.path.description == "features[0].geometry")
        #expect(outcome.feed?.features.isEmpty == true)
        #expect(outcome.report.regulationsRead == 1)
        #expect(outcome.report.regulationsMapped == 0)
    }

    @Test(arguments: [
        "25:00", "7h", "07:60", "07:5", "24:00", "", ":00", "007:00", "07:000", "+7:00", " 7:00", "07:0a", "٠٧:٠٠",
        "7:00 ",
    ])
    func badTimesAreRefused(_ time: String) throws {
        // 24:00 is read as an end of day only; as a start it is refused.
        let regulation = """
            {"rule": {"activity": "no parking", "priorityCategory": "no parking"},
             "timeSpans": [{"timesOfDay": [{"from": "\(time)", "to": "23:00"}]}]}
            """
        let outcome = CurbLRReader().decode(CurbFixtures.feed(features: [CurbFixtures.feature(regulation: regulation)]))
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.problem == .invalidTime(time))
        #expect(diagnostic.path.description == "features[0].properties.regulations[0].timeSpans[0].timesOfDay[0].from")
    }

    @Test(arguments: [-5.0, 1e300])
    func aMaximumStayOutOfRangeIsRefusedNotTrapped(_ minutes: Double) throws {
        let regulation = #"{"rule": {"activity": "parking", "priorityCategory": "parking", "maxStay": \#(minutes)}}"#
        let outcome = CurbLRReader().decode(CurbFixtures.feed(features: [CurbFixtures.feature(regulation: regulation)]))
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.problem == .minutesOutOfRange("maxStay", minutes))
        #expect(diagnostic.path.description == "features[0].properties.regulations[0].rule.maxStay")
    }

    @Test func aCategoryMissingFromTheHierarchyIsRefused() throws {
        let regulation = #"{"rule": {"activity": "parking", "priorityCategory": "game day"}}"#
        let outcome = CurbLRReader().decode(CurbFixtures.feed(features: [CurbFixtures.feature(regulation: regulation)]))
        let diagnostic = try #require(outcome.diagnostics.first)
        guard case .unknownPriorityCategory("game day", _) = diagnostic.problem else {
            Issue.record("got \(diagnostic.problem)")
            return
        }
        #expect(diagnostic.message.contains("add it there"))
    }

    // MARK: - Lenient readings

    @Test func lenientReadingsAreReadAndCounted() throws {
        let regulation = """
            {"rule": {"activity": "restricted", "priorityCategory": "loading", "maxStay": 15},
             "userClasses": [{"classes": ["hotel_guest"]}, {}],
             "timeSpans": [{"daysOfWeek": {"days": ["Mo", "tu"]}, "timesOfDay": [{"from": "7:00", "to": "23:59"}]}]}
            """
        let reading = try CurbLRReader().read(
            CurbFixtures.feed(features: [CurbFixtures.feature(regulation: regulation)]))
        let read = try #require(reading.feed.features.first?.regulations.first)
        #expect(read.activity == .other("restricted"))
        #expect(read.maxStay == 900)
        #expect(read.priority == CurbPriority(rank: 2, category: "loading"))
        #expect(read.users.alternatives == [CurbUserRequirement(allOf: [CurbUserClass("hotel_guest")])])
        #expect(!read.users.isEveryone)
        let span = try #require(read.timeSpans.first)
        #expect(span.daysOfWeek == [.monday, .tuesday])
        #expect(span.timesOfDay == [CurbTimeOfDay(startMinute: 420, endMinute: 1440)])
        #expect(reading.report.lenientReadings[.unpaddedTime] == 1)
        #expect(reading.report.lenientReadings[.endOfDay] == 1)
        #expect(reading.report.lenientReadings[.customActivity] == 1)
        #expect(reading.report.lenientReadings[.unknownUserClass] == 1)
        #expect(reading.report.lenientReadings[.emptyUserClass] == 1)
    }

    @Test func yearlyRangesMayWrapTheYearEnd() throws {
        let range = CurbDateRange.yearly(
            from: try #require(CurbMonthDay(month: 12, day: 1)), to: try #require(CurbMonthDay(month: 3, day: 31)))
        #expect(range.contains(CivilDate(year: 2026, month: 12, day: 1)))
        #expect(range.contains(CivilDate(year: 2027, month: 3, day: 31)))
        #expect(range.contains(CivilDate(year: 2027, month: 1, day: 15)))
        #expect(!range.contains(CivilDate(year: 2027, month: 4, day: 1)))
        #expect(!range.contains(CivilDate(year: 2026, month: 11, day: 30)))
    }

    // MARK: - The real feeds' reports

    /// Numbers computed independently with Python on the fixture (json.load; features grouped by
    /// (shstRefId, sideOfStreet); a pair overlaps when start < other end and other start < end;
    /// decided when the priorityHierarchy indexes differ): 246 overlapping pairs, 232 decided, 14
    /// tied; `to` = "23:59" 169 times; 45 class names outside the well-known list (USPS 2,
    /// musician 1, hotel_guest 10, reserved 3, transit 28, tour_bus 1); 348 `{}` entries.
    @Test func portlandReport() throws {
        let report = try CurbFixtures.reading(CurbFixtures.portlandPath).report
        #expect(report.featuresRead == 416)
        #expect(report.regulationsRead == 416)
        #expect(report.regulationsMapped == 416)
        #expect(report.refused.isEmpty)
        #expect(
            report.activities == ["parking": 177, "no standing": 118, "loading": 46, "no parking": 39, "standing": 36])
        #expect(
            report.userClasses == [
                "USPS": 2, "commercial": 1, "everyone": 348, "handicap": 4, "hotel_guest": 10, "motorcycle": 6,
                "musician": 1, "passenger": 3, "permit": 1, "police": 1, "reserved": 2,
                "reserved (Rose City Moving and Storage)": 1, "taxi": 5, "tour_bus": 1, "transit (TriMet)": 1,
                "transit (bus)": 16, "transit (streetcar)": 11, "truck (commercial)": 3,
            ])
        #expect(report.priorityConflictsResolved == 232)
        #expect(report.priorityTies == 14)
        #expect(
            report.lenientReadings == [.endOfDay: 169, .unknownUserClass: 45, .emptyUserClass: 348])
    }

    /// Python as above: 21 overlapping pairs on the block, 20 decided, 1 tied; four `23:59` ends;
    /// four unknown class names (Austin Police Department, pedicab, valet ×2).
    @Test func austinReport() throws {
        let reading = try CurbFixtures.reading(CurbFixtures.austinPath)
        let report = reading.report
        #expect(report.featuresRead == 17)
        #expect(report.regulationsRead == 17)
        #expect(report.regulationsMapped == 17)
        #expect(report.refused.isEmpty)
        #expect(report.activities == ["parking": 11, "no standing": 4, "loading": 2])
        #expect(
            report.userClasses == [
                "Austin Police Department": 1, "bicycle": 1, "commercial": 2, "everyone": 10, "pedicab": 1, "valet": 2,
            ])
        #expect(report.priorityConflictsResolved == 20)
        #expect(report.priorityTies == 1)
        #expect(report.lenientReadings == [.endOfDay: 4, .unknownUserClass: 4, .emptyUserClass: 10])
        #expect(reading.feed.metadata.timeZoneIdentifier == "America/Chicago")
        #expect(reading.feed.metadata.authorityName == "City of Austin")
        #expect(reading.feed.metadata.sourceFormat == .curbLR)
        #expect(reading.feed.metadata.sourceVersion == "1.1.0")
    }
}
