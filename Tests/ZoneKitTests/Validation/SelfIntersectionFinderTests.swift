import Foundation
import TestSupport
import Testing
@testable import ZoneKit

@Suite struct SelfIntersectionFinderTests {
    static func ring(_ points: [(Double, Double)]) -> [Coordinate] {
        let corners = points.map { Coordinate(latitude: $0.1, longitude: $0.0) }
        return corners + [corners[0]]
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let points: [(Double, Double)]
        /// How the ring meets itself; empty for a simple ring. A corner folding back over the edge
        /// before it both overlaps that edge and lies on it, so either may be reported first.
        let kinds: Set<SelfIntersection.Kind>
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "square", points: [(0, 0), (1, 0), (1, 1), (0, 1)], kinds: []),
        Case(name: "triangle", points: [(0, 0), (4, 0), (2, 3)], kinds: []),
        Case(name: "collinear corners on a side", points: [(0, 0), (1, 0), (2, 0), (2, 2), (0, 2)], kinds: []),
        Case(name: "repeated positions", points: [(0, 0), (0, 0), (2, 0), (2, 2), (2, 2), (0, 2)], kinds: []),
        Case(name: "north-south edges", points: [(0, 0), (0, 3), (1, 3), (1, 1), (2, 1), (2, 0)], kinds: []),
        Case(
            name: "bow tie", points: [(0, 0), (2, 2), (2, 0), (0, 2)],
            kinds: [.crossing]),
        Case(
            name: "corner on an edge", points: [(0, 0), (4, 0), (4, 4), (2, 0), (0, 4)],
            kinds: [.touching]),
        Case(
            name: "figure eight through one corner", points: [(0, 0), (2, 2), (4, 0), (4, 4), (2, 2), (0, 4)],
            kinds: [.touching]),
        Case(
            name: "spike folding back", points: [(0, 0), (4, 0), (4, 2), (4, 1), (0, 2)],
            kinds: [.overlapping, .touching]),
        Case(
            name: "collapsed to a line", points: [(0, 0), (1, 0), (2, 0), (1, 0)],
            kinds: [.overlapping, .touching]),
    ]

    @Test(arguments: cases) func findsWhatARingDoes(_ example: Case) {
        let found = SelfIntersectionFinder.firstIntersection(in: Self.ring(example.points))
        // Which pair the sweep meets first is its business; that a ring is not simple, and how, is not.
        if example.kinds.isEmpty {
            #expect(found == nil)
        } else {
            #expect(found.map { example.kinds.contains($0.kind) } == true, "\(String(describing: found))")
        }
    }

    @Test func namesEdgesByTheirFirstPositionInTheInput() throws {
        let bowTie = Self.ring([(0, 0), (2, 2), (2, 2), (2, 0), (0, 2)])
        let found = try #require(SelfIntersectionFinder.firstIntersection(in: bowTie))
        #expect(found == SelfIntersection(0, 3, kind: .crossing))
    }

    @Test func countsDistinctCorners() {
        #expect(SelfIntersectionFinder.distinctCornerCount(of: Self.ring([(0, 0), (1, 0), (1, 0), (0, 0)])) == 2)
        #expect(SelfIntersectionFinder.distinctCornerCount(of: Self.ring([(0, 0), (1, 0), (1, 1)])) == 3)
        #expect(SelfIntersectionFinder.firstIntersection(in: Self.ring([(0, 0), (1, 0)])) == nil)
    }

    // MARK: Against brute force

    /// Whether two edges of a ring of distinct consecutive integer corners meet other than at a
    /// shared corner of consecutive edges, by exact integer arithmetic (independent of ZoneKit).
    static func bruteForceMeets(_ corners: [(Int, Int)], _ i: Int, _ j: Int) -> Bool {
        let n = corners.count
        let (p1, p2) = (corners[i], corners[(i + 1) % n])
        let (q1, q2) = (corners[j], corners[(j + 1) % n])
        func orient(_ a: (Int, Int), _ b: (Int, Int), _ c: (Int, Int)) -> Int {
            let value = (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
            return value.signum()
        }
        func within(_ p: (Int, Int), _ a: (Int, Int), _ b: (Int, Int)) -> Bool {
            min(a.0, b.0) <= p.0 && p.0 <= max(a.0, b.0) && min(a.1, b.1) <= p.1 && p.1 <= max(a.1, b.1)
        }
        let consecutive = (i + 1) % n == j || (j + 1) % n == i
        let d1 = orient(q1, q2, p1)
        let d2 = orient(q1, q2, p2)
        let d3 = orient(p1, p2, q1)
        let d4 = orient(p1, p2, q2)
        if consecutive {
            // They share one corner; they meet elsewhere only when collinear and folding back.
            guard d1 == 0, d2 == 0, d3 == 0, d4 == 0 else { return false }
            let shared = (i + 1) % n == j ? p2 : p1
            let a = (i + 1) % n == j ? p1 : p2
            let c = (i + 1) % n == j ? q2 : q1
            return (a.0 - shared.0) * (c.0 - shared.0) + (a.1 - shared.1) * (c.1 - shared.1) > 0
        }
        if d1 * d2 < 0 && d3 * d4 < 0 { return true }
        return (d1 == 0 && within(p1, q1, q2)) || (d2 == 0 && within(p2, q1, q2))
            || (d3 == 0 && within(q1, p1, p2)) || (d4 == 0 && within(q2, p1, p2))
    }

    static func bruteForceIsSimple(_ corners: [(Int, Int)]) -> Bool {
        for i in corners.indices {
            for j in (i + 1)..<corners.count where bruteForceMeets(corners, i, j) { return false }
        }
        return true
    }

    /// Random rings on a small grid: many collinear, touching and overlapping edges.
    @Test func agreesWithBruteForceOnRandomGridRings() {
        var generator = SeededGenerator(seed: 7_946)
        var simple = 0
        var cases = 0
        for _ in 0..<4_000 {
            let count = Int.random(in: 3...9, using: &generator)
            let grid = Int.random(in: 2...6, using: &generator)
            var corners: [(Int, Int)] = []
            while corners.count < count {
                let point = (Int.random(in: 0...grid, using: &generator), Int.random(in: 0...grid, using: &generator))
                if let last = corners.last, last == point { continue }
                corners.append(point)
            }
            if corners.count > 1, corners[0] == corners[corners.count - 1] { corners.removeLast() }
            guard corners.count >= 3 else { continue }
            cases += 1
            let ring = Self.ring(corners.map { (Double($0.0), Double($0.1)) })
            let expected = Self.bruteForceIsSimple(corners)
            let found = SelfIntersectionFinder.firstIntersection(in: ring)
            #expect((found == nil) == expected, "\(corners)")
            if let found {
                #expect(Self.bruteForceMeets(corners, found.firstEdge, found.secondEdge), "\(corners) \(found)")
            }
            if expected { simple += 1 }
        }
        #expect(cases > 3_900)
        // Both answers are well represented.
        #expect(simple > 500 && cases - simple > 500, "\(simple) simple of \(cases)")
    }

    /// Random star-shaped rings (simple) and the same rings with two corners swapped (usually not),
    /// at city coordinates where plain floating-point orientation is unreliable.
    @Test func agreesWithBruteForceOnRandomCityRings() {
        var generator = SeededGenerator(seed: 37_76)
        var crossings = 0
        for round in 0..<2_000 {
            let count = Int.random(in: 4...40, using: &generator)
            var corners: [Coordinate] = []
            for index in 0..<count {
                let angle =
                    2 * Double.pi * (Double(index) + Double.random(in: 0..<0.9, using: &generator)) / Double(count)
                let radius = Double.random(in: 0.0001...0.01, using: &generator)
                corners.append(
                    Coordinate(latitude: 37.76 + radius * sin(angle), longitude: -122.43 + radius * cos(angle)))
            }
            if round % 2 == 1 {
                let a = Int.random(in: 0..<count, using: &generator)
                let b = Int.random(in: 0..<count, using: &generator)
                corners.swapAt(a, b)
            }
            let ring = corners + [corners[0]]
            let expected = Self.bruteForce(corners)
            let found = SelfIntersectionFinder.firstIntersection(in: ring)
            #expect((found == nil) == (expected == nil), "round \(round)")
            if expected != nil { crossings += 1 }
        }
        #expect(crossings > 500)
    }

    /// Brute-force pairs test with ZoneKit's exact orientation (tested on its own).
    static func bruteForce(_ corners: [Coordinate]) -> (Int, Int)? {
        let n = corners.count
        func sign(_ value: Double) -> Int { value > 0 ? 1 : value < 0 ? -1 : 0 }
        for i in 0..<n {
            for j in (i + 1)..<n {
                let consecutive = (i + 1) % n == j || (j + 1) % n == i
                let (p1, p2) = (corners[i], corners[(i + 1) % n])
                let (q1, q2) = (corners[j], corners[(j + 1) % n])
                let d = [
                    sign(orient2d(q1, q2, p1)), sign(orient2d(q1, q2, p2)), sign(orient2d(p1, p2, q1)),
                    sign(orient2d(p1, p2, q2)),
                ]
                if consecutive { continue }
                if d[0] * d[1] < 0 && d[2] * d[3] < 0 { return (i, j) }
            }
        }
        return nil
    }
}
