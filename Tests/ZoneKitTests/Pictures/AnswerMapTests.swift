import Foundation
import Testing

@testable import ZoneKit

/// Maps of real answers on the bundled data: what they show is what the answers say.
@Suite struct AnswerMapTests {
    static let data = BundledData.parkingData
    /// Guerrero St between 19th St and Cumberland St, west side (Areas I and S; every Tue & Fri 8–9 AM).
    static let guerrero = Coordinate(latitude: 37.759546, longitude: -122.423713)

    static func report(at time: String, permits: [String] = []) throws -> ParkingReport {
        let query = ParkingQuery(location: guerrero, arrival: try PacificTime.parse(time), permits: permits)
        return try Self.data.get().answer(for: query)
    }

    /// The car's curb is drawn once, in the answer's verdict, on the answer's street side, at the car.
    @Test(arguments: [("2026-11-23T06:00", ParkingVerdict.yes), ("2026-11-24T08:30", .no)])
    func theCarsCurbCarriesTheAnswersVerdict(time: String, verdict: ParkingVerdict) throws {
        let report = try Self.report(at: time)
        #expect(report.verdict == verdict)
        let map = try Self.data.get().map(of: report, title: "t")
        let carCurbs = map.curbs.filter(\.isCarCurb)
        #expect(!carCurbs.isEmpty)
        #expect(carCurbs.allSatisfy { $0.verdict == verdict })
        #expect(carCurbs.allSatisfy { $0.label.hasPrefix("Guerrero St between 19th St and Cumberland St, west side") })
        // The car's curb passes within a few metres of the car (the curb is 5 m off the centreline):
        // the nearest point of its segments, which now run from sample to sample's halfway points.
        let nearest = carCurbs.flatMap { curb in
            zip(curb.line, curb.line.dropFirst()).map { a, b in
                let (dx, dy) = (b.east - a.east, b.north - a.north)
                let squared = dx * dx + dy * dy
                let t = squared > 0 ? max(0, min(1, -(a.east * dx + a.north * dy) / squared)) : 0
                let (x, y) = (a.east + t * dx, a.north + t * dy)
                return (x * x + y * y).squareRoot()
            }
        }.min()
        #expect((nearest ?? .infinity) < 10)
        #expect(map.curbs.last?.isCarCurb == true, "drawn over the others")
    }

    /// Every other curb's colour is what the advisor says of it at the same arrival, and the
    /// streets, permit areas and curbs stay within the square.
    @Test func theOtherCurbsAreTheAdvisorsAnswersInTheSquare() throws {
        let report = try Self.report(at: "2026-11-23T06:00", permits: ["S"])
        let map = try Self.data.get().map(of: report, title: "t")
        #expect(map.streets.compactMap(\.name).contains("19th St"))
        #expect(Set(map.areas.map(\.code)).isSuperset(of: ["S", "I"]))
        let points: [AnswerMap.Point] =
            Array(map.streets.flatMap(\.pieces).joined()) + Array(map.areas.flatMap(\.rings).joined())
            + map.curbs.flatMap(\.line)
        for point in points {
            #expect(abs(point.east) <= map.radius + 1e-6 && abs(point.north) <= map.radius + 1e-6)
        }
        let stretches = try Self.data.get().curbStretches(
            near: CurbQuestion(
                location: Self.guerrero, arrival: report.query.arrival, permits: ["S"],
                radius: map.radius * 2.0.squareRoot()))
        let verdicts = Dictionary(grouping: stretches, by: \.place).mapValues { Set($0.map(\.verdict)) }
        for curb in map.curbs where !curb.isCarCurb {
            let place = try #require(curb.label.components(separatedBy: " — ").first)
            #expect(verdicts[place]?.contains(curb.verdict) == true, "\(curb.label)")
        }
    }

    /// The same answer always makes the same map.
    @Test func theSameAnswerMakesTheSameMap() throws {
        let report = try Self.report(at: "2026-11-23T06:00")
        #expect(try Self.data.get().map(of: report, title: "t") == Self.data.get().map(of: report, title: "t"))
    }

    /// The advisor's map numbers the stretches in order, with a walk to each walk-to point.
    @Test func theAdvisorsMapHasAWalkToEachStretch() throws {
        let data = try Self.data.get()
        let question = CurbQuestion(
            location: Self.guerrero, arrival: try PacificTime.parse("2026-11-24T07:30"), stay: 7200, radius: 400)
        let listed = Array(
            try data.curbStretches(near: question).filter { $0.allows(stay: 7200, from: question.arrival) }.prefix(4))
        let map = data.map(ofAdvice: question, stretches: listed, radius: 100, title: "t")
        #expect(map.walks.count == 4)
        let projection = LocalProjection(referenceLatitude: Self.guerrero.latitude)
        for (walk, stretch) in zip(map.walks, listed) {
            #expect(abs((walk.east * walk.east + walk.north * walk.north).squareRoot() - stretch.distance) < 0.01)
            let (east, north) = projection.offset(of: stretch.walkTo, from: Self.guerrero)
            #expect(abs(walk.east - east) < 1e-9 && abs(walk.north - north) < 1e-9)
        }
        #expect(Set(map.curbs.compactMap(\.rank)) == [1, 2, 3, 4])
        // Past the tenth, stretches are drawn, not numbered nor walked to.
        let all = try data.curbStretches(near: question).filter { $0.allows(stay: 7200, from: question.arrival) }
        #expect(all.count > 20)
        let full = data.map(ofAdvice: question, stretches: all, radius: 400, title: "t")
        #expect(full.walks.count == ParkingData.numberedStretches)
        #expect(Set(full.curbs.compactMap(\.rank)) == Set(1...ParkingData.numberedStretches))
    }
}
