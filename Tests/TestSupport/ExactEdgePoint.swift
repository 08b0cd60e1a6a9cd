import Foundation
import ZoneKit

/// A point exactly on an edge of a zone's polygon, as the exact location test
/// (``Polygon/location(of:)``, Shewchuk's orientation predicate) decides it: a vertex, or a
/// midpoint of an edge that lands exactly on it.
public struct ExactEdgePoint: Hashable, Sendable, CustomStringConvertible {
    /// How the point was taken from its edge.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The edge's start.
        case vertex
        /// A point between the ends of an edge along a meridian or a parallel (both ends share a
        /// longitude or a latitude), which stays exactly on it whatever the rounding.
        case alongAxis
        /// A point of a slanting edge, kept only when its rounded value is still exactly on it.
        case slanting
    }

    /// The zone's position in the file's zones.
    public var zoneIndex: Int
    /// The zone's id.
    public var zoneID: String
    /// The point.
    public var point: Coordinate
    /// How it was taken.
    public var kind: Kind

    /// Creates an edge point.
    public init(zoneIndex: Int, zoneID: String, point: Coordinate, kind: Kind) {
        self.zoneIndex = zoneIndex
        self.zoneID = zoneID
        self.point = point
        self.kind = kind
    }

    /// `sf_rpp_s_001 midpoint [-122.43, 37.76]`.
    public var description: String { "\(zoneID) \(kind.rawValue) \(point)" }

    /// The bundled `Resources/zones.json`, read by ``ZoneFileReader``.
    package static func bundledZoneFile() throws -> ZoneFile {
        let url = SharedFolder.repositoryRoot.appendingPathComponent("Resources").appendingPathComponent("zones.json")
        return try ZoneFileReader().read(try Data(contentsOf: url), file: url.path)
    }

    /// The fractions along each edge where points are taken: halves, quarters, eighths and thirds.
    public static let fractions: [Double] = [
        1.0 / 8, 1.0 / 4, 1.0 / 3, 3.0 / 8, 1.0 / 2, 5.0 / 8, 2.0 / 3, 3.0 / 4, 7.0 / 8,
    ]

    /// Every vertex of every ring of `zones`, and the points at ``fractions`` along every edge
    /// that are exactly on it (by ``Segment/contains(_:)``, exact), each kept only when its
    /// polygon's exact location test says ``PointLocation/onBoundary``.
    ///
    /// - Parameter zones: the zones, in file order.
    /// - Returns: the points, zone by zone, edge by edge (vertex first).
    public static func points(of zones: [Zone]) -> [ExactEdgePoint] {
        var points: [ExactEdgePoint] = []
        for (zoneIndex, zone) in zones.enumerated() {
            for polygon in zone.shape.polygons {
                for ring in polygon.rings {
                    let corners = ring.coordinates
                    for index in 0..<(corners.count - 1) {
                        let edge = Segment(from: corners[index], to: corners[index + 1])
                        let (a, b) = (edge.start, edge.end)
                        let kind: Kind = a.latitude == b.latitude || a.longitude == b.longitude ? .alongAxis : .slanting
                        var candidates = [(a, Kind.vertex)]
                        for t in fractions {
                            let point = Coordinate(
                                latitude: a.latitude + t * (b.latitude - a.latitude),
                                longitude: a.longitude + t * (b.longitude - a.longitude))
                            candidates.append((point, kind))
                        }
                        for (point, kind) in candidates
                        where edge.contains(point) && polygon.location(of: point) == .onBoundary {
                            points.append(
                                ExactEdgePoint(zoneIndex: zoneIndex, zoneID: zone.id, point: point, kind: kind))
                        }
                    }
                }
            }
        }
        return points
    }
}
