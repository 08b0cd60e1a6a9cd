import Testing
import ZoneKit
@testable import DataBuild

@Suite struct StreetSideTests {
    /// A line digitised northward: west is on its left, east on its right.
    static let northward = [
        Coordinate(latitude: 37.77, longitude: -122.42), Coordinate(latitude: 37.771, longitude: -122.42),
    ]

    @Test func compassLabelsGiveTheSideOfTheDigitisingDirection() {
        #expect(StreetSide.derived(fromCompass: "West", line: Self.northward) == .left)
        #expect(StreetSide.derived(fromCompass: "East", line: Self.northward) == .right)
        #expect(StreetSide.derived(fromCompass: "SouthWest", line: Self.northward) == .left)
        #expect(StreetSide.derived(fromCompass: "NE", line: Self.northward) == .right)
        #expect(StreetSide.derived(fromCompass: "West", line: Self.northward.reversed()) == .right)
    }

    @Test func labelsAlongTheLineOrUnknownGiveNoSide() {
        #expect(StreetSide.derived(fromCompass: "North", line: Self.northward) == nil)
        #expect(StreetSide.derived(fromCompass: "Uphill", line: Self.northward) == nil)
        #expect(StreetSide.derived(fromCompass: "West", line: [Self.northward[0]]) == nil)
    }
}
