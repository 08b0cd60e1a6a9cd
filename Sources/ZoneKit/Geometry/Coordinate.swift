/// A WGS84 position. Labels are named so nobody has to remember GeoJSON's `[lon, lat]` order.
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator, -90...90.
    public var latitude: Double
    /// Degrees east of Greenwich, -180...180.
    public var longitude: Double

    /// Creates a coordinate from latitude and longitude in degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both values are finite and within the WGS84 ranges.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// `[lon, lat]`, the GeoJSON order, for messages.
    public var description: String { "[\(longitude), \(latitude)]" }
}
