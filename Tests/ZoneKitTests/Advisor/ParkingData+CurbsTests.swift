import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// "Where can I park?" on the bundled data: every stretch listed is what a one-shot lookup at its
/// walk-to point says, and no legal curb within the distance is missed.
@Suite struct ParkingDataCurbsTests {
    static let data = BundledData.parkingData

    /// Seeded questions at points along real regulation lines (where people ask from), at any
    /// minute of a week of November 2026, with or without the block's permit, for 0–3 hours.
    static func questions(count: Int, radius: Double, seed: UInt64) throws -> [CurbQuestion] {
        let data = try Self.data.get()
        var generator = SeededGenerator(seed: seed)
        let start = try PacificTime.parse("2026-11-22T00:00")
        return try (0..<count).map { _ in
            let regulation = try #require(data.curbs.regulations.randomElement(using: &generator))
            let line = try #require(regulation.lines.first)
            let point = line.coordinates[Int.random(in: 0..<line.coordinates.count, using: &generator)]
            let minutes = Int.random(in: 0..<(7 * 24 * 60), using: &generator)
            let permits = Bool.random(using: &generator) ? Array(regulation.permitAreas.prefix(1)) : []
            let hours = Int.random(in: 0...3, using: &generator)
            return CurbQuestion(
                location: point, arrival: start.addingTimeInterval(Double(minutes) * 60), permits: permits,
                stay: hours == 0 ? nil : Double(hours) * 3600, radius: radius)
        }
    }

