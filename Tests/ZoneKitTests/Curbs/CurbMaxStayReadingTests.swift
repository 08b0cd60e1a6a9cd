import Foundation
import Testing
import TestSupport

@testable import ZoneKit

/// The two readings of a maximum stay San Francisco needs, beside CurbLR's (only while its
/// regulation wins, afresh each time): ``CurbRegulation/countsMaxStayFromArrival`` (the 72-hour
/// rule: from arrival, whatever wins) and ``CurbRegulation/countsMaxStayAcrossWindows`` (a posted
/// limit: its time kept between windows). One block along latitude 45.52; the point is on its
/// right side.
@Suite struct CurbMaxStayReadingTests {
    static let south = Coordinate(latitude: 45.51995, longitude: -122.6797)
    /// Monday 2026-11-30 12:00 PST.
    static let noon = CurbFixtures.utc(2026, 11, 30, 20)

    /// Parking for permit holders of area S every day 08:00–18:00 (rank 1) over a 72-hour limit for
    /// everyone at all times (rank 2).
    static func interpreter(wholeStay: Bool) throws -> CurbInterpreter {
        let line = try LineString(coordinates: [
            Coordinate(latitude: 45.52, longitude: -122.68), Coordinate(latitude: 45.52, longitude: -122.6794),
        ])
        let permit = CurbUsers(alternatives: [CurbUserRequirement(allOf: [CurbUserClass("permit", subclasses: ["S"])])])
        let daytime = CurbTimeSpan(timesOfDay: [CurbTimeOfDay(startMinute: 8 * 60, endMinute: 18 * 60)])
        var limit = CurbRegulation(activity: .parking, priority: CurbPriority(rank: 2), maxStay: 72 * 3600, position: 1)
        limit.countsMaxStayFromArrival = wholeStay
        let feature = CurbFeature(
            index: 0, geometry: line, location: CurbLocation(referenceID: "a", side: .right, start: 0, end: 46.8),
            regulations: [
                CurbRegulation(
                    activity: .parking, priority: CurbPriority(rank: 1), users: permit, timeSpans: [daytime]),
                limit,
            ])
        let metadata = CurbFeedMetadata(
            timeZoneIdentifier: "America/Los_Angeles", currency: "USD", sourceFormat: .curbLR, sourceVersion: "1.1.0")
        return try #require(CurbInterpreter(feed: CurbFeed(metadata: metadata, features: [feature])))
    }

    @Test func aWholeStayLimitCountsFromArrivalWhateverWins() throws {
        let holder = CurbUser(vehicle: nil, permits: ["S"])
        let answer = try Self.interpreter(wholeStay: true).answer(at: Self.south, arrival: Self.noon, user: holder)
        #expect(answer.verdict == .yes)
        #expect(answer.parkUntil == Self.noon.addingTimeInterval(72 * 3600))
        guard case .maximumStay(let quote)? = answer.parkUntilCause else {
            Issue.record("the stay should end on the 72-hour limit, not \(String(describing: answer.parkUntilCause))")
            return
        }
        #expect(quote.regulation.maxStay == 72 * 3600)
    }

    @Test func curbLRsMaxStayRestartsEachTimeItsRegulationWins() throws {
        // Each evening the limit starts winning again and counts afresh: 14 hours never reach 72.
        let holder = CurbUser(vehicle: nil, permits: ["S"])
        let answer = try Self.interpreter(wholeStay: false).answer(at: Self.south, arrival: Self.noon, user: holder)
        #expect(answer.verdict == .yes)
        #expect(answer.parkUntil == nil)
    }

    /// A 2-hour limit Mon–Fri 08:00–18:00 (rank 1) over the 72-hour rule (rank 2).
    static func weekdayLimit(acrossWindows: Bool) throws -> CurbInterpreter {
        let line = try LineString(coordinates: [
            Coordinate(latitude: 45.52, longitude: -122.68), Coordinate(latitude: 45.52, longitude: -122.6794),
        ])
        let weekdays = CurbTimeSpan(
            daysOfWeek: [.monday, .tuesday, .wednesday, .thursday, .friday],
            timesOfDay: [CurbTimeOfDay(startMinute: 8 * 60, endMinute: 18 * 60)])
        var limit = CurbRegulation(
            activity: .parking, priority: CurbPriority(rank: 1), maxStay: 2 * 3600, timeSpans: [weekdays])
        limit.countsMaxStayAcrossWindows = acrossWindows
        var whole = CurbRegulation(activity: .parking, priority: CurbPriority(rank: 2), maxStay: 72 * 3600, position: 1)
        whole.countsMaxStayFromArrival = true
        let feature = CurbFeature(
            index: 0, geometry: line, location: CurbLocation(referenceID: "a", side: .right, start: 0, end: 46.8),
            regulations: [limit, whole])
        let metadata = CurbFeedMetadata(
            timeZoneIdentifier: "America/Los_Angeles", currency: "USD", sourceFormat: .curbLR, sourceVersion: "1.1.0")
        return try #require(CurbInterpreter(feed: CurbFeed(metadata: metadata, features: [feature])))
    }

    @Test func aLimitKeptAcrossWindowsResumesWhereItStopped() throws {
        // DOMAIN §1: arriving Mon 17:30, 30 minutes count by 18:00, the other 90 from Tue 08:00.
        let arrival = CurbFixtures.utc(2026, 12, 1, 1, 30)
        let kept = try Self.weekdayLimit(acrossWindows: true).answer(at: Self.south, arrival: arrival)
        #expect(kept.parkUntil == CurbFixtures.utc(2026, 12, 1, 17, 30))
        // CurbLR's reading starts afresh on Tuesday morning.
        let afresh = try Self.weekdayLimit(acrossWindows: false).answer(at: Self.south, arrival: arrival)
        #expect(afresh.parkUntil == CurbFixtures.utc(2026, 12, 1, 18))
    }
}
