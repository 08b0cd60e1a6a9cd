import Foundation
import ZoneKit

/// Where a San Francisco curb line (a block-face regulation or a metered block face, drawn a few
/// metres off the street) lies on the street centrelines of the sweeping table: which centreline,
/// which side of it, from where to where along it.
///
/// The curb line is sampled every ``step`` metres (and at every vertex); each sample is given to
/// the nearest centreline within ``reach`` and to the side of it the sample is on (the sign of the
/// cross product, as the San Francisco engine finds a car's side; closer than a metre to the
/// centreline, side `unknown`, which the interpreter reads as either). Each centreline side that takes at least a fifth of
/// the samples (and two of them) is one placement, spanning its samples' positions, widened by
/// ``margin`` at each end (the engine matches a block face within metres of its line's ends).
struct SFCurbPlacement: Hashable, Sendable {
    /// The centreline's index in ``SFDataset/centrelines``.
    var centreline: Int
    /// The side of it.
    var side: CurbLineSide
    /// Where the curb line starts and ends along the centreline, in metres.
    var start: Double
    var end: Double

    /// How far apart samples are taken, in metres.
    static let step = 5.0
    /// How far from a sample its centreline may be, in metres.
    static let reach = 20.0
    /// How far a placement is widened at each end, in metres.
    static let margin = 10.0

    /// The placements of `lines` on `dataset`'s centrelines, longest first, and whether a fifth of
    /// the samples (or all) have no centreline within ``reach``: such a line runs where the sweeping
    /// table has no street, and is a stretch of its own there.
    static func place(_ lines: [LineString], on dataset: SFDataset) -> (
        placements: [SFCurbPlacement], offStreet: Bool
    ) {
        struct Key: Hashable {
            let centreline: Int
            let side: CurbLineSide
        }
        var positions: [Key: [Double]] = [:]
        var samples = 0
        var offStreet = 0
        var hits: [SFNearbyLine] = []
        for line in lines {
            for point in Self.samples(of: line) {
                samples += 1
                dataset.centrelines(within: reach, of: point, into: &hits)
                guard let nearest = hits.first else {
                    offStreet += 1
                    continue
                }
                let centreline = dataset.centrelines[nearest.index].line
                // Under a metre from the centreline no side can be told: the engine then matches
                // the regulation from either side, and so does a stretch on side `unknown`.
                let side =
                    nearest.distance < 1 ? .unknown : Self.side(of: point, on: centreline, segment: nearest.segment)
                let position = Self.position(on: centreline, segment: nearest.segment, fraction: nearest.fraction)
                positions[Key(centreline: nearest.index, side: side), default: []].append(position)
            }
        }
        guard !positions.isEmpty else { return ([], true) }
        // A side taking a fifth of the samples is one the line runs along; the rest are samples
        // past a corner. A line whose samples scatter more than that keeps its largest side.
        let needed = min(max(2, (samples + 4) / 5), positions.values.map(\.count).max() ?? 0)
        let placements =
            positions
            .filter { $0.value.count >= needed }
            .map { key, values -> SFCurbPlacement in
                let length = Self.length(of: dataset.centrelines[key.centreline].line)
                return SFCurbPlacement(
                    centreline: key.centreline, side: key.side,
                    start: max(0, (values.min() ?? 0) - margin), end: min(length, (values.max() ?? 0) + margin))
            }
            .sorted {
                ($1.end - $1.start, $0.centreline, $0.side.rawValue) < (
                    $0.end - $0.start, $1.centreline, $1.side.rawValue
                )
            }
        return (placements, offStreet >= max(2, (samples + 4) / 5))
    }

    /// Every vertex of `line`, and points every ``step`` metres between them.
    static func samples(of line: LineString) -> [Coordinate] {
        let coordinates = line.coordinates
        let projection = LocalProjection(referenceLatitude: coordinates[0].latitude)
        var points = [coordinates[0]]
        for index in 0..<line.segmentCount {
            let (a, b) = (coordinates[index], coordinates[index + 1])
            let pieces = Int((projection.distance(from: a, to: b) / step).rounded(.up))
            if pieces > 1 {
                for piece in 1..<pieces {
                    let t = Double(piece) / Double(pieces)
                    points.append(
                        Coordinate(
                            latitude: a.latitude + t * (b.latitude - a.latitude),
                            longitude: a.longitude + t * (b.longitude - a.longitude)))
                }
            }
            points.append(b)
        }
        return points
    }

