/// Which side of the street the car was placed on, and how that was decided.
package struct SFSideFinding: Hashable, Sendable {
    /// How the side was decided.
    package enum Method: String, Hashable, Sendable {
        /// The user named the side (left/right or a compass point).
        case userSide
        /// From the heading: cars park with the traffic, on the right of travel.
        case heading
        /// From the position: the sign of the cross product against the centreline.
        case position
        /// It could not be told (too near the centreline, or a hint that matched no side): both
        /// sides are reported.
        case undetermined
        /// No sweeping centreline is near.
        case noCentreline
        /// The point is not at a street: the side of a nearby street facing the point, whose curb
        /// answered (``AnswerBasis/nearbyCurbs``).
        case nearbyCurb
    }

    /// The side of the centreline's digitising direction, or `nil` when undetermined.
    package let side: CurbSide?
    /// The side's compass point, or `nil`.
    package let compass: CompassDirection?
    /// How it was decided.
    package let method: Method
    /// The distance in metres from the point to the centreline, or `nil` without one.
    let distanceToCentreline: Double?
    /// The centreline's CNN, or `nil`.
    package let cnn: String?
}
