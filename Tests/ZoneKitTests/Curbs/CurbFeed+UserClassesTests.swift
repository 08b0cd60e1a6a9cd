import Testing

@testable import ZoneKit

/// The user classes a feed names, which `--vehicle` and `--user-class` are checked against.
@Suite struct CurbFeedUserClassesTests {
    @Test func austinNamesItsClassesAsItWritesThem() throws {
        let feed = try CurbFixtures.reading(CurbFixtures.austinPath).feed
        #expect(feed.userClassNames == ["Austin Police Department", "bicycle", "commercial", "pedicab", "valet"])
    }

    @Test(arguments: [
        ("motorcycle", CurbFeed.UserClassStanding.named), ("USPS", .named), ("usps", .named),
        ("bus", .wellKnown), ("bicycle", .wellKnown), ("motorcyle", .unknown), ("spaceship", .unknown),
    ])
    func portlandsStandingOfAClass(_ name: String, _ standing: CurbFeed.UserClassStanding) throws {
        let feed = try CurbFixtures.reading(CurbFixtures.portlandPath).feed
        #expect(feed.standing(ofUserClass: name) == standing)
    }
}
