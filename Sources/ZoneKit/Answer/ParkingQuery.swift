import Foundation

/// The question: standing here, arriving then, with these permits, may I park — and until when?
public struct ParkingQuery: Hashable, Sendable {
    /// Where the car is.
    public var location: Coordinate
    /// When the car is parked (an instant; rules are read in San Francisco time whatever the host's
    /// time zone).
    public var arrival: Date
    /// The RPP area permits the driver holds, as typed (`s`, `HV`); checked against the data.
    public var permits: [String]
    /// Whether the car displays a disabled placard: exempt from time limits and meters, not from
    /// sweeping or no parking.
    public var hasPlacard: Bool
    /// Which side of the street, when the user says so; wins over heading and position.
    package var side: SideHint?
    /// The direction the car points, in degrees clockwise from north. Cars park with the traffic,
    /// so on a two-way street the car is on the right of its heading. Wins over position.
    public var heading: Double?
    /// The GPS horizontal accuracy in metres, if known: a point nearer the centreline than this
    /// cannot be given a side.
    public var accuracy: Double?
    /// The zone lookup's answer for the point, if the caller has one.
    package var zone: SFZoneContext?
    /// Whether the vehicle is over 22 feet long or 7 feet tall (bound by oversized-vehicle bans).
    public var isOversizedVehicle: Bool
    /// How the typed arrival was resolved when the wall-clock time named no single instant (the
    /// spring-forward gap or the fall-back hour; ``PacificTime/parseArrival(_:)``), so that the
    /// answer can say which instant it is for. Set it together with ``arrival``: an adjustment whose
    /// `ArrivalAdjustment/used` instant is not the arrival is stale and ignored.
    package var arrivalAdjustment: ArrivalAdjustment?

    /// Creates a query.
    ///
    /// - Parameters:
    ///   - location: where the car would park.
    ///   - arrival: when it would arrive.
    ///   - permits: the permit areas the car holds (`["Q"]`), if any.
    ///   - hasPlacard: whether the car shows a disabled placard.
    ///   - heading: the car's heading in degrees clockwise from north, if known.
    ///   - accuracy: how far off `location` may be, in metres, if known.
    ///   - isOversizedVehicle: whether the vehicle is oversized (over 22 feet or 7 feet high).
    public init(
        location: Coordinate, arrival: Date, permits: [String] = [], hasPlacard: Bool = false, heading: Double? = nil,
        accuracy: Double? = nil, isOversizedVehicle: Bool = false
    ) {
        self.init(
            location: location, arrival: arrival, permits: permits, hasPlacard: hasPlacard, side: nil, heading: heading,
            accuracy: accuracy, zone: nil, isOversizedVehicle: isOversizedVehicle, arrivalAdjustment: nil)
    }

    /// Creates a query with the parts only the package sets: the side hint, the zone context and
    /// how a typed arrival was resolved.
    package init(
        location: Coordinate, arrival: Date, permits: [String] = [], hasPlacard: Bool = false, side: SideHint? = nil,
        heading: Double? = nil, accuracy: Double? = nil, zone: SFZoneContext? = nil, isOversizedVehicle: Bool = false,
        arrivalAdjustment: ArrivalAdjustment? = nil
    ) {
        self.location = location
        self.arrival = arrival
        self.permits = permits
        self.hasPlacard = hasPlacard
        self.side = side
        self.heading = heading
        self.accuracy = accuracy
        self.zone = zone
        self.isOversizedVehicle = isOversizedVehicle
        self.arrivalAdjustment = arrivalAdjustment
    }
}
