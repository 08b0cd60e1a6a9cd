import TestSupport
import Testing
@testable import ZoneKit

@Suite struct OrientationTests {
    /// The exact sign of `(a − c) × (b − c)`, computed independently of ZoneKit: every double is an
    /// integer multiple of the smallest bit in play, so the determinant is an integer expression,
    /// evaluated with 64-bit differences and full-width (128-bit) products. `nil` when the values
    /// span too many binary orders of magnitude for 64-bit differences.
    static func exactSign(_ a: Coordinate, _ b: Coordinate, _ c: Coordinate) -> Int? {
        let values = [a.longitude, a.latitude, b.longitude, b.latitude, c.longitude, c.latitude]
        let lowestBit = values.filter { $0 != 0 }.map { Int($0.exponent) - $0.significandWidth }.min() ?? 0
        let scale = Double(sign: .plus, exponent: -lowestBit, significand: 1)
        var integers: [Int64] = []
        for value in values {
            guard let integer = Int64(exactly: value * scale), integer.magnitude < 1 << 61 else { return nil }
            integers.append(integer)
        }
        let left = (integers[0] - integers[4]).multipliedFullWidth(by: integers[3] - integers[5])
        let right = (integers[1] - integers[5]).multipliedFullWidth(by: integers[2] - integers[4])
        if left.high != right.high { return left.high > right.high ? 1 : -1 }
        if left.low != right.low { return left.low > right.low ? 1 : -1 }
        return 0
    }

    static func sign(_ value: Double) -> Int { value > 0 ? 1 : value < 0 ? -1 : 0 }

    /// The determinant in plain doubles, as most libraries compute it.
    static func naive(_ a: Coordinate, _ b: Coordinate, _ c: Coordinate) -> Double {
        (a.longitude - c.longitude) * (b.latitude - c.latitude) - (a.latitude - c.latitude)
            * (b.longitude - c.longitude)
    }

    static func point(_ x: Double, _ y: Double) -> Coordinate { Coordinate(latitude: y, longitude: x) }

    @Test func simpleTurnsHaveTheRightSign() {
        let a = Self.point(0, 0)
        let b = Self.point(1, 0)
        #expect(Orientation(a, b, Self.point(0.5, 1)) == .counterclockwise)
        #expect(Orientation(a, b, Self.point(0.5, -1)) == .clockwise)
        #expect(Orientation(a, b, Self.point(7, 0)) == .collinear)
        #expect(orient2d(a, b, Self.point(0, 1)) == 1)
    }

    /// Kettner et al., "Classroom examples of robustness problems in geometric computations"
    /// (2008): p = (0.5 + i·u, 0.5 + j·u), u = 2⁻⁵³, against the line through (12, 12) and (24, 24).
    /// The exact determinant is 12·u·(j − i), so the sign is known in closed form.
    @Test func kettnerGridAgainstClosedForm() {
        let u = 0x1p-53
        let q = Self.point(12, 12)
        let r = Self.point(24, 24)
        var naiveWrong = 0
        var ran = 0
        for i in 0..<256 {
            for j in 0..<256 {
                let p = Self.point(0.5 + Double(i) * u, 0.5 + Double(j) * u)
                let expected = (j - i).signum()
                #expect(Self.sign(orient2d(p, q, r)) == expected, "i=\(i) j=\(j)")
                #expect(Self.exactSign(p, q, r) == expected)
                if Self.sign(Self.naive(p, q, r)) != expected { naiveWrong += 1 }
                ran += 1
            }
        }
        print("Kettner grid: \(ran) cases, plain doubles wrong on \(naiveWrong)")
        #expect(ran == 65_536)
        #expect(naiveWrong > 1_000, "the grid is meant to defeat plain doubles")
    }

