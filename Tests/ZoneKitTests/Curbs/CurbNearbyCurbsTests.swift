import Foundation
import Testing

@testable import ZoneKit

/// A point that is not at a street of a feed: unknown, with the nearest curbs' own answers.
@Suite struct CurbNearbyCurbsTests {
    /// Downtown Portland, mid-block: 39 m from the nearest centreline of the feed (issue #18).
    static let midBlock = Coordinate(latitude: 45.5189, longitude: -122.6793)

    let portland: CurbInterpreter

    init() throws { portland = try CurbFixtures.portland() }

    @Test func aMidBlockPointListsTheNearestCurbsNearestFirst() throws {
        // Thursday 2026-11-26 10:00 PST.
        let arrival = CurbFixtures.utc(2026, 11, 26, 18)
        let answer = portland.answer(at: Self.midBlock, arrival: arrival)
        #expect(answer.verdict == .unknown)
        #expect(answer.curb == nil)
        #expect(answer.parkUntil == nil)
        #expect(answer.explanation == "Not at a street in this feed's data: the nearest is 39 m away.")
        let curbs = answer.nearbyCurbs
        #expect(!curbs.isEmpty && curbs.count <= CurbInterpreter.nearbyLimit)
        let distances = curbs.map(\.place.distance)
        #expect(distances == distances.sorted())
        #expect(distances.allSatisfy { $0 > portland.reach && $0 <= CurbInterpreter.nearbyReach })
        #expect(abs(distances[0] - 38.7) < 0.5)
        // Distinct curbs: no reference and side twice.
        let keys = curbs.map { "\($0.place.referenceID) \($0.place.side)" }
        #expect(Set(keys).count == keys.count)
        for curb in curbs {
            // Each answer is the curb's own: a direct lookup there gives the same.
            let direct = portland.answer(at: curb.point, arrival: arrival)
            #expect(curb.answer == direct)
            #expect(direct.curb?.referenceID == curb.place.referenceID)
            #expect(direct.curb?.side == curb.place.side)
            #expect(curb.answer.nearbyCurbs.isEmpty)
        }
    }

    @Test func theNearbyCurbsAnswerForTheSamePerson() throws {
        let arrival = CurbFixtures.utc(2026, 11, 26, 18)
        let bus = CurbUser(vehicle: "transit")
        let answer = portland.answer(at: Self.midBlock, arrival: arrival, user: bus)
        for curb in answer.nearbyCurbs {
            #expect(curb.answer == portland.answer(at: curb.point, arrival: arrival, user: bus))
        }
    }

    @Test func aPointFarFromEveryStreetGetsNone() {
        let answer = portland.answer(
            at: Coordinate(latitude: 45.60, longitude: -122.60), arrival: CurbFixtures.utc(2026, 11, 30, 20))
        #expect(answer.verdict == .unknown)
        #expect(answer.nearbyCurbs.isEmpty)
        #expect(answer.explanation == "Not at a street in this feed's data: no centreline within 100 m.")
    }

    @Test func anAnswerAtAStreetListsNoNearbyCurbs() {
        let answer = portland.answer(
            at: CurbInterpreterPortlandTests.meterPoint, arrival: CurbFixtures.utc(2026, 11, 26, 18))
        #expect(answer.curb != nil)
        #expect(answer.nearbyCurbs.isEmpty)
    }

    @Test func theWhyIsOneShortSentenceInHours() {
        // Saturday 2026-11-28 10:00 PST at #45's meter: pay, 2 h.
        let answer = portland.answer(
            at: CurbInterpreterPortlandTests.pastOverlapPoint, arrival: CurbFixtures.utc(2026, 11, 28, 18))
        #expect(answer.explanation == "Yes, paying: the 2-hour limit runs out at 12:00 PM.")
        // The feature is the cause's, for JSON and --verbose; the sentence is a driver's.
        #expect(answer.parkUntilCause?.regulation?.featureIndex == 45)
    }
}
