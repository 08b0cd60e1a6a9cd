import Foundation
import Testing
import TestSupport

@testable import ZoneKit

/// A rough position never makes an answer more permissive than the curbs it may be at (#37,
/// `--accuracy` in every city), checked on Portland's and Austin's feeds at seeded points near their
/// curbs — on them, beside them, across the street, 30–60 m off — with accuracies from 1 to 120 m,
/// at arrivals across a week.
///
/// Where the point is at a street, the answer with an accuracy is `unknown` or has the verdict the
/// point's own side has, and ends no later. Away from the streets, an answer other than `unknown`
/// comes from the nearby curbs within the accuracy: every one of them has its verdict and lets the
/// car stay at least as long.
@Suite struct CurbAccuracyPropertyTests {
    static let accuracies: [Double] = [1, 3, 5, 10, 20, 45, 80, 120]

    @Test(arguments: ["portland", "austin"])
    func aRoughPositionIsNeverMorePermissiveThanTheCurbsItMayBeAt(_ city: String) throws {
        let curbs = try city == "portland" ? CurbFixtures.portland() : CurbFixtures.austin()
        var random = SeededGenerator(seed: city == "portland" ? 2026_1129 : 2026_1130)
        let features = curbs.feed.features
        var checked = 0
        var answeredAtNearbyCurbs = 0
        var uncertainSides = 0
        for _ in 0..<400 {
            let feature = features[Int.random(in: 0..<features.count, using: &random)]
            let coordinates = feature.geometry.coordinates
            let start = coordinates[0]
            let end = coordinates[coordinates.count - 1]
            let along = Double.random(in: 0...1, using: &random)
            // Metres off the line, either side: on it, beside it, across the street, away.
            let offset =
                [0, 0.5, 2, 4, 8, 35, 50].randomElement(using: &random)! * (Bool.random(using: &random) ? 1 : -1)
            let east = (end.longitude - start.longitude) * 111_320 * cos(start.latitude * .pi / 180)
            let north = (end.latitude - start.latitude) * 111_320
            let length = max((east * east + north * north).squareRoot(), 0.01)
            let point = Coordinate(
                latitude: start.latitude + (end.latitude - start.latitude) * along + east / length * offset / 111_320,
                longitude: start.longitude + (end.longitude - start.longitude) * along - north / length * offset
                    / (111_320 * cos(start.latitude * .pi / 180)))
            let arrival = CurbFixtures.utc(
                2026, 11, 23 + Int.random(in: 0..<7, using: &random), Int.random(in: 0..<24, using: &random))
            let plain = curbs.answer(at: point, arrival: arrival)
            for accuracy in Self.accuracies {
                let rough = curbs.answer(at: point, arrival: arrival, choosing: nil, accuracy: accuracy).answer
                checked += 1
                guard rough.verdict != .unknown else { continue }
                if rough.sideUncertainty != nil { uncertainSides += 1 }
                if plain.curb != nil {
                    #expect(rough.verdict == plain.verdict, "\(point) ±\(accuracy) m: \(rough.explanation)")
                    #expect(
                        (rough.parkUntil ?? .distantFuture) <= (plain.parkUntil ?? .distantFuture),
                        "\(point) ±\(accuracy) m: \(rough.explanation) against \(plain.explanation)")
                } else {
                    answeredAtNearbyCurbs += 1
                    #expect(rough.isFromNearbyCurbs)
                    let within = rough.nearbyCurbs.filter { $0.place.distance <= accuracy }
                    #expect(!within.isEmpty)
                    for curb in within {
                        #expect(curb.answer.verdict == rough.verdict, "\(point) ±\(accuracy) m")
                        #expect((rough.parkUntil ?? .distantFuture) <= (curb.answer.parkUntil ?? .distantFuture))
                    }
                }
            }
        }
        #expect(checked == 400 * Self.accuracies.count)
        // The property is checked where it bites: sides asked both ways, points answered from curbs.
        #expect(uncertainSides > 20, "\(uncertainSides) answers with an uncertain side")
        #expect(answeredAtNearbyCurbs > 5, "\(answeredAtNearbyCurbs) answers from the nearby curbs")
    }
}
