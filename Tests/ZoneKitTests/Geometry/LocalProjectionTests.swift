import Foundation
import Testing
@testable import ZoneKit

@Suite struct LocalProjectionTests {
    static let sanFrancisco = Coordinate(latitude: 37.7749, longitude: -122.4194)

    /// The point `distance` metres from `start` on initial bearing `bearing` (degrees), on Turf's
    /// sphere (the spherical direct problem).
    static func destination(from start: Coordinate, bearing: Double, distance: Double) -> Coordinate {
        let phi1 = start.latitude * .pi / 180
        let lambda1 = start.longitude * .pi / 180
        let theta = bearing * .pi / 180
        let delta = distance / GreatCircle.earthRadius
        let phi2 = asin(sin(phi1) * cos(delta) + cos(phi1) * sin(delta) * cos(theta))
        let lambda2 = lambda1 + atan2(sin(theta) * sin(delta) * cos(phi1), cos(delta) - sin(phi1) * sin(phi2))
        return Coordinate(latitude: phi2 * 180 / .pi, longitude: lambda2 * 180 / .pi)
    }

    /// The documented error: below 0.02 % from 1 m to 5 km in every direction at San Francisco's
    /// latitude, growing about linearly with distance.
    @Test func agreesWithHaversineUpToFiveKilometres() {
        let projection = LocalProjection(referenceLatitude: Self.sanFrancisco.latitude)
        var worst = 0.0
        var worstAt100m = 0.0
        var ran = 0
        for distance in [1.0, 10, 100, 500, 1_000, 2_000, 3_000, 4_000, 5_000] {
            for bearing in stride(from: 0.0, to: 360, by: 5) {
                let end = Self.destination(from: Self.sanFrancisco, bearing: bearing, distance: distance)
                let reference = Self.sanFrancisco.haversineDistance(to: end)
                let error = abs(projection.distance(from: Self.sanFrancisco, to: end) - reference) / reference
                worst = max(worst, error)
                if distance <= 100 { worstAt100m = max(worstAt100m, error) }
                ran += 1
            }
        }
        print(
            "equirectangular vs haversine at SF, \(ran) pairs: worst relative error \(worst) (≤ 100 m: \(worstAt100m))")
        #expect(worst < 2e-4)
        #expect(worstAt100m < 5e-6)
    }

    @Test func haversineIsTheDirectProblemReversed() {
        for distance in [3.0, 250, 5_000] {
            let end = Self.destination(from: Self.sanFrancisco, bearing: 33, distance: distance)
            #expect(abs(Self.sanFrancisco.haversineDistance(to: end) - distance) < 1e-6)
        }
    }

    @Test func offsetsPointEastAndNorth() {
        let projection = LocalProjection(referenceLatitude: 0)
        let (east, north) = projection.offset(
            of: Coordinate(latitude: -1, longitude: 1), from: Coordinate(latitude: 0, longitude: 0))
        #expect(abs(east - LocalProjection.metresPerDegreeLatitude) < 1e-6)
        #expect(abs(north + LocalProjection.metresPerDegreeLatitude) < 1e-6)
        #expect(abs(LocalProjection.metresPerDegreeLatitude - 111_195.08) < 0.01)
    }

    /// Point-to-segment is the perpendicular distance in the middle and the end distance beyond.
    @Test func segmentDistanceUsesThePerpendicularFoot() {
        let projection = LocalProjection(referenceLatitude: 0)
        let segment = Segment(from: Coordinate(latitude: 0, longitude: 0), to: Coordinate(latitude: 0, longitude: 0.01))
        let above = Coordinate(latitude: 0.0001, longitude: 0.005)
        #expect(
            abs(projection.distance(from: above, toSegment: segment) - 0.0001 * LocalProjection.metresPerDegreeLatitude)
                < 1e-6)
        let closest = projection.closestPoint(on: segment, to: above)
        #expect(abs(closest.fraction - 0.5) < 1e-12)
        let beyond = Coordinate(latitude: 0, longitude: 0.011)
        #expect(projection.closestPoint(on: segment, to: beyond).fraction == 1)
        #expect(
            abs(projection.distance(from: beyond, toSegment: segment) - 0.001 * LocalProjection.metresPerDegreeLatitude)
                < 1e-6)
        let degenerate = Segment(from: above, to: above)
        #expect(projection.distance(from: above, toSegment: degenerate) == 0)
    }

    /// A segment across the antimeridian is short, not 360° long.
    @Test func antimeridianIsNotAWall() {
        let segment = Segment(
            from: Coordinate(latitude: 0, longitude: 179.999), to: Coordinate(latitude: 0, longitude: -179.999))
        let point = Coordinate(latitude: 0.001, longitude: 180)
        #expect(abs(segment.distance(to: point) - 0.001 * LocalProjection.metresPerDegreeLatitude) < 1e-3)
        let closest = segment.closestPoint(to: point)
        #expect(abs(closest.fraction - 0.5) < 1e-9)
        #expect(abs(abs(closest.coordinate.longitude) - 180) < 1e-9)
    }
}
