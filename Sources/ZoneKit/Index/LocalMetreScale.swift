import Foundation

/// Metres per degree around one latitude: a local equirectangular approximation on a sphere.
///
/// Distances from one point use the cosine of *that point's* latitude for every longitude
/// difference, so within one query the metric is a fixed weighted Euclidean one. That keeps box
/// distances monotone (a box inside another is never nearer), which the tree's pruning needs.
/// Good to well under 1 % at city scale; not meant for spans of hundreds of kilometres or across
/// the antimeridian.
///
/// Internal and deliberately small: to be replaced by Geometry's `LocalProjection` once it lands.
struct LocalMetreScale: Sendable {
    /// The mean Earth radius (IUGG), the sphere Turf and the peer fixtures use.
    static let earthRadius = 6_371_008.8

    /// Metres in one degree of latitude (the same everywhere on a sphere).
    static let metresPerDegreeLatitude = earthRadius * Double.pi / 180

    /// Metres in one degree of longitude at the reference latitude.
    let metresPerDegreeLongitude: Double

    /// The scale around `latitude` (degrees).
    init(latitude: Double) {
        metresPerDegreeLongitude = Self.metresPerDegreeLatitude * cos(latitude * Double.pi / 180)
    }

    /// The squared distance in square metres from `point` to the nearest point of the inclusive box
    /// `minX...maxX` × `minY...maxY` (degrees); 0 when the point is in the box.
    @inline(__always)
    func squaredDistance(
        from point: Coordinate, toBoxMinX minX: Double, minY: Double, maxX: Double, maxY: Double
    ) -> Double {
        // An infinite edge gives -∞ on its side, so max(…, 0) still yields 0 for a box around
        // the point; an empty box (min +∞, max -∞) is infinitely far.
        let dx = Swift.max(minX - point.longitude, point.longitude - maxX, 0) * metresPerDegreeLongitude
        let dy = Swift.max(minY - point.latitude, point.latitude - maxY, 0) * Self.metresPerDegreeLatitude
        return dx * dx + dy * dy
    }

    /// The distance in metres from `point` to the nearest point of `box`; 0 when inside.
    func distance(from point: Coordinate, to box: BoundingBox) -> Double {
        squaredDistance(
            from: point, toBoxMinX: box.minLongitude, minY: box.minLatitude,
            maxX: box.maxLongitude, maxY: box.maxLatitude
        ).squareRoot()
    }
}
