import Foundation
import Testing
import TestSupport

@testable import ZoneKit

/// Hand-checked answers from the Austin CurbLR feed (`austin.curblr.json`, America/Chicago: CST =
/// UTC−6 from 2026-11-01). The block has two references drawn in opposite directions, 0f2fa154…
/// (westward, its right side is the north curb) and 5d0def… (eastward, its right side the south
/// curb); every feature is on a right side. Feature numbers are indexes in `features`.
@Suite struct CurbInterpreterAustinTests {
    /// Ref 5d0def…, right (south curb), 32 m: #14 `parking` for `Austin Police Department`
    /// (rank 3 "restricted parking", 28.2–35.6 m, 17:00–23:59 and 00:00–07:00 every day), #9
    /// `loading` for `commercial` (rank 1, 14.9–35.7 m, Mo–Sa 07:00–19:00, 30 min) and #16
    /// default unrestricted parking (rank 5, 14.7–96.6 m, always). Placed 6 m south of the line.
    static let policePoint = Coordinate(latitude: 30.2667385, longitude: -97.7456276)
    /// Same reference, 60 m: #15 paid parking (rank 4, 35.7–96.6 m, Mo–Tu 08–18, We–Fr 08–12,
    /// Sa 10–12, 180 min) over #16.
    static let meterPoint = Coordinate(latitude: 30.2666611, longitude: -97.7453502)

    let austin: CurbInterpreter

    init() throws { austin = try CurbFixtures.austin() }

    func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        CurbFixtures.utc(year, month, day, hour, minute)
    }

    @Test func theOppositeReferenceDecidesTheSouthCurb() {
        let answer = austin.answer(at: Self.policePoint, arrival: utc(2026, 11, 29, 18))
        #expect(answer.curb?.referenceID.hasPrefix("5d0def") == true)
        #expect(answer.curb?.side == .right)
        #expect(abs((answer.curb?.position ?? 0) - 32) < 0.5)
    }

    @Test func overnightWindowWrittenAsTwoParts() throws {
        // Tuesday 2026-12-01 23:30 CST (05:30 UTC on the 2nd): #14's `17:00–23:59` part.
        let lateEvening = austin.answer(at: Self.policePoint, arrival: utc(2026, 12, 2, 5, 30))
        #expect(lateEvening.verdict == .no)
        #expect(lateEvening.binding?.featureIndex == 14)
        #expect(lateEvening.reservedFor == [CurbUserClass("Austin Police Department")])
        // Wednesday 02:00 CST: its `00:00–07:00` part.
        let night = austin.answer(at: Self.policePoint, arrival: utc(2026, 12, 2, 8))
        #expect(night.verdict == .no)
        #expect(night.binding?.featureIndex == 14)
        // A police car from Sunday 23:00 CST stays through midnight (one window, not two) until
        // Monday 07:00 CST (13:00 UTC), when #9's commercial loading (rank 1) takes the curb.
        let police = austin.answer(
            at: Self.policePoint, arrival: utc(2026, 11, 30, 5), user: CurbUser(classes: ["Austin Police Department"]))
        #expect(police.verdict == .yes)
        #expect(police.binding?.featureIndex == 14)
        #expect(police.parkUntil == utc(2026, 11, 30, 13))
        guard case .forbidden(let quote)? = police.parkUntilCause else {
            Issue.record("got \(String(describing: police.parkUntilCause))")
            return
        }
        #expect(quote.featureIndex == 9)
        // Sunday 12:00 CST: neither window is in force; default parking #16 until #14 at 17:00 CST.
        let noon = austin.answer(at: Self.policePoint, arrival: utc(2026, 11, 29, 18))
        #expect(noon.verdict == .yes)
        #expect(noon.binding?.featureIndex == 16)
        #expect(noon.parkUntil == utc(2026, 11, 29, 23))
    }

    @Test func aCommercialVehicleMayLoadThere() {
        // Wednesday 2026-12-02 08:00 CST (14:00 UTC): #9 commercial loading, 30 min, binds a
        // commercial vehicle; a private car is refused the same curb.
        let truck = austin.answer(
            at: Self.policePoint, arrival: utc(2026, 12, 2, 14), user: CurbUser(vehicle: "commercial"))
        #expect(truck.verdict == .conditionally)
        #expect(truck.binding?.featureIndex == 9)
        #expect(truck.parkUntil == utc(2026, 12, 2, 14, 30))
        let car = austin.answer(at: Self.policePoint, arrival: utc(2026, 12, 2, 14))
        #expect(car.verdict == .no)
        #expect(car.reservedFor == [CurbUserClass("commercial")])
    }

    @Test func aHolidayDependentAnswerIsUnknown() throws {
        // The Austin feed names no designated period, so this test adds one: #15's time spans
        // become "except during holidays". Austin's holiday calendar is unknown.
        let feed = try Self.austinWithHolidayException()
        let interpreter = try #require(CurbInterpreter(feed: feed, holidays: .unknown))
        // Monday 2026-11-30 10:00 CST: the meter if it is not a holiday, free parking if it is.
        let monday = interpreter.answer(at: Self.meterPoint, arrival: utc(2026, 11, 30, 16))
        #expect(monday.verdict == .unknown)
        #expect(monday.undecidedPeriods == ["holidays"])
        #expect(monday.explanation.contains("2026-11-30"))
        // The unmodified feed answers the same instant: pay (#15).
        let plain = austin.answer(at: Self.meterPoint, arrival: utc(2026, 11, 30, 16))
        #expect(plain.verdict == .conditionally)
        #expect(plain.binding?.featureIndex == 15)
        // Sunday 10:00 CST does not depend on it (the meter never runs on Sundays): yes, until
        // Monday 08:00 CST (14:00 UTC), from when the answer depends on the unknown calendar.
        let sunday = interpreter.answer(at: Self.meterPoint, arrival: utc(2026, 11, 29, 16))
        #expect(sunday.verdict == .yes)
        #expect(sunday.parkUntil == utc(2026, 11, 30, 14))
        #expect(sunday.parkUntilCause == .undecided(periods: ["holidays"]))
        // With a calendar saying Monday is a holiday, the answer is yes again.
        let known = CurbHolidayCalendar(
            periods: ["holidays": .known([CivilDate(year: 2026, month: 11, day: 30)], years: 2026...2026)])
        let withCalendar = try #require(CurbInterpreter(feed: feed, holidays: known))
        #expect(withCalendar.answer(at: Self.meterPoint, arrival: utc(2026, 11, 30, 16)).verdict == .yes)
    }

    static func austinWithHolidayException() throws -> CurbFeed {
        var feed = try CurbFixtures.reading(CurbFixtures.austinPath).feed
        let index = try #require(feed.features.firstIndex { $0.index == 15 })
        for span in feed.features[index].regulations[0].timeSpans.indices {
            feed.features[index].regulations[0].timeSpans[span].designatedPeriods = [
                CurbDesignatedPeriod(name: "holidays", application: .exceptDuring)
            ]
        }
        return feed
    }
}
