import Foundation
import Testing
import TestSupport

@testable import ZoneKit

/// Hand-checked answers from the Portland CurbLR feed (`downtown_portland_2020-07-30.curblr.json`,
/// America/Los_Angeles: PST = UTC−8, PDT = UTC−7). Feature numbers are indexes in `features`.
///
/// Points were placed 6 m off the centreline with an independent Python script (equirectangular
/// metres along the feature's LineString, scaled to its shstLocation extent), so each names a
/// reference, a side and a position.
@Suite struct CurbInterpreterPortlandTests {
    /// Ref 6d31859e…, right side, 15 m: #46 `no parking` (priority "no parking", rank 5, 7.4–21.9 m,
    /// always) overlaps #45 `parking` (priority "paid parking", rank 9, 7.2–37.4 m, Mo–Sa 08–19,
    /// 120 min, paid) and #365 free parking (rank 10).
    static let priorityPoint = Coordinate(latitude: 45.5203208, longitude: -122.6806277)
    /// Same reference and side, 30 m: past #46's end, only #45 and #365.
    static let pastOverlapPoint = Coordinate(latitude: 45.520273, longitude: -122.6804479)
    /// Ref ffbaa6d6…, right, 50 m: #103 `loading` (rank 7, 38.7–59.7 m, every day 20:00–23:59 and
    /// 00:00–10:00, 30 min) over #105 paid parking (rank 9, 6.7–59.8 m, Mo–Sa 08–19 and Su 13–19 except
    /// holidays, 120 min) and #392 free parking (rank 10, the complementary hours).
    static let overnightPoint = Coordinate(latitude: 45.5200256, longitude: -122.6802982)
    /// Same reference and side, 30 m: only #105 and #392.
    static let meterPoint = Coordinate(latitude: 45.5198568, longitude: -122.6803876)
    /// Ref d04b320b…, right, 20 m: #91 `loading` (rank 7, 10.2–28.8 m, Mo–Sa 07:00–18:00, 30 min),
    /// #411 paid parking (rank 9, 120 min) and #104 free parking (rank 10, Mo–Sa 00–08 and 19–24,
    /// 120 min).
    static let loadingWindowPoint = Coordinate(latitude: 45.5198945, longitude: -122.6790523)
    /// Same reference and side, 50 m: past #91, only #411 and #104.
    static let twoLimitsPoint = Coordinate(latitude: 45.5197989, longitude: -122.6786925)
    /// Ref 6d31859e…, left, 17 m: #26 `loading` for class `hotel_guest` (rank 6, 7.2–27.2 m,
    /// always, 15 min), alone.
    static let hotelPoint = Coordinate(latitude: 45.5204153, longitude: -122.680549)

    let portland: CurbInterpreter

