/// Which way three points turn, decided exactly.
///
/// Longitude is the x axis and latitude the y axis, so "counterclockwise" is as seen on a north-up
/// map. The answer is the exact sign of ``orient2d(_:_:_:)``, never a rounded guess: exactly
/// collinear points are ``collinear`` and nearly collinear ones are never reported as collinear.
package enum Orientation: Hashable, Sendable {
    /// `c` lies to the left of the directed line `a → b`.
    case counterclockwise
    /// `c` lies to the right of the directed line `a → b`.
    case clockwise
    /// `a`, `b` and `c` lie exactly on one line.
    case collinear

    /// The exact orientation of `a`, `b`, `c`.
    ///
    /// - Complexity: O(1); a handful of multiplications unless the points are nearly collinear.
    package init(_ a: Coordinate, _ b: Coordinate, _ c: Coordinate) {
        let determinant = orient2d(a, b, c)
        if determinant > 0 {
            self = .counterclockwise
        } else if determinant < 0 {
            self = .clockwise
        } else {
            self = .collinear
        }
    }
}

/// Twice the signed area of the triangle `a b c`, with an exactly correct sign.
///
/// Shewchuk's adaptive orientation predicate (J. R. Shewchuk, "Adaptive Precision Floating-Point
/// Arithmetic and Fast Robust Geometric Predicates", Discrete & Computational Geometry 18, 1997):
/// the determinant `(a − c) × (b − c)` is first evaluated in plain doubles and accepted when it
/// exceeds a forward error bound; otherwise it is refined in stages with error-free transformations
/// (TwoSum, and TwoProduct through a fused multiply-add) up to an exact floating-point expansion.
///
/// - Returns: a positive value when `a b c` turn counterclockwise (`c` left of `a → b`), negative
///   when they turn clockwise, and exactly zero only when the three points are exactly collinear.
///   The magnitude is an approximation of the determinant (its sign is exact).
/// - Note: exact for every finite input whose products neither overflow nor underflow, which holds
///   for longitudes and latitudes in degrees. NaN in, NaN out.
/// - Complexity: O(1); no heap allocation (the exact stage uses a small stack buffer).
func orient2d(_ a: Coordinate, _ b: Coordinate, _ c: Coordinate) -> Double {
    let detLeft = (a.longitude - c.longitude) * (b.latitude - c.latitude)
    let detRight = (a.latitude - c.latitude) * (b.longitude - c.longitude)
    let det = detLeft - detRight
    let detSum: Double
    // When the two products differ in sign (or one is zero) the subtraction cannot cancel.
    if detLeft > 0 {
        if detRight <= 0 { return det }
        detSum = detLeft + detRight
    } else if detLeft < 0 {
        if detRight >= 0 { return det }
        detSum = -detLeft - detRight
    } else {
        return det
    }
    let bound = ErrorBound.ccwA * detSum
    if det >= bound || -det >= bound { return det }
    return orient2dAdaptive(a, b, c, detSum: detSum)
}

/// Shewchuk's error-bound constants for doubles (ε = 2⁻⁵³, half an ulp of 1).
private enum ErrorBound {
    static let epsilon = 0x1p-53
    static let result = (3 + 8 * epsilon) * epsilon
    static let ccwA = (3 + 16 * epsilon) * epsilon
    static let ccwB = (2 + 12 * epsilon) * epsilon
    static let ccwC = (9 + 64 * epsilon) * epsilon * epsilon
}

/// Stages B, C and D of Shewchuk's `orient2dadapt`.
private func orient2dAdaptive(_ a: Coordinate, _ b: Coordinate, _ c: Coordinate, detSum: Double) -> Double {
    let acx = a.longitude - c.longitude
    let bcx = b.longitude - c.longitude
    let acy = a.latitude - c.latitude
    let bcy = b.latitude - c.latitude

    let left = twoProduct(acx, bcy)
    let right = twoProduct(acy, bcx)
    let stageB = twoTwoDiff(left.high, left.low, right.high, right.low)
    var det = stageB.0 + stageB.1 + stageB.2 + stageB.3
    var bound = ErrorBound.ccwB * detSum
    if det >= bound || -det >= bound { return det }

    let acxTail = twoDiffTail(a.longitude, c.longitude, acx)
    let bcxTail = twoDiffTail(b.longitude, c.longitude, bcx)
    let acyTail = twoDiffTail(a.latitude, c.latitude, acy)
    let bcyTail = twoDiffTail(b.latitude, c.latitude, bcy)
    // Exact differences: stage B was already the exact determinant.
    if acxTail == 0, acyTail == 0, bcxTail == 0, bcyTail == 0 { return det }

    bound = ErrorBound.ccwC * detSum + ErrorBound.result * abs(det)
    det += (acx * bcyTail + bcy * acxTail) - (acy * bcxTail + bcx * acyTail)
    if det >= bound || -det >= bound { return det }

    // Exact sum B + (acxTail·bcy − acyTail·bcx) + (acx·bcyTail − acy·bcxTail) + (acxTail·bcyTail − acyTail·bcxTail).
    // Layout of the scratch buffer: B 0..<4, term 4..<8, C1 8..<16, C2 16..<28, D 28..<44.
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 44) { buffer in
        store(stageB, in: buffer, at: 0)
        store(productDifference(acxTail, bcy, acyTail, bcx), in: buffer, at: 4)
        let c1Count = fastExpansionSumZeroElim(buffer, 0..<4, 4..<8, into: 8)
        store(productDifference(acx, bcyTail, acy, bcxTail), in: buffer, at: 4)
        let c2Count = fastExpansionSumZeroElim(buffer, 8..<(8 + c1Count), 4..<8, into: 16)
        store(productDifference(acxTail, bcyTail, acyTail, bcxTail), in: buffer, at: 4)
        let dCount = fastExpansionSumZeroElim(buffer, 16..<(16 + c2Count), 4..<8, into: 28)
        // The last component of a nonoverlapping expansion carries its sign and most of its value.
        return buffer[28 + dCount - 1]
    }
}

