import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// A batch shares the findings of answers through an ``AnswerCache``: every answer must be the one
/// given without it, on the bundled data, wherever the point is and whatever the question.
@Suite struct AnswerCacheTests {
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
        let cache = AnswerCache()
        var shared = 0
        var answered = 0
        // Three times: findings are held from the second time, and shared from the third.
        for _ in 1...3 {
            for point in Self.points {
                for query in Self.queries(at: point) {
                    let cached = try data.answer(for: query, threshold: nil, settings: .standard, cache: cache)
                    #expect(cached == (try data.answer(for: query)), "\(query)")
                    guard let answer = cached.answer else { continue }
                    answered += 1
                    if answer.findings.isShared { shared += 1 }
                }
            }
        }
        // Most answers share their findings, and many points share the same ones.
        #expect(shared > answered / 2)
        #expect(cache.count < shared / 4)
    }

    @Test func anAnswerThatQuotesTheDistanceToTheCentrelineIsNotShared() throws {
        let data = try Self.data.get()
        let cache = AnswerCache()
        var uncertain = 0
        // Three times: had the answers been kept, the third would share them.
        for point in Self.points + Self.points + Self.points {
            let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_783_351_800))
            guard let answer = try data.answer(for: query, threshold: nil, settings: .standard, cache: cache).answer
            else { continue }
            if answer.warnings.contains(where: { $0.code == "side-uncertain" }) {
                uncertain += 1
                #expect(!answer.findings.isShared)
            }
        }
        #expect(uncertain > 0)
    }

    @Test func otherSettingsOrDataAreNotAnsweredFromWhatTheCacheHolds() throws {
        let data = try Self.data.get()
        let cache = AnswerCache()
        var narrow = AnswerSettings.standard
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

    @Test func findingsMetAgainOutlastTheOnesMetOnce() throws {
        let data = try Self.data.get()
        let cache = AnswerCache(capacity: 8)
        let arrival = Date(timeIntervalSince1970: 1_783_351_800)
        // Far out in the bay: no street, no block face, no meter.
        let far = ParkingQuery(location: Coordinate(latitude: 37.81, longitude: -122.385), arrival: arrival)
        _ = try data.answer(for: far, threshold: nil, settings: .standard, cache: cache)
        _ = try data.answer(for: far, threshold: nil, settings: .standard, cache: cache)
        let shared = try #require(
            try data.answer(for: far, threshold: nil, settings: .standard, cache: cache).answer?.findings)
        #expect(shared.isShared)
        // Points met once each, enough to fill the cache several times over.
        for point in Self.points.prefix(169) {
            _ = try data.answer(
                for: ParkingQuery(location: point, arrival: arrival), threshold: nil, settings: .standard, cache: cache)
            #expect(cache.count <= 8)
        }
        #expect(
            try data.answer(for: far, threshold: nil, settings: .standard, cache: cache).answer?.findings === shared)
    }

    @Test func aFullCacheStartsAgainEmpty() throws {
        let data = try Self.data.get()
        let cache = AnswerCache(capacity: 4)
        for point in Self.points.suffix(100) {
            let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_783_351_800))
            #expect(
                try data.answer(for: query, threshold: nil, settings: .standard, cache: cache)
                    == (try data.answer(for: query)))
            #expect(cache.count <= 4)
        }
    }
}
