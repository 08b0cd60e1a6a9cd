import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// A point exactly on a zone's edge is on its boundary, so it is in the zone at every threshold,
/// 0 included, at distance 0: the exact location test decides the boundary, and the metric
/// distance (which rounds to ~1e-10 m there) only measures points off it.
@Suite struct ZoneIndexBoundaryTests {
    static let date = Date(timeIntervalSince1970: 1_783_000_000)

    @Test func everyExactEdgePointOfTheBundledZonesIsInItsZoneAtThresholdZero() throws {
        let file = try ExactEdgePoint.bundledZoneFile()
        let index = ZoneIndex(file)
        let points = ExactEdgePoint.points(of: file.zones)
        // Every kind of edge point, and enough of them to reach every zone.
        #expect(Set(points.map(\.kind)) == Set(ExactEdgePoint.Kind.allCases))
        #expect(Set(points.map(\.zoneIndex)).count == file.zones.count)
        var dropped: [ExactEdgePoint] = []
        for edge in points {
            let result = index.lookup(at: edge.point, threshold: 0, date: Self.date)
            guard let match = result.zones.first(where: { $0.zoneIndex == edge.zoneIndex }) else {
                dropped.append(edge)
                continue
            }
            #expect(match.isInside, "\(edge)")
            #expect(result.confidence != .noZone, "\(edge)")
            // Decided by the exact location test, not measured: exactly 0, not a rounding residue.
            if match.location == .onBoundary { #expect(match.distance == 0, "\(edge): \(match.distance) m") }
        }
        let tally = ExactEdgePoint.Kind.allCases.map { kind in
            "\(kind.rawValue) \(dropped.count { $0.kind == kind }) of \(points.count { $0.kind == kind })"
        }
        #expect(
            dropped.isEmpty,
            "\(dropped.count) of \(points.count) exact edge points dropped (\(tally.joined(separator: ", "))): \(dropped.prefix(5))"
        )
    }

    @Test func aPointOnAnEdgeCountsAtThresholdZeroAndOneJustOutsideDoesNot() throws {
        let zone = try TestZones.zone("A", [(west: -50, east: 0)])
        let index = ZoneIndex(zones: [zone])
        let corners = zone.shape.polygons[0].shell.coordinates
        // The south edge runs along a parallel: its midpoint is exactly on it.
        let south = Coordinate(
            latitude: corners[0].latitude, longitude: (corners[0].longitude + corners[1].longitude) / 2)
        #expect(zone.shape.location(of: south) == .onBoundary)
        let onEdge = index.lookup(at: south, threshold: 0, date: Self.date)
        #expect(onEdge.zones.map(\.zone.id) == ["A"])
        #expect(onEdge.primaryZone?.location == .onBoundary)
        #expect(onEdge.primaryZone?.distance == 0)
        #expect(onEdge.confidence == .high)
        let justOutside = Coordinate(latitude: south.latitude.nextDown, longitude: south.longitude)
        #expect(zone.shape.location(of: justOutside) == .outside)
        #expect(index.lookup(at: justOutside, threshold: 0, date: Self.date).zones.isEmpty)
    }
}
