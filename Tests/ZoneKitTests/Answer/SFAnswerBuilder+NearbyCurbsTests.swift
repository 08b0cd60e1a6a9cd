import Foundation
import Testing

@testable import ZoneKit

/// Points that are not at a street: the curbs within reach answer when they agree, and otherwise
/// the answer is unknown — never the "yes" of the 72-hour rule that is all that is left far from
/// every curb.
@Suite struct SFAnswerBuilderNearbyCurbsTests {
    static let monday = "2026-11-30 12:00"

    /// The default Guerrero block plus 20th St, an east–west street along y = 100 from x = -100 to
    /// x = 0, digitised eastward, with no parking any time on its south curb (y = 94).
    static func twoStreets() throws -> SFDataset {
        let base = try Guerrero.dataset()
        let line = [Guerrero.at(-100, 100), Guerrero.at(0, 100)]
        let twentieth = try ["L", "R"].map { side in
            try SFSweepingSide(
                cnn: "8880000", side: side, blockSide: side == "L" ? "North" : "South", street: "20th St",
                limits: "Guerrero St  -  Valencia St", fromStreet: "Guerrero St", toStreet: "Valencia St",
                schedules: [], line: line)
        }
        let noParking = try SFBlockFaceRegulation(
            id: "S20NP", kind: "noParkingAnyTime", days: Guerrero.everyDay, from: "00:00", to: "24:00",
            limitMinutes: nil, permitAreas: [], rppExemptFrom: nil, exceptions: nil,
            lines: [[Guerrero.at(-90, 94), Guerrero.at(-10, 94)]])
        return SFDataset(
            regulations: base.regulations + [noParking], sweepingSides: base.sweepingSides + twentieth,
            meters: base.meters)
    }

    @Test func aPointFarFromEveryStreetIsUnknownAndNamesTheNearestCurb() throws {
        // 45 m west of the centreline: the west curb (x = -6) is 39 m away.
        let answer = try Guerrero.dataset().answer(at: Guerrero.at(-45, 10), Self.monday)
        #expect(answer.verdict == .unknown)
        #expect(answer.basis == .none)
        #expect(answer.verdictReason == "no street within 30 m of this point")
        #expect(answer.parkUntil == nil)
        #expect(answer.rules.isEmpty)
        #expect(answer.warnings.map(\.code) == ["no-curb-within-reach"])
        let curb = try #require(answer.nearbyCurbs.first)
        #expect(answer.nearbyCurbs.count == 1)
        #expect(curb.street == "Guerrero St")
        #expect(curb.compass == .west)
        #expect(abs(curb.distance - 45) < 0.01)
        #expect(curb.place == "Guerrero St between 19th St and 20th St, west side")
        // Beyond the reach the curb does not count: it is named, not answered for.
        #expect(!curb.isWithinReach)
        #expect(curb.verdict == nil && curb.verdictReason == nil && curb.parkUntil == nil)
    }

    @Test func nothingWithinTheListingMarginListsNothing() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.at(-200, 10), Self.monday)
        #expect(answer.verdict == .unknown)
        #expect(answer.nearbyCurbs.isEmpty)
    }

    @Test func aRoughPositionIsAnsweredByTheCurbsWithinItsAccuracy() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.at(-45, 10), Self.monday, accuracy: 50)
        #expect(answer.verdict == .yes)
        #expect(answer.basis == .nearbyCurbs)
        #expect(answer.parkUntil?.deadline == (try sf("2026-11-30 14:00")))
        #expect(answer.side.method == .nearbyCurb)
        #expect(answer.side.compass == .west)
        #expect(answer.blockFace?.regulationIDs == ["W2H", "WOV"])
        let curb = try #require(answer.nearbyCurbs.first)
        #expect(curb.isWithinReach)
        // What a car on the west curb is told: the 2-hour limit, from noon.
        #expect(curb.verdict == .yes)
        #expect(curb.parkUntil?.deadline == (try sf("2026-11-30 14:00")))
        #expect(answer.warnings.map(\.code).last == "answered-from-nearby-curbs")
    }

    @Test func curbsThatDisagreeMakeTheAnswerUnknown() throws {
        // 40 m from Guerrero St's centreline (its west curb: the 2-hour limit, yes) and 40 m from
        // 20th St's (its south curb: no parking any time).
        let answer = try Self.twoStreets().answer(at: Guerrero.at(-40, 60), Self.monday, accuracy: 50)
        #expect(answer.verdict == .unknown)
        #expect(answer.basis == .none)
        #expect(Set(answer.nearbyCurbs.compactMap(\.verdict)) == [.yes, .no])
        let allWithinReach = answer.nearbyCurbs.allSatisfy { $0.isWithinReach }
        #expect(allWithinReach)
        #expect(answer.verdictReason.hasPrefix("the curbs within 50 m disagree ("))
        #expect(answer.verdictReason.contains("no on 20th St between Guerrero St and Valencia St, south side"))
        #expect(answer.warnings.map(\.code) == ["nearby-curbs-disagree"])
    }

    @Test func curbsThatAgreeOnNoAnswerNo() throws {
        // 40 m south of 20th St, 60 m from Guerrero St: within a 45 m reach only 20th St's south
        // curb counts, and it is no parking any time. Guerrero St is listed beyond the reach.
        let near20th = try Self.twoStreets().answer(at: Guerrero.at(-60, 60), Self.monday, accuracy: 45)
        #expect(near20th.nearbyCurbs.filter(\.isWithinReach).map(\.street) == ["20th St"])
        #expect(near20th.nearbyCurbs.map(\.street) == ["20th St", "Guerrero St"])
        #expect(near20th.verdict == .no)
        #expect(near20th.basis == .nearbyCurbs)
    }

    @Test func theStatusStillSpeaksOfThePermitsForTheZoneAroundThePoint() throws {
        let zone = SFZoneContext(code: "S", areaRule: nil)
        let answer = try Guerrero.dataset().answer(at: Guerrero.at(-45, 10), Self.monday, permits: ["I"], zone: zone)
        #expect(answer.verdict == .unknown)
        #expect(answer.status == .invalid)
        #expect(answer.permits.areaSource == .zone)
    }
}
