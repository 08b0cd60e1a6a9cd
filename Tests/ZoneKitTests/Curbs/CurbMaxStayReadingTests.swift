import Foundation
import Testing
import TestSupport

@testable import ZoneKit

/// The three readings of a maximum stay San Francisco needs, beside CurbLR's (only while its
/// regulation wins, afresh each time): ``CurbRegulation/countsMaxStayFromArrival`` (the 72-hour
/// rule: from arrival, whatever wins), ``CurbRegulation/countsMaxStayAcrossWindows`` (a posted
/// limit: its time kept between windows) and ``CurbRegulation/countsMaxStayBesideWinner`` (a
/// posted limit also counts under the meter above it). One block along latitude 45.52; the point
/// is on its right side.
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

    /// A meter Mon–Sat 09:00–18:00 (rank 1) over a 2-hour limit Mon–Fri 08:00–18:00 for everyone
    /// and, at the limit's rank, parking for area S permit holders without a limit (rank 2).
    static func meterOverLimit(besideWinner: Bool) throws -> CurbInterpreter {
        let line = try LineString(coordinates: [
            Coordinate(latitude: 45.52, longitude: -122.68), Coordinate(latitude: 45.52, longitude: -122.6794),
        ])
        let meterHours = CurbTimeSpan(
            daysOfWeek: [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday],
            timesOfDay: [CurbTimeOfDay(startMinute: 9 * 60, endMinute: 18 * 60)])
        let weekdays = CurbTimeSpan(
            daysOfWeek: [.monday, .tuesday, .wednesday, .thursday, .friday],
            timesOfDay: [CurbTimeOfDay(startMinute: 8 * 60, endMinute: 18 * 60)])
        let meter = CurbRegulation(
            activity: .parking, priority: CurbPriority(rank: 1), timeSpans: [meterHours],
            payment: CurbPayment(isRequired: true))
        var limit = CurbRegulation(
            activity: .parking, priority: CurbPriority(rank: 2), maxStay: 2 * 3600, timeSpans: [weekdays], position: 1)
        limit.countsMaxStayAcrossWindows = true
        limit.countsMaxStayBesideWinner = besideWinner
        let permit = CurbUsers(alternatives: [CurbUserRequirement(allOf: [CurbUserClass("permit", subclasses: ["S"])])])
        let exempt = CurbRegulation(
            activity: .parking, priority: CurbPriority(rank: 2), users: permit, timeSpans: [weekdays], position: 2)
        let feature = CurbFeature(
            index: 0, geometry: line, location: CurbLocation(referenceID: "a", side: .right, start: 0, end: 46.8),
            regulations: [meter, limit, exempt])
        let metadata = CurbFeedMetadata(
            timeZoneIdentifier: "America/Los_Angeles", currency: "USD", sourceFormat: .curbLR, sourceVersion: "1.1.0")
        return try #require(CurbInterpreter(feed: CurbFeed(metadata: metadata, features: [feature])))
    }

    @Test func aLimitBesideTheWinnerCountsUnderTheMeter() throws {
        // Monday 12:00, paying: the meter wins, and the 2-hour limit counts beneath it: until 14:00.
        let beside = try Self.meterOverLimit(besideWinner: true).answer(at: Self.south, arrival: Self.noon)
        #expect(beside.verdict == .conditionally)
        #expect(beside.parkUntil == Self.noon.addingTimeInterval(2 * 3600))
        guard case .maximumStay(let quote)? = beside.parkUntilCause else {
            Issue.record("the stay should end on the 2-hour limit, not \(String(describing: beside.parkUntilCause))")
            return
        }
        #expect(quote.regulation.maxStay == 2 * 3600 && quote.regulation.position == 1)
        // Counted only while it wins, the limit counts 08:00–09:00 each weekday, before the meter;
        // but the meter, paid until 18:00, starts again Tuesday 09:00, before the limit runs out
        // (Wednesday 09:00): the driver must pay again then.
        let curbLR = try Self.meterOverLimit(besideWinner: false).answer(at: Self.south, arrival: Self.noon)
        #expect(curbLR.verdict == .conditionally)
        #expect(curbLR.parkUntil == CurbFixtures.utc(2026, 12, 1, 17))
        guard case .paymentStarts? = curbLR.parkUntilCause else {
            Issue.record(
                "the stay should end when the meter starts again, not \(String(describing: curbLR.parkUntilCause))")
            return
        }
    }

    @Test func aLimitBesideTheWinnerSparesThoseItsRankExempts() throws {
        // The area S holder's own regulation beats the limit at its rank: the meter binds, the
        // limit does not; what ends the holder's stay is the meter starting again Tuesday 09:00.
        let holder = CurbUser(vehicle: nil, permits: ["S"])
        let answer = try Self.meterOverLimit(besideWinner: true).answer(
            at: Self.south, arrival: Self.noon, user: holder)
        #expect(answer.verdict == .conditionally)
        #expect(answer.parkUntil == CurbFixtures.utc(2026, 12, 1, 17))
        guard case .paymentStarts? = answer.parkUntilCause else {
            Issue.record("not a maximum stay: \(String(describing: answer.parkUntilCause))")
            return
        }
    }

    @Test func aLimitBesideTheWinnerKeepsItsTimeWhenTheWinnerChanges() throws {
        // Monday 08:30, free: the meter starting at 09:00 is the first moment to act (pay).
        let arrival = CurbFixtures.utc(2026, 11, 30, 16, 30)
        let answer = try Self.meterOverLimit(besideWinner: true).answer(at: Self.south, arrival: arrival)
        #expect(answer.verdict == .yes)
        #expect(answer.parkUntil == CurbFixtures.utc(2026, 11, 30, 17))

    }
}
