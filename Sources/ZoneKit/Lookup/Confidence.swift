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
    /// No zone within the threshold, or the point lies outside the data's bounds.
    case outsideCoverage

    /// `high`, `medium`, `low`, `outside coverage`.
    public var description: String {
        self == .outsideCoverage ? "outside coverage" : rawValue
    }
}
