/// A linear reference of a curb zone (`location_references[]`): a stretch of a referenced line
/// (a street centreline, say) in centimetres from its start, and the side of the street.
public struct CDSLocationReference: Hashable, Sendable {
    /// The side of the referenced line, looking along its native direction.
    public enum Side: String, Sendable {
        case left, right
    }

    /// A URL naming the reference system (`source`).
    public var source: String
    /// The referenced line (`ref_id`), e.g. a SharedStreets reference id.
    public var referenceID: String
    /// Centimetres from the line's start to the zone's start (inclusive).
    public var start: Int64
    /// Centimetres from the line's start to the zone's end (exclusive). May be below `start`: the
    /// zone then runs against the line's direction.
    public var end: Int64
    /// The side of the street, when the reference is a roadway.
    public var side: Side?

    /// Creates a location reference.
    public init(source: String, referenceID: String, start: Int64, end: Int64, side: Side?) {
        self.source = source
        self.referenceID = referenceID
        self.start = start
        self.end = end
        self.side = side
    }

    /// The stretch as a range of centimetres, low to high, whichever way the zone runs.
    public var centimetres: Range<Int64> { min(start, end)..<max(start, end) }
}
