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
