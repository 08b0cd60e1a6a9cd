/// Window and radius queries. Each comes as a visitor (called once per matching item, in no
/// particular order) and as an `into:` form that refills a caller-owned buffer; neither allocates
/// (the buffer only grows when it lacks capacity, so reuse it across queries).
///
/// Complexity: O(log n + k) on well-spread data for k matches; O(n) at worst (every box overlapping).
extension RTree {
    /// Calls `visit` with every item whose box contains `point` (edges included).
    ///
    /// - Parameters:
    ///   - point: the position to test.
    ///   - visit: called with each matching item's index into the boxes the tree was built from.
    public func search(containing point: Coordinate, _ visit: (Int) -> Void) {
        search(intersecting: BoundingBox(point), visit)
    }

    /// Replaces the contents of `items` with every item whose box contains `point`.
    ///
    /// - Parameters:
    ///   - point: the position to test.
    ///   - items: emptied (keeping its capacity), then filled with matching item indices.
    public func search(containing point: Coordinate, into items: inout [Int]) {
        search(intersecting: BoundingBox(point), into: &items)
    }

    /// Calls `visit` with every item whose box intersects `box`; touching boxes intersect.
    ///
    /// - Parameters:
    ///   - box: the query window, in degrees.
    ///   - visit: called with each matching item's index into the boxes the tree was built from.
    public func search(intersecting box: BoundingBox, _ visit: (Int) -> Void) {
        let window = Self.finiteWindow(box)
        forEachItem(
            whereEntry: { intersects(entry: $0, window) },
            visit: { item in
                visit(item)
                return true
            })
    }

    /// Replaces the contents of `items` with every item whose box intersects `box`.
    ///
    /// - Parameters:
    ///   - box: the query window, in degrees; touching boxes intersect.
    ///   - items: emptied (keeping its capacity), then filled with matching item indices.
    public func search(intersecting box: BoundingBox, into items: inout [Int]) {
        items.removeAll(keepingCapacity: true)
        search(intersecting: box) { items.append($0) }
    }

    /// Some item whose box intersects `box`, or `nil` if none does; stops at the first found.
    ///
    /// - Parameter box: the query window, in degrees; touching boxes intersect.
    /// - Returns: the index of one matching item (which one is unspecified).
    public func anyItem(intersecting box: BoundingBox) -> Int? {
        var found: Int?
        let window = Self.finiteWindow(box)
        forEachItem(
            whereEntry: { intersects(entry: $0, window) },
            visit: { item in
                found = item
                return false
            })
        return found
    }

    /// Calls `visit` with every item whose box lies within `distance` metres of `point`
    /// (inclusive; a box containing the point is at distance 0).
    ///
    /// Distances are measured in a `LocalProjection` at the latitude of `point` (the map
    /// Geometry measures edges in): accurate to well under 1 % over a city.
    ///
    /// - Parameters:
    ///   - distance: the radius in metres; a negative or NaN radius finds nothing.
    ///   - point: the centre.
    ///   - visit: called with each matching item's index into the boxes the tree was built from.
    public func search(within distance: Double, of point: Coordinate, _ visit: (Int) -> Void) {
        guard distance >= 0 else { return }
        let within = WithinDistance(distance, of: point)
        forEachItem(
            whereEntry: { entry in within.admits(self, entry: entry) },
            visit: { item in
                visit(item)
                return true
            })
    }

    /// The test of a radius search, the same for every box it meets: within `distance` metres of
    /// `point`, measured in a `LocalProjection` at the latitude of `point`.
    struct WithinDistance {
        let point: Coordinate
        let scale: LocalProjection
        let limit: Double
        let west, east, south, north: Double

