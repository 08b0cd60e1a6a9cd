import Foundation

/// A curb near a point that is not at a street: the side of a street facing the point, how far it
/// is, and — when it is within the answer's reach, so that it counts — what a car parked there
/// would be told. (Where to park farther away is the advisor's question, not this answer's.)
package struct SFNearbyCurb: Hashable, Sendable {
    /// The street, if the data names it.
    package let street: String?
    /// The cross street at one end of the block, if known.
    package let fromStreet: String?
    /// The cross street at the other end, if known.
    package let toStreet: String?
    /// The side of the street facing the point, relative to the centreline's digitising direction.
    package let side: CurbSide
    /// That side as a compass point, if known.
    package let compass: CompassDirection?
    /// The centreline's CNN, if any.
    package let cnn: String?
    /// The straight-line distance from the point to the street's centreline, in metres.
    package let distance: Double
    /// Whether the curb is within the answer's reach, so that its verdict counts.
    var isWithinReach: Bool { verdict != nil }
    /// The nearest point of the centreline: where to walk to.
    package let point: Coordinate
    /// What a car parked on this side at this point is told, or `nil` beyond the reach.
    package let verdict: ParkingVerdict?
    /// Why, or `nil` beyond the reach.
    package let verdictReason: String?
    /// Until when, if a rule ends the stay (and the curb is within the reach).
    package let parkUntil: ParkingDeadline?

    /// `Sanchez St between Hancock St and 19th St, west side`.
    package var place: String {
        AddressHint(street: street ?? "unnamed street", fromStreet: fromStreet, toStreet: toStreet, side: compass)
            .description
    }
}
