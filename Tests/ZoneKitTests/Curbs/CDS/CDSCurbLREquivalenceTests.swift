import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// One truth, two formats (#18): each bundled CurbLR feed (Portland's, Austin's) and its CDS 1.1
/// rendering (`scripts/curblr_to_cds.py`, `Resources/cities/<city>/<city>.cds.json`) give the same
/// answer to the same person at the same place and time.
@Suite struct CDSCurbLREquivalenceTests {
    /// A bundled feed and its rendering.
    struct City: Sendable, CustomTestStringConvertible {
        var slug: String
        /// The CurbLR feed, in `../shared`.
        var feedPath: String
        /// Seeded cases; a feed of few features needs fewer.
        var count: Int
        var testDescription: String { slug }

        /// The city's bundled holiday calendar, `Resources/cities/<slug>/holidays.txt`.
        func holidays() throws -> CurbHolidayCalendar {
            let url = SharedFolder.repositoryRoot.appendingPathComponent("Resources/cities/\(slug)/holidays.txt")
            return try CityHolidayFile(text: try String(contentsOf: url, encoding: .utf8), path: url.path).calendar
        }

        func curbLRInterpreter() throws -> CurbInterpreter {
            let feed = try CurbFixtures.reading(feedPath).feed
            return try #require(CurbInterpreter(feed: feed, holidays: try holidays()))
        }

        func cdsInterpreter() throws -> CurbInterpreter {
            let url = SharedFolder.repositoryRoot.appendingPathComponent("Resources/cities/\(slug)/\(slug).cds.json")
            let reader = CDSReader()
            let feed = try reader.feed([try reader.read(try Data(contentsOf: url), file: "\(slug).cds.json")])
            return try #require(CurbInterpreter(feed: try feed.curbFeed(), holidays: try holidays()))
        }
    }

    static let cities = [
        City(slug: "portland", feedPath: CurbFixtures.portlandPath, count: 3_000),
        City(slug: "austin", feedPath: CurbFixtures.austinPath, count: 1_000),
    ]

    /// A person of the seeded cases. CDS has no subclasses, so the rendering writes CurbLR's
    /// class + subclass (`transit` / `bus`) as two classes that must both match: a person holding a
    /// subclass holds it as a class too.
    struct Person: CustomStringConvertible {
        var name: String
        var user: CurbUser
        var description: String { name }
    }

    static let people: [Person] = [
        Person(name: "private car", user: .privateCar),
        Person(name: "motorcycle", user: CurbUser(classes: ["motorcycle"])),
        Person(name: "taxi", user: CurbUser(classes: ["taxi"])),
        Person(name: "TriMet bus", user: CurbUser(classes: ["transit", "bus"], subclasses: ["bus"])),
        Person(
            name: "commercial truck", user: CurbUser(classes: ["truck", "commercial"], subclasses: ["commercial"])),
        Person(name: "disabled placard", user: CurbUser(vehicle: nil, hasDisabledPlacard: true)),
        Person(name: "hotel guest", user: CurbUser(classes: ["hotel_guest"])),
    ]

    /// One seeded case.
    struct Case: CustomStringConvertible {
        var point: Coordinate
        var arrival: Date
        var person: Person
        var feature: Int
        var description: String {
            "\(point.latitude) \(point.longitude) at \(arrival) as \(person) (near CurbLR feature \(feature))"
        }
    }

