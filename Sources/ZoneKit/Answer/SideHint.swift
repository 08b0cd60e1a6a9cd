/// What the user says about which side of the street the car is on.
package enum SideHint: Hashable, Sendable, CustomStringConvertible {
    /// Left or right of the centreline's digitising direction (the data's `L`/`R`).
    case curb(CurbSide)
    /// A compass side, matched to the sides' compass labels (`block_side`).
    case compass(CompassDirection)

    /// Reads `left`, `right`, `L`, `R`, or a compass point (`north`, `NE`, `south-west`), ignoring
    /// case.
    ///
    /// - Throws: ``ParkingQueryError/unknownSide(_:)`` for anything else.
    package init(parsing text: String) throws(ParkingQueryError) {
        if let side = CurbSide(code: text) {
            self = .curb(side)
        } else if let direction = CompassDirection(label: text) {
            self = .compass(direction)
        } else {
            throw .unknownSide(text)
        }
    }

    /// `left`, `right`, or the compass point.
    package var description: String {
        switch self {
        case .curb(let side): side.description
        case .compass(let direction): direction.description
        }
    }
}
