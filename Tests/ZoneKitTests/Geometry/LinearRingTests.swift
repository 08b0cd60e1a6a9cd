import TestSupport
import Testing
import ZoneKit

@Suite struct LinearRingTests {
    static func point(_ x: Double, _ y: Double) -> Coordinate { Coordinate(latitude: y, longitude: x) }

    static func ring(_ xy: [(Double, Double)]) throws -> LinearRing {
        try LinearRing(coordinates: xy.map { point($0.0, $0.1) })
    }

    @Test func boundingBoxCoversTheRing() throws {
        let ring = try Self.ring([(0.1, 0.2), (0.7, 0.2), (0.7, 0.9), (0.1, 0.2)])
        #expect(
            ring.boundingBox == BoundingBox(minLongitude: 0.1, minLatitude: 0.2, maxLongitude: 0.7, maxLatitude: 0.9))
        #expect(ring.edgeCount == 3)
    }

    /// A rectangle at decimal coordinates with extra collinear vertices on every side: each side's
    /// points, corners and collinear vertices are boundary; one ulp in is inside, one ulp out outside.
    @Test func rectangleWithCollinearVerticesAgainstComparisons() throws {
        let (x0, x1, y0, y1) = (-122.4194, -122.4101, 37.7749, 37.7813)
        let xm = (x0 + x1) / 2
        let ym = (y0 + y1) / 2
        let ring = try Self.ring([
            (x0, y0), (xm, y0), (x1, y0), (x1, ym), (x1, y1), (xm, y1), (x0, y1), (x0, ym), (x0, y0),
        ])
        let xs = [x0.nextDown, x0, x0.nextUp, (x0 + xm) / 2, xm, x1.nextDown, x1, x1.nextUp]
        let ys = [y0.nextDown, y0, y0.nextUp, ym, (ym + y1) / 2, y1.nextDown, y1, y1.nextUp]
        var ran = 0
        for x in xs {
            for y in ys {
                let expected: PointLocation =
                    if x < x0 || x > x1 || y < y0 || y > y1 {
                        .outside
                    } else if x == x0 || x == x1 || y == y0 || y == y1 {
                        .onBoundary
                    } else {
                        .inside
                    }
                #expect(ring.location(of: Self.point(x, y)) == expected, "(\(x), \(y))")
                ran += 1
            }
        }
        #expect(ran == 64)
    }

    /// A diamond's slanted edge x + y = 1 holds (t, 1 − t) exactly for t in [0.5, 1] (Sterbenz), so
    /// such points are boundary, and one ulp off either side is not.
    @Test func slantedEdgeIsDecidedExactly() throws {
        let diamond = try Self.ring([(-1, 0), (0, -1), (1, 0), (0, 1), (-1, 0)])
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let t = Double.random(in: 0.5...1, using: &generator)
            let y = 1 - t
            #expect(diamond.location(of: Self.point(t, y)) == .onBoundary, "t=\(t)")
            #expect(diamond.location(of: Self.point(t, y.nextUp)) == .outside, "t=\(t)")
            #expect(diamond.location(of: Self.point(t, y.nextDown)) == .inside, "t=\(t)")
        }
    }

    /// The ray from the point runs through vertices and along horizontal edges: each must be counted
    /// once (or not at all), never twice.
    @Test func rayThroughVerticesAndAlongHorizontalEdges() throws {
        // A "W"-shaped comb: its teeth tips and notch bottoms share latitudes with the query points.
        let comb = try Self.ring([
            (0, 0), (6, 0), (6, 4), (5, 4), (4, 2), (3, 4), (2, 2), (1, 4), (0, 4), (0, 0),
        ])
        #expect(comb.location(of: Self.point(0.5, 2)) == .inside)  // ray through the notch vertices (2,2), (4,2)
        #expect(comb.location(of: Self.point(-1, 2)) == .outside)
        #expect(comb.location(of: Self.point(0.5, 4)) == .onBoundary)  // on the horizontal top edge
        #expect(comb.location(of: Self.point(2, 4)) == .outside)  // between teeth, level with their tops
        #expect(comb.location(of: Self.point(-1, 4)) == .outside)  // ray along the horizontal top edges
        #expect(comb.location(of: Self.point(-1, 0)) == .outside)  // ray along the bottom edge
        #expect(comb.location(of: Self.point(3, 0)) == .onBoundary)
        #expect(comb.location(of: Self.point(4, 2)) == .onBoundary)  // a notch vertex
        #expect(comb.location(of: Self.point(3.5, 3)) == .onBoundary)  // mid-edge of a slanted side
        #expect(comb.location(of: Self.point(2, 3)) == .outside)  // inside a notch
        #expect(comb.location(of: Self.point(3, 3)) == .inside)  // inside a tooth
        #expect(comb.location(of: Self.point(3, 1.5)) == .inside)
    }

    @Test func pointsOutsideTheBoxOrNotFiniteAreOutside() throws {
        let ring = try Self.ring([(0, 0), (1, 0), (1, 1), (0, 0)])
        #expect(ring.location(of: Self.point(2, 0.5)) == .outside)
        #expect(ring.location(of: Self.point(.nan, 0.5)) == .outside)
        #expect(ring.location(of: Self.point(0.5, .infinity)) == .outside)
    }

    @Test func refusesUnclosedShortAndNonFiniteRings() {
        let a = Self.point(0, 0)
        let b = Self.point(1, 0)
        let c = Self.point(1, 1)
        #expect(throws: GeometryError.ringNotClosed(first: a, last: c)) { try LinearRing(coordinates: [a, b, c]) }
        #expect(throws: GeometryError.ringTooShort(count: 3)) { try LinearRing(coordinates: [a, b, a]) }
        #expect(throws: GeometryError.ringTooShort(count: 0)) { try LinearRing(coordinates: []) }
        #expect(throws: GeometryError.ringTooShort(count: 1)) { try LinearRing(coordinates: [a]) }
        // NaN is not equal to itself, so the thrown error is matched by its position.
        let error = #expect(throws: GeometryError.self) { try LinearRing(coordinates: [a, Self.point(.nan, 1), c, a]) }
        guard case .nonFiniteCoordinate(position: 1, _) = error else {
            Issue.record("expected nonFiniteCoordinate at position 1, got \(String(describing: error))")
            return
        }
    }

    /// A self-intersecting bow tie follows the even-odd rule: the crossing point is on the boundary.
    @Test func bowTieFollowsEvenOdd() throws {
        let bowTie = try Self.ring([(0, 0), (2, 2), (2, 0), (0, 2), (0, 0)])
        #expect(bowTie.location(of: Self.point(0.5, 1)) == .inside)
        #expect(bowTie.location(of: Self.point(1.5, 1)) == .inside)
        #expect(bowTie.location(of: Self.point(1, 1.5)) == .outside)
        #expect(bowTie.location(of: Self.point(1, 1)) == .onBoundary)
    }
}
