import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// A batch that writes only ``CoreEvaluations/coreMembers`` answers from shared cores: every such
/// member must be what the answer evaluated whole gives, on the bundled data, wherever the point is
/// and whatever the question.
@Suite struct CoreEvaluationsTests {
    static let data = BundledData.parkingData

    /// The members of `report`'s record that cores give.
    static func coreRecord(_ report: ParkingReport) -> [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        for (key, value) in report.jsonObject.members where CoreEvaluations.coreMembers.contains(key) {
            members[key] = value
        }
        return members
    }

    @Test func coreMembersAreThoseOfTheWholeAnswer() throws {
        let data = try Self.data.get()
        let cores = CoreEvaluations()
        // Two workers' caches sharing one store, as a batch's.
        let caches = [EvaluationCache(cores: cores), EvaluationCache(cores: cores)]
        var fromCores = 0
        var asked = 0
        for round in 1...2 {
            for point in EvaluationCacheTests.points {
                for query in EvaluationCacheTests.queries(at: point) {
                    let cache = caches[asked % 2]
                    asked += 1
                    let cached = try data.answer(for: query, threshold: nil, settings: .standard, cache: cache)
                    let whole = try data.answer(for: query)
                    #expect(Self.coreRecord(cached) == Self.coreRecord(whole), "round \(round): \(query)")
                    // An answer from a core has no rules, where its whole evaluation has some.
                    if let answer = cached.answer, answer.rules.isEmpty, whole.answer?.rules.isEmpty == false {
                        fromCores += 1
                    }
                }
            }
        }
        #expect(fromCores > asked / 4)
        // Points on one block face, and far from any street, share a core.
        #expect(cores.count < asked / 8)
    }

    @Test func aFullStoreHoldsNoMoreThanItsCapacityAndAnswersAlike() throws {
        let data = try Self.data.get()
        let cores = CoreEvaluations(capacity: 3)
        let cache = EvaluationCache(cores: cores)
        for point in EvaluationCacheTests.points.prefix(80) + EvaluationCacheTests.points.prefix(80) {
            let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_783_351_800))
            let cached = try data.answer(for: query, threshold: nil, settings: .standard, cache: cache)
            #expect(Self.coreRecord(cached) == Self.coreRecord(try data.answer(for: query)))
            #expect(cores.count <= 3)
        }
    }

    @Test func otherSettingsOrDataAreNotAnsweredFromTheCores() throws {
        let data = try Self.data.get()
        let other = try ParkingData(directory: BundledData.directory)
        let cores = CoreEvaluations()
        var narrow = AnswerSettings.standard
        narrow.blockFaceRadius = 2
        let first = EvaluationCache(cores: cores)
        let narrowCache = EvaluationCache(cores: cores)
        let otherCache = EvaluationCache(cores: cores)
        for point in EvaluationCacheTests.points.prefix(60) + EvaluationCacheTests.points.prefix(60) {
            let query = ParkingQuery(location: point, arrival: Date(timeIntervalSince1970: 1_783_351_800))
            _ = try data.answer(for: query, threshold: nil, settings: .standard, cache: first)
            // The store is bound to the first dataset and settings: the others are answered whole.
            #expect(
                try data.answer(for: query, threshold: nil, settings: narrow, cache: narrowCache)
                    == (try data.answer(for: query, settings: narrow)))
            #expect(
                try other.answer(for: query, threshold: nil, settings: .standard, cache: otherCache)
                    == (try other.answer(for: query)))
        }
        #expect(cores.count > 0)
    }
}