    @Test func everyStretchIsWhatALookupAtItsWalkToPointSays() throws {
        let data = try Self.data.get()
        var legal = 0
        var listed = 0
        for question in try Self.questions(count: 25, radius: 150, seed: 19) {
            let stretches = try data.curbStretches(near: question)
            listed += stretches.count
            #expect(stretches.map(\.distance) == stretches.map(\.distance).sorted())
            for stretch in stretches {
                #expect(stretch.distance <= question.radius)
                let lookup = try #require(
                    try data.answer(
                        for: ParkingQuery(
                            location: stretch.walkTo, arrival: question.arrival, permits: question.permits,
                            side: .curb(stretch.side))
                    ).answer)
                #expect(lookup.verdict == stretch.verdict, "\(stretch.place)")
                #expect(lookup.parkUntil == stretch.parkUntil, "\(stretch.place)")
                if stretch.allows(stay: question.stay, from: question.arrival) {
                    legal += 1
                    #expect(lookup.verdict == .yes || lookup.verdict == .conditionally)
                    if let stay = question.stay, let deadline = lookup.parkUntil?.deadline {
                        #expect(deadline >= question.arrival.addingTimeInterval(stay), "\(stretch.place)")
                    }
                }
            }
        }
        #expect(legal > 0 && listed > legal, "\(legal) legal of \(listed)")
    }

    /// A brute-force scan of every centreline of the city: each side of each one with a sample
    /// within the distance where the car may stay must have a legal stretch in the answer.
    @Test func noLegalCurbWithinTheDistanceIsMissed() throws {
        let data = try Self.data.get()
        var checked = 0
        for question in try Self.questions(count: 200, radius: 60, seed: 20) {
            let stretches = try data.curbStretches(near: question)
            let projection = LocalProjection(referenceLatitude: question.location.latitude)
            for centreline in data.curbs.centrelines
            where centreline.line.distance(to: question.location) <= question.radius + CurbStations.offset {
                for side in CurbSide.allCases {
                    for sample in CurbStations.samples(of: centreline.line, side: side)
                    where projection.distance(from: question.location, to: sample) <= question.radius {
                        let query = ParkingQuery(
                            location: sample, arrival: question.arrival, permits: question.permits, side: .curb(side))
                        guard let answer = try data.answer(for: query).answer, answer.side.cnn == centreline.cnn,
                            answer.verdict == .yes || answer.verdict == .conditionally,
                            question.stay.map({ stay in
                                answer.parkUntil.map { $0.deadline >= question.arrival.addingTimeInterval(stay) }
                                    ?? true
                            }) ?? true
                        else { continue }
                        checked += 1
                        #expect(
                            stretches.contains {
                                $0.cnn == centreline.cnn && $0.side == side
                                    && $0.allows(stay: question.stay, from: question.arrival)
                            }, "\(centreline.cnn ?? "?") \(side) near \(question.location)")
                    }
                }
            }
        }
        #expect(checked > 100)
    }

    /// The `unknown` discipline of docs/VERDICTS.md: a stretch the data cannot decide is listed
    /// as unknown and never counts as legal, for any stay — nor does a `no`.
    @Test(arguments: [ParkingVerdict.unknown, .no])
    func aStretchTheDataCannotDecideIsNeverLegal(verdict: ParkingVerdict) throws {
        let arrival = try PacificTime.parse("2026-11-23T09:00")
        let deadline = ParkingDeadline(
            deadline: arrival.addingTimeInterval(8 * 3600), reason: "street sweeping (east side)",
            explanation: "street sweeping starts 5:00 PM", ruleIndex: 0, mustLeaveNow: false)
        for parkUntil in [nil, deadline] {
            let stretch = CurbStretch(
                street: "Guerrero St", fromStreet: "19th St", toStreet: "20th St", side: .left, compass: .east,
                cnn: "6581101", line: [Guerrero.at(5, 0), Guerrero.at(5, 20)], walkTo: Guerrero.at(5, 0),
                distance: 10, verdict: verdict,
                verdictReason: "the side of the street is not known, and one side forbids parking now",
                parkUntil: parkUntil)
            for stay: TimeInterval? in [nil, 60, 3600, 2 * 3600] {
                #expect(!stretch.allows(stay: stay, from: arrival), "\(verdict) \(String(describing: stay))")
            }
        }
        // And what makes a stretch legal: the same stretch with a yes.
        let legal = CurbStretch(
            street: "Guerrero St", fromStreet: nil, toStreet: nil, side: .left, compass: nil, cnn: nil,
            line: [Guerrero.at(5, 0), Guerrero.at(5, 0)], walkTo: Guerrero.at(5, 0), distance: 10, verdict: .yes,
            verdictReason: "", parkUntil: nil)
        #expect(legal.allows(stay: 3600, from: arrival))
    }

    /// On the bundled data: every stretch answered `unknown` (or `no`) is listed with that verdict
    /// and is never among the legal ones, whatever the stay.
    @Test func unknownStretchesOfTheDataAreNeverLegal() throws {
        let data = try Self.data.get()
        var undecided = 0
        for question in try Self.questions(count: 40, radius: 120, seed: 21) {
            for stretch in try data.curbStretches(near: question)
            where stretch.verdict == .unknown || stretch.verdict == .no {
                undecided += 1
                #expect(!stretch.allows(stay: question.stay, from: question.arrival), "\(stretch.place)")
                #expect(!stretch.allows(stay: nil, from: question.arrival), "\(stretch.place)")
            }
        }
        #expect(undecided > 0)
    }

    @Test func samplesRunAlongTheCurbInsideTheSegmentsEnds() throws {
        // A 100 m north–south line: the west (left) curb 5 m west, from 4 m to 96 m, every ≤ 20 m.
        let line = try LineString(coordinates: [Guerrero.at(0, 0), Guerrero.at(0, 100)])
        let samples = CurbStations.samples(of: line, side: .left)
        let projection = LocalProjection(referenceLatitude: Guerrero.origin.latitude)
        let offsets = samples.map { projection.offset(of: $0, from: Guerrero.origin) }
        #expect(samples.count == 6)
        #expect(offsets.allSatisfy { abs($0.east + 5) < 0.01 })
        #expect(abs((offsets.first?.north ?? 0) - 4) < 0.01)
        #expect(abs((offsets.last?.north ?? 0) - 96) < 0.01)
        #expect(
            CurbStations.samples(
                of: try LineString(coordinates: [Guerrero.at(0, 0), Guerrero.at(0, 6)]), side: .right
            ).isEmpty)
    }
}
