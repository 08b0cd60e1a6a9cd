/// Where the point is relative to the sweeping centrelines: the nearest one, any segments of the
/// same street meeting it at the nearest point, and the side of the street the car is on.
struct SFStreetPosition {
    /// A centreline counted for the car, with the side the car is on relative to that line's own
    /// digitising direction (`nil`: both sides).
    struct Line {
        /// The centreline found.
        let hit: SFNearbyLine
        /// The car's side of this line, or `nil` when undetermined.
        let side: CurbSide?
    }

    /// The nearest centreline first, then segments of the same street joined at the nearest point.
    let lines: [Line]
    /// How the side was decided, and what it is on the nearest centreline.
    let finding: SFSideFinding
    /// The unit vector (east, north) pointing from the centreline towards the car's curb, or `nil`
    /// when the side is undetermined.
    let outward: (east: Double, north: Double)?

    /// The nearest centreline's hit, or `nil` without one.
    var primary: SFNearbyLine? { lines.first?.hit }
}