    /// Points 3–15 m to either side of a random spot of a random feature's line (the centreline);
    /// instants across 2026 (both DST days inside), on the city's holidays, and in the 2019–2020
    /// months of Portland's dated regulations; every person.
    static func cases(count: Int, city: City, interpreter: CurbInterpreter, seed: UInt64) -> [Case] {
        var random = SeededGenerator(seed: seed)
        var cases: [Case] = []
        let feed = interpreter.feed
        let holidays = (try? city.holidays()) ?? .unknown
        let holidayDates: [CivilDate] = {
            guard case .known(let dates, _)? = holidays.periods["holidays"] else { return [] }
            return dates.filter { $0.year == 2026 }.sorted()
        }()
        while cases.count < count {
            let feature = feed.features[Int.random(in: 0..<feed.features.count, using: &random)]
            let line = feature.geometry.coordinates
            let segment = Int.random(in: 0..<(line.count - 1), using: &random)
            let t = Double.random(in: 0.02...0.98, using: &random)
            let a = line[segment]
            let b = line[segment + 1]
            let base = Coordinate(
                latitude: a.latitude + (b.latitude - a.latitude) * t,
                longitude: a.longitude + (b.longitude - a.longitude) * t)
            let projection = LocalProjection(referenceLatitude: base.latitude)
            let direction = projection.offset(of: b, from: a)
            let length = (direction.east * direction.east + direction.north * direction.north).squareRoot()
            guard length > 0.5 else { continue }
            let offset = Double.random(in: 3...15, using: &random) * (Bool.random(using: &random) ? 1 : -1)
            let east = -direction.north / length * offset
            let north = direction.east / length * offset
            let metresPerDegree = 111_319.49
            let point = Coordinate(
                latitude: base.latitude + north / metresPerDegree,
                longitude: base.longitude + east / (metresPerDegree * cos(base.latitude * .pi / 180)))
            let day: CivilDate
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where !holidayDates.isEmpty:
                day = holidayDates[Int.random(in: 0..<holidayDates.count, using: &random)]
            case 1: day = CivilDate(year: 2019, month: 7, day: 1).adding(days: Int.random(in: 0..<366, using: &random))
            default: day = CivilDate(year: 2026, month: 1, day: 1).adding(days: Int.random(in: 0..<365, using: &random))
            }
            // A whole minute of local time, read through the feed's own zone rules.
            let minute = Int.random(in: 0..<1440, using: &random)
            let local = LocalDateTime(date: day, minuteOfDay: minute)
            let arrival = interpreter.timeZone.date(for: local, resolving: .earlier)
            let person = people[Int.random(in: 0..<people.count, using: &random)]
            cases.append(Case(point: point, arrival: arrival, person: person, feature: feature.index))
        }
        return cases
    }

    /// Whether a point lies within `margin` metres (along the curb) of where some feature starts or
    /// ends on its side: there the two feeds' curbs (metres vs whole centimetres, a feature's line vs
    /// a piece cut from it) may place it on either side of the edge.
    static func isNearAnEdge(_ point: Coordinate, in interpreter: CurbInterpreter, margin: Double) -> Bool {
        for spot in interpreter.spots(near: point) {
            let place = spot.place
            for feature in interpreter.feed.features where feature.location.referenceID == place.referenceID {
                if abs(feature.location.start - place.position) < margin
                    || abs(feature.location.end - place.position) < margin
                {
                    return true
                }
            }
        }
        return false
    }

    /// Portland: 3,000 seeded cases (2,869 compared; 131 within 15 cm of a feature's edge are left
    /// out, 3 of which differ there, by placement alone). Same verdict, same end of stay, same
    /// "reserved" reading and the same undecided periods. The rendering breaks CurbLR's same-user
    /// priority ties as the interpreter does; with shorter-stay-first instead, 39 cases differ (2 h
    /// vs 30 min on SW 5th Ave, features 106–108, where the feed gives both limits to the same curb).
    /// Austin: 1,000 cases on its 17 features. Three of its regulations say "paid" with no amount,
    /// which CDS cannot say (a rate needs one): the script renders them free and reports it, so
    /// their curbs are left out, and counted.
    @Test(arguments: cities) func curbLRAndCDSAnswerAlikeOnSeededCases(city: City) throws {
        let curbLR = try city.curbLRInterpreter()
        let cds = try city.cdsInterpreter()
        let cases = Self.cases(count: city.count, city: city, interpreter: curbLR, seed: 18)
        // The stretches of the regulations CDS cannot say: paid, with no rate.
        let unpriced = curbLR.feed.features.filter { feature in
            feature.regulations.contains { $0.payment?.isRequired == true && $0.payment?.rates.isEmpty == true }
        }.map(\.location)
        var compared = 0
        var skipped = 0
        var unpricedCases = 0
        var verdicts: [ParkingVerdict: Int] = [:]
        var mismatches: [String] = []
        var stays = 0
        for item in cases {
            if Self.isNearAnEdge(item.point, in: curbLR, margin: 0.15) {
                skipped += 1
                continue
            }
            let a = curbLR.answer(at: item.point, arrival: item.arrival, user: item.person.user)
            if let place = a.curb,
                unpriced.contains(where: {
                    $0.referenceID == place.referenceID && $0.side == place.side
                        && ($0.start - 0.15...$0.end + 0.15).contains(place.position)
                })
            {
                unpricedCases += 1
                continue
            }
            let b = cds.answer(at: item.point, arrival: item.arrival, user: item.person.user)
            compared += 1
            verdicts[a.verdict, default: 0] += 1
            if a.parkUntil != nil { stays += 1 }
            if a.verdict != b.verdict || a.parkUntil != b.parkUntil || a.reservedFor.isEmpty != b.reservedFor.isEmpty
                || a.undecidedPeriods != b.undecidedPeriods
            {
                mismatches.append(
                    "\(item)\n  CurbLR: \(a.verdict) until \(a.parkUntil.map(String.init(describing:)) ?? "-"): "
                        + "\(a.explanation)\n  CDS:    \(b.verdict) until "
                        + "\(b.parkUntil.map(String.init(describing:)) ?? "-"): \(b.explanation)")
            }
        }
        // The cases reach every verdict a curb can give, so agreement is not agreement on one answer.
        #expect(
            compared >= city.count / 2,
            "only \(compared) cases compared (\(skipped) near an edge, \(unpricedCases) at unpriced payments)")
        #expect(skipped + unpricedCases <= city.count / 2)
        #expect(Set(verdicts.keys).isSuperset(of: [.yes, .no, .conditionally]), "verdicts met: \(verdicts)")
        #expect(stays >= compared / 5, "only \(stays) of \(compared) answers with an end of stay")
        if !mismatches.isEmpty {
            Issue.record(
                "\(mismatches.count) of \(compared) cases differ:\n\(mismatches.prefix(8).joined(separator: "\n"))")
        }
    }
}
