/// An R-tree over the individual segments of many lines, so that a proximity query measures true
/// point-to-segment distances and looks at only the segments near the point (a long, bent block
/// face's box would otherwise be near everything it bends around).
///
/// Each segment is kept beside the tree as one record (its ends and whose it is); queries allocate
/// nothing but what they append to the caller's buffer. A class: every answer's three queries then
/// take one reference, not one per array, counts both batch workers would contend for.
final class SFSegmentIndex: Sendable {
    private let tree: RTree
    /// Every segment, by item: what a query reads of it, together, so that a segment met costs
    /// one cache line (its box, its ends and its feature each had an array of their own, five
    /// lines or more a segment, a good part of a curbside answer's time).
    private let records: ContiguousArray<Record>
    /// Where no segment is within ``gridReach``: such a point's query needs no search.
    private let grid: NearnessGrid?
    /// Where no segment is within ``farGridReach``: the same for the wider query that lists the
    /// curbs near a point that is not at a street.
    private let farGrid: NearnessGrid?
    /// Each segment's unit direction (``SideGeometry/direction(of:segment:)``), NaN for one of zero
    /// length; empty unless the index was asked to keep them.
    private let directions: ContiguousArray<(east: Double, north: Double)>

    /// The distance the grid answers for: the largest of the default search radii
    /// (``SFAnswerSettings/standard``); a query reaching farther asks ``farGrid``.
    static let gridReach: Double = {
        let settings = SFAnswerSettings.standard
        return max(settings.blockFaceRadius, settings.sweepingRadius, settings.meterRadius)
    }()

    /// The distance the far grid answers for: the default listing of nearby curbs
    /// (``SFAnswerSettings/curbReach`` and ``SFAnswerSettings/nearbyCurbMargin``); a query reaching
    /// farther searches the tree.
    static let farGridReach: Double = {
        let settings = SFAnswerSettings.standard
        return max(gridReach, settings.curbReach + settings.nearbyCurbMargin)
    }()

    /// A segment: its ends, and the feature, line and segment of the line it is.
    private struct Record {
        let start: Coordinate
        let end: Coordinate
        let owner: Int32
        let part: Int32
        let segment: Int32

        /// The segment's box as the tree keeps it (``RTree/storedBox(for:)``: empty for NaN ends).
        var box: BoundingBox { RTree.storedBox(for: Self.box(from: start, to: end)) }

        /// The box of the segment from `start` to `end`, as the index gives it to the tree.
        static func box(from start: Coordinate, to end: Coordinate) -> BoundingBox {
            var box = BoundingBox(
                minLongitude: start.longitude, minLatitude: start.latitude, maxLongitude: start.longitude,
                maxLatitude: start.latitude)
            box.expand(toInclude: end)
            return box
        }
    }

    private init(
        tree: RTree, records: ContiguousArray<Record>, grid: NearnessGrid?, farGrid: NearnessGrid?,
        directions: ContiguousArray<(east: Double, north: Double)>
    ) {
        (self.tree, self.records, self.grid, self.farGrid) = (tree, records, grid, farGrid)
        self.directions = directions
    }

    /// The same index in an object of its own, for one thread to search alone (see
    /// ``RTree/unsharedCopy()``): its arrays are shared, read without counting references.
    func unsharedCopy() -> SFSegmentIndex {
        SFSegmentIndex(
            tree: tree.unsharedCopy(), records: records, grid: grid, farGrid: farGrid, directions: directions)
    }

