import Testing
import ZoneKit
@testable import DataBuild

@Suite struct CurbSideCompassTests {
    /// A line digitised northward: west is on its left, east on its right.
    static let northward = [
        Coordinate(latitude: 37.77, longitude: -122.42), Coordinate(latitude: 37.771, longitude: -122.42),
    ]

    @Test func compassLabelsGiveTheSideOfTheDigitisingDirection() {
        #expect(CurbSide.derived(fromCompass: "West", line: Self.northward) == .left)
        #expect(CurbSide.derived(fromCompass: "East", line: Self.northward) == .right)
        #expect(CurbSide.derived(fromCompass: "SouthWest", line: Self.northward) == .left)
        #expect(CurbSide.derived(fromCompass: "NE", line: Self.northward) == .right)
        #expect(CurbSide.derived(fromCompass: "West", line: Self.northward.reversed()) == .right)
    }

    @Test func labelsAlongTheLineOrUnknownGiveNoSide() {
        #expect(CurbSide.derived(fromCompass: "North", line: Self.northward) == nil)
        #expect(CurbSide.derived(fromCompass: "Uphill", line: Self.northward) == nil)
        #expect(CurbSide.derived(fromCompass: "West", line: [Self.northward[0]]) == nil)
    }
}
