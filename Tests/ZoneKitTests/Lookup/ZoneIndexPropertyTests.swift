import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// ``ZoneIndex/lookup(at:accuracy:threshold:date:)`` against scanning every zone, on seeded random
/// points: the same zones in the same order, the same distances and the same confidence.
@Suite struct ZoneIndexPropertyTests {
    static let date = Date(timeIntervalSince1970: 0)

    /// What a lookup must say, found by measuring every zone.
    struct Expected: Equatable, CustomStringConvertible {
        var ids: [String]
        var locations: [PointLocation]
        var distances: [Double]
        var confidence: Confidence
        var decidingDistance: Double?

        var description: String { "\(ids) \(locations) \(distances) \(confidence) \(decidingDistance as Any)" }
    }

    static func bruteForce(_ zones: [Zone], at point: Coordinate, threshold: Double, accuracy: Double?) -> Expected {
        var counted: [(index: Int, location: PointLocation, distance: Double, signed: Double)] = []
        var deciding = Double.infinity
        for (index, zone) in zones.enumerated() {
            let location = zone.shape.location(of: point)
            // On an edge, as the exact location test decides, the distance is 0, not measured.
            let distance = location == .onBoundary ? 0 : zone.shape.boundaryDistance(to: point)
            let signed = location == .inside ? -distance : distance
            deciding = min(deciding, abs(signed - threshold))
            if signed <= threshold { counted.append((index, location, distance, signed)) }
        }
        counted.sort { a, b in
            let (ra, rb) = (zones[a.index].restrictiveness, zones[b.index].restrictiveness)
            if ra != rb { return ra > rb }
            if a.signed != b.signed { return a.signed < b.signed }
            return a.index < b.index
        }
        let margin = max(threshold, accuracy ?? 0)
        let decidingDistance = deciding <= margin ? deciding : nil
        let confidence: Confidence
        if counted.isEmpty {
            // Every point these tests draw is within the index's bounds (none, or the city's).
            confidence = .noZone
        } else if let accuracy, let decidingDistance, accuracy > decidingDistance {
            confidence = .low
        } else if counted.count == 1, counted[0].location != .outside {
            confidence = .high
        } else {
            confidence = .medium
        }
        return Expected(
            ids: counted.map { zones[$0.index].id }, locations: counted.map(\.location),
            distances: counted.map(\.distance), confidence: confidence, decidingDistance: decidingDistance)
    }

    static func actual(_ result: ZoneLookupResult) -> Expected {
        Expected(
            ids: result.zones.map(\.zone.id), locations: result.zones.map(\.location),
            distances: result.zones.map(\.distance), confidence: result.confidence,
            decidingDistance: result.decidingDistance)
    }

    /// A star-shaped (so simple) polygon of 3 to 9 corners around `centre`, 5 to 80 m across.
    static func randomPolygon(around centre: (east: Double, north: Double), using generator: inout SeededGenerator)
        throws -> Polygon
    {
        let corners = Int.random(in: 3...9, using: &generator)
        let angles = (0..<corners).map { _ in Double.random(in: 0..<(2 * .pi), using: &generator) }.sorted()
        var ring = angles.map { angle in
            let radius = Double.random(in: 5...80, using: &generator)
            return TestZones.point(east: centre.east + radius * cos(angle), north: centre.north + radius * sin(angle))
        }
        ring.append(ring[0])
        return try Polygon(rings: [ring])
    }

    @Test func agreesWithScanningEveryZoneOnRandomZones() throws {
        var generator = SeededGenerator(seed: 0x5A0E_5EED)
        var checked = 0
        for _ in 0..<8 {
            var zones: [Zone] = []
            for zoneNumber in 0..<12 {
                var parts: [Polygon] = []
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let centre = (
                        east: Double.random(in: -400...400, using: &generator),
                        north: Double.random(in: -400...400, using: &generator)
                    )
                    parts.append(try Self.randomPolygon(around: centre, using: &generator))
                }
                zones.append(
                    Zone(
                        id: "z\(zoneNumber)", displayName: "Zone \(zoneNumber)",
                        restrictiveness: Int.random(in: 0...2, using: &generator),
                        shape: try MultiPolygon(polygons: parts)))
            }
            let index = ZoneIndex(zones: zones)
            let unshared = index.unsharedCopy()
            for _ in 0..<80 {
                // Some points sit exactly on a corner, where the location is the boundary.
                let point: Coordinate
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    let zone = zones[Int.random(in: zones.indices, using: &generator)]
                    point = zone.shape.polygons[0].shell.coordinates[0]
                } else {
                    point = TestZones.point(
                        east: Double.random(in: -520...520, using: &generator),
                        north: Double.random(in: -520...520, using: &generator))
                }
                let threshold: Double = [0, 5, 10, 25].randomElement(using: &generator) ?? 10
                let accuracy: Double? =
                    Bool.random(using: &generator) ? nil : Double.random(in: 0...40, using: &generator)
                let result = index.lookup(at: point, accuracy: accuracy, threshold: threshold, date: Self.date)
                let expected = Self.bruteForce(zones, at: point, threshold: threshold, accuracy: accuracy)
                #expect(
                    Self.actual(result) == expected,
                    "at \(point), threshold \(threshold), accuracy \(String(describing: accuracy))")
                // A batch worker's own copy answers as the index does.
                #expect(unshared.lookup(at: point, accuracy: accuracy, threshold: threshold, date: Self.date) == result)
                checked += 1
            }
        }
        #expect(checked == 640)
    }

    @Test func agreesWithScanningEveryZoneOnTheCitysPolygons() throws {
        let file = try RPPAreaData.zoneFile()
        let index = try RPPAreaData.zoneIndex()
        let bounds = try #require(file.city?.bounds)
        var generator = SeededGenerator(seed: 37_760_122_430)
        var inZone = 0
        for _ in 0..<150 {
            let point = Coordinate(
                latitude: Double.random(in: 37.708...37.807, using: &generator),
                longitude: Double.random(in: -122.487...(-122.387), using: &generator))
            #expect(bounds.contains(point))
            let accuracy: Double? = Bool.random(using: &generator) ? nil : Double.random(in: 0...25, using: &generator)
            let result = index.lookup(at: point, accuracy: accuracy, date: Self.date)
            let expected = Self.bruteForce(file.zones, at: point, threshold: 10, accuracy: accuracy)
            #expect(Self.actual(result) == expected, "at \(point)")
            if !result.zones.isEmpty { inZone += 1 }
        }
        // The sample must reach into the zones, or it shows little.
        #expect(inZone > 30)
    }
}
