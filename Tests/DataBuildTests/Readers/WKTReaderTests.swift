import Testing
import ZoneKit
@testable import DataBuild

@Suite struct WKTReaderTests {
    @Test func lineStringIsOnePart() throws {
        let parts = try WKTReader.lineParts("LINESTRING (-122.389 37.769, -122.388 37.768)")
        #expect(
            parts == [
                [Coordinate(latitude: 37.769, longitude: -122.389), Coordinate(latitude: 37.768, longitude: -122.388)]
            ])
    }

    @Test func multiLineStringHasOnePartPerMember() throws {
        let parts = try WKTReader.lineParts("MULTILINESTRING ((-122.47 37.78, -122.46 37.79), (1 2, 3 4, 5 6))")
        #expect(parts.map(\.count) == [2, 3])
        #expect(parts[1][2] == Coordinate(latitude: 6, longitude: 5))
    }

    @Test func keywordsAreCaseInsensitiveAndExtraOrdinatesIgnored() throws {
        let parts = try WKTReader.lineParts("  multilinestring((1 2 9, 3 4 9))  ")
        #expect(parts == [[Coordinate(latitude: 2, longitude: 1), Coordinate(latitude: 4, longitude: 3)]])
        #expect(try WKTReader.lineParts("LINESTRING EMPTY").isEmpty)
    }

    @Test func otherGeometriesAndBrokenTextAreErrors() {
        #expect(throws: WKTReader.Failure.self) { try WKTReader.lineParts("POINT (1 2)") }
        #expect(throws: WKTReader.Failure.self) { try WKTReader.lineParts("LINESTRING (1 2, 3") }
        #expect(throws: WKTReader.Failure.self) { try WKTReader.lineParts("LINESTRING (1 x, 3 4)") }
        #expect(throws: WKTReader.Failure.self) { try WKTReader.lineParts("") }
    }
}
