/// Where a curb stretch lies: along which street reference, on which side, from where to where.
package struct CurbLocation: Hashable, Sendable {
    /// The street reference the positions are measured along: CurbLR's `shstRefId` (a SharedStreets
    /// reference, which has a direction), or a CDS curb zone's id when it has no shared reference.
    package var referenceID: String
    /// Which side of the reference's line, facing along its direction.
    package var side: CurbLineSide
    /// Where the stretch starts, in metres along the reference (CurbLR `shstLocationStart`; CDS
    /// centimetres divided by 100).
    package var start: Double
    /// Where the stretch ends, in metres along the reference (at least ``start``).
    package var end: Double

    /// Creates a location.
    package init(referenceID: String, side: CurbLineSide, start: Double, end: Double) {
        self.referenceID = referenceID
        self.side = side
        self.start = start
        self.end = end
    }

    /// Whether `position` (metres along the reference) lies within the stretch, ends included.
    package func covers(_ position: Double) -> Bool { position >= start && position <= end }
}

/// The side of a line a curb is on, facing along the line's direction (its digitising direction).
package enum CurbLineSide: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The left-hand curb, facing along the line.
    case left
    /// The right-hand curb, facing along the line.
    case right
    /// The feed does not say.
    case unknown

    /// `left`, `right` or `unknown`.
    package var description: String { rawValue }
}
