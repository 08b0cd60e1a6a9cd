import Foundation

extension CurbPlace {
    /// The side of the street the point is on, as a compass point: the right-hand side of a line
    /// running north is its east side. `nil` on the centreline or where the line has no direction.
    var sideDirection: CompassDirection? {
        guard let lineDirection else { return nil }
        switch side {
        case .right: return lineDirection.turned(byEighths: 2)
        case .left: return lineDirection.turned(byEighths: -2)
        case .unknown: return nil
        }
    }

    /// Where the curb is, in the words a driver checks against the street, without the feed's ids:
    /// `SW Yamhill St, south side` where the feed names the street, `south side of an east–west
    /// street` where it does not (the reference and the position along it are for `--verbose`
    /// and JSON).
    package var plainDescription: String {
        let street = streetName.map { $0 + ", " } ?? ""
        guard let lineDirection else {
            // A line of no length at the point: only the feed's own left or right is known.
            return street + (side == .unknown ? "on the street's centreline" : "the \(side) side as the feed draws it")
        }
        let axis = Self.axis(lineDirection)
        if let compass = sideDirection {
            return streetName == nil ? "\(compass) side of \(axis) street" : "\(street)\(compass) side"
        }
        return streetName == nil ? "the centreline of \(axis) street" : "\(street)on its centreline"
    }

    /// `a north–south`, `an east–west`, `a northeast–southwest`: the way a street runs, with its
    /// article.
    private static func axis(_ direction: CompassDirection) -> String {
        switch direction {
        case .north, .south: "a north–south"
        case .east, .west: "an east–west"
        case .northeast, .southwest: "a northeast–southwest"
        case .northwest, .southeast: "a northwest–southeast"
        }
    }
}

extension CurbNearbyCurb {
    /// Which way the curb is from `point` (the person), to the nearest compass point; `nil` when it
    /// is at the point.
    package func direction(from point: Coordinate) -> CompassDirection? {
        let offset = LocalProjection(referenceLatitude: point.latitude).offset(of: self.point, from: point)
        return CompassDirection(east: offset.east, north: offset.north)
    }
}