    func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        CurbFixtures.utc(year, month, day, hour, minute)
    }

    init() throws { portland = try CurbFixtures.portland() }

    @Test func noParkingWinsByPriorityOverTheMeter() throws {
        // Saturday 2026-11-28 10:00 PST: #46 (rank 5) and #45 (rank 9) both in force; #46 wins.
        let answer = portland.answer(at: Self.priorityPoint, arrival: utc(2026, 11, 28, 18))
        #expect(answer.verdict == .no)
        #expect(answer.binding?.featureIndex == 46)
        #expect(answer.binding?.regulation.activity == .noParking)
        #expect(answer.winningPriority == CurbPriority(rank: 5, category: "no parking"))
        #expect(answer.losing.map(\.featureIndex) == [45])
        #expect(answer.curb?.referenceID == "6d31859ef978766c20d3df2ac95805f4")
        #expect(answer.curb?.side == .right)
        #expect(abs((answer.curb?.position ?? 0) - 15) < 0.5)
        #expect(answer.parkUntil == nil)
        // 15 m further along the same two features, #46 no longer covers the curb: priority is
        // resolved position by position. The meter binds: pay, for 120 min (until 12:00 PST).
        let further = portland.answer(at: Self.pastOverlapPoint, arrival: utc(2026, 11, 28, 18))
        #expect(further.verdict == .conditionally)
        #expect(further.binding?.featureIndex == 45)
        #expect(further.parkUntil == utc(2026, 11, 28, 20))
        #expect(further.parkUntilCause == further.binding.map(CurbStayEnd.maximumStay))
    }

    @Test func overnightLoadingWindow() throws {
        // Tuesday 2026-12-01 02:00 PST: #103's 00:00–10:00 part is in force; only while loading,
        // 30 minutes.
        let night = portland.answer(at: Self.overnightPoint, arrival: utc(2026, 12, 1, 10))
        #expect(night.verdict == .conditionally)
        #expect(night.binding?.featureIndex == 103)
        #expect(night.parkUntil == utc(2026, 12, 1, 10, 30))
        // Monday 2026-11-30 19:30 PST: free parking (#392) until #103's 20:00 start (04:00 UTC).
        let evening = portland.answer(at: Self.overnightPoint, arrival: utc(2026, 12, 1, 3, 30))
        #expect(evening.verdict == .yes)
        #expect(evening.binding?.featureIndex == 392)
        #expect(evening.parkUntil == utc(2026, 12, 1, 4))
        guard case .loadingOnly(let quote)? = evening.parkUntilCause else {
            Issue.record(
                "expected the loading window to end the stay, got \(String(describing: evening.parkUntilCause))")
            return
        }
        #expect(quote.featureIndex == 103)
        // Monday 23:50 PST: the 30 minutes run across midnight, from `…–23:59` into `00:00–…` of
        // the same regulation: until 00:20 PST (08:20 UTC).
        let midnight = portland.answer(at: Self.overnightPoint, arrival: utc(2026, 12, 1, 7, 50))
        #expect(midnight.verdict == .conditionally)
        #expect(midnight.parkUntil == utc(2026, 12, 1, 8, 20))
    }

    @Test func holidayExceptionOnTheDateItself() throws {
        // Thanksgiving, Thursday 2026-11-26 10:30 PST: #105 is "except during holidays" and #392
        // is not in force before 19:00, so nothing binds. On Friday #105, paid, starts at 08:00
        // PST (16:00 UTC): the free stay ends there (pay, or move).
        let thanksgiving = portland.answer(at: Self.meterPoint, arrival: utc(2026, 11, 26, 18, 30))
        #expect(thanksgiving.verdict == .yes)
        #expect(thanksgiving.binding == nil)
        #expect(thanksgiving.parkUntil == utc(2026, 11, 27, 16))
        guard case .paymentStarts(let meter)? = thanksgiving.parkUntilCause else {
            Issue.record("got \(String(describing: thanksgiving.parkUntilCause))")
            return
        }
        #expect(meter.featureIndex == 105)
        // A week before: the meter binds until 12:30 PST.
        let ordinary = portland.answer(at: Self.meterPoint, arrival: utc(2026, 11, 19, 18, 30))
        #expect(ordinary.verdict == .conditionally)
        #expect(ordinary.binding?.featureIndex == 105)
        #expect(ordinary.parkUntil == utc(2026, 11, 19, 20, 30))
        // Christmas 2027 is a Saturday: free that day, but Friday the 24th is no holiday in Portland
        // (no observed day).
        #expect(portland.answer(at: Self.meterPoint, arrival: utc(2027, 12, 25, 18, 30)).verdict == .yes)
        #expect(portland.answer(at: Self.meterPoint, arrival: utc(2027, 12, 24, 18, 30)).verdict == .conditionally)
        // With no calendar, Thanksgiving's answer depends on it: unknown, never yes.
        let unknown = try CurbFixtures.portland(holidays: .unknown)
            .answer(at: Self.meterPoint, arrival: utc(2026, 11, 26, 18, 30))
        #expect(unknown.verdict == .unknown)
        #expect(unknown.undecidedPeriods == ["holidays"])
    }

    @Test func portlandHolidaysAreTheNineOnTheirDates() throws {
        let calendar = try CurbFixtures.portlandHolidays()
        let days2026 = (0..<365).map { CivilDate(year: 2026, month: 1, day: 1).adding(days: $0) }
            .filter { calendar.contains($0, inPeriod: "Holidays") == true }
        #expect(
            days2026.map(\.description) == [
                "2026-01-01", "2026-01-19", "2026-02-16", "2026-05-25", "2026-07-04", "2026-09-07", "2026-11-11",
                "2026-11-26", "2026-12-25",
            ])
        #expect(calendar.contains(CivilDate(year: 2026, month: 7, day: 3), inPeriod: "holidays") == false)
        #expect(calendar.contains(CivilDate(year: 2026, month: 7, day: 4), inPeriod: "snow emergency") == nil)
    }

    @Test func maximumStayRunsIntoALoadingWindow() throws {
        // Monday 2026-11-30 06:30 PST at 20 m: free parking #104 with 120 min would run to 08:30,
        // but #91's loading window (rank 7) starts at 07:00: leave then (15:00 UTC).
        let answer = portland.answer(at: Self.loadingWindowPoint, arrival: utc(2026, 11, 30, 14, 30))
        #expect(answer.verdict == .yes)
        #expect(answer.binding?.featureIndex == 104)
        #expect(answer.parkUntil == utc(2026, 11, 30, 15))
        guard case .loadingOnly(let quote)? = answer.parkUntilCause else {
            Issue.record("got \(String(describing: answer.parkUntilCause))")
            return
        }
        #expect(quote.featureIndex == 91)
        // At 50 m there is no loading window: #104's limit runs out at 07:00 for a 05:00 arrival…
        let early = portland.answer(at: Self.twoLimitsPoint, arrival: utc(2026, 11, 30, 13))
        #expect(early.parkUntil == utc(2026, 11, 30, 15))
        #expect(early.parkUntilCause == early.binding.map(CurbStayEnd.maximumStay))
        // …while a 06:30 arrival is still within #104's 120 min at 08:00, when the meter #411 takes
        // over: the driver must start paying then (its own 120 min would run to 10:00 PST).
        let late = portland.answer(at: Self.twoLimitsPoint, arrival: utc(2026, 11, 30, 14, 30))
        #expect(late.parkUntil == utc(2026, 11, 30, 16))
        guard case .paymentStarts(let meter)? = late.parkUntilCause else {
            Issue.record("got \(String(describing: late.parkUntilCause))")
            return
        }
        #expect(meter.featureIndex == 411)
    }

    @Test func reservedLoadingZone() throws {
        // Monday 2026-11-30 12:00 PST at #26, a 15-minute loading zone for hotel guests.
        let car = portland.answer(at: Self.hotelPoint, arrival: utc(2026, 11, 30, 20))
        #expect(car.verdict == .no)
        #expect(car.reservedFor == [CurbUserClass("hotel_guest")])
        #expect(car.binding?.featureIndex == 26)
        #expect(car.explanation.hasPrefix("No: reserved for hotel_guest"))
        let guest = portland.answer(
            at: Self.hotelPoint, arrival: utc(2026, 11, 30, 20), user: CurbUser(classes: ["hotel_guest"]))
        #expect(guest.verdict == .conditionally)
        #expect(guest.parkUntil == utc(2026, 11, 30, 20, 15))
    }

    @Test func placardAndMotorcycleSpaces() {
        // Ref 68294163…, right, 18 m: #21 `parking` for `handicap` (rank 8, 13.5–24 m, always).
        let disabledSpace = Coordinate(latitude: 45.5207885, longitude: -122.6790882)
        // Same side, 70 m: #20 paid parking for `motorcycle` (rank 9, 66.7–74.6 m, Mo–Sa 08–19,
        // 120 min) and #355 free parking for `motorcycle` (rank 10).
        let motorcycleSpace = Coordinate(latitude: 45.5209552, longitude: -122.6797111)
        let monday = utc(2026, 11, 30, 18)  // 10:00 PST
        let car = portland.answer(at: disabledSpace, arrival: monday)
        #expect(car.verdict == .no)
        #expect(car.reservedFor == [CurbUserClass("handicap")])
        let placard = portland.answer(
            at: disabledSpace, arrival: monday, user: CurbUser(vehicle: nil, hasDisabledPlacard: true))
        #expect(placard.verdict == .yes)
        #expect(placard.binding?.featureIndex == 21)
        #expect(placard.parkUntil == nil)
        #expect(portland.answer(at: motorcycleSpace, arrival: monday).reservedFor == [CurbUserClass("motorcycle")])
        let motorcycle = portland.answer(at: motorcycleSpace, arrival: monday, user: CurbUser(vehicle: "motorcycle"))
        #expect(motorcycle.verdict == .conditionally)
        #expect(motorcycle.binding?.featureIndex == 20)
        #expect(motorcycle.parkUntil == utc(2026, 11, 30, 20))
    }

    struct DSTCase: Sendable, CustomTestStringConvertible {
        let name: String
        let arrival: Date
        let parkUntil: Date
        var testDescription: String { name }
    }

    /// Sundays at 30 m on ref ffbaa6d6…: free (#392) until 13:00, when the meter (#105) starts:
    /// the free stay ends at 13:00 on the feed's wall clock, whatever the offset that day.
    @Test(arguments: [
        // 2026-03-08: PST until 02:00, PDT after: 13:00 PDT = 20:00 UTC.
        DSTCase(
            name: "spring, after the change", arrival: CurbFixtures.utc(2026, 3, 8, 16),
            parkUntil: CurbFixtures.utc(2026, 3, 8, 20)),
        DSTCase(
            name: "spring, before the change", arrival: CurbFixtures.utc(2026, 3, 8, 9, 30),
            parkUntil: CurbFixtures.utc(2026, 3, 8, 20)),
        // 2026-11-01: PDT until 02:00, PST after: 13:00 PST = 21:00 UTC.
        DSTCase(
            name: "autumn, after the change", arrival: CurbFixtures.utc(2026, 11, 1, 17),
            parkUntil: CurbFixtures.utc(2026, 11, 1, 21)),
        DSTCase(
            name: "autumn, in the repeated hour", arrival: CurbFixtures.utc(2026, 11, 1, 8, 30),
            parkUntil: CurbFixtures.utc(2026, 11, 1, 21)),
    ])
    func daylightSavingTimeDays(_ testCase: DSTCase) throws {
        let answer = portland.answer(at: Self.meterPoint, arrival: testCase.arrival)
        #expect(answer.verdict == .yes)
        #expect(answer.binding?.featureIndex == 392)
        #expect(answer.parkUntil == testCase.parkUntil)
    }

    @Test func aPointAwayFromEveryStreetIsUnknown() {
        let answer = portland.answer(
            at: Coordinate(latitude: 45.60, longitude: -122.60), arrival: utc(2026, 11, 30, 20))
        #expect(answer.verdict == .unknown)
        #expect(answer.curb == nil)
        #expect(answer.explanation.hasPrefix("Not at a street in this feed's data"))
    }
}
