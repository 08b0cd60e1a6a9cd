/// Where a ring meets itself: two of its edges that share a point they should not.
///
/// Edges are named by the index of the position they start at, in the positions the ring was
/// given (repeated consecutive positions count as one corner). Two edges that follow each other
/// share their common corner; that is not an intersection, unless they fold back over each other.
package struct SelfIntersection: Hashable, Sendable {
    /// How the two edges meet.
    package enum Kind: Hashable, Sendable {
        /// The edges cross at a point inside both.
        case crossing
        /// A corner of one edge lies on the other (or two non-consecutive edges share a corner):
        /// the ring touches itself.
        case touching
        /// The edges lie on one line and share more than a point: the ring doubles back.
        case overlapping
    }

    /// The position index where the first edge starts (the smaller of the two).
    var firstEdge: Int
    /// The position index where the second edge starts.
    var secondEdge: Int
    /// How they meet.
    package var kind: Kind

    /// Creates a finding; the edges are stored in increasing order.
    package init(_ a: Int, _ b: Int, kind: Kind) {
        firstEdge = min(a, b)
        secondEdge = max(a, b)
        self.kind = kind
    }
}
