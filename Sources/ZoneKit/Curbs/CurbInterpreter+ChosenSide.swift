import Foundation

/// How the driver chooses the car's side of the street for a curb answer, in place of the side the
/// point is on: San Francisco's `--side` and `--heading`.
package enum CurbSideChoice: Hashable, Sendable {
    /// `left`/`right` of the nearest street reference's direction, or a compass side (`north`…).
    case hint(SideHint)
    /// The way the car faces, in degrees clockwise from north; cars park with the traffic, so the
    /// curb is on the right of travel.
    case heading(Double)
}

/// What a ``CurbSideChoice`` makes of the street at a point.
package enum CurbSideResolution: Hashable, Sendable {
    /// The side of the nearest reference's line (facing along its direction).
    case side(CurbLineSide)
    /// The heading runs along the street's normal, within about 20° of across it: it does not tell
    /// the side, and the point's own side is answered.
    case acrossStreet
    /// The compass side runs along the street (`north` on an east–west street… the other way): it
    /// names neither side, and the point's own side is answered.
    case unmatched
    /// No street within reach: the choice is not used.
    case notAtStreet
}

extension CurbInterpreter {
    /// ``answer(at:arrival:user:)`` on the side `choice` chooses, with what the choice made of
    /// the street; the point's own side when `choice` is `nil` or does not tell a side.
    ///
    /// The side is chosen on the nearest reference's line at the point (its direction there);
    /// every other reference drawn along the same line gets the same curb (the other side of a
    /// reference drawn the other way). A compass side and a heading are read as San Francisco's
    /// are: a compass side within about 22° of the line names neither side, and a heading within
    /// about 20° of across the street does not tell the side.
    ///
    /// `accuracy` is how far off the point may be, in metres: nearer the centreline than that, the
    /// point's own side is not certain and both sides are asked (unless `choice` tells the side).
    package func answer(
        at point: Coordinate, arrival: Date, user: CurbUser = .privateCar, choosing choice: CurbSideChoice?,
        accuracy: Double? = nil
    ) -> (answer: CurbAnswer, resolution: CurbSideResolution?) {
        guard let choice else {
            return (answer(at: point, on: spots(near: point), arrival: arrival, user: user, accuracy: accuracy), nil)
        }
        let chosen = spots(near: point, choosing: choice)
        guard case .side = chosen.resolution else {
            let answer = answer(at: point, on: chosen.spots, arrival: arrival, user: user, accuracy: accuracy)
            return (answer, chosen.resolution)
        }
        return (answer(for: chosen.spots, arrival: arrival, user: user), chosen.resolution)
    }

    /// The spots near `point` (``spots(near:)``), put on the side `choice` chooses when it tells
    /// one (``CurbSideResolution/side(_:)``); as found otherwise.
    func spots(near point: Coordinate, choosing choice: CurbSideChoice) -> (
        spots: [CurbSpot], resolution: CurbSideResolution
    ) {
        let spots = self.spots(near: point)
        guard let first = spots.first else { return (spots, .notAtStreet) }
        let resolution = Self.resolve(choice, direction: first.direction)
        guard case .side(let side) = resolution else { return (spots, resolution) }
        return (spots.map { $0.onSide(side, of: first) }, resolution)
    }

    /// The side `choice` names of a line running along `direction` (metres east and north).
    static func resolve(_ choice: CurbSideChoice, direction: (east: Double, north: Double)) -> CurbSideResolution {
        let length = (direction.east * direction.east + direction.north * direction.north).squareRoot()
        guard length > 0 else { return .unmatched }
        let leftNormal = (east: -direction.north / length, north: direction.east / length)
        let side: CurbSide?
        switch choice {
        case .hint(.curb(let curb)): side = curb
        case .hint(.compass(let compass)):
            side = SideGeometry.side(facing: compass.vector, leftNormal: leftNormal, threshold: 0.38)
            if side == nil { return .unmatched }
        case .heading(let heading):
            side = SideGeometry.side(facing: SideGeometry.rightOfTravel(heading: heading), leftNormal: leftNormal)
            if side == nil { return .acrossStreet }
        }
        return side == .left ? .side(.left) : .side(.right)
    }
}
