import Foundation

/// Zones with a spatial index, built once, answering "which zones are at this point?".
///
/// The R-tree (``RTree``, STR-packed) holds the bounding box of every polygon of every zone, so
/// a lookup only measures the polygons near the point. A car at the curb is usually a few metres
/// *outside* its area's polygons (the city's RPP polygons cover parcels, not streets: DOMAIN §3),
/// so a zone counts when the point is inside it or within the **boundary threshold** of it.
///
/// ```swift
/// let index = try ParkingData.load(from: "Resources").zones
/// let result = index.lookup(at: Coordinate(latitude: 37.76, longitude: -122.43), date: Date())
/// result.primaryZone?.zone.permitArea   // "S"
/// ```
public struct ZoneIndex: Sendable {
    /// The library's boundary threshold in metres, used when neither the caller nor the zone file
    /// sets one.
    public static let defaultThreshold = 10.0

    /// The zones, in the order given; ``ZoneMatch/zoneIndex`` points into this array.
    public var zones: [Zone] { storage.zones }
    /// The area the data covers; points outside it are ``Confidence/outsideData``. `nil`: no limit.
    public let bounds: BoundingBox?
    /// The threshold a lookup uses when it is given none.
    public let defaultThreshold: Double

    /// One item per polygon of every zone.
    var tree: RTree { storage.tree }
    /// For tree item `i`, the zone (index into ``zones``) and the polygon within its shape.
    var partZone: ContiguousArray<Int> { storage.partZone }
    var partPolygon: ContiguousArray<Int> { storage.partPolygon }

    /// The arrays, held once for every copy of the index: a lookup hands the index to closures,
    /// which copy it, on every worker thread at once (see ``RTree``).
    private let storage: Storage

    private final class Storage: Sendable {
        let zones: [Zone]
        let tree: RTree
        let partZone, partPolygon: ContiguousArray<Int>
        /// Where no polygon's box is within twice the default threshold (the reach of a lookup
        /// at that threshold, or less): there a lookup finds no zone without searching the tree.
        /// Most of a city's box is such — the bay, the parks without permits.
        let grid: NearnessGrid?

        init(
            zones: [Zone], tree: RTree, partZone: ContiguousArray<Int>, partPolygon: ContiguousArray<Int>,
            grid: NearnessGrid?
        ) {
            (self.zones, self.tree, self.partZone, self.partPolygon) = (zones, tree, partZone, partPolygon)
            self.grid = grid
        }
    }

    /// Builds the index.
    ///
    /// - Parameters:
    ///   - zones: the zones.
    ///   - bounds: the area the data covers, if it declares one.
    ///   - defaultThreshold: the threshold in metres for lookups that give none; a negative or
    ///     NaN value counts as 0.
    /// - Complexity: O(p log p) for p polygons in all, and O(c) for the c cells of ~45 m their boxes
    ///   (widened by twice the threshold) cover, at most ~4 million (beyond, there is no grid).
    public init(zones: [Zone], bounds: BoundingBox? = nil, defaultThreshold: Double = ZoneIndex.defaultThreshold) {
        var boxes: [BoundingBox] = []
        var partZone = ContiguousArray<Int>()
        var partPolygon = ContiguousArray<Int>()
        for (zoneIndex, zone) in zones.enumerated() {
            for (polygonIndex, polygon) in zone.shape.polygons.enumerated() {
                boxes.append(polygon.boundingBox)
                partZone.append(zoneIndex)
                partPolygon.append(polygonIndex)
            }
        }
        self.bounds = bounds
        self.defaultThreshold = Self.metres(defaultThreshold)
        storage = Storage(
            zones: zones, tree: RTree(boxes: boxes), partZone: partZone, partPolygon: partPolygon,
            grid: NearnessGrid(
                boxes: boxes, reach: 2 * self.defaultThreshold, maximumMarks: 4 * NearnessGrid.maximumCells))
    }

