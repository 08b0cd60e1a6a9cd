import Foundation
import Testing
import TestSupport

@testable import ZoneKit

/// `City(plainJSON:)` gives what `JSONDecoder` gives, and leaves to it what it would refuse.
@Suite struct CityJSONTests {
    static let bundledSlugs = ["austin", "portland", "san-francisco"]

    @Test(arguments: bundledSlugs) func readsEveryBundledCityAsJSONDecoderDoes(slug: String) throws {
        let url = SharedFolder.repositoryRoot.appendingPathComponent("Resources/cities/\(slug)/city.json")
        let bytes = try Data(contentsOf: url)
        let plain = try #require(City(plainJSON: bytes))
        #expect(plain == (try JSONDecoder().decode(City.self, from: bytes)))
    }

    static let edited: [String] = [
        // Optional members absent or null, an unknown member, a source without a version.
        #"{"name":"X","slug":"x","timeZone":"UTC","timeZoneRule":"UTC0","bounds":[1,2.5,3e0,4],"dataDate":"d","#
            + #""authority":"a","licence":"l","attribution":"t\u00e9","sources":[{"file":"f","sha256":"s","#
            + #""format":"CDS"}],"curbFormat":"sf-tables","curbsFile":null,"extra":{"deep":[1]}}"#
    ]

    @Test(arguments: edited) func readsEditedDescriptionsAsJSONDecoderDoes(text: String) throws {
        let bytes = Data(text.utf8)
        let plain = try #require(City(plainJSON: bytes))
        #expect(plain == (try JSONDecoder().decode(City.self, from: bytes)))
    }

    static let refused: [String] = [
        "",
        "[]",
        #"{"name":"X"}"#,
        #"{"name":"X","slug":"x","timeZone":"UTC","timeZoneRule":"UTC0","bounds":[1,2,3,4],"dataDate":"d","#
            + #""authority":"a","licence":"l","attribution":"t","sources":[],"curbFormat":"paper"}"#,
        #"{"name":1,"slug":"x","timeZone":"UTC","timeZoneRule":"UTC0","bounds":[1,2,3,4],"dataDate":"d","#
            + #""authority":"a","licence":"l","attribution":"t","sources":[],"curbFormat":"curblr"}"#,
        #"{"name":"X","slug":"x","timeZone":"UTC","timeZoneRule":"UTC0","bounds":[1,2,3,4],"dataDate":"d","#
            + #""authority":"a","licence":"l","attribution":"t","sources":[],"curbFormat":"curblr","curbsFile":5}"#,
    ]

    @Test(arguments: refused) func leavesToJSONDecoderWhatIsNotPlainlyACity(text: String) {
        #expect(City(plainJSON: Data(text.utf8)) == nil)
    }
}