    /// The side of `line`'s segment `segment` that `point` is on: the sign of the cross product of
    /// the segment's direction with the point, in a local metric projection (left is positive).
    static func side(of point: Coordinate, on line: LineString, segment: Int) -> CurbLineSide {
        let start = line.coordinates[segment]
        let end = line.coordinates[segment + 1]
        let projection = LocalProjection(referenceLatitude: point.latitude)
        let direction = projection.offset(of: end, from: start)
        let toPoint = projection.offset(of: point, from: start)
        return direction.east * toPoint.north - direction.north * toPoint.east > 0 ? .left : .right
    }

    /// How far along `line` (metres, in the projection of its first vertex) the point at
    /// `fraction` of segment `segment` lies.
    static func position(on line: LineString, segment: Int, fraction: Double) -> Double {
        let coordinates = line.coordinates
        let projection = LocalProjection(referenceLatitude: coordinates[0].latitude)
        var along = 0.0
        for index in 0..<segment { along += projection.distance(from: coordinates[index], to: coordinates[index + 1]) }
        return along + fraction * projection.distance(from: coordinates[segment], to: coordinates[segment + 1])
    }

    /// The length of `line` in metres, in the projection of its first vertex.
    static func length(of line: LineString) -> Double {
        position(on: line, segment: line.segmentCount - 1, fraction: 1)
    }

    /// The point `along` metres along `line` (as ``position(on:segment:fraction:)`` measures),
    /// moved `offset` metres to its left (negative: right).
    static func point(on line: LineString, at along: Double, offset: Double) -> Coordinate {
        let coordinates = line.coordinates
        let projection = LocalProjection(referenceLatitude: coordinates[0].latitude)
        var from = 0.0
        for index in 0..<line.segmentCount {
            let (a, b) = (coordinates[index], coordinates[index + 1])
            let length = projection.distance(from: a, to: b)
            if from + length >= along || index == line.segmentCount - 1 {
                let t = length > 0 ? min(1, max(0, (along - from) / length)) : 0
                let direction = projection.offset(of: b, from: a)
                let norm = max(length, 1e-9)
                let east = -direction.north / norm * offset
                let north = direction.east / norm * offset
                let metresPerDegree = 111_320.0
                return Coordinate(
                    latitude: a.latitude + t * (b.latitude - a.latitude) + north / metresPerDegree,
                    longitude: a.longitude + t * (b.longitude - a.longitude)
                        + east / (metresPerDegree * cos(a.latitude * Double.pi / 180)))
            }
            from += length
        }
        return coordinates[0]
    }

    /// The part of `line` from `start` to `end` metres along it (as ``position(on:segment:fraction:)``
    /// measures), or the whole line when the part would have no length.
    static func cut(_ line: LineString, from start: Double, to end: Double) -> LineString {
        let coordinates = line.coordinates
        let projection = LocalProjection(referenceLatitude: coordinates[0].latitude)
        func point(at distance: Double, segment: Int, from: Double, length: Double) -> Coordinate {
            let t = length > 0 ? min(1, max(0, (distance - from) / length)) : 0
            let (a, b) = (coordinates[segment], coordinates[segment + 1])
            return Coordinate(
                latitude: a.latitude + t * (b.latitude - a.latitude),
                longitude: a.longitude + t * (b.longitude - a.longitude))
        }
        var part: [Coordinate] = []
        var along = 0.0
        for index in 0..<line.segmentCount {
            let length = projection.distance(from: coordinates[index], to: coordinates[index + 1])
            let next = along + length
            if next >= start && along <= end {
                if part.isEmpty { part.append(point(at: start, segment: index, from: along, length: length)) }
                part.append(point(at: min(end, next), segment: index, from: along, length: length))
            }
            along = next
        }
        guard part.count >= 2, let cut = try? LineString(coordinates: part) else { return line }
        return cut
    }
}
