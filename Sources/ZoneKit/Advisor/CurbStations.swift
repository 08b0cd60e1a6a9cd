import Foundation

/// The samples of one side of a street line, a few metres to that side (at the curb): where the
/// advisor asks "may I park here?" along every curb near the driver, San Francisco's centrelines
/// and a curb feed's features alike.
package struct CurbStations {
    /// How far apart, in metres, a stretch's samples are taken along its line.
    package static let spacing = 20.0
    /// How far from the line, in metres, the curb is taken to be.
    package static let offset = 5.0
    /// How far from a line's ends, in metres, its first and last samples are (at the very end the
    /// cross street's line is as near as its own).
    static let endInset = 4.0

    /// Each sample at the curb, and its metres along the line from its first point.
    var samples: [(point: Coordinate, along: Double)]
    /// The line's length in metres.
    let length: Double
    /// Metres between consecutive samples.
    var spacing: Double
    /// Which end of the block the line starts at, by the compass.
    let blockStart: CompassDirection?

    /// Points every ``spacing`` metres along `line`, ``endInset`` metres in from its ends, moved
    /// ``offset`` metres to `side`, with each one's metres along `line` from its first point.
    init(of line: LineString, side: CurbSide) {
        let walker = CurbWalker(line: line, side: side)
        self.init(samples: [], length: walker.length, spacing: 0, blockStart: walker.start)
        guard walker.length > 2 * Self.endInset else { return }
        let usable = walker.length - 2 * Self.endInset
        let count = max(1, Int((usable / Self.spacing).rounded(.up)))
        spacing = usable / Double(count)
        for step in 0...count {
            let along = Self.endInset + usable * Double(step) / Double(count)
            guard let point = walker.point(at: along) else { continue }
            samples.append((point, along))
        }
    }

    private init(
        samples: [(point: Coordinate, along: Double)], length: Double, spacing: Double, blockStart: CompassDirection?
    ) {
        self.samples = samples
        self.length = length
        self.spacing = spacing
        self.blockStart = blockStart
    }

    /// The samples' points alone.
    static func samples(of line: LineString, side: CurbSide) -> [Coordinate] {
        CurbStations(of: line, side: side).samples.map(\.point)
    }

    /// The curb of `side` of `line` from `from` to `to` metres along it (``offset`` to the side):
    /// the points there and the line's corners between.
    static func curbLine(of line: LineString, side: CurbSide, from: Double, to: Double) -> [Coordinate] {
        let walker = CurbWalker(line: line, side: side)
        var points = walker.point(at: from).map { [$0] } ?? []
        var corner = 0.0
        for index in 0..<max(0, walker.lengths.count - 1) {
            corner += walker.lengths[index]
            guard corner > from, corner < to else { continue }
            if let point = walker.point(at: corner) { points.append(point) }
        }
        if let end = walker.point(at: to) { points.append(end) }
        return points
    }

    /// The curb of `samples` (consecutive samples of these stations): halfway to the samples either
    /// side, not beyond the first and last, so that a line's stretches meet end to end, a
    /// one-sample stretch included; a point twice when the line has no length there.
    func curbLine(of line: LineString, side: CurbSide, alongs: [Double], nearest: Coordinate) -> [Coordinate] {
        let half = spacing / 2
        let points = Self.curbLine(
            of: line, side: side, from: max(Self.endInset, (alongs.min() ?? 0) - half),
            to: min(length - Self.endInset, (alongs.max() ?? 0) + half))
        return points.count < 2 ? [nearest, nearest] : points
    }
}

/// Points at the curb of one side of a line, by their metres along it.
private struct CurbWalker {
    let line: LineString
    let side: CurbSide
    let projection: LocalProjection
    /// Each segment's length in metres.
    let lengths: [Double]
    let length: Double
    /// Which end of the line its first point is, by the compass.
    let start: CompassDirection?

    init(line: LineString, side: CurbSide) {
        self.line = line
        self.side = side
        let coordinates = line.coordinates
        projection = LocalProjection(referenceLatitude: coordinates.first?.latitude ?? 0)
        lengths = (0..<line.segmentCount).map { [projection] index in
            projection.distance(from: coordinates[index], to: coordinates[index + 1])
        }
        length = lengths.reduce(0, +)
        if let first = coordinates.first, let last = coordinates.last {
            let offset = projection.offset(of: first, from: last)
            start = CompassDirection(east: offset.east, north: offset.north)
        } else {
            start = nil
        }
    }

    /// The point `along` metres along the line, moved ``CurbStations/offset`` to the side;
    /// `nil` on a segment of no length.
    func point(at along: Double) -> Coordinate? {
        guard !lengths.isEmpty else { return nil }
        var along = along
        var segment = 0
        while segment < lengths.count - 1, along > lengths[segment] {
            along -= lengths[segment]
            segment += 1
        }
        guard lengths[segment] > 0, let normal = SideGeometry.leftNormal(of: line, segment: segment) else {
            return nil
        }
        let fraction = min(1, max(0, along / lengths[segment]))
        let a = line.coordinates[segment]
        let b = line.coordinates[segment + 1]
        let sign = side == .left ? 1.0 : -1.0
        let east = normal.east * CurbStations.offset * sign
        let north = normal.north * CurbStations.offset * sign
        return Coordinate(
            latitude: a.latitude + fraction * (b.latitude - a.latitude)
                + north / LocalProjection.metresPerDegreeLatitude,
            longitude: a.longitude + fraction * (b.longitude - a.longitude)
                + east / projection.metresPerDegreeLongitude)
    }
}
