/// Decides whether a ring is simple — whether any two of its edges meet other than consecutive
/// edges at their shared corner — in O(n log n), with the Shamos–Hoey sweep.
///
/// M. I. Shamos and D. Hoey, "Geometric intersection problems" (FOCS 1976): a line sweeps the
/// edges' endpoints from west to east (ties broken south to north, which treats north–south edges
/// as if tilted a hair), keeping the edges it currently crosses in order from south to north
/// (``SweepStatus``). Until the sweep passes the first intersection the order cannot change, so
/// the leftmost intersecting pair must become neighbours in that order at some event: each event
/// tests the new neighbours only. Every comparison is an exact ``orient2d(_:_:_:)`` sign, so
/// nearly collinear edges are never misjudged.
///
/// What counts: two edges that cross, a corner lying on a non-consecutive edge (the ring touches
/// itself), two non-consecutive edges sharing a corner, and consecutive edges that fold back over
/// each other (a spike). What does not: consecutive edges meeting at their shared corner, and
/// repeated consecutive positions (zero-length edges are dropped first, as OGC does).
///
/// Longitude is x and latitude y, as in ``Orientation``.
enum SelfIntersectionFinder {
    /// The first intersection the sweep meets in a ring, or `nil` when the ring is simple.
    ///
    /// - Parameter positions: the ring, closed or not (a last position equal to the first is the
    ///   same corner); positions must be finite. Rings of fewer than three distinct corners have
    ///   no two non-consecutive edges and answer `nil` (see ``distinctCornerCount(of:)``).
    /// - Returns: two edges that meet, named by the index of their first position in `positions`.
    /// - Complexity: O(n log n) time (expected, for the treap), O(n) memory.
    static func firstIntersection(in positions: [Coordinate]) -> SelfIntersection? {
        let corners = distinctCorners(of: positions)
        guard corners.count >= 3 else { return nil }
        let sweep = Sweep(points: corners.map { positions[$0] })
        guard let (a, b, kind) = sweep.run() else { return nil }
        return SelfIntersection(corners[a], corners[b], kind: kind)
    }

    /// How many corners a ring has once repeated consecutive positions (and the closing one) are
    /// counted once: a ring needs three to enclose any area.
    ///
    /// - Complexity: O(n).
    static func distinctCornerCount(of positions: [Coordinate]) -> Int {
        distinctCorners(of: positions).count
    }

    /// The indices of the ring's corners, dropping each position equal to the one before it and
    /// trailing positions equal to the first.
    static func distinctCorners(of positions: [Coordinate]) -> [Int] {
        var corners: [Int] = []
        corners.reserveCapacity(positions.count)
        for index in positions.indices where corners.last.map({ positions[$0] != positions[index] }) ?? true {
            corners.append(index)
        }
        while corners.count > 1, let last = corners.last, positions[last] == positions[corners[0]] {
            corners.removeLast()
        }
        return corners
    }
}

/// One run of the sweep over a ring of distinct consecutive corners; edge `k` runs from corner `k`
/// to corner `k + 1` (the last back to corner 0).
private struct Sweep {
    /// The corners, in ring order.
    let points: [Coordinate]
    /// Each edge's west (then south) end.
    let lefts: [Coordinate]
    /// Each edge's other end.
    let rights: [Coordinate]

    init(points: [Coordinate]) {
        var lefts: [Coordinate] = []
        var rights: [Coordinate] = []
        lefts.reserveCapacity(points.count)
        rights.reserveCapacity(points.count)
        for (index, a) in points.enumerated() {
            let b = points[index + 1 == points.count ? 0 : index + 1]
            lefts.append(Self.precedes(a, b) ? a : b)
            rights.append(Self.precedes(a, b) ? b : a)
        }
        self.points = points
        self.lefts = lefts
        self.rights = rights
    }

    var edgeCount: Int { lefts.count }

    /// The edge's endpoints, west (then south) end first.
    func ends(_ edge: Int) -> (left: Coordinate, right: Coordinate) { (lefts[edge], rights[edge]) }

    /// The sweep order of points: west to east, then south to north.
    static func precedes(_ a: Coordinate, _ b: Coordinate) -> Bool {
        a.longitude < b.longitude || (a.longitude == b.longitude && a.latitude < b.latitude)
    }

