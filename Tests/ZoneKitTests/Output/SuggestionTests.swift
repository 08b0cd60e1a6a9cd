import Testing

@testable import ZoneKit

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("permt", "permit", 1), ("josn", "json", 1), ("", "abc", 3), ("kitten", "sitting", 3), ("same", "same", 0),
        ("ab", "ba", 1),
    ])
    func editDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
        #expect(Suggestion.editDistance(b, a) == distance)
    }

    @Test func plausibleTyposAreSuggestedAndWildGuessesAreNot() {
        let names = ["verdict", "verdictReason", "status", "zone.code", "zone.name", "parkUntil.time"]
        // A letter missing, letters swapped, another case, the start of one name only.
        #expect(Suggestion.nearest(to: "verdct", among: names) == "verdict")
        #expect(Suggestion.nearest(to: "stauts", among: names) == "status")
        #expect(Suggestion.nearest(to: "parkuntil.time", among: names) == "parkUntil.time")
        #expect(Suggestion.nearest(to: "verdictR", among: names) == "verdictReason")
        // The start of several names, and names far from every one, suggest nothing.
        #expect(Suggestion.nearest(to: "zone", among: names) == nil)
        #expect(Suggestion.nearest(to: "weather", among: names) == nil)
        #expect(Suggestion.nearest(to: "", among: names) == nil)
    }
}
