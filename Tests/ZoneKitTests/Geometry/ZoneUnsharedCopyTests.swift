import Testing

@testable import ZoneKit

/// A batch worker's copy of the zones (``Zone/unsharedCopy()``) must equal them and hold its arrays
/// in buffers of its own: shared buffers are what made two workers' reference counts contend.
@Suite struct ZoneUnsharedCopyTests {
    static func zone() throws -> Zone {
        let square = [
            Coordinate(latitude: 37.76, longitude: -122.43), Coordinate(latitude: 37.76, longitude: -122.42),
            Coordinate(latitude: 37.77, longitude: -122.42), Coordinate(latitude: 37.76, longitude: -122.43),
        ]
        return Zone(
            id: "sf_rpp_s_001", displayName: "Area S", permitArea: "S", validPermitAreas: ["S", "Q"],
            rules: [], metadata: JSONObject(uniqueMembers: [("source", .string("test"))]),
            shape: try MultiPolygon(coordinates: [[square]]))
    }

    /// The address of an array's elements.
    static func address<Element>(_ array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func isEqualWithBuffersOfItsOwn() throws {
        let zone = try Self.zone()
        let copy = zone.unsharedCopy()
        #expect(copy == zone)
        #expect(copy.shape.boundingBox == zone.shape.boundingBox)
        #expect(Self.address(copy.validPermitAreas) != Self.address(zone.validPermitAreas))
        #expect(Self.address(copy.shape.polygons) != Self.address(zone.shape.polygons))
        #expect(Self.address(copy.shape.polygons[0].rings) != Self.address(zone.shape.polygons[0].rings))
        let ring = zone.shape.polygons[0].shell
        let copiedRing = copy.shape.polygons[0].shell
        #expect(copiedRing.coordinates == ring.coordinates)
        #expect(Self.address(copiedRing.coordinates) != Self.address(ring.coordinates))
    }
}
