import Foundation
import Testing

@testable import ZoneKit

/// A limiting condition of the wrong shape is refused, never read as absent: read as absent, a
/// resident-permit bay becomes parking for everyone and paid hours become paid all day.
@Suite struct CurbLRConditionShapeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The regulation's members beside `rule` (JSON text), or the whole regulation.
        let regulation: String
        /// The path the refusal names, below `features[0].properties.regulations[0]`.
        let path: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "userClasses an object",
            regulation:
                #"{"rule": {"activity": "parking", "priorityCategory": "parking"}, "userClasses": {"classes": ["permit"]}}"#,
            path: "userClasses"),
        Case(
            name: "a userClasses entry with an unknown member",
            regulation:
                #"{"rule": {"activity": "parking", "priorityCategory": "parking"}, "userClasses": [{"class": "truck"}]}"#,
            path: "userClasses[0].class"),
        Case(
            name: "classes a string",
            regulation:
                #"{"rule": {"activity": "parking", "priorityCategory": "parking"}, "userClasses": [{"classes": "permit"}]}"#,
            path: "userClasses[0].classes"),
        Case(
            name: "a class that is not a string",
            regulation:
                #"{"rule": {"activity": "parking", "priorityCategory": "parking"}, "userClasses": [{"classes": [7]}]}"#,
            path: "userClasses[0].classes[0]"),
        Case(
            name: "timeSpans an object",
            regulation:
                #"{"rule": {"activity": "no parking", "priorityCategory": "no parking"}, "timeSpans": {"timesOfDay": [{"from": "09:00", "to": "21:00"}]}}"#,
            path: "timeSpans"),
        Case(
            name: "timesOfDay an object",
            regulation:
                #"{"rule": {"activity": "parking", "priorityCategory": "parking", "payment": true}, "timeSpans": [{"timesOfDay": {"from": "09:00", "to": "21:00"}}]}"#,
            path: "timeSpans[0].timesOfDay"),
        Case(
            name: "daysOfWeek a number",
            regulation:
                #"{"rule": {"activity": "no parking", "priorityCategory": "no parking"}, "timeSpans": [{"daysOfWeek": 2}]}"#,
            path: "timeSpans[0].daysOfWeek"),
        Case(
            name: "days a string",
            regulation:
                #"{"rule": {"activity": "no parking", "priorityCategory": "no parking"}, "timeSpans": [{"daysOfWeek": {"days": "mo"}}]}"#,
            path: "timeSpans[0].daysOfWeek.days"),
        Case(
            name: "an unknown member of a time span",
            regulation:
                #"{"rule": {"activity": "no parking", "priorityCategory": "no parking"}, "timeSpans": [{"timeOfDay": [{"from": "09:00", "to": "21:00"}]}]}"#,
            path: "timeSpans[0].timeOfDay"),
        Case(
            name: "an unknown member of daysOfWeek",
            regulation:
                #"{"rule": {"activity": "no parking", "priorityCategory": "no parking"}, "timeSpans": [{"daysOfWeek": {"days": ["mo"], "weeks": [1]}}]}"#,
            path: "timeSpans[0].daysOfWeek.weeks"),
        Case(
            name: "rule.payment an array",
            regulation: #"{"rule": {"activity": "parking", "priorityCategory": "parking", "payment": ["meter"]}}"#,
            path: "rule.payment"),
        Case(
            name: "payment an array",
            regulation:
                #"{"rule": {"activity": "parking", "priorityCategory": "parking", "payment": true}, "payment": [{"rates": []}]}"#,
            path: "payment"),
        Case(
            name: "an unknown member of payment",
            regulation:
                #"{"rule": {"activity": "parking", "priorityCategory": "parking", "payment": true}, "payment": {"hours": "09-21"}}"#,
            path: "payment.hours"),
    ]

    @Test(arguments: cases)
    func aConditionOfTheWrongShapeRefusesItsRegulation(_ testCase: Case) throws {
        let feed = CurbFixtures.feed(features: [CurbFixtures.feature(regulation: testCase.regulation)])
        let outcome = CurbLRReader().decode(feed)
        let diagnostic = try #require(outcome.diagnostics.first, "\(testCase.name) was read without a word")
        #expect(diagnostic.path.description == "features[0].properties.regulations[0].\(testCase.path)")
        #expect(diagnostic.featureIndex == 0)
        #expect(outcome.report.regulationsMapped == 0)
        #expect(throws: CurbFeedError.self) { try CurbLRReader().read(feed) }
    }

    /// The well-formed equivalents are read, so the refusals above are about shape alone.
    @Test func theWellFormedConditionsAreRead() throws {
        let regulation = """
            {"rule": {"activity": "parking", "priorityCategory": "parking", "payment": true},
             "userClasses": [{"classes": ["permit"], "subclasses": ["zone 4"], "maxLength": 6}],
             "timeSpans": [{"daysOfWeek": {"days": ["mo", "tu"], "occurrencesInMonth": ["1st"]},
                            "timesOfDay": [{"from": "09:00", "to": "21:00"}]}],
             "payment": {"rates": [{"fees": [1], "durations": [60]}], "methods": ["meter"]}}
            """
        let feed = try CurbLRReader().read(CurbFixtures.feed(features: [CurbFixtures.feature(regulation: regulation)]))
        let read = try #require(feed.feed.features.first?.regulations.first)
        #expect(read.payment?.isRequired == true)
        #expect(!read.users.isEveryone)
        #expect(read.timeSpans.first?.timesOfDay.count == 1)
    }
}