    /// Near-collinear triples spread over the globe: the third point is interpolated on the line
    /// (rounded) and nudged by a few ulps, so the true answer is any of the three. Coordinates of
    /// different magnitudes make the differences inexact, which is where plain doubles fail.
    @Test func nearCollinearWorldPointsAgainstExactReference() throws {
        var generator = SeededGenerator(seed: 1997)
        var naiveWrong = 0
        var ran = 0
        for _ in 0..<20_000 {
            // Magnitudes of at least 1 keep the exact reference within 64-bit differences.
            func degrees(_ limit: Double) -> Double {
                Double.random(in: 1...limit, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
            }
            let a = Self.point(degrees(180), degrees(90))
            let b = Self.point(degrees(180), degrees(90))
            let c = Self.nudged(Self.interpolated(a, b, Double.random(in: 0...1, using: &generator)), &generator)
            // Interpolation can land below magnitude 1; those cases are left to the other tests.
            guard let expected = Self.exactSign(a, b, c) else { continue }
            ran += 1
            #expect(Self.sign(orient2d(a, b, c)) == expected, "\(a) \(b) \(c)")
            if Self.sign(Self.naive(a, b, c)) != expected { naiveWrong += 1 }
        }
        print("near-collinear world triples: \(ran) cases, plain doubles wrong on \(naiveWrong)")
        #expect(ran > 15_000)
        #expect(naiveWrong > 0, "the cases are meant to defeat plain doubles")
    }

    /// Exactly collinear triples built on a binary grid (a + k·d with every value exact), then
    /// nudged by up to two ulps per axis: unmoved points must be exactly collinear.
    @Test func gridCollinearTriplesAgainstExactReference() throws {
        var generator = SeededGenerator(seed: 53)
        var collinear = 0
        let grid = 0x1p-30
        func onGrid(_ range: ClosedRange<Double>) -> Double {
            (Double.random(in: range, using: &generator) / grid).rounded() * grid
        }
        for _ in 0..<5_000 {
            let a = Self.point(onGrid(-122.52...(-122.35)), onGrid(37.70...37.83))
            let step = Self.point(onGrid(-0.001...0.001), onGrid(-0.001...0.001))
            let k = Double(Int.random(in: -50...50, using: &generator))
            let b = Self.point(a.longitude + 7 * step.longitude, a.latitude + 7 * step.latitude)
            let onLine = Self.point(a.longitude + k * step.longitude, a.latitude + k * step.latitude)
            let c = Self.nudged(onLine, &generator)
            let expected = try #require(Self.exactSign(a, b, c))
            #expect(Self.sign(orient2d(a, b, c)) == expected, "\(a) \(b) \(c)")
            #expect(Orientation(a, b, onLine) == .collinear, "\(a) \(b) \(onLine)")
            if expected == 0 { collinear += 1 }
        }
        #expect(collinear > 0)
    }

    static func interpolated(_ a: Coordinate, _ b: Coordinate, _ t: Double) -> Coordinate {
        point(a.longitude + t * (b.longitude - a.longitude), a.latitude + t * (b.latitude - a.latitude))
    }

    /// `c` moved by 0–2 ulps east and 0–2 ulps south.
    static func nudged(_ c: Coordinate, _ generator: inout SeededGenerator) -> Coordinate {
        var x = c.longitude
        var y = c.latitude
        for _ in 0..<Int.random(in: 0...2, using: &generator) { x = x.nextUp }
        for _ in 0..<Int.random(in: 0...2, using: &generator) { y = y.nextDown }
        return point(x, y)
    }

    /// Near-collinear triples at San Francisco coordinates, the kind the lookup meets, with the
    /// symmetries an orientation must have.
    @Test func nearCollinearSanFranciscoPointsAgainstExactReference() throws {
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<20_000 {
            let a = Self.point(
                -122.45 + Double.random(in: 0..<0.1, using: &generator),
                37.72 + Double.random(in: 0..<0.1, using: &generator))
            let b = Self.point(
                -122.45 + Double.random(in: 0..<0.1, using: &generator),
                37.72 + Double.random(in: 0..<0.1, using: &generator))
            let c = Self.nudged(Self.interpolated(a, b, Double.random(in: 0...1, using: &generator)), &generator)
            let expected = try #require(Self.exactSign(a, b, c))
            #expect(Self.sign(orient2d(a, b, c)) == expected, "\(a) \(b) \(c)")
            #expect(Orientation(b, c, a) == Orientation(a, b, c), "cyclic symmetry")
            #expect(Self.sign(orient2d(b, a, c)) == -expected, "antisymmetry")
        }
    }

    @Test func exactlyCollinearPointsAreCollinear() {
        // On y = x every point is exactly collinear, whatever its rounding in decimal.
        let diagonal = [0.1, 0.3, 0.7, 1.1, 123.456, -37.77]
        for a in diagonal {
            for b in diagonal {
                for c in diagonal {
                    #expect(Orientation(Self.point(a, a), Self.point(b, b), Self.point(c, c)) == .collinear)
                }
            }
        }
        // Turf issue 1597: a point on a horizontal edge whose plain cross product is not zero.
        let start = Self.point(-115.1752969, 36.0874526)
        let end = Self.point(-115.1752628, 36.0874526)
        #expect(Orientation(start, end, Self.point(-115.1752799, 36.0874526)) == .collinear)
        #expect(Orientation(start, end, Self.point(-115.1752799, 36.0874526.nextUp)) == .counterclockwise)
        #expect(Orientation(start, end, Self.point(-115.1752799, 36.0874526.nextDown)) == .clockwise)
    }
}
