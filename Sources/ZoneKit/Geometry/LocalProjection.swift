import Foundation

/// An equirectangular projection around a reference latitude, for distances in metres at city
/// scale.
///
/// A position maps to `x = R·cos φ₀·λ`, `y = R·φ` (λ, φ in radians, R = ``GreatCircle/earthRadius``,
/// the sphere Turf uses). The map is affine in longitude and latitude, so straight GeoJSON edges stay
/// straight, fractions along a segment are the same in degrees and in metres, and the sign of a
/// cross product (which side of a street) is the same as ``orient2d(_:_:_:)`` on the raw
/// coordinates.
///
/// Error: east–west lengths are scaled by `cos φ₀` instead of the cosine of their own latitude, a
/// relative error of about `tan φ₀ · Δφ / 2` for a displacement spanning Δφ radians of latitude, plus
/// the sphere's curvature, of order `(d/R)²`. Centred on the query point, that is below 0.02 % up
/// to 5 km at San Francisco's latitude (37.77°; about 2.3·10⁻⁸ per metre of distance, measured
/// against haversine in the tests): under a millimetre for the tens of metres a parking lookup
/// cares about.
package struct LocalProjection: Hashable, Sendable {
    /// The latitude, in degrees, where east–west lengths are true.
    package let referenceLatitude: Double
    /// Metres per degree of longitude at ``referenceLatitude``.
    let metresPerDegreeLongitude: Double
    /// Metres per degree of latitude (the same everywhere on a sphere).
    static let metresPerDegreeLatitude = GreatCircle.earthRadius * .pi / 180

    /// Creates the projection whose east–west lengths are true at `referenceLatitude` (degrees);
    /// use the query point's latitude for the smallest error.
    package init(referenceLatitude: Double) {
        self.referenceLatitude = referenceLatitude
        self.metresPerDegreeLongitude = Self.metresPerDegreeLatitude * cos(referenceLatitude * .pi / 180)
    }

    /// Where `coordinate` lies relative to `origin`, in metres east and north.
    ///
    /// Longitude differences are taken the short way round, so the antimeridian is not a wall.
    package func offset(of coordinate: Coordinate, from origin: Coordinate) -> (east: Double, north: Double) {
        (
            Self.normalizedLongitude(coordinate.longitude - origin.longitude) * metresPerDegreeLongitude,
            (coordinate.latitude - origin.latitude) * Self.metresPerDegreeLatitude
        )
    }

    /// The straight-line distance in metres between two positions in this projection.
    package func distance(from a: Coordinate, to b: Coordinate) -> Double {
        let (east, north) = offset(of: b, from: a)
        return (east * east + north * north).squareRoot()
    }

    /// The distance in metres from `point` to the nearest point of `segment`: a true
    /// point-to-segment distance (perpendicular foot when it falls on the segment, else the nearer
    /// end), never a distance to the ends only.
    ///
    /// - Complexity: O(1); no allocation.
    package func distance(from point: Coordinate, toSegment segment: Segment) -> Double {
        squaredDistance(from: point, toSegment: segment).squareRoot()
    }

    /// The nearest point of `segment` to `point`, with its fraction along the segment and its
    /// distance in metres.
    ///
    /// - Returns: a ``ClosestPoint`` with `segmentIndex` 0; `fraction` is exactly 0 or 1 (and the
    ///   coordinate exactly the end) when an end is nearest.
    func closestPoint(on segment: Segment, to point: Coordinate) -> ClosestPoint {
        let foot = nearestFraction(from: point, toSegment: segment)
        let coordinate: Coordinate
        switch foot.fraction {
        case 0: coordinate = segment.start
        case 1: coordinate = segment.end
        default:
            let t = foot.fraction
            let longitude =
                segment.start.longitude
                + t * Self.normalizedLongitude(segment.end.longitude - segment.start.longitude)
            coordinate = Coordinate(
                latitude: segment.start.latitude + t * (segment.end.latitude - segment.start.latitude),
                longitude: Self.normalizedLongitude(longitude))
        }
        return ClosestPoint(
            segmentIndex: 0, fraction: foot.fraction, coordinate: coordinate,
            distance: foot.squaredDistance.squareRoot())
    }

    /// The squared distance in square metres from `point` to `segment`.
    func squaredDistance(from point: Coordinate, toSegment segment: Segment) -> Double {
        nearestFraction(from: point, toSegment: segment).squaredDistance
    }

    /// The fraction along `segment` of the point nearest `point`, and the squared distance to it.
    private func nearestFraction(from point: Coordinate, toSegment segment: Segment) -> (
        fraction: Double, squaredDistance: Double
    ) {
        // Work relative to the query point so that nearby coordinates keep all their digits.
        let (ax, ay) = offset(of: segment.start, from: point)
        let dx = Self.normalizedLongitude(segment.end.longitude - segment.start.longitude) * metresPerDegreeLongitude
        let dy = (segment.end.latitude - segment.start.latitude) * Self.metresPerDegreeLatitude
        let lengthSquared = dx * dx + dy * dy
        var t = 0.0
        if lengthSquared > 0 {
            t = Swift.min(1, Swift.max(0, -(ax * dx + ay * dy) / lengthSquared))
        }
        let x = ax + t * dx
        let y = ay + t * dy
        return (t, x * x + y * y)
    }

    /// `degrees` brought into -180...180: a longitude, or a longitude difference taken the short way.
    static func normalizedLongitude(_ degrees: Double) -> Double {
        if degrees > 180 { return degrees - 360 }
        if degrees < -180 { return degrees + 360 }
        return degrees
    }
}
