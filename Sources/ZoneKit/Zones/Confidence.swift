/// How sure a zone lookup is of its answer.
public enum Confidence: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Inside exactly one zone, and no other zone within the boundary threshold.
    case high
    /// An answer, with a reason to look twice: the point is near a zone (outside it, within the
    /// threshold), inside several zones, or inside one with another zone within the threshold.
    case medium
    /// The position's accuracy radius is larger than the distance that decides the answer: the
    /// true position may be where another set of zones applies.
    case low
    /// The point lies outside the data's bounds (or is not a valid coordinate): the data cannot
    /// say whether a zone is there.
    case outsideData
    /// The point lies within the data's bounds, but no zone is within the threshold: for the
    /// city's parking data, in the city and not in a permit area.
    case noZone

    /// `high`, `medium`, `low`, `outside the data`, `no zone nearby`.
    public var description: String {
        switch self {
        case .high, .medium, .low: rawValue
        case .outsideData: "outside the data"
        case .noZone: "no zone nearby"
        }
    }
}
