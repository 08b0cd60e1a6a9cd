/// k-nearest-neighbour queries: best-first search (G. R. Hjaltason and H. Samet, "Distance
/// Browsing in Spatial Databases", ACM TODS 24(2), 1999) over a binary heap of nodes and items
/// keyed by their distance from the query point, so that only nodes that could hold one of the
/// k nearest items are opened.
///
/// Box distances are measured in a `LocalProjection` centred on the query point's latitude (the
/// equirectangular map Geometry measures edges in). The heap lives in temporary storage and the results go
/// into a caller-owned buffer: reuse it and the query does not allocate.
extension RTree {
    /// An item found by a nearest-neighbour query and its distance in metres.
    public struct Neighbor: Hashable, Sendable {
        /// The item's index into the boxes the tree was built from.
        public var item: Int
        /// The distance from the query point in metres: to the item's box, or the exact distance
        /// the caller computed.
        public var distance: Double

        /// Creates a neighbour.
        public init(item: Int, distance: Double) {
            self.item = item
            self.distance = distance
        }
    }

    /// Replaces the contents of `neighbors` with the (up to) `k` items whose boxes are nearest to
    /// `point`, nearest first; equal distances come in item order.
    ///
    /// - Parameters:
    ///   - point: the query position.
    ///   - k: how many items to find; 0 or less finds none.
    ///   - maxDistance: items farther than this many metres are left out.
    ///   - neighbors: emptied (keeping its capacity), then filled with the results.
    /// - Complexity: O((k + m) log n) where m is the number of nodes whose box is nearer than the
    ///   k-th item; O(n log n) at worst.
    public func nearest(
        to point: Coordinate, k: Int, within maxDistance: Double = .infinity, into neighbors: inout [Neighbor]
    ) {
        bestFirst(from: point, k: k, within: maxDistance, into: &neighbors, refinesItems: false) { _ in 0 }
    }

    /// Replaces the contents of `neighbors` with the (up to) `k` items nearest to `point` by a
    /// distance the caller computes (say, to the item's polygon), nearest first; equal distances
    /// come in item order.
    ///
    /// Box distances still prune the search: `exactDistance` is only called for items whose box is
    /// near enough to matter, at most once per item.
    ///
    /// - Parameters:
    ///   - point: the query position.
    ///   - k: how many items to find; 0 or less finds none.
    ///   - maxDistance: items whose exact distance exceeds this many metres are left out.
    ///   - neighbors: emptied (keeping its capacity), then filled with the results.
    ///   - exactDistance: the distance in metres from `point` to an item. It must not be less than
    ///     the distance to the item's box (true of any geometry inside its box), or the order of
    ///     the results is not guaranteed. A NaN or infinite distance leaves the item out.
    public func nearest(
        to point: Coordinate, k: Int, within maxDistance: Double = .infinity, into neighbors: inout [Neighbor],
        exactDistance: (Int) -> Double
    ) {
        bestFirst(from: point, k: k, within: maxDistance, into: &neighbors, refinesItems: true, exactDistance)
    }

    /// The distance in metres from `point` to the box of `entry` under `scale`.
    @inline(__always)
    private func distance(from point: Coordinate, toEntry entry: Int, scale: LocalProjection) -> Double {
        scale.squaredDistance(
            from: point, toBoxMinX: minX[entry], minY: minY[entry], maxX: maxX[entry], maxY: maxY[entry]
        ).squareRoot()
    }

    private func bestFirst(
        from point: Coordinate, k: Int, within maxDistance: Double, into neighbors: inout [Neighbor],
        refinesItems: Bool, _ exactDistance: (Int) -> Double
    ) {
        neighbors.removeAll(keepingCapacity: true)
        guard k > 0, maxDistance >= 0, let root = rootEntry else { return }
        let scale = LocalProjection(referenceLatitude: point.latitude)
        let itemKind: NearestQueue.Kind = refinesItems ? .candidate : .item
        // Every entry is queued at most once (a candidate is popped before its exact distance is
        // queued), so the whole tree is a bound the queue can never pass.
        NearestQueue.with(capacity: minX.count) { queue in
            func enqueue(_ kind: NearestQueue.Kind, _ id: Int, at distance: Double) {
                guard distance.isFinite, distance <= maxDistance else { return }
                queue.push(NearestQueue.Element(distance: distance, kind: kind, id: id))
            }
            enqueue(.node, root, at: distance(from: point, toEntry: root, scale: scale))
            while neighbors.count < k, let element = queue.popFirst() {
                switch element.kind {
                case .item:
                    neighbors.append(Neighbor(item: element.id, distance: element.distance))
                case .candidate:
                    enqueue(.item, element.id, at: exactDistance(element.id))
                case .node:
                    let node = element.id - count
                    for child in childStart[node]..<childEnd[node] {
                        let childDistance = distance(from: point, toEntry: child, scale: scale)
                        if child < count {
                            enqueue(itemKind, items[child], at: childDistance)
                        } else {
                            enqueue(.node, child, at: childDistance)
                        }
                    }
                }
            }
        }
    }
}