/// `x·y − z·w` as a four-component expansion, smallest first.
@inline(__always)
private func productDifference(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> (
    Double, Double, Double, Double
) {
    let s = twoProduct(x, y)
    let t = twoProduct(z, w)
    return twoTwoDiff(s.high, s.low, t.high, t.low)
}

@inline(__always)
private func store(
    _ e: (Double, Double, Double, Double), in buffer: UnsafeMutableBufferPointer<Double>, at start: Int
) {
    buffer[start] = e.0
    buffer[start + 1] = e.1
    buffer[start + 2] = e.2
    buffer[start + 3] = e.3
}

/// Knuth's TwoSum: `a + b == high + low` exactly.
@inline(__always)
private func twoSum(_ a: Double, _ b: Double) -> (high: Double, low: Double) {
    let x = a + b
    let bVirtual = x - a
    let aVirtual = x - bVirtual
    return (x, (a - aVirtual) + (b - bVirtual))
}

/// Dekker's FastTwoSum, valid when `|a| >= |b|` or `a` is zero.
@inline(__always)
private func fastTwoSum(_ a: Double, _ b: Double) -> (high: Double, low: Double) {
    let x = a + b
    return (x, b - (x - a))
}

/// TwoDiff: `a − b == high + low` exactly.
@inline(__always)
private func twoDiff(_ a: Double, _ b: Double) -> (high: Double, low: Double) {
    let x = a - b
    return (x, twoDiffTail(a, b, x))
}

/// The rounding error of `x = a − b`.
@inline(__always)
private func twoDiffTail(_ a: Double, _ b: Double, _ x: Double) -> Double {
    let bVirtual = a - x
    let aVirtual = x + bVirtual
    return (a - aVirtual) + (bVirtual - b)
}

/// TwoProduct with a fused multiply-add: `a·b == high + low` exactly.
@inline(__always)
private func twoProduct(_ a: Double, _ b: Double) -> (high: Double, low: Double) {
    let x = a * b
    return (x, (-x).addingProduct(a, b))
}

/// `(a1 + a0) − b` as a three-component expansion (x2, x1, x0), largest first.
@inline(__always)
private func twoOneDiff(_ a1: Double, _ a0: Double, _ b: Double) -> (Double, Double, Double) {
    let (i, x0) = twoDiff(a0, b)
    let (x2, x1) = twoSum(a1, i)
    return (x2, x1, x0)
}

/// `(a1 + a0) − (b1 + b0)` as a four-component expansion, smallest first.
@inline(__always)
private func twoTwoDiff(_ a1: Double, _ a0: Double, _ b1: Double, _ b0: Double) -> (Double, Double, Double, Double) {
    let (j, zero, x0) = twoOneDiff(a1, a0, b0)
    let (x3, x2, x1) = twoOneDiff(j, zero, b1)
    return (x0, x1, x2, x3)
}

/// Shewchuk's `fast_expansion_sum_zeroelim`: the sum of two nonoverlapping expansions (smallest
/// component first), written at `start` without zero components.
///
/// - Returns: the number of components written (at least one).
private func fastExpansionSumZeroElim(
    _ buffer: UnsafeMutableBufferPointer<Double>, _ e: Range<Int>, _ f: Range<Int>, into start: Int
) -> Int {
    var eIndex = e.lowerBound
    var fIndex = f.lowerBound
    var output = start
    var q = takeSmaller(buffer, &eIndex, &fIndex)
    if eIndex < e.upperBound, fIndex < f.upperBound {
        let (sum, error) = fastTwoSum(takeSmaller(buffer, &eIndex, &fIndex), q)
        q = sum
        if error != 0 {
            buffer[output] = error
            output += 1
        }
        while eIndex < e.upperBound, fIndex < f.upperBound {
            let (sum, error) = twoSum(q, takeSmaller(buffer, &eIndex, &fIndex))
            q = sum
            if error != 0 {
                buffer[output] = error
                output += 1
            }
        }
    }
    while eIndex < e.upperBound {
        let (sum, error) = twoSum(q, buffer[eIndex])
        eIndex += 1
        q = sum
        if error != 0 {
            buffer[output] = error
            output += 1
        }
    }
    while fIndex < f.upperBound {
        let (sum, error) = twoSum(q, buffer[fIndex])
        fIndex += 1
        q = sum
        if error != 0 {
            buffer[output] = error
            output += 1
        }
    }
    if q != 0 || output == start {
        buffer[output] = q
        output += 1
    }
    return output - start
}

/// The smaller-magnitude head of two expansions being merged (Shewchuk's Theorem 13), advancing
/// past it. Both indices must point at a component.
@inline(__always)
private func takeSmaller(_ buffer: UnsafeMutableBufferPointer<Double>, _ eIndex: inout Int, _ fIndex: inout Int)
    -> Double
{
    let eNow = buffer[eIndex]
    let fNow = buffer[fIndex]
    if (fNow > eNow) == (fNow > -eNow) {
        eIndex += 1
        return eNow
    }
    fIndex += 1
    return fNow
}
