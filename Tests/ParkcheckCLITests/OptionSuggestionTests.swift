import Testing
import ZoneKit

@testable import parkcheck

/// The command line's own option names get their "did you mean" from ZoneKit's `Suggestion`.
@Suite struct OptionSuggestionTests {
    @Test func plausibleTyposOfOptionsAreSuggestedAndWildGuessesAreNot() {
        let names = Invocation.options.map(\.name)
        #expect(Suggestion.nearest(to: "permt", among: names) == "permit")
        #expect(Suggestion.nearest(to: "no-colour", among: names) == "no-color")
        #expect(Suggestion.nearest(to: "thresh", among: names) == "threshold")
        #expect(Suggestion.nearest(to: "JSON", among: names) == "json")
        #expect(Suggestion.nearest(to: "zebra", among: names) == nil)
        #expect(Suggestion.nearest(to: "x", among: names) == nil)
    }
}
