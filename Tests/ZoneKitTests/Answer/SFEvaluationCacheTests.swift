import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// A batch shares the rule evaluations of answers through an ``SFEvaluationCache``: every answer
/// must be the one given without it, on the bundled data, wherever the point is and whatever the
/// question.
@Suite struct SFEvaluationCacheTests {
    static let data = BundledData.parkingData

    /// Points a metre or two apart on busy blocks (so that neighbours find the same things), random
    /// points across the city (mostly far from any street), and one outside it.
    static let points: [Coordinate] = {
        var points: [Coordinate] = []
        for (latitude, longitude) in [(37.76, -122.43), (37.7793, -122.4193), (37.77606, -122.40845)] {
            for north in -6...6 {
                for east in -6...6 {
                    points.append(
                        Coordinate(
                            latitude: latitude + Double(north) * 0.00002, longitude: longitude + Double(east) * 0.00002)
                    )
                }
            }
        }
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            points.append(
                Coordinate(
                    latitude: Double.random(in: 37.70...37.81, using: &generator),
                    longitude: Double.random(in: -122.51...(-122.38), using: &generator)))
        }
        points.append(Coordinate(latitude: 37.33, longitude: -121.89))
        return points
    }()

    /// The questions asked at each point: a plain one, a permit holder's at another time, a
    /// heading, a named side, a placard on an oversized vehicle.
    static func queries(at point: Coordinate) -> [ParkingQuery] {
        let monday = Date(timeIntervalSince1970: 1_783_351_800)
        let saturday = Date(timeIntervalSince1970: 1_783_900_000)
        return [
            ParkingQuery(location: point, arrival: monday),
            ParkingQuery(location: point, arrival: saturday, permits: ["S"]),
            ParkingQuery(location: point, arrival: monday, heading: 90),
            ParkingQuery(location: point, arrival: saturday, side: .compass(.north)),
            ParkingQuery(location: point, arrival: monday, hasPlacard: true, isOversizedVehicle: true),
        ]
    }

    @Test func answersThroughACacheAreTheAnswersWithoutOne() throws {
        let data = try Self.data.get()
        let cache = SFEvaluationCache()
        var answered = 0
        // Twice: the second time every evaluation is held.
        for _ in 1...2 {
            for point in Self.points {
                for query in Self.queries(at: point) {
                    let cached = try data.answer(for: query, threshold: nil, settings: .standard, cache: cache)
                    #expect(cached == (try data.answer(for: query)), "\(query)")
                    if cached.answer != nil { answered += 1 }
                }
            }
        }
        // Many points share one evaluation.
        #expect(cache.count < answered / 8)
    }

    /// Points along a curb at different distances from the centreline, some too near it to tell
    /// the side: the side-uncertain warning quotes each point's own distance, though they share an
    /// evaluation.
    @Test func anAnswerQuotesItsOwnDistanceToTheCentreline() throws {
        let data = try Self.data.get()
        let cache = SFEvaluationCache()
        var uncertain = 0
        for point in Self.points + Self.points {
            let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_783_351_800))
            let cached = try data.answer(for: query, threshold: nil, settings: .standard, cache: cache)
            #expect(cached == (try data.answer(for: query)))
            if cached.answer?.warnings.contains(where: { $0.code == "side-uncertain" }) == true { uncertain += 1 }
        }
        #expect(uncertain > 0)
    }

    @Test func otherSettingsOrDataAreNotAnsweredFromWhatTheCacheHolds() throws {
        let data = try Self.data.get()
        let cache = SFEvaluationCache()
        var narrow = SFAnswerSettings.standard
        narrow.blockFaceRadius = 2
        narrow.upcomingInterval = 3600
        let other = try ParkingData(directory: BundledData.directory)
        for point in Self.points.prefix(60) {
            let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_783_351_800))
            #expect(
                try data.answer(for: query, threshold: nil, settings: .standard, cache: cache)
                    == (try data.answer(for: query)))
            #expect(
                try data.answer(for: query, threshold: nil, settings: narrow, cache: cache)
                    == (try data.answer(for: query, settings: narrow)))
            #expect(
                try other.answer(for: query, threshold: nil, settings: .standard, cache: cache)
                    == (try other.answer(for: query)))
        }
    }

    @Test func aFullCacheHoldsNoMoreThanItsCapacity() throws {
        let data = try Self.data.get()
        let cache = SFEvaluationCache(capacity: 4)
        for point in Self.points.suffix(100) {
            let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_783_351_800))
            #expect(
                try data.answer(for: query, threshold: nil, settings: .standard, cache: cache)
                    == (try data.answer(for: query)))
            #expect(cache.count <= 4)
        }
    }
}
