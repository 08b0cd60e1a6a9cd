/// A GeoJSON position (RFC 7946 §3.1.1): longitude and latitude, and optionally an altitude.
///
/// Written `[longitude, latitude]` or `[longitude, latitude, altitude]` in GeoJSON; held here as a
/// ``Coordinate`` so nobody has to remember the order. Values after the altitude are not kept
/// (the reader warns about them).
package struct GeoJSONPosition: Hashable, Sendable, CustomStringConvertible {
    /// Latitude and longitude in degrees.
    package var coordinate: Coordinate
    /// Height in metres above or below the WGS84 ellipsoid, when the position has a third value.
    var altitude: Double?

    /// Creates a position from a coordinate and an optional altitude.
    package init(coordinate: Coordinate, altitude: Double? = nil) {
        self.coordinate = coordinate
        self.altitude = altitude
    }

    /// Creates a position from its values in GeoJSON order.
    package init(longitude: Double, latitude: Double, altitude: Double? = nil) {
        self.init(coordinate: Coordinate(latitude: latitude, longitude: longitude), altitude: altitude)
    }

    /// Degrees east of Greenwich.
    package var longitude: Double { coordinate.longitude }
    /// Degrees north of the equator.
    package var latitude: Double { coordinate.latitude }

    /// `[lon, lat]` or `[lon, lat, alt]`, as GeoJSON writes it.
    package var description: String {
        guard let altitude else { return coordinate.description }
        return "[\(coordinate.longitude), \(coordinate.latitude), \(altitude)]"
    }
}
