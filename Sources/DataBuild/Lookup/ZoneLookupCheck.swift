import Foundation
import ZoneKit

/// Measures the built zone file with ZoneKit's own lookup (``ZoneKit/ZoneIndex``): for every
/// official RPP block face (a regulation listing permit areas), does the lookup at the face's
/// midpoint (``LineStringMidpoint``) name one of the face's own areas? Counted at several boundary
/// thresholds, for the primary zone and for any zone within the threshold, and for the nearest
/// polygon at any distance. Alongside, how often a curb that is not RPP (a time limit without an
/// area, a metered block face) is given a zone, the price of a larger threshold.
///
/// The bundled zone file's default threshold is chosen from these figures (``chosenThreshold``).
struct ZoneLookupCheck: Sendable {
    /// The figures at one threshold.
    struct Figures: Sendable, Equatable {
        /// The threshold in metres; `nil` for the nearest polygon at any distance.
        let threshold: Double?
        /// Faces whose primary zone is one of their areas.
        let primaryOwn: Int
        /// Faces with one of their areas among the zones within the threshold.
        let anyOwn: Int
        /// Faces given no zone at all.
        let noZone: Int
        /// Non-RPP faces given a zone.
        let otherGivenZone: Int
    }

    /// The thresholds measured, in metres.
    static let thresholds: [Double] = [10, 15, 20, 25, 30]

    /// How close, in percentage points, the primary-zone figure at the chosen threshold must come
    /// to the nearest-polygon figure (the most any threshold can give).
    static let tolerance = 0.5

    /// RPP block faces measured.
    let faces: Int
    /// Non-RPP block faces measured (time limits without an area, metered block faces).
    let otherFaces: Int
    /// One entry per threshold of ``thresholds``, then the nearest polygon at any distance.
    let figures: [Figures]
    /// The RPP faces whose own area is not even the nearest polygon, as `id (areas): found`, for
    /// the report.
    let misses: [String]

    /// Measures `index` with the regulations and meters of a build.
    ///
    /// - Complexity: O(f · (t + log d) · log p) lookups for f faces, t thresholds, p polygons and
    ///   the distance d to the nearest polygon.
    init(index: ZoneIndex, regulations: [SFBlockFaceRegulation], meters: [SFMeteredBlockFace]) {
        let date = Date(timeIntervalSince1970: 0)
        var points: [(point: Coordinate, areas: [String], id: String)] = []
        var others: [Coordinate] = []
        for regulation in regulations {
            guard let point = LineStringMidpoint.midpoint(of: regulation.lines) else { continue }
            if !regulation.permitAreas.isEmpty {
                points.append((point, regulation.permitAreas, regulation.id))
            } else if regulation.kind == .timeLimit {
                others.append(point)
            }
        }
        for meter in meters {
            if let point = LineStringMidpoint.midpoint(of: [meter.line]) { others.append(point) }
        }
        var figures: [Figures] = []
        for threshold in Self.thresholds {
            var primaryOwn = 0, anyOwn = 0, noZone = 0
            for face in points {
                let zones = index.lookup(at: face.point, threshold: threshold, date: date).zones
                if zones.isEmpty { noZone += 1 }
                if let primary = zones.first?.zone.permitArea, face.areas.contains(primary) { primaryOwn += 1 }
                if zones.contains(where: { face.areas.contains($0.zone.permitArea ?? "") }) { anyOwn += 1 }
            }
            let otherGivenZone = others.filter {
                !index.lookup(at: $0, threshold: threshold, date: date).zones.isEmpty
            }.count
            figures.append(
                Figures(
                    threshold: threshold, primaryOwn: primaryOwn, anyOwn: anyOwn, noZone: noZone,
                    otherGivenZone: otherGivenZone))
        }
        var nearestOwn = 0, noZone = 0
        var misses: [String] = []
        for face in points {
            guard let nearest = Self.nearest(index, to: face.point, date: date) else {
                noZone += 1
                misses.append("\(face.id) (\(face.areas.joined(separator: ", "))): no zone")
                continue
            }
            let area = nearest.zone.permitArea ?? ""
            if face.areas.contains(area) {
                nearestOwn += 1
            } else {
                let metres = Int(nearest.signedDistance.rounded())
                misses.append("\(face.id) (\(face.areas.joined(separator: ", "))): \(area) at \(metres) m")
            }
        }
        figures.append(
            Figures(
                threshold: nil, primaryOwn: nearestOwn, anyOwn: nearestOwn, noZone: noZone,
                otherGivenZone: others.count))
        self.faces = points.count
        self.otherFaces = others.count
        self.figures = figures
        self.misses = misses
    }

    /// The zone nearest to `point` at any distance (deepest inside first), found by looking
    /// within thresholds that double from 25 m until some zone answers; `nil` when none does
    /// within 100 km.
    private static func nearest(_ index: ZoneIndex, to point: Coordinate, date: Date) -> ZoneMatch? {
        var threshold = 25.0
        while threshold <= 100_000 {
            let zones = index.lookup(at: point, threshold: threshold, date: date).zones
            if let nearest = zones.min(by: { ($0.signedDistance, $0.zoneIndex) < ($1.signedDistance, $1.zoneIndex) }) {
                return nearest
            }
            threshold *= 2
        }
        return nil
    }

    /// The share `count / faces` in percent.
    func percent(_ count: Int, of total: Int? = nil) -> Double {
        let denominator = total ?? faces
        return denominator == 0 ? 0 : Double(count) * 100 / Double(denominator)
    }

    /// The bundled zone file's default threshold: the smallest measured threshold whose
    /// primary-zone figure comes within ``tolerance`` percentage points of the nearest-polygon
    /// figure (beyond it, a larger threshold buys almost nothing for RPP curbs and gives more
    /// non-RPP curbs a zone); the largest measured one if none does; the library's default when
    /// nothing was measured.
    var chosenThreshold: Double {
        guard let nearest = figures.last, nearest.threshold == nil else { return ZoneIndex.defaultThreshold }
        let ceiling = percent(nearest.primaryOwn)
        let measured = figures.filter { $0.threshold != nil }
        let chosen = measured.first { percent($0.primaryOwn) >= ceiling - Self.tolerance } ?? measured.last
        return chosen?.threshold ?? ZoneIndex.defaultThreshold
    }
}
