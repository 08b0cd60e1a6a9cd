import Foundation

/// A stretch of one side of one block where the rules read the same along its length, and what a
/// car parked there is told: the unit of the advisor's answer.
package struct CurbStretch: Hashable, Sendable {
    /// The street, if the data names it.
    package let street: String?
    /// The cross street at one end of the block, if known.
    package let fromStreet: String?
    /// The cross street at the other end, if known.
    package let toStreet: String?
    /// The side of the street, relative to the centreline's digitising direction.
    package let side: CurbSide
    /// That side as a compass point, if known.
    package let compass: CompassDirection?
    /// The centreline's CNN, if any.
    package let cnn: String?
    /// The stretch along the curb (the centreline moved to the side), in order, at least two points.
    package let line: [Coordinate]
    /// The point of the stretch nearest the driver: where to walk to, and where the answer was asked.
    package let walkTo: Coordinate
    /// The straight-line distance from the driver to ``walkTo``, in metres (not along the streets).
    package let distance: Double
    /// What a car parked at ``walkTo`` on this side at the arrival is told.
    package let verdict: ParkingVerdict
    /// Why.
    package let verdictReason: String
    /// Until when, if a rule ends the stay.
    package let parkUntil: ParkingDeadline?

    /// `Guerrero St between 19th St and 20th St, west side`.
    package var place: String {
        AddressHint(street: street ?? "unnamed street", fromStreet: fromStreet, toStreet: toStreet, side: compass)
            .description
    }

    /// Whether the car may be parked here at `arrival` and stay for `stay` (or, without one, at
    /// all): a `yes`, or an `only if` whose condition the driver can meet now (pay the meter,
    /// display their placard), lasting at least that long. A meter starting during the stay does
    /// not end it: the driver pays from then (the listing says so), and must move only later.
    package func allows(stay: TimeInterval?, from arrival: Date) -> Bool {
        guard verdict == .yes || verdict == .conditionally else { return false }
        guard let stay, let parkUntil else { return true }
        guard let end = parkUntil.mustMoveBy else { return true }
        return end >= arrival.addingTimeInterval(stay)
    }
}
