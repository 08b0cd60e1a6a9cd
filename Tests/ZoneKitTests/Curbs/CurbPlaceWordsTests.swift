import Testing

@testable import ZoneKit

/// A curb named without the feed's ids: the side by the compass, the way the street runs.
@Suite struct CurbPlaceWordsTests {
    private func place(_ side: CurbLineSide, running direction: CompassDirection?, street: String? = nil) -> CurbPlace {
        CurbPlace(
            referenceID: "r", side: side, position: 10, distance: 6, streetName: street, lineDirection: direction)
    }

    @Test func theRightOfALineRunningNorthIsItsEastSide() {
        #expect(place(.right, running: .north).sideDirection == .east)
        #expect(place(.left, running: .north).sideDirection == .west)
        #expect(place(.right, running: .west).sideDirection == .north)
        #expect(place(.left, running: .northwest).sideDirection == .southwest)
        #expect(place(.unknown, running: .north).sideDirection == nil)
        #expect(place(.right, running: nil).sideDirection == nil)
    }

    @Test func turningGoesRoundTheCompassBothWays() {
        #expect(CompassDirection.northwest.turned(byEighths: 2) == .northeast)
        #expect(CompassDirection.north.turned(byEighths: -2) == .west)
        #expect(CompassDirection.south.turned(byEighths: 8) == .south)
        #expect(CompassDirection.east.turned(byEighths: -10) == .north)
    }

    @Test func theDescriptionNamesTheStreetWhenTheFeedDoes() {
        #expect(place(.right, running: .east).plainDescription == "south side of an east–west street")
        #expect(place(.left, running: .south).plainDescription == "east side of a north–south street")
        #expect(place(.right, running: .northeast).plainDescription == "southeast side of a northeast–southwest street")
        #expect(place(.right, running: .east, street: "SW Yamhill St").plainDescription == "SW Yamhill St, south side")
        #expect(place(.unknown, running: .east).plainDescription == "the centreline of an east–west street")
        #expect(place(.left, running: nil).plainDescription == "the left side as the feed draws it")
    }
}

/// Where along its block a stretch lies, counted from the block's northern or western end.
@Suite struct BlockPartTests {
    @Test func theMetresCountFromTheNorthernOrWesternEndWhicheverWayTheLineRuns() {
        let southward = BlockPart(along: [24, 44, 64], blockLength: 160, lineStartsAt: .north)
        #expect(southward.description == "24–64 m from its north end")
        let northward = BlockPart(along: [24, 44, 64], blockLength: 160, lineStartsAt: .south)
        #expect(northward.description == "96–136 m from its north end")
        let eastward = BlockPart(along: [80], blockLength: 100, lineStartsAt: .east)
        #expect(eastward.description == "at 20 m from its west end")
        let diagonal = BlockPart(along: [10.4, 30.6], blockLength: 50, lineStartsAt: .southwest)
        #expect(diagonal.description == "19–40 m from its northeast end")
    }
}