    /// Indexes every segment of every line.
    ///
    /// - Parameters:
    ///   - lines: for each feature (its index is its position), its lines.
    ///   - keepsDirections: whether each segment's direction is worked out now, for
    ///     ``direction(of:line:)`` and ``leftNormal(of:line:)``.
    /// - Complexity: O(s log s) for s segments.
    init(lines: [[LineString]], keepsDirections: Bool = false) {
        var boxes: [BoundingBox] = []
        var records = ContiguousArray<Record>()
        var directions = ContiguousArray<(east: Double, north: Double)>()
        for (owner, featureLines) in lines.enumerated() {
            for (part, line) in featureLines.enumerated() {
                for index in 0..<line.segmentCount {
                    let segment = line.segment(at: index)
                    boxes.append(Record.box(from: segment.start, to: segment.end))
                    records.append(
                        Record(
                            start: segment.start, end: segment.end, owner: Int32(owner), part: Int32(part),
                            segment: Int32(index)))
                    if keepsDirections {
                        directions.append(SideGeometry.direction(of: line, segment: index) ?? (.nan, .nan))
                    }
                }
            }
        }
        tree = RTree(boxes: boxes)
        // The grid keeps each segment by item: its record holds all a query reads of it.
        grid = NearnessGrid(boxes: boxes, reach: Self.gridReach, entries: Array(boxes.indices))
        farGrid = NearnessGrid(boxes: boxes, reach: Self.farGridReach)
        self.records = records
        self.directions = directions
    }

    /// The unit direction (east, north) of the segment `hit` was found on, as
    /// ``SideGeometry/direction(of:segment:)`` gives it, or `nil` for zero length: kept since the
    /// index was built (`keepsDirections`), else worked out from `line`, the hit's line.
    ///
    /// - Complexity: O(1).
    func direction(of hit: SFNearbyLine, line: @autoclosure () -> LineString) -> (east: Double, north: Double)? {
        guard hit.item >= 0, hit.item < directions.count else {
            return SideGeometry.direction(of: line(), segment: hit.segment)
        }
        let direction = directions[hit.item]
        return direction.east.isNaN ? nil : direction
    }

    /// The unit vector out of the left side of the segment `hit` was found on, as
    /// ``SideGeometry/leftNormal(of:segment:)`` gives it (the direction turned left, negation
    /// being exact), or `nil` for zero length.
    ///
    /// - Complexity: O(1).
    func leftNormal(of hit: SFNearbyLine, line: @autoclosure () -> LineString) -> (east: Double, north: Double)? {
        direction(of: hit, line: line()).map { (-$0.north, $0.east) }
    }

    /// Replaces the contents of `result` with the nearest segment of each feature having one within
    /// `radius` metres of `point`, nearest first (ties in feature order).
    ///
    /// - Complexity: O(log s + k·f) for k segments in range and f features found; allocation-free
    ///   unless `result` must grow.
    func nearestPerFeature(within radius: Double, of point: Coordinate, into result: inout [SFNearbyLine]) {
        result.removeAll(keepingCapacity: true)
        guard radius >= 0, point.isValid else { return }
        let projection = LocalProjection(referenceLatitude: point.latitude)
        func consider(_ item: Int, _ record: Record) {
            let closest = projection.closestPoint(on: Segment(from: record.start, to: record.end), to: point)
            guard closest.distance <= radius else { return }
            var found = SFNearbyLine(
                index: Int(record.owner), part: Int(record.part), segment: Int(record.segment),
                fraction: closest.fraction, closest: closest.coordinate, distance: closest.distance)
            found.item = item
            if let existing = result.firstIndex(where: { $0.index == found.index }) {
                if Self.precedes(found, result[existing]) { result[existing] = found }
            } else {
                result.append(found)
            }
        }
        if let near = grid?.entries(within: radius, of: point) {
            // The segments of the point's cell: every one within the radius is among them, tested
            // by its box as the tree tests it.
            let within = RTree.WithinDistance(radius, of: point, scale: projection)
            for entry in near {
                let item = Int(entry)
                let record = records[item]
                if within.admits(record.box) { consider(item, record) }
            }
        } else {
            if let grid = radius <= Self.gridReach ? grid : farGrid, !grid.mayHaveBox(within: radius, of: point) {
                return
            }
            tree.search(within: radius, of: point) { item in consider(item, records[item]) }
        }
        result.sort(by: Self.precedes)
    }

    /// Nearer first; at equal distance the lower feature, part and segment, so that a vertex shared
    /// by two segments is reported on the earlier one and results do not depend on tree order.
    private static func precedes(_ a: SFNearbyLine, _ b: SFNearbyLine) -> Bool {
        (a.distance, a.index, a.part, a.segment) < (b.distance, b.index, b.part, b.segment)
    }
}
