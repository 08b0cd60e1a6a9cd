@testable import ZoneKit

/// Rectangular zones laid out in metres east and north of an origin in San Francisco, so that
/// every distance in a test can be read off the layout.
enum TestZones {
    static let origin = Coordinate(latitude: 37.76, longitude: -122.43)
    static let projection = LocalProjection(referenceLatitude: origin.latitude)

    /// The position `east` and `north` metres from ``origin``.
    static func point(east: Double, north: Double = 0) -> Coordinate {
        Coordinate(
            latitude: origin.latitude + north / LocalProjection.metresPerDegreeLatitude,
            longitude: origin.longitude + east / projection.metresPerDegreeLongitude)
    }

    /// The rectangle `west...east` × `south...north`, in metres from ``origin``, counter-clockwise.
    static func rectangle(west: Double, east: Double, south: Double = -50, north: Double = 50) throws -> Polygon {
        let corners = [
            point(east: west, north: south), point(east: east, north: south), point(east: east, north: north),
            point(east: west, north: north),
        ]
        return try Polygon(rings: [corners + [corners[0]]])
    }

    /// A zone of one or more rectangles.
    static func zone(
        _ id: String, restrictiveness: Int = 8, _ rectangles: [(west: Double, east: Double)]
    ) throws -> Zone {
        let shape = try MultiPolygon(polygons: rectangles.map { try rectangle(west: $0.west, east: $0.east) })
        return Zone(id: id, displayName: "Area \(id)", permitArea: id, restrictiveness: restrictiveness, shape: shape)
    }
}
