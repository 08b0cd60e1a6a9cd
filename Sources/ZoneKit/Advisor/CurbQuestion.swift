import Foundation

/// The advisor's question: standing here, arriving then, with these permits, where near here may I
/// leave the car — for `stay`, or for as long as possible?
package struct CurbQuestion: Hashable, Sendable {
    /// Where the driver is.
    package var location: Coordinate
    /// When the car would be parked.
    package var arrival: Date
    /// The RPP area permits the driver holds, as typed.
    package var permits: [String]
    /// Whether the car displays a disabled placard.
    package var hasPlacard: Bool
    /// Whether the vehicle is over 22 feet long or 7 feet tall.
    package var isOversizedVehicle: Bool
    /// How long the car must be able to stay, or `nil` for "as long as possible".
    package var stay: TimeInterval?
    /// How far from ``location`` a curb may be, in metres (straight line).
    package var radius: Double

    /// Creates a question; 400 m is a few minutes' walk.
    package init(
        location: Coordinate, arrival: Date, permits: [String] = [], hasPlacard: Bool = false,
        isOversizedVehicle: Bool = false, stay: TimeInterval? = nil, radius: Double = 400
    ) {
        self.location = location
        self.arrival = arrival
        self.permits = permits
        self.hasPlacard = hasPlacard
        self.isOversizedVehicle = isOversizedVehicle
        self.stay = stay
        self.radius = radius
    }
}
