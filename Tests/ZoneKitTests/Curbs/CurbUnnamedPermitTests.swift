import Foundation
import Testing

@testable import ZoneKit

/// A feed's "permit holders" that does not say which permit (Portland's `{"classes": ["permit"]}`)
/// is not taken for whatever permit the driver names: San Francisco's Area Q in Portland would
/// otherwise park on any such curb. The driver's answer is the one both readings allow — with the
/// permit taken and without it — and unknown where they differ now. One-block feeds as in
/// ``CurbInterpreterReadingTests``: the car 5.6 m south of the line, Monday noon.
@Suite struct CurbUnnamedPermitTests {
    static let south = CurbInterpreterReadingTests.south
    static let noon = CurbInterpreterReadingTests.noon

    static let permitOnly = #"""
        {"rule": {"activity": "parking", "priorityCategory": "parking"}, "userClasses": [{"classes": ["permit"]}]}
        """#

    func curbs(_ regulations: [String]) throws -> CurbInterpreter {
        try CurbInterpreterReadingTests().interpreter(regulations)
    }

    func driver(permits: [String], classes: [String] = []) -> CurbUser {
        CurbUser(askingAs: classes, permits: permits, hasPlacard: false)
    }

    @Test func aCurbForAnUnnamedPermitIsUnknownForANamedOne() throws {
        let answer = try curbs([Self.permitOnly])
            .answer(at: Self.south, arrival: Self.noon, user: driver(permits: ["Q"]))
        #expect(answer.verdict == .unknown)
        #expect(answer.parkUntil == nil)
        #expect(
            answer.explanation
                == "Unknown: a regulation here is for permit holders without saying which permit, and the answer "
                + "depends on whether yours is one (with it: you may park; without it: no parking).")
        #expect(answer.permitIsInDoubt)
    }

    /// Said outright (`--user-class permit`), the class is held; without a permit, the curb is
    /// reserved for others, as before.
    @Test func aPermitSaidOutrightOrNoneIsAnsweredAsBefore() throws {
        let curbs = try curbs([Self.permitOnly])
        let outright = curbs.answer(at: Self.south, arrival: Self.noon, user: driver(permits: [], classes: ["permit"]))
        #expect(outright.verdict == .yes)
        #expect(!outright.permitIsInDoubt)
        let none = curbs.answer(at: Self.south, arrival: Self.noon, user: .privateCar)
        #expect(none.verdict == .no)
        #expect(none.reservedFor.map(\.description) == ["permit"])
    }

    /// A regulation naming its permit is checked against the driver's: no doubt either way.
    @Test func aNamedPermitIsCheckedByItsName() throws {
        let zone4 = #"""
            {"rule": {"activity": "parking", "priorityCategory": "parking"},
             "userClasses": [{"classes": ["permit"], "subclasses": ["zone 4"]}]}
            """#
        let curbs = try curbs([zone4])
        let holder = curbs.answer(at: Self.south, arrival: Self.noon, user: driver(permits: ["Zone 4"]))
        #expect(holder.verdict == .yes)
        #expect(!holder.permitIsInDoubt)
        let other = curbs.answer(at: Self.south, arrival: Self.noon, user: driver(permits: ["Q"]))
        #expect(other.verdict == .no)
        #expect(!other.permitIsInDoubt)
    }

    /// Where both readings let the driver park, the stay ends at the sooner of their ends: a 1-hour
    /// limit for everyone, which an unnamed permit's own regulation would lift.
    @Test func whereBothReadingsAllowParkingTheSoonerEndIsAnswered() throws {
        let limited = #"{"rule": {"activity": "parking", "priorityCategory": "parking", "maxStay": 60}}"#
        let answer = try curbs([Self.permitOnly, limited])
            .answer(at: Self.south, arrival: Self.noon, user: driver(permits: ["Q"]))
        #expect(answer.verdict == .yes)
        #expect(answer.parkUntil == Self.noon.addingTimeInterval(3600))
        #expect(answer.permitIsInDoubt)
    }

    /// A calendar's forbidden periods read the named permit as not the curb's: the evening hours
    /// reserved for the unnamed permit (above everyone's parking) are among them.
    @Test func forbiddenPeriodsDoNotTakeANamedPermitForAnUnnamedOne() throws {
        let evenings = #"""
            {"rule": {"activity": "parking", "priorityCategory": "loading"}, "userClasses": [{"classes": ["permit"]}],
             "timeSpans": [{"timesOfDay": [{"from": "19:00", "to": "23:00"}]}]}
            """#
        let parking = #"{"rule": {"activity": "parking", "priorityCategory": "parking"}}"#
        let curbs = try curbs([evenings, parking])
        func periods(_ user: CurbUser) -> [CurbForbiddenPeriod] {
            curbs.forbiddenPeriods(at: Self.south, user: user, choosing: nil, from: Self.noon, days: 1)
        }
        #expect(periods(driver(permits: ["Q"])).count == 1)
        #expect(periods(driver(permits: [], classes: ["permit"])).isEmpty)
    }
}
