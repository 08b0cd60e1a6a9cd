/// A linear reference of a curb zone (`location_references[]`): a stretch of a referenced line
/// (a street centreline, say) in centimetres from its start, and the side of the street.
struct CDSLocationReference: Hashable, Sendable {
    /// The side of the referenced line, looking along its native direction.
    enum Side: String, Sendable {
        case left, right
    }

    /// A URL naming the reference system (`source`).
    var source: String
    /// The referenced line (`ref_id`), e.g. a SharedStreets reference id.
    var referenceID: String
    /// Centimetres from the line's start to the zone's start (inclusive).
    var start: Int64
    /// Centimetres from the line's start to the zone's end (exclusive). May be below `start`: the
    /// zone then runs against the line's direction.
    var end: Int64
    /// The side of the street, when the reference is a roadway.
    var side: Side?

    /// Creates a location reference.
    init(source: String, referenceID: String, start: Int64, end: Int64, side: Side?) {
        self.source = source
        self.referenceID = referenceID
        self.start = start
        self.end = end
        self.side = side
    }

    /// The stretch as a range of centimetres, low to high, whichever way the zone runs.
    var centimetres: Range<Int64> { min(start, end)..<max(start, end) }
}