    /// Builds the index of a zone file: its zones, its city's bounds, and its own threshold
    /// (`metadata.defaultThresholdMetres`) unless `defaultThreshold` is given.
    ///
    /// - Parameters:
    ///   - file: the zone file.
    ///   - defaultThreshold: the threshold for lookups that give none; when `nil`, the file's,
    ///     else ``defaultThreshold-swift.type.property``.
    package init(_ file: ZoneFile, defaultThreshold: Double? = nil) {
        self.init(
            zones: file.zones, bounds: file.city?.bounds,
            defaultThreshold: defaultThreshold ?? file.defaultThreshold ?? Self.defaultThreshold)
    }

    /// The same index in storage objects of its own, for one thread to look up in alone (a batch
    /// worker): see ``RTree/unsharedCopy()`` for why. Its zones' arrays are copied too, since a
    /// lookup copies the zones and polygons it meets, retaining them. Lookups answer exactly as
    /// the original's.
    ///
    /// - Complexity: O(n) in the zones' positions.
    public func unsharedCopy() -> ZoneIndex {
        ZoneIndex(
            storage: Storage(
                zones: zones.map { $0.unsharedCopy() }, tree: tree.unsharedCopy(),
                partZone: ContiguousArray(partZone.map { $0 }), partPolygon: ContiguousArray(partPolygon.map { $0 }),
                grid: storage.grid),
            bounds: bounds, defaultThreshold: defaultThreshold)
    }

    private init(storage: Storage, bounds: BoundingBox?, defaultThreshold: Double) {
        self.storage = storage
        self.bounds = bounds
        self.defaultThreshold = defaultThreshold
    }

    /// The zones at `point`: those covering it or within the threshold of it, the primary one
    /// first, with a confidence.
    ///
    /// Confidence, in order: ``Confidence/outsideData`` when the point is invalid or outside
    /// ``bounds``; ``Confidence/noZone`` when it is within them but near no zone;
    /// ``Confidence/low`` when `accuracy` exceeds the
    /// ``ZoneLookupResult/decidingDistance``; ``Confidence/high`` when it is inside exactly one
    /// zone and no other is within the threshold; else ``Confidence/medium``.
    ///
    /// - Parameters:
    ///   - point: the position.
    ///   - accuracy: the position's accuracy radius in metres, if known; negative counts as 0,
    ///     NaN as unknown.
    ///   - threshold: how far outside a zone still counts as in it, in metres; by default
    ///     ``defaultThreshold-swift.property``. Negative or NaN counts as 0. A point exactly on a
    ///     zone's edge is in it at any threshold, 0 included, at distance 0.
    ///   - date: when the lookup is made (kept in the result; the library never reads the clock).
    /// - Returns: the zones and the confidence.
    /// - Complexity: O(log p + k·e) for k polygons near the point with e edges each. Allocates
    ///   only the result's array.
    public func lookup(
        at point: Coordinate, accuracy: Double? = nil, threshold: Double? = nil, date: Date
    ) -> ZoneLookupResult {
        let threshold = Self.metres(threshold ?? defaultThreshold)
        let accuracy = accuracy.flatMap { $0.isNaN ? nil : Swift.max(0, $0) }
        let isWithinBounds = bounds?.contains(point) ?? true
        guard point.isValid, isWithinBounds else {
            return ZoneLookupResult(
                point: point, accuracy: accuracy, threshold: threshold, date: date, zones: [],
                confidence: .outsideData, isWithinBounds: point.isValid && isWithinBounds, decidingDistance: nil)
        }
        // Far enough to see every zone that counts within `accuracy` of the point, and every
        // place within `threshold` where the answer would change.
        let margin = Swift.max(threshold, accuracy ?? 0)
        var zones = candidates(near: point, within: threshold + margin)
        var decidingDistance = Double.infinity
        for match in zones {
            decidingDistance = Swift.min(decidingDistance, abs(match.signedDistance - threshold))
        }
        // Only when there is something to remove or order: `removeAll(where:)` and `sort` on an
        // array of zero or one match still cost something on every row of a batch.
        if zones.contains(where: { $0.signedDistance > threshold }) {
            zones.removeAll { $0.signedDistance > threshold }
        }
        if zones.count > 1 { zones.sort(by: Self.ranks) }
        let deciding = decidingDistance <= margin ? decidingDistance : nil
        let confidence: Confidence
        if zones.isEmpty {
            confidence = .noZone
        } else if let accuracy, let deciding, accuracy > deciding {
            confidence = .low
        } else if zones.count == 1, zones[0].isInside {
            confidence = .high
        } else {
            confidence = .medium
        }
        return ZoneLookupResult(
            point: point, accuracy: accuracy, threshold: threshold, date: date, zones: zones,
            confidence: confidence, isWithinBounds: true, decidingDistance: deciding)
    }

