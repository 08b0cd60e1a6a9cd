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
    /// The stretch along the curb (the centreline moved to the side), in order, at least two points:
    /// from halfway between its first sample and the one before to halfway between its last and
    /// the one after (the block's ends inset by ``CurbStations/endInset``).
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
    /// Where along its block the stretch lies: what tells apart two stretches of one block side.
    package var part: BlockPart? = nil
    /// The line the stretch lies along where there is no CNN: a curb feed's street reference and
    /// feature (`ref 12 feature 3`), which tells its block sides apart.
    package var lineKey: String? = nil
    /// Where it is in words, where the street's name and side do not say it: a curb feed's
    /// `south side of an east–west street` (``CurbPlace/plainDescription``).
    var placeWords: String? = nil

    /// `Guerrero St between 19th St and 20th St, west side`.
    package var place: String {
        if let placeWords { return placeWords }
        return AddressHint(
            street: street ?? "unnamed street", fromStreet: fromStreet, toStreet: toStreet, side: compass
        )
        .description
    }

    /// ``place`` and, when `showingPart`, where along the block: `Guerrero St between 19th St and
    /// 20th St, east side, 4–44 m from its north end`.
    package func place(showingPart: Bool) -> String {
        guard showingPart, let part else { return place }
        return "\(place), \(part)"
    }

    /// The block side the stretch is part of: two stretches with the same key are parts of one.
    package var blockSide: String { "\(cnn ?? lineKey ?? place) \(side)" }

    /// Nearer first; at the same distance the longer stay; then by line, side and place, so that
    /// the order never depends on the search's.
    package static func ranks(_ a: CurbStretch, before b: CurbStretch) -> Bool {
        if a.distance != b.distance { return a.distance < b.distance }
        let aEnd = a.parkUntil?.deadline ?? .distantFuture
        let bEnd = b.parkUntil?.deadline ?? .distantFuture
        if aEnd != bEnd { return aEnd > bEnd }
        return (a.cnn ?? a.lineKey ?? "", a.side.rawValue, a.walkTo.latitude, a.walkTo.longitude)
            < (b.cnn ?? b.lineKey ?? "", b.side.rawValue, b.walkTo.latitude, b.walkTo.longitude)
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

/// Where along its block a stretch lies, in metres from the block's northern or western end (the
/// sides of a block are read from the same end): `4–44 m from its north end`, `at 64 m from its
/// west end`. The metres are those of the samples that were answered (every
/// ``CurbStations/spacing`` metres), so a boundary between two parts is known to that.
package struct BlockPart: Hashable, Sendable, CustomStringConvertible {
    /// Metres from ``end`` to the stretch's nearer and farther sample.
    package let from: Double
    package let to: Double
    /// The end of the block the metres count from.
    package let end: CompassDirection

    /// A part from the metres along a centreline (from its first point) of the samples it holds.
    ///
    /// - Parameters:
    ///   - along: metres from the line's first point, of each sample of the stretch.
    ///   - blockLength: the line's length in metres.
    ///   - lineStartsAt: which end of the block the line's first point is, by the compass.
    package init(along: [Double], blockLength: Double, lineStartsAt start: CompassDirection) {
        let low = along.min() ?? 0
        let high = along.max() ?? 0
        // Counted from the north (north-west, north-east) or west end whichever way the line runs.
        switch start {
        case .north, .northwest, .northeast, .west:
            (from, to, end) = (low, high, start)
        case .south, .southeast, .southwest, .east:
            (from, to, end) = (blockLength - high, blockLength - low, start.turned(byEighths: 4))
        }
    }

    package var description: String {
        let from = Int(from.rounded())
        let to = Int(to.rounded())
        return from == to ? "at \(from) m from its \(end) end" : "\(from)–\(to) m from its \(end) end"
    }
}
