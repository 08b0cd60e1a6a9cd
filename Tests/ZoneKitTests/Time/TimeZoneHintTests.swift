import Testing

@testable import ZoneKit

/// ``TimeZoneHint``: a zone named only where its principal city is near and no zone with other
/// clocks competes; where the curbs are, always.
@Suite struct TimeZoneHintTests {
    struct City: Sendable, CustomTestStringConvertible {
        let name: String
        let latitude: Double
        let longitude: Double
        /// The zone the hint names, or `nil` when it must name none.
        let zone: String?
        var testDescription: String { name }
    }

    static let cities: [City] = [
        City(name: "Philadelphia", latitude: 39.9526, longitude: -75.1652, zone: "America/New_York"),
        City(name: "London", latitude: 51.5074, longitude: -0.1278, zone: "Europe/London"),
        City(name: "Los Angeles", latitude: 34.0522, longitude: -118.2437, zone: "America/Los_Angeles"),
        City(name: "Denver", latitude: 39.7392, longitude: -104.9903, zone: "America/Denver"),
        City(name: "Paris", latitude: 48.8566, longitude: 2.3522, zone: "Europe/Paris"),
        // Matamoros (494 km) and Monterrey (571 km, no daylight saving): too far, and rivals.
        City(name: "Austin", latitude: 30.2672, longitude: -97.7431, zone: nil),
        // Toronto lies 504 km away: beyond the reach of a plausible guess.
        City(name: "Montréal", latitude: 45.5017, longitude: -73.5673, zone: nil),
        // Monticello (Eastern) at 188 km, Tell City (Central) at 199 km.
        City(name: "Nashville", latitude: 36.1627, longitude: -86.7816, zone: nil),
        City(name: "the open Pacific", latitude: 0, longitude: -150, zone: nil),
    ]

    @Test(arguments: cities) func namesAZoneOnlyWhereItIsPlausible(city: City) {
        let hint = TimeZoneHint(near: Coordinate(latitude: city.latitude, longitude: city.longitude))
        #expect(hint.zone?.identifier == city.zone)
        if let zone = hint.zone {
            #expect(zone.distance <= TimeZoneHint.reach)
            #expect(hint.advice.contains("from the principal city of \"\(zone.identifier)\""))
        } else {
            #expect(hint.advice.contains("no one zone can be told from the coordinates alone"))
        }
    }

    @Test func adviceSaysWhereTheCurbsAre() {
        let hint = TimeZoneHint(near: Coordinate(latitude: 39.9526, longitude: -75.1652))
        #expect(
            hint.advice
                == "its curbs lie near 39.9526, -75.1652, 130 km from the principal city of \"America/New_York\"")
        let south = TimeZoneHint(near: Coordinate(latitude: -33.8688, longitude: 151.2093))
        #expect(south.advice.hasPrefix("its curbs lie near -33.8688, 151.2093, "))
    }

    @Test func positionsGiveTheMiddleOfTheirBoxAndSkipInvalidOnes() throws {
        let positions = [
            Coordinate(latitude: 39.9, longitude: -75.2), Coordinate(latitude: .nan, longitude: 0),
            Coordinate(latitude: 40.0, longitude: -75.1), Coordinate(latitude: 200, longitude: 0),
        ]
        let hint = try #require(TimeZoneHint(positions: positions))
        #expect(abs(hint.near.latitude - 39.95) < 1e-9)
        #expect(abs(hint.near.longitude - -75.15) < 1e-9)
        #expect(TimeZoneHint(positions: [Coordinate(latitude: .nan, longitude: 0)]) == nil)
        #expect(TimeZoneHint(positions: []) == nil)
    }

    @Test func everyPrincipalLocationIsAKnownZoneAtAValidPlace() {
        let lines = TimeZoneHint.principalLocationsText.split(separator: "\n")
        #expect(lines.count > 300)
        for line in lines {
            let fields = line.split(separator: " ")
            #expect(fields.count == 3, "\(line)")
            guard fields.count == 3, let latitude = Double(fields[1]), let longitude = Double(fields[2]) else {
                Issue.record("unreadable line \(line)")
                continue
            }
            #expect(Coordinate(latitude: latitude, longitude: longitude).isValid, "\(line)")
            #expect(TimeZoneRules.tableEntry(named: String(fields[0]))?.canonicalIdentifier == String(fields[0]))
        }
    }
}
