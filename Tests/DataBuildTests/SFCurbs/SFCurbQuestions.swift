import Foundation
import TestSupport
@testable import ZoneKit

@testable import DataBuild

/// San Francisco's bundled tables, their mapping onto the curb model, and seeded questions at
/// their curbs, shared by the agreement tests (loaded once: the load takes seconds in debug).
struct SFCurbWorld: Sendable {
    let data: ParkingData
    let mapping: SFCurbMapping
    /// The curb interpreter over the whole mapped feed (it finds a point's features by an index).
    let interpreter: CurbInterpreter

    static let shared: Result<SFCurbWorld, Error> = Result {
        let directory = SharedFolder.repositoryRoot.appendingPathComponent("Resources").path
        let data = try ParkingData(directory: directory)
        let mapping = SFCurbMapping(dataset: data.curbs, zones: data.zones)
        return SFCurbWorld(
            data: data, mapping: mapping,
            interpreter: CurbInterpreter(feed: mapping.feed, timeZone: .losAngeles, holidays: mapping.holidays))
    }
}

/// Prints a measure's figures and its details when `SFCURBS_FIGURES` is set
/// (`SFCURBS_FIGURES=1 swift test --filter SFCurb`, docs/SF_CURBS.md).
func printSFCurbFigures(_ figures: String, details: [String]) {
    guard ProcessInfo.processInfo.environment["SFCURBS_FIGURES"] != nil else { return }
    print(figures)
    for line in details { print(line) }
}

/// One seeded question: a point at a curb, an arrival, the permits held.
struct SFCurbQuestion: Hashable, Sendable, CustomStringConvertible {
    var point: Coordinate
    var arrival: Date
    var permits: [String]
    /// Where the point came from: `regulation 12`, `sweeping cnn 100000 L`.
    var origin: String

    var description: String {
        let local = PacificTime.localDateTime(for: arrival)
        let permit = permits.map { " --permit \($0)" }.joined()
        return "parkcheck \(point.latitude) \(point.longitude) --at \(local)\(permit)  (\(origin))"
    }

    /// `count` questions from `seed`: half at points along regulation lines (σ = 1 m of noise), half
    /// along sweeping centrelines 4–10 m to one side; arrivals any 15 minutes of 2026, one in five on
    /// a holiday of the general class and one in five (sweeping points) inside a sweeping window of
    /// the side; no permit half of the time, the block's own area a third, another area the rest.
    static func generate(count: Int, seed: UInt64, dataset: SFDataset) -> [SFCurbQuestion] {
        var random = SeededGenerator(seed: seed)
        let holidays = CityCalendar.sanFrancisco.days(in: 2026, for: .general)
        let areas = dataset.knownAreaCodes
        var questions: [SFCurbQuestion] = []
        while questions.count < count {
            var point: Coordinate
            var ownAreas: [String] = []
            var origin: String
            var sweepingWindow: SFSweepingSchedule?
            if questions.count % 2 == 0 {
                let regulation = dataset.regulations[Int.random(in: 0..<dataset.regulations.count, using: &random)]
                let line = regulation.lines[Int.random(in: 0..<regulation.lines.count, using: &random)]
                point = Self.point(on: line, at: Double.random(in: 0...1, using: &random), offset: 0)
                point = Self.jitter(point, sigma: 1, using: &random)
                ownAreas = regulation.permitAreas
                origin = "regulation \(regulation.id)"
            } else {
                let side = dataset.sweepingSides[Int.random(in: 0..<dataset.sweepingSides.count, using: &random)]
                let offset = Double.random(in: 4...10, using: &random) * (side.side == .right ? -1 : 1)
                point = Self.point(on: side.line, at: Double.random(in: 0.05...0.95, using: &random), offset: offset)
                origin = "sweeping cnn \(side.cnn ?? "none") \(side.side?.rawValue ?? "?")"
                if !side.schedules.isEmpty, Int.random(in: 0..<5, using: &random) < 2 {
                    sweepingWindow = side.schedules[Int.random(in: 0..<side.schedules.count, using: &random)]
                }
            }
            var day = CivilDate(year: 2026, month: 1, day: 1).adding(days: Int.random(in: 0..<365, using: &random))
            var minute = 15 * Int.random(in: 0..<96, using: &random)
            if let window = sweepingWindow?.window, !window.days.isEmpty {
                for _ in 0..<400 where !window.occurs(on: day, in: .sanFrancisco) {
                    day = CivilDate(year: 2026, month: 1, day: 1).adding(days: Int.random(in: 0..<365, using: &random))
                }
                let length = (window.endMinute - window.startMinute) / 15
                minute = window.startMinute + 15 * Int.random(in: 0..<max(1, length), using: &random)
                minute %= 1440
            } else if Int.random(in: 0..<5, using: &random) == 0 {
                day = holidays[Int.random(in: 0..<holidays.count, using: &random)]
            }
            let arrival = PacificTime.date(for: LocalDateTime(date: day, minuteOfDay: minute))
            var permits: [String] = []
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                if let own = ownAreas.first {
                    permits = [own]
                } else if let any = areas.randomElement(using: &random) {
                    permits = [any]
                }
            case 2:
                if let other = areas.filter({ !ownAreas.contains($0) }).randomElement(using: &random) {
                    permits = [other]
                }
            default:
                break
            }
            questions.append(SFCurbQuestion(point: point, arrival: arrival, permits: permits, origin: origin))
        }
        return questions
    }

    /// The point at `fraction` of `line`'s length, moved `offset` metres to its left (negative:
    /// right).
    static func point(on line: LineString, at fraction: Double, offset: Double) -> Coordinate {
        let coordinates = line.coordinates
        let projection = LocalProjection(referenceLatitude: coordinates[0].latitude)
        let lengths = (0..<line.segmentCount).map {
            projection.distance(from: coordinates[$0], to: coordinates[$0 + 1])
        }
        var target = fraction * lengths.reduce(0, +)
        var segment = 0
        while segment < lengths.count - 1, target > lengths[segment] {
            target -= lengths[segment]
            segment += 1
        }
        let t = lengths[segment] > 0 ? min(1, target / lengths[segment]) : 0
        let (a, b) = (coordinates[segment], coordinates[segment + 1])
        let base = Coordinate(
            latitude: a.latitude + t * (b.latitude - a.latitude),
            longitude: a.longitude + t * (b.longitude - a.longitude))
        let direction = projection.offset(of: b, from: a)
        let length = (direction.east * direction.east + direction.north * direction.north).squareRoot()
        guard length > 0 else { return base }
        return moved(base, east: -direction.north / length * offset, north: direction.east / length * offset)
    }

    static func jitter(_ point: Coordinate, sigma: Double, using random: inout SeededGenerator) -> Coordinate {
        func gaussian() -> Double {
            let u = Double.random(in: Double.leastNonzeroMagnitude..<1, using: &random)
            let v = Double.random(in: 0..<1, using: &random)
            return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
        }
        return moved(point, east: gaussian() * sigma, north: gaussian() * sigma)
    }

    static func moved(_ point: Coordinate, east: Double, north: Double) -> Coordinate {
        let metresPerDegree = 111_320.0
        return Coordinate(
            latitude: point.latitude + north / metresPerDegree,
            longitude: point.longitude + east / (metresPerDegree * cos(point.latitude * Double.pi / 180)))
    }
}
