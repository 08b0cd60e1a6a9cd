import Foundation
import ZoneKit

/// One place to answer for, read from a line of batch input (or one feature of a GeoJSON
/// document), with what the line says about the time, the permits, the placard, the side of the
/// street, the heading and the position's accuracy.
package struct InputRow: Equatable, Sendable {
    /// Where the row is: the file and the line (of a feature: the line where it starts).
    package var location: InputLocation
    /// The row's own id (an `id` column or member, or a feature's `id`), when it has one.
    package var id: String?
    /// The place, checked to be within the WGS84 ranges.
    package var coordinate: Coordinate
    /// The time the row asks about, as written (`2026-07-06T08:30`), when it gives one.
    package var at: String?
    /// ``at`` read as San Francisco time by ``PacificTime/parse(_:)``.
    package var instant: Date?
    /// How ``instant`` was resolved when ``at`` named no single instant in San Francisco (the
    /// spring-forward gap or the fall-back hour; ``PacificTime/parseArrival(_:)``).
    package var arrivalAdjustment: ArrivalAdjustment?
    /// The permits the row says are held (area codes as written), possibly none.
    package var permits: [String]
    /// Whether a disabled parking placard is displayed, when the row says.
    package var placard: Bool?
    /// The side of the street the car is on, when the row says (``ParkingQuery/side``).
    package var side: SideHint?
    /// The way the car faces, in degrees from north, when the row says (``ParkingQuery/heading``).
    package var heading: Double?
    /// How far off the position may be, in metres, when the row says (``ParkingQuery/accuracy``).
    package var accuracy: Double?
    /// The values of the input columns the row keeps (`--keep`), in their order: a CSV cell as
    /// text (`null` when the row has no such cell), a JSON member or property as it is.
    package var kept: [JSONValue] = []

    /// Creates a row.
    package init(
        location: InputLocation, id: String? = nil, coordinate: Coordinate, at: String? = nil,
        instant: Date? = nil, permits: [String] = [], placard: Bool? = nil, arrivalAdjustment: ArrivalAdjustment? = nil,
        side: SideHint? = nil, heading: Double? = nil, accuracy: Double? = nil
    ) {
        self.location = location
        self.id = id
        self.coordinate = coordinate
        self.at = at
        self.instant = instant
        self.permits = permits
        self.placard = placard
        self.arrivalAdjustment = arrivalAdjustment
        self.side = side
        self.heading = heading
        self.accuracy = accuracy
    }

    /// The 1-based line the row is on.
    package var lineNumber: Int { location.line }
}
