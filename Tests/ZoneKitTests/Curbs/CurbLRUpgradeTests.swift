import Foundation
import Testing

@testable import ZoneKit

/// ``CurbLRUpgrade``: the refusals of what cannot be decided, each at its place, and the rewrites
/// the end-to-end cases do not reach.
@Suite struct CurbLRUpgradeTests {
    static func regulation(_ rule: String, _ extra: String = "") -> String {
        #"{"rule": \#(rule)\#(extra)}"#
    }

    func upgrade(
        _ regulations: [String], manifest: String? = CurbFixtures.manifest, options: CurbLRUpgrade.Options = .init()
    )
        -> CurbLRUpgrade.Outcome
    {
        let features = regulations.map { CurbFixtures.feature(regulation: $0) }
        return CurbLRUpgrade(options: options).upgrade(CurbFixtures.feed(manifest: manifest, features: features))
    }

    @Test func aFeedMixingNumericPrioritiesAndCategoriesIsRefused() throws {
        let outcome = upgrade([
            Self.regulation(#"{"activity": "parking", "priorityCategory": "parking"}"#),
            Self.regulation(#"{"activity": "no parking", "priority": 1}"#),
        ])
        #expect(outcome.feed == nil)
        let error = try #require(outcome.diagnostics.first { $0.severity == .error })
        #expect(error.code == "curbLR.upgrade.mixedPriorities")
        #expect(error.location.path == "features[0].properties.regulations[0].rule.priorityCategory")
        #expect(error.message.contains("features[1].properties.regulations[0].rule.priority"))
    }

    @Test func aNumericPriorityBesideACategoryIsDroppedTheCategoryDecides() throws {
        let outcome = upgrade([
            Self.regulation(#"{"activity": "parking", "priorityCategory": "parking", "priority": 7}"#)
        ])
        let feed = try #require(outcome.feed)
        #expect(outcome.changes.map(\.message) == ["numeric priority removed: the rule's priorityCategory decides"])
        let text = try JSONWriter(layout: .compact).string(from: feed)
        #expect(!text.contains("\"priority\":"))
        #expect(text.contains("\"priorityHierarchy\":[\"no standing\",\"no parking\",\"loading\",\"parking\"]"))
    }

    @Test func aTimeZoneOptionThatDisagreesWithTheManifestIsRefused() throws {
        let outcome = upgrade(
            [Self.regulation(#"{"activity": "parking", "priorityCategory": "parking"}"#)],
            options: .init(timeZone: "America/Chicago"))
        #expect(outcome.feed == nil)
        let error = try #require(outcome.diagnostics.first)
        #expect(
            error.message.contains("the manifest names \"America/Los_Angeles\" and --time-zone \"America/Chicago\""))
        #expect(error.location.path == "manifest.timeZone")
    }

    @Test func anUnknownTimeZoneOptionIsRefused() throws {
        let manifest = CurbFixtures.manifest.replacingOccurrences(
            of: "\"timeZone\": \"America/Los_Angeles\",", with: "")
        let outcome = upgrade(
            [Self.regulation(#"{"activity": "parking", "priorityCategory": "parking"}"#)], manifest: manifest,
            options: .init(timeZone: "Mars/Olympus"))
        #expect(outcome.feed == nil)
        #expect(outcome.diagnostics.first?.message.hasPrefix("unknown time zone \"Mars/Olympus\"") == true)
    }

    @Test func aUserClassesObjectWithoutClassesIsRefused() throws {
        let outcome = upgrade([
            Self.regulation(
                #"{"activity": "parking", "priorityCategory": "parking"}"#, #", "userClasses": {"who": "bus", "n": 2}"#)
        ])
        #expect(outcome.feed == nil)
        #expect(outcome.diagnostics.first?.location.path == "features[0].properties.regulations[0].userClasses")
    }

    @Test func anUnknownDayIsRefusedAtItsPlace() throws {
        let outcome = upgrade([
            Self.regulation(
                #"{"activity": "parking", "priorityCategory": "parking"}"#,
                #", "timeSpans": [{"daysOfWeek": {"days": ["mo", "xx"]}}]"#)
        ])
        #expect(outcome.feed == nil)
        let error = try #require(outcome.diagnostics.first)
        #expect(error.location.path == "features[0].properties.regulations[0].timeSpans[0].daysOfWeek.days[1]")
        #expect(error.message.hasPrefix("unknown day \"xx\""))
    }

    @Test func aCurrentFeedNeedsNoChange() throws {
        let outcome = upgrade([Self.regulation(#"{"activity": "parking", "priorityCategory": "parking"}"#)])
        #expect(outcome.feed != nil)
        #expect(outcome.changes.isEmpty)
        #expect(outcome.diagnostics.isEmpty)
    }
}