        /// - Parameter scale: the `LocalProjection` at the latitude of `point`; made here when `nil`.
        init(_ distance: Double, of point: Coordinate, scale: LocalProjection? = nil) {
            self.point = point
            self.scale = scale ?? LocalProjection(referenceLatitude: point.latitude)
            limit = distance * distance
            // The degrees `distance` spans each way, a millionth wider so that rounding never keeps
            // out a box the distance lets in: most boxes a search meets fail these four
            // comparisons, and only those passing are measured.
            let margin = 1 + 1e-6
            let longitudes = distance / self.scale.metresPerDegreeLongitude * margin
            let latitudes = distance / LocalProjection.metresPerDegreeLatitude * margin
            west = point.longitude - longitudes
            east = point.longitude + longitudes
            south = point.latitude - latitudes
            north = point.latitude + latitudes
        }

        /// Whether the box of `tree`'s `entry` passes.
        @inline(__always)
        func admits(_ tree: RTree, entry: Int) -> Bool {
            admits(minX: tree.minX[entry], minY: tree.minY[entry], maxX: tree.maxX[entry], maxY: tree.maxY[entry])
        }

        /// Whether `box` passes (a box as the tree keeps it, ``RTree/storedBox(for:)``).
        @inline(__always)
        func admits(_ box: BoundingBox) -> Bool {
            admits(
                minX: box.minLongitude, minY: box.minLatitude, maxX: box.maxLongitude, maxY: box.maxLatitude)
        }

        @inline(__always)
        private func admits(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
            guard minX <= east, maxX >= west, minY <= north, maxY >= south else { return false }
            let squared = scale.squaredDistance(from: point, toBoxMinX: minX, minY: minY, maxX: maxX, maxY: maxY)
            return squared <= limit && squared.isFinite
        }
    }

    /// Replaces the contents of `items` with every item whose box lies within `distance` metres of
    /// `point`; see ``search(within:of:_:)``.
    ///
    /// - Parameters:
    ///   - distance: the radius in metres; a negative or NaN radius finds nothing.
    ///   - point: the centre.
    ///   - items: emptied (keeping its capacity), then filled with matching item indices.
    public func search(within distance: Double, of point: Coordinate, into items: inout [Int]) {
        items.removeAll(keepingCapacity: true)
        search(within: distance, of: point) { items.append($0) }
    }

    /// `box` with infinite edges pulled in to the largest finite values. It finds the same boxes,
    /// except the empty box (min +∞, max -∞) a NaN item is stored as, which would otherwise
    /// "intersect" a window spanning -∞...∞.
    static func finiteWindow(_ box: BoundingBox) -> BoundingBox {
        let limit = Double.greatestFiniteMagnitude
        return BoundingBox(
            minLongitude: Swift.max(box.minLongitude, -limit), minLatitude: Swift.max(box.minLatitude, -limit),
            maxLongitude: Swift.min(box.maxLongitude, limit), maxLatitude: Swift.min(box.maxLatitude, limit))
    }

    /// Whether the box of `entry` intersects `box` (inclusive).
    @inline(__always)
    func intersects(entry: Int, _ box: BoundingBox) -> Bool {
        minX[entry] <= box.maxLongitude && maxX[entry] >= box.minLongitude
            && minY[entry] <= box.maxLatitude && maxY[entry] >= box.minLatitude
    }

    /// Depth-first traversal with an explicit stack: descends into every node whose entry passes
    /// `matches` and hands every passing item to `visit`, stopping when `visit` returns `false`.
    ///
    /// `matches` must be monotone: if a box fails, every box inside it fails too.
    @inline(__always)
    func forEachItem(whereEntry matches: (Int) -> Bool, visit: (Int) -> Bool) {
        guard let root = rootEntry, matches(root) else { return }
        TraversalStack.with(capacity: traversalStackCapacity) { stack in
            stack.push(root)
            while let entry = stack.pop() {
                let node = entry - count
                for child in childStart[node]..<childEnd[node] where matches(child) {
                    if child < count {
                        guard visit(items[child]) else { return }
                    } else {
                        stack.push(child)
                    }
                }
            }
        }
    }
}

extension BoundingBox {
    /// The zero-area box at `point`.
    fileprivate init(_ point: Coordinate) {
        self.init(
            minLongitude: point.longitude, minLatitude: point.latitude,
            maxLongitude: point.longitude, maxLatitude: point.latitude)
    }
}
