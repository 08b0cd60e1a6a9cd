import Foundation
import Testing

@testable import ZoneKit

/// Side of the street and street sweeping through the engine (DOMAIN §2).
@Suite struct SFAnswerBuilderSweepingTests {
    /// A Monday noon before the 1st Tuesday (Dec 1) and 1st Thursday (Dec 3).
    static let monday = "2026-11-30 12:00"

    @Test(arguments: [false, true])
    func eachSideGetsItsOwnScheduleWhicheverWayTheLineIsDigitised(reversed: Bool) throws {
        let dataset = try Guerrero.dataset(reversed: reversed)
        let west = try dataset.answer(at: Guerrero.west, Self.monday, permits: ["S"])
        #expect(west.side.side == (reversed ? .right : .left))
        #expect(west.side.compass == .west)
        #expect(west.side.method == .position)
        #expect(west.nextSweeping?.next?.start == (try sf("2026-12-01 08:00")))
        #expect(west.sweeping.filter(\.isCarSide).map(\.compass) == [.west])
        #expect(
            west.rules.filter { $0.kind == .streetSweeping }.map(\.summary)
                == ["street sweeping, west side: 1st & 3rd Tuesdays 8–10 AM"])

        let east = try dataset.answer(at: Guerrero.east, Self.monday, permits: ["I"])
        #expect(east.side.side == (reversed ? .left : .right))
        #expect(east.side.compass == .east)
        #expect(east.nextSweeping?.next?.description == "Thu Dec 3 9–11 AM, every Thursday")
        #expect(east.sweeping.count == 2)
        #expect(east.sweeping.map(\.side) == [.left, .right])
    }

    @Test(arguments: [false, true])
    func sidesWithoutCompassLabelsAreNamedFromTheGeometry(reversed: Bool) throws {
        let answer = try Guerrero.dataset(reversed: reversed, labels: false).answer(at: Guerrero.west, Self.monday)
        #expect(answer.side.compass == .west)
        #expect(answer.address?.description == "Guerrero St between 19th St and 20th St, west side")
    }

    @Test func tooCloseToTellReportsBothSidesAndWarnsWithTheSooner() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.at(-1, 10), Self.monday, permits: ["S", "I"])
        #expect(answer.side.side == nil)
        #expect(answer.side.method == .undetermined)
        #expect(answer.sweeping.allSatisfy { $0.isCarSide })
        #expect(answer.nextSweeping?.compass == .west)
        #expect(answer.parkUntil?.deadline == (try sf("2026-12-01 08:00")))
        #expect(answer.parkUntil?.reason == "street sweeping (west side)")
        let warning = try #require(answer.warnings.first { $0.code == "side-uncertain" })
        #expect(
            warning.description
                == "too close to the centreline to tell the side (1 m away); both sides shown, "
                + "and the sooner sweeping counts: the west side, Tue Dec 1 8:00 AM")
        #expect(answer.address?.description == "Guerrero St between 19th St and 20th St")
    }

    @Test func gpsAccuracyWidensTheUncertainBand() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.east, Self.monday, accuracy: 8)
        #expect(answer.side.side == nil)
        let precise = try Guerrero.dataset().answer(at: Guerrero.east, Self.monday, accuracy: 2)
        #expect(precise.side.compass == .east)
    }

    @Test func sweepingInForceOnOneOfTwoPossibleSidesIsUnknown() throws {
        // The data cannot tell which side the car is on, and the sides disagree: never "yes", and
        // not a condition the driver can meet either.
        let answer = try Guerrero.dataset().answer(at: Guerrero.at(-1, 10), "2026-12-01 09:00", permits: ["S"])
        #expect(answer.verdict == .unknown)
        #expect(answer.basis == .curb)
        #expect(
            answer.verdictReason
                == "the side of the street is not known, and one side forbids parking now: "
                + "street sweeping (west side) in force now, until 10:00 AM")
        let west = try Guerrero.dataset().answer(at: Guerrero.west, "2026-12-01 09:00", permits: ["S"])
        #expect(west.verdict == .no)
        #expect(west.verdictReason == "street sweeping in force now, until 10:00 AM")
    }

    @Test(arguments: [
        // Cars park with traffic: heading north on a north–south street is the east side.
        (0.0, false, CompassDirection.east), (180, false, .west), (10, false, .east), (-170, false, .west),
        (0, true, .east), (180, true, .west),
    ])
    func headingPicksTheSideToTheRightOfTravel(heading: Double, reversed: Bool, expected: CompassDirection) throws {
        let answer = try Guerrero.dataset(reversed: reversed).answer(
            at: Guerrero.at(-1, 10), Self.monday, heading: heading)
        #expect(answer.side.method == .heading)
        #expect(answer.side.compass == expected)
        #expect(!answer.warnings.contains { $0.code == "side-uncertain" })
    }

    @Test func headingAcrossTheStreetDoesNotTellTheSide() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.at(-1, 10), Self.monday, heading: 90)
        #expect(answer.side.side == nil)
        #expect(answer.warnings.map(\.code).contains("heading-across-street"))
        #expect(answer.warnings.map(\.code).contains("side-uncertain"))
        // Far enough from the centreline, the position still decides.
        let west = try Guerrero.dataset().answer(at: Guerrero.west, Self.monday, heading: 90)
        #expect(west.side.method == .position)
        #expect(west.side.compass == .west)
    }

    /// A heading that contradicts a clear position is answered, but not silently: on a one-way street
    /// both sides park facing the same way, so the driver is told and pointed at --side.
    @Test func aHeadingAgainstAClearPositionIsSaid() throws {
        let against = try Guerrero.dataset().answer(at: Guerrero.west, Self.monday, heading: 0)
        #expect(against.side.method == .heading)
        #expect(against.side.compass == .east)
        let warning = try #require(against.warnings.first { $0.code == "heading-disagrees-with-position" })
        #expect(warning.description.contains("puts the car on the east side"))
        #expect(warning.description.contains("on the west side"))
        #expect(warning.description.hasSuffix("give --side to choose"))
        let along = try Guerrero.dataset().answer(at: Guerrero.west, Self.monday, heading: 180)
        #expect(along.side.compass == .west)
        #expect(!along.warnings.contains { $0.code == "heading-disagrees-with-position" })
        // Too close to the centreline for the position to say anything: the heading decides quietly.
        let close = try Guerrero.dataset().answer(at: Guerrero.at(-1, 10), Self.monday, heading: 0)
        #expect(!close.warnings.contains { $0.code == "heading-disagrees-with-position" })
    }

    @Test(arguments: [false, true])
    func userSideOverridesPosition(reversed: Bool) throws {
        let dataset = try Guerrero.dataset(reversed: reversed)
        let compass = try dataset.answer(at: Guerrero.east, Self.monday, side: try SideHint(parsing: "West"))
        #expect(compass.side.method == .userSide)
        #expect(compass.side.compass == .west)
        #expect(compass.nextSweeping?.compass == .west)
        #expect(compass.blockFace?.regulationIDs == ["W2H", "WOV"])
        let curb = try dataset.answer(at: Guerrero.east, Self.monday, side: try SideHint(parsing: "left"))
        #expect(curb.side.side == .left)
        #expect(curb.side.compass == (reversed ? .east : .west))
    }

    @Test func aCompassSideAlongTheStreetMatchesNeitherSide() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.east, Self.monday, side: .compass(.north))
        #expect(answer.side.side == nil)
        #expect(
            answer.warnings.first?.description == "side north matches neither side of Guerrero St; both sides shown")
    }

    @Test func aDiagonalCompassSideMatchesByDirection() throws {
        let answer = try Guerrero.dataset().answer(at: Guerrero.west, Self.monday, side: .compass(.southeast))
        #expect(answer.side.compass == .east)
    }

    @Test func segmentsMeetingAtTheCarAreCombined() throws {
        // Two blocks of Guerrero St meet at y = 0; the car is level with the junction.
        let south = try Guerrero.sweepingSides(cnn: "1", from: -100, to: 0)
        let north = try Guerrero.sweepingSides(
            west: [
                try SFSweepingSchedule(
                    days: ["wed"], from: "06:00", to: "08:00", weeks: [1, 2, 3, 4, 5],
                    holidays: "suspended")
            ],
            cnn: "2", from: 0, to: 100)
        let dataset = SFDataset(regulations: [], sweepingSides: south + north, meters: [])
        let answer = try dataset.answer(at: Guerrero.at(-5, 0), Self.monday)
        #expect(answer.side.compass == .west)
        #expect(answer.sweeping.filter(\.isCarSide).map(\.cnn) == ["1", "2"])
        #expect(answer.parkUntil?.deadline == (try sf("2026-12-01 08:00")))
        #expect(answer.warnings.map(\.code).contains("segment-junction"))
        // Just inside the northern block: only its schedule.
        let inside = try dataset.answer(at: Guerrero.at(-5, 5), Self.monday)
        #expect(inside.sweeping.filter(\.isCarSide).map(\.cnn) == ["2"])
        #expect(inside.parkUntil?.deadline == (try sf("2026-12-02 06:00")))
    }

    @Test func aSweepingSideWithoutASideIsCountedAndSaidSo() throws {
        let line = Guerrero.centreline(reversed: false)
        let side = try SFSweepingSide(
            cnn: "9", side: nil, blockSide: nil, street: "Guerrero St", limits: nil, fromStreet: nil, toStreet: nil,
            schedules: [try Guerrero.westSchedule()], line: line)
        let dataset = SFDataset(regulations: [], sweepingSides: [side], meters: [])
        let answer = try dataset.answer(at: Guerrero.east, Self.monday)
        #expect(answer.parkUntil?.deadline == (try sf("2026-12-01 08:00")))
        #expect(answer.warnings.map(\.code).contains("sweeping-side-unknown"))
        #expect(answer.address?.description == "Guerrero St, east side")
    }

    @Test func noCentrelineNearMeansNoSweepingChecked() throws {
        // The block face is there, the sweeping data is not.
        let base = try Guerrero.dataset()
        let dataset = SFDataset(regulations: base.regulations, sweepingSides: [], meters: [])
        let answer = try dataset.answer(at: Guerrero.west, Self.monday)
        #expect(answer.verdict == .yes)
        #expect(answer.side.method == .noCentreline)
        #expect(answer.sweeping.isEmpty)
        #expect(answer.nextSweeping == nil)
        #expect(
            answer.warnings.first?.description == "no street-sweeping data within 30 m; check the signs for sweeping")
    }
}
