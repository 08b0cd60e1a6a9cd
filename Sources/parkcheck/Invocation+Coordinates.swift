import Foundation

/// Checking the coordinates of a lookup before anything is looked up.
extension Invocation {
    /// The lookup of `latitude`, `longitude`, or the usage error that says what is wrong with them.
    ///
    /// LAT must be -90…90 and LON -180…180. When LAT is out of range but LON would be a latitude,
    /// the two were typed the wrong way round (`-122.43 37.76`): the message says so and shows the
    /// right order, as typed.
    ///
    /// - Parameters:
    ///   - latitude: LAT as a number.
    ///   - longitude: LON as a number.
    ///   - typed: LAT and LON as the user typed them, for messages.
    /// - Throws: ``UsageError/swappedCoordinates(latitude:longitude:)`` or
    ///   ``UsageError/invalidNumber(what:value:expected:)``.
    static func lookup(
        latitude: Double, longitude: Double, typed: (latitude: String, longitude: String)
    ) throws(UsageError) -> Command {
        let place = try checkedPlace(latitude: latitude, longitude: longitude, typed: typed)
        return .lookup(latitude: place.latitude, longitude: place.longitude)
    }

    /// `latitude`, `longitude` once checked as ``lookup(latitude:longitude:typed:)`` checks them
    /// (for `near` too).
    ///
    /// - Throws: ``UsageError/swappedCoordinates(latitude:longitude:)`` or
    ///   ``UsageError/invalidNumber(what:value:expected:)``.
    static func checkedPlace(
        latitude: Double, longitude: Double, typed: (latitude: String, longitude: String)
    ) throws(UsageError) -> (latitude: Double, longitude: Double) {
        let latitudeText = typed.latitude.trimmingCharacters(in: .whitespaces)
        let longitudeText = typed.longitude.trimmingCharacters(in: .whitespaces)
        if abs(latitude) > 90 {
            if abs(latitude) <= 180, abs(longitude) <= 90 {
                throw .swappedCoordinates(latitude: latitudeText, longitude: longitudeText)
            }
            throw .invalidNumber(what: "LAT", value: latitudeText, expected: "a latitude between -90 and 90")
        }
        guard abs(longitude) <= 180 else {
            throw .invalidNumber(what: "LON", value: longitudeText, expected: "a longitude between -180 and 180")
        }
        return (latitude, longitude)
    }
}
