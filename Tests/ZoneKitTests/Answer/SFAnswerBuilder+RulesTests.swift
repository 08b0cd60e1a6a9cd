import Foundation
import Testing

@testable import ZoneKit

/// Block faces, permits, placards and meters through the engine (DOMAIN §1 and §3).
@Suite struct SFAnswerBuilderRulesTests {
    static let monday = "2026-11-30 12:00"

    @Test func theBlockFaceIsTheNearestLineOnTheCarSideWithItsCompanions() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, Self.monday)
        let blockFace = try #require(answer.blockFace)
        #expect(blockFace.regulationIDs == ["W2H", "WOV"])
        #expect(blockFace.kinds == [.timeLimit, .noOversizedVehicles])
        #expect(blockFace.permitAreas == ["S"])
        #expect(abs(blockFace.distance - 1) < 0.01)
        #expect(blockFace.side == .left)
    }

    @Test func aLineAcrossTheStreetLosesToOneOnTheCarSide() throws {
        // The car is 5 m east: the east curb is 1 m away. Asked for the west side, the west curb wins
        // although it is 11 m away.
        let answer = try Guerrero.dataset().answer(at: Guerrero.east, Self.monday, side: .compass(.west))
        #expect(answer.blockFace?.regulationIDs == ["W2H", "WOV"])
        // With only the west curb regulated, an east-side car has no block face.
        let westOnly = SFDataset(
            regulations: [
                try Guerrero.regulation(
                    "W2H", "timeLimit", from: "08:00", to: "18:00", limit: 120,
                    areas: ["S"], exempt: "limit", curb: -6)
            ],
            sweepingSides: try Guerrero.sweepingSides(), meters: [])
        let east = try westOnly.answer(at: Guerrero.east, Self.monday)
        #expect(east.blockFace == nil)
        #expect(east.status == .noPermitRequired)
        #expect(east.warnings.map(\.code).contains("block-face-across-street"))
    }

    @Test func distanceIsToTheSegmentNotItsVertices() throws {
        // A 180 m block face: the car 3 m from its middle is 90 m from either vertex.
        let dataset = SFDataset(
            regulations: [
                try Guerrero.regulation(
                    "LONG", "timeLimit", from: "08:00", to: "18:00", limit: 120,
                    curb: -6)
            ],
            sweepingSides: [], meters: [])
        let answer = try dataset.answer(at: Guerrero.at(-3, 0), Self.monday)
        let distance = try #require(answer.blockFace?.distance)
        #expect(abs(distance - 3) < 0.01)
    }

    @Test func aHolderOfTheAreaPermitIsExemptFromTheLimit() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-23 06:00", permits: ["s"])
        #expect(answer.permits.given == ["S"])
        #expect(answer.permits.matching == ["S"])
        #expect(answer.rules.first { $0.kind == .timeLimit }?.binding == .exempt(reason: "Area S permit"))
        // Still bound by the 72-hour rule, never by the limit.
        #expect(answer.parkUntil?.reason == "72-hour limit")
        #expect(answer.status == .valid)
    }

    @Test(arguments: [
        ([String](), PermitStatus.noPermitGiven), (["S"], .invalid), (["I"], .valid), (["T"], .valid),
        (["I", "T"], .multipleApply), (["S", "I"], .valid),
    ])
    func permitStatusOnATwoAreaBlock(permits: [String], status: PermitStatus) throws {
        // The east block lists Areas I and T; a Monday with nothing binding within a day.
        let answer = try Guerrero.dataset(withMeter: false).answer(
            at: Guerrero.east, "2026-11-23 12:00", permits: permits)
        #expect(answer.status == status)
        #expect(answer.permits.areasHere == ["I", "T"])
        #expect(answer.permits.areaSource == .blockFace)
    }

    @Test func aValidPermitIsConditionalWhenSweepingComesWithinADay() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, Self.monday, permits: ["S"])
        #expect(answer.status == .conditional)
        #expect(answer.verdict == .yes)
    }

    @Test func placardExemptsFromLimitsAndMetersButNotFromSweeping() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-23 12:00", placard: true)
        #expect(answer.rules.first { $0.kind == .timeLimit }?.binding == .exempt(reason: "disabled placard"))
        #expect(answer.status == .conditional)
        #expect(answer.verdict == .conditionally)
        // The conditional reason names the deadline too: the placard never outlasts the other rules.
        #expect(
            answer.verdictReason
                == "display the disabled placard: it exempts the car from the 2-hour limit; you may stay until Thu Nov 26 "
                + "12:00 PM — 72-hour limit")
        let sweeping = try Guerrero.dataset().answer(at: Guerrero.west, "2026-12-01 09:00", placard: true)
        #expect(sweeping.verdict == .no)
        let meter = try Guerrero.dataset().answer(at: Guerrero.east, "2026-11-28 12:00", permits: ["I"], placard: true)
        #expect(meter.meter?.mustPayNow == false)
        #expect(meter.meter?.exemption == "disabled placard")
    }

    @Test func meterHoursAreAssumedAndSaidSo() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.east, "2026-12-02 12:00", permits: ["I"])
        let meter = try #require(answer.meter)
        #expect(meter.blockfaceId == "M1")
        #expect(meter.hoursAreAssumed)
        #expect(meter.hours == SFMeteredBlockFace.assumedHours)
        #expect(meter.mustPayNow)
        #expect(meter.payUntil == (try sf("2026-12-02 18:00")))
        #expect(meter.note.hasSuffix("check the meter."))
        #expect(answer.verdict == .conditionally)
        #expect(
            answer.verdictReason
                == "pay the meter until 6:00 PM; you may stay until Thu Dec 3 9:00 AM — street sweeping")
        #expect(answer.warnings.map(\.code).contains("meter-hours-assumed"))
        // A meter is not a reason to move: the RPP holder's stay is bound by sweeping (Thu Dec 3).
        #expect(answer.parkUntil?.deadline == (try sf("2026-12-03 09:00")))
        #expect(answer.parkUntil?.reason == "street sweeping")
        #expect(answer.rulesInForce.contains { $0.kind == .payment && $0.summary.contains("hours assumed") })
    }

    @Test func metersAreFreeOnChristmasAndAtNight() throws {
        let christmas = try Guerrero.dataset().answer(at: Guerrero.east, "2026-12-25 12:00", permits: ["I"])
        #expect(christmas.meter?.mustPayNow == false)
        #expect(christmas.verdict == .yes)
        let night = try Guerrero.dataset().answer(at: Guerrero.east, "2026-11-28 19:00", permits: ["I"])
        #expect(night.meter?.mustPayNow == false)
    }

    @Test func aMeterAcrossTheStreetIsNotReported() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, "2026-11-28 12:00")
        #expect(answer.meter == nil)
        #expect(!answer.rules.contains { $0.kind == .payment })
    }

    @Test func payOrPermitBlocksExemptPermitHoldersFromPaying() throws {
        let dataset = SFDataset(
            regulations: [
                try Guerrero.regulation(
                    "P", "payOrPermit", days: Guerrero.weekdays + ["sat"],
                    from: "09:00", to: "21:00", areas: ["HV"], exempt: "payment", curb: 6)
            ],
            sweepingSides: try Guerrero.sweepingSides(), meters: [try Guerrero.meter()])
        let holder = try dataset.answer(at: Guerrero.east, "2026-11-28 12:00", permits: ["hv"])
        #expect(holder.meter?.hoursAreAssumed == false)
        #expect(holder.meter?.exemption == "Area HV permit")
        #expect(holder.meter?.hours.endMinute == 21 * 60)
        #expect(holder.verdict == .yes)
        let visitor = try dataset.answer(at: Guerrero.east, "2026-11-28 12:00")
        // Paid again from Monday 09:00 (Sunday is free): the next moment the visitor must act.
        #expect(visitor.verdictReason == "pay the meter until 9:00 PM and again from Mon Nov 30 9:00 AM")
        #expect(visitor.parkUntil?.deadline == (try sf("2026-11-30 09:00")))
        #expect(visitor.parkUntil?.reason == "the meter")
        #expect(visitor.meter?.mustPayNow == true)
    }

    @Test func blockFaceAreasWinOverTheZonePolygonAndTheAnswerSaysSo() throws {
        let answer = try Guerrero.dataset().answer(
            at: Guerrero.east, "2026-11-23 12:00", permits: ["I"], zone: SFZoneContext(code: "s"))
        #expect(answer.zoneCode == "S")
        #expect(answer.status == .valid)
        #expect(
            answer.warnings.first?.description
                == "block face lists Areas I & T but the zone polygon says S; the block face's rules apply")
        let single = try Guerrero.dataset().answer(
            at: Guerrero.west, "2026-11-23 12:00", zone: SFZoneContext(code: "I"))
        #expect(
            single.warnings.first?.description
                == "block face lists Area S but the zone polygon says I; the block face's rules apply")
    }

    @Test func withoutABlockFaceTheZonesAreaRuleApplies() throws {
        let rule = SFZoneContext.AreaRule(
            window: CurbWindow(days: .mondayToFriday, startMinute: 480, endMinute: 1260, holidayClass: .general),
            limitMinutes: 120)
        // A street without sweeping or regulations, inside Area S's polygon.
        let dataset = SFDataset(
            regulations: [], sweepingSides: try Guerrero.sweepingSides(west: [], east: []), meters: [],
            additionalAreaCodes: ["S"])
        let visitor = try dataset.answer(
            at: Guerrero.west, "2026-11-23 06:00", zone: SFZoneContext(code: "S", areaRule: rule))
        #expect(visitor.parkUntil?.deadline == (try sf("2026-11-23 10:00")))
        #expect(visitor.permits.areaSource == .zone)
        #expect(visitor.status == .noPermitGiven)
        #expect(visitor.warnings.map(\.code).contains("zone-rule-used"))
        let holder = try dataset.answer(
            at: Guerrero.west, "2026-11-23 06:00", permits: ["S"], zone: SFZoneContext(code: "S", areaRule: rule))
        #expect(holder.status == .valid)
        #expect(holder.parkUntil?.reason == "72-hour limit")
    }

    @Test func aTimeLimitWithoutItsLengthIsReportedNotGuessed() throws {
        let dataset = SFDataset(
            regulations: [try Guerrero.regulation("X", "timeLimit", from: "08:00", to: "18:00", curb: -6)],
            sweepingSides: [], meters: [])
        let answer = try dataset.answer(at: Guerrero.west, "2026-11-23 09:00")
        #expect(answer.rules.first?.constraint == nil)
        #expect(answer.parkUntil?.reason == "72-hour limit")
        #expect(answer.warnings.contains(.limitNotInData(regulationID: "X")))
    }

    @Test func governmentOnlyAndTowAwayForbidParkingWhileInForce() throws {
        let dataset = SFDataset(
            regulations: [
                try Guerrero.regulation("G", "governmentPermit", days: Guerrero.everyDay, curb: -6),
                try Guerrero.regulation("T", "noStopping", from: "16:00", to: "18:00", curb: 6),
            ],
            sweepingSides: try Guerrero.sweepingSides(), meters: [])
        #expect(try dataset.answer(at: Guerrero.west, "2026-11-23 12:00").verdict == .no)
        let east = try dataset.answer(at: Guerrero.east, "2026-11-23 12:00")
        #expect(east.parkUntil?.deadline == (try sf("2026-11-23 16:00")))
        #expect(east.parkUntil?.explanation == "no stopping (tow-away) starts 4:00 PM")
        #expect(try dataset.answer(at: Guerrero.east, "2026-11-23 17:00").verdict == .no)
    }
}
