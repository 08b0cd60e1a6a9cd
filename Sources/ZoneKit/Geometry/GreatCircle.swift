import Foundation

/// Distances on a sphere: between points (haversine) and from a point to a great-circle arc.
///
/// The sphere has radius ``earthRadius``, the mean Earth radius Turf uses, so results compare with
/// Turf's to rounding. The sphere differs from the WGS84 ellipsoid by up to about 0.5 %.
enum GreatCircle {
    /// The sphere's radius in metres (Turf's `earthRadius`).
    static let earthRadius = 6_371_008.8

    /// The great-circle distance in metres between two positions, by the haversine formula
    /// (accurate for small distances, unlike the spherical law of cosines).
    static func distance(from a: Coordinate, to b: Coordinate) -> Double {
        let phi1 = a.latitude * .pi / 180
        let phi2 = b.latitude * .pi / 180
        let dPhi = phi2 - phi1
        let dLambda = (b.longitude - a.longitude) * .pi / 180
        let sinHalfPhi = sin(dPhi / 2)
        let sinHalfLambda = sin(dLambda / 2)
        let h = sinHalfPhi * sinHalfPhi + cos(phi1) * cos(phi2) * sinHalfLambda * sinHalfLambda
        return 2 * earthRadius * atan2(h.squareRoot(), (1 - h).squareRoot())
    }

    /// The distance in metres along the sphere from `point` to the nearest point of the shorter
    /// great-circle arc from `arc.start` to `arc.end`.
    ///
    /// Vector method: the foot of the perpendicular from `point` onto the arc's great circle is
    /// `p − (p·n)n` normalised, where `n` is the circle's unit normal; when the foot lies between
    /// the ends the distance is the cross-track angle, otherwise the distance to the nearer end.
    /// Angles come from `atan2(|u×v|, u·v)`, accurate at every size.
    ///
    /// - Complexity: O(1); no allocation.
    static func distance(from point: Coordinate, toArc arc: Segment) -> Double {
        let p = UnitVector(point)
        let a = UnitVector(arc.start)
        let b = UnitVector(arc.end)
        let normal = a.cross(b)
        let normalLength = normal.length
        // A point-like (or antipodal, hence undefined) arc: fall back to its ends.
        guard normalLength > 1e-15 else {
            return Swift.min(angle(p, a), angle(p, b)) * earthRadius
        }
        let n = normal.scaled(1 / normalLength)
        let crossTrack = p.dot(n)
        let foot = p.adding(n.scaled(-crossTrack))
        // At the circle's pole every point of the circle is 90° away, the ends included.
        if foot.length > 1e-15 && a.cross(foot).dot(n) >= 0 && foot.cross(b).dot(n) >= 0 {
            return angle(p, foot) * earthRadius
        }
        return Swift.min(angle(p, a), angle(p, b)) * earthRadius
    }

    /// The angle in radians between two (not necessarily unit) vectors.
    private static func angle(_ u: UnitVector, _ v: UnitVector) -> Double {
        atan2(u.cross(v).length, u.dot(v))
    }
}

/// A position on the unit sphere (or, after arithmetic, any 3-vector).
private struct UnitVector {
    var x: Double
    var y: Double
    var z: Double

    init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    init(_ coordinate: Coordinate) {
        let lambda = coordinate.longitude * .pi / 180
        let phi = coordinate.latitude * .pi / 180
        self.init(x: cos(phi) * cos(lambda), y: cos(phi) * sin(lambda), z: sin(phi))
    }

    func dot(_ other: UnitVector) -> Double { x * other.x + y * other.y + z * other.z }

    func cross(_ other: UnitVector) -> UnitVector {
        UnitVector(x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
    }

    func scaled(_ factor: Double) -> UnitVector { UnitVector(x: x * factor, y: y * factor, z: z * factor) }

    func adding(_ other: UnitVector) -> UnitVector { UnitVector(x: x + other.x, y: y + other.y, z: z + other.z) }

    var length: Double { dot(self).squareRoot() }
}