    func run() -> (Int, Int, SelfIntersection.Kind)? {
        var status = SweepStatus(segmentCount: edgeCount)
        let order = { (s: Int, t: Int) -> Int in self.compare(s, t) }
        // Corner k ends edges k - 1 and k. Sorting the corners (not the 2n endpoints) halves the
        // work; corners at one point form a group whose edges are all inserted before any is
        // removed, so that an edge starting where another ends is compared with it.
        var corners = Array(0..<edgeCount)
        corners.sort { Self.precedes(points[$0], points[$1]) || (points[$0] == points[$1] && $0 < $1) }
        var groupStart = 0
        while groupStart < corners.count {
            var groupEnd = groupStart + 1
            while groupEnd < corners.count, points[corners[groupEnd]] == points[corners[groupStart]] { groupEnd += 1 }
            let point = points[corners[groupStart]]
            for index in groupStart..<groupEnd {
                for side in 0..<2 {
                    let edge = incidentEdge(side, of: corners[index])
                    guard lefts[edge] == point else { continue }
                    status.insert(edge, ordering: order)
                    if let below = status.below(edge, ordering: order), let kind = meeting(edge, below) {
                        return (edge, below, kind)
                    }
                    if let above = status.above(edge, ordering: order), let kind = meeting(edge, above) {
                        return (edge, above, kind)
                    }
                }
            }
            for index in groupStart..<groupEnd {
                for side in 0..<2 {
                    let edge = incidentEdge(side, of: corners[index])
                    guard lefts[edge] != point else { continue }
                    let below = status.below(edge, ordering: order)
                    let above = status.above(edge, ordering: order)
                    status.remove(edge, ordering: order)
                    if let below, let above, let kind = meeting(below, above) { return (below, above, kind) }
                }
            }
            groupStart = groupEnd
        }
        return nil
    }

    /// One of the two edges at a corner: side 0 is the edge ending there, side 1 the one starting
    /// there.
    func incidentEdge(_ side: Int, of corner: Int) -> Int {
        side == 1 ? corner : (corner == 0 ? edgeCount - 1 : corner - 1)
    }

    /// The order of two edges along the sweep line where both are present: negative when `s` is
    /// south of `t`. Compares the later-starting edge's left end (or, when that lies on the other
    /// edge, its right end) with the other edge; exactly collinear edges are ordered by number.
    func compare(_ s: Int, _ t: Int) -> Int {
        if s == t { return 0 }
        let (sLeft, sRight) = ends(s)
        let (tLeft, tRight) = ends(t)
        if Self.precedes(sLeft, tLeft) { return -compare(t, s) }
        var side = orient2d(tLeft, tRight, sLeft)
        if side == 0 { side = orient2d(tLeft, tRight, sRight) }
        if side > 0 { return 1 }
        if side < 0 { return -1 }
        return s < t ? -1 : 1
    }

    /// Whether edges `a` and `b` meet in a way a simple ring does not allow, and how.
    func meeting(_ a: Int, _ b: Int) -> SelfIntersection.Kind? {
        let (p1, p2) = ends(a)
        let (q1, q2) = ends(b)
        let d1 = Self.sign(orient2d(q1, q2, p1))
        let d2 = Self.sign(orient2d(q1, q2, p2))
        let d3 = Self.sign(orient2d(p1, p2, q1))
        let d4 = Self.sign(orient2d(p1, p2, q2))
        let consecutive = (a + 1) % edgeCount == b || (b + 1) % edgeCount == a
        if d1 == 0, d2 == 0, d3 == 0, d4 == 0 {
            // On one line: the sweep-order intervals overlap, touch at a point, or are apart.
            let start = Self.precedes(p1, q1) ? q1 : p1
            let end = Self.precedes(p2, q2) ? p2 : q2
            if Self.precedes(start, end) { return .overlapping }
            if start == end, !consecutive { return .touching }
            return nil
        }
        if consecutive { return nil }
        if d1 * d2 < 0, d3 * d4 < 0 { return .crossing }
        if (d1 == 0 && Self.isWithin(p1, q1, q2)) || (d2 == 0 && Self.isWithin(p2, q1, q2))
            || (d3 == 0 && Self.isWithin(q1, p1, p2)) || (d4 == 0 && Self.isWithin(q2, p1, p2))
        {
            return .touching
        }
        return nil
    }

    /// Whether `point`, collinear with the edge `left → right`, lies between its ends (inclusive).
    static func isWithin(_ point: Coordinate, _ left: Coordinate, _ right: Coordinate) -> Bool {
        !precedes(point, left) && !precedes(right, point)
    }

    static func sign(_ value: Double) -> Int { value > 0 ? 1 : (value < 0 ? -1 : 0) }
}
