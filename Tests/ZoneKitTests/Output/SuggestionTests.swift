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
        let names = ["permit", "placard", "no-color", "threshold", "json", "fields"]
        #expect(Suggestion.nearest(to: "permt", among: names) == "permit")
        #expect(Suggestion.nearest(to: "no-colour", among: names) == "no-color")
        #expect(Suggestion.nearest(to: "thresh", among: names) == "threshold")
        #expect(Suggestion.nearest(to: "JSON", among: names) == "json")
        #expect(Suggestion.nearest(to: "zebra", among: names) == nil)
        #expect(Suggestion.nearest(to: "x", among: names) == nil)
    }
}