    /// Every zone with a polygon whose box lies within `radius` metres of `point`, with its
    /// location and boundary distance. The distance is exact whenever it is within `radius`, or
    /// the point is inside the zone; it is 0 when the point is on an edge (decided exactly by
    /// ``Polygon/location(of:)``, not measured), so such a zone counts at any threshold.
    private func candidates(near point: Coordinate, within radius: Double) -> [ZoneMatch] {
        // `mayHaveBox` answers `true` for a radius beyond the grid's reach: the tree is searched.
        if let grid = storage.grid, !grid.mayHaveBox(within: radius, of: point) { return [] }
        var matches: [ZoneMatch] = []
        tree.search(within: radius, of: point) { part in
            let zoneIndex = partZone[part]
            let polygon = zones[zoneIndex].shape.polygons[partPolygon[part]]
            let location = polygon.location(of: point)
            // On an edge the exact location test has decided: the distance is 0. Measured, it
            // would come out as a rounding residue (~1e-10 m) and lose the zone at threshold 0.
            let distance = location == .onBoundary ? 0 : polygon.boundaryDistance(to: point)
            if let existing = matches.firstIndex(where: { $0.zoneIndex == zoneIndex }) {
                matches[existing].merge(location: location, distance: distance)
            } else {
                matches.append(
                    ZoneMatch(zoneIndex: zoneIndex, zone: zones[zoneIndex], location: location, distance: distance))
            }
        }
        // Inside a zone deeper than `radius`, its nearest edge may belong to a polygon the search
        // did not reach; look again as far as the edge found.
        for index in matches.indices where matches[index].isInside && matches[index].distance > radius {
            let zoneIndex = matches[index].zoneIndex
            var nearest = matches[index].distance
            tree.search(within: nearest, of: point) { part in
                guard partZone[part] == zoneIndex else { return }
                let polygon = zones[zoneIndex].shape.polygons[partPolygon[part]]
                nearest = Swift.min(nearest, polygon.boundaryDistance(to: point))
            }
            matches[index].distance = nearest
        }
        return matches
    }

    /// Whether `a` comes before `b`: more restrictive, then smaller signed distance (inside before
    /// near, deeper inside first, nearer outside first), then earlier in the file.
    static func ranks(_ a: ZoneMatch, before b: ZoneMatch) -> Bool {
        if a.zone.restrictiveness != b.zone.restrictiveness { return a.zone.restrictiveness > b.zone.restrictiveness }
        if a.signedDistance != b.signedDistance { return a.signedDistance < b.signedDistance }
        return a.zoneIndex < b.zoneIndex
    }

    /// A distance in metres as the index uses it: negative and NaN become 0 (`DataPack` reaches
    /// as far as the lookup by the same rule).
    static func metres(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.max(0, value)
    }
}

extension ZoneMatch {
    /// Folds in one more polygon of the same zone: inside any part is inside, else on the
    /// boundary of any part is on the boundary; the distance is the nearest edge of any part.
    fileprivate mutating func merge(location part: PointLocation, distance partDistance: Double) {
        if location != .inside, part != .outside { location = part }
        distance = Swift.min(distance, partDistance)
    }
}
