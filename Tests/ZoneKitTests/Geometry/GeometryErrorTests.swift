import Testing
import ZoneKit

@Suite struct GeometryErrorTests {
    @Test func messageNamesThePlaceTheProblemAndTheFix() {
        let error = GeometryError.inPolygon(
            2,
            .inRing(
                0,
                .ringNotClosed(
                    first: Coordinate(latitude: 37.77, longitude: -122.41),
                    last: Coordinate(latitude: 37.77, longitude: -122.4))))
        #expect(
            error.description
                == "polygon 2, ring 0: the ring is not closed (first [-122.41, 37.77] ≠ last [-122.4, 37.77]); "
                + "repeat the first position at the end of the ring")
    }

    @Test func everyLeafSaysWhatToDo() {
        let leaves: [GeometryError] = [
            .ringTooShort(count: 3), .lineStringTooShort(count: 1),
            .nonFiniteCoordinate(position: 4, Coordinate(latitude: .nan, longitude: 0)),
            .polygonWithoutRings, .multiPolygonWithoutPolygons,
            .ringNotClosed(first: Coordinate(latitude: 0, longitude: 0), last: Coordinate(latitude: 1, longitude: 1)),
        ]
        for leaf in leaves {
            let message = GeometryError.inRing(1, leaf).description
            #expect(message.hasPrefix("ring 1: "), "\(message)")
            #expect(["drop", "add", "give", "fix", "repeat"].contains { message.contains($0) }, "\(message)")
        }
        #expect(GeometryError.ringTooShort(count: 1).description.contains("1 position but"))
    }
}
