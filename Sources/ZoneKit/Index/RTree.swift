/// A static R-tree over bounding boxes, bulk-loaded with Sort-Tile-Recursive (STR).
///
/// Items are the `Int` positions of the boxes in the array given to ``init(boxes:nodeCapacity:)``,
/// so callers keep their own geometry and look it up by the indices a query reports.
///
/// Packing follows S. T. Leutenegger, M. A. Lopez and J. Edgington, "STR: A Simple and Efficient
/// Algorithm for R-Tree Packing", Proc. 13th ICDE, 1997: sort the entries of a level by the x of
/// their centres, cut them into ⌈√P⌉ vertical slices (P = ⌈n / capacity⌉ nodes), sort each slice by
/// y, group runs of `nodeCapacity` into nodes, and repeat on the nodes until one root remains. All
/// leaves are at the same depth and every node but one per level is full.
///
/// Storage is flat (struct of arrays): one box per *entry*, where entries `0..<count` are the items
/// in packed order and the entries after them are the nodes, level by level from the leaves up,
/// the root last. A node's children are a contiguous range of the level below. Boxes are inclusive:
/// a point on an edge is contained, touching boxes intersect.
///
/// The tree is a value and immutable once built. Queries do not allocate: their stack or queue
/// lives in temporary storage on the call stack (Swift moves it to the heap only when the thread's
/// stack cannot hold it, which for the nearest-neighbour queue means a tree of tens of thousands of
/// boxes) and results go to a visitor or a buffer the caller reuses.
///
/// ```swift
/// let tree = RTree(boxes: polygons.map(\.boundingBox))  // item i is polygons[i]
/// var hits: [Int] = []
/// tree.search(containing: point, into: &hits)  // the boxes holding the point
/// let inside = hits.filter { polygons[$0].location(of: point) != .outside }
/// tree.search(within: 50, of: point) { item in print("polygon \(item) has a box within 50 m") }
/// ```
public struct RTree: Sendable {
    /// The node capacity used when none is given.
    public static let defaultNodeCapacity = 16

    /// The largest number of children a node holds.
    public let nodeCapacity: Int

    /// The number of items (boxes) in the tree.
    public let count: Int

    /// The number of node levels: 0 for an empty tree, 1 when the root is a leaf.
    public let height: Int

    /// The flat arrays, held once for every copy of the tree: searches hand the tree to closures,
    /// which copy it, on every worker thread at once; a copy then costs one reference count
    /// instead of seven, each contended between threads.
    private let storage: Storage

    /// Entry boxes: items in packed order (`0..<count`), then nodes level by level, root last.
    var minX: ContiguousArray<Double> { storage.minX }
    var minY: ContiguousArray<Double> { storage.minY }
    var maxX: ContiguousArray<Double> { storage.maxX }
    var maxY: ContiguousArray<Double> { storage.maxY }

    /// For entry `i < count`, the caller's index of that item.
    var items: ContiguousArray<Int> { storage.items }

    /// For node entry `count + j`, its children are the entries `childStart[j]..<childEnd[j]`.
    var childStart: ContiguousArray<Int> { storage.childStart }
    var childEnd: ContiguousArray<Int> { storage.childEnd }

    private final class Storage: Sendable {
        let minX, minY, maxX, maxY: ContiguousArray<Double>
        let items, childStart, childEnd: ContiguousArray<Int>

        init(
            minX: ContiguousArray<Double>, minY: ContiguousArray<Double>, maxX: ContiguousArray<Double>,
            maxY: ContiguousArray<Double>, items: ContiguousArray<Int>, childStart: ContiguousArray<Int>,
            childEnd: ContiguousArray<Int>
        ) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
            (self.items, self.childStart, self.childEnd) = (items, childStart, childEnd)
        }
    }

    /// Creates a tree holding `boxes`; item `i` is `boxes[i]`.
    ///
    /// - Parameters:
    ///   - boxes: the boxes to index, in longitude/latitude degrees. Duplicates, zero-area boxes
    ///     and infinite edges are fine. A box with a NaN edge is kept as an empty box that no query
    ///     finds (it still counts in ``count``).
    ///   - nodeCapacity: the largest number of children per node; at least 2.
    /// - Complexity: O(n log n) for n boxes.
    public init(boxes: [BoundingBox], nodeCapacity: Int = RTree.defaultNodeCapacity) {
        precondition(nodeCapacity >= 2, "an R-tree node must hold at least 2 children")
        var builder = Builder(itemCount: boxes.count, nodeCapacity: nodeCapacity)
        builder.build(boxes)
        self.init(
            nodeCapacity: nodeCapacity, count: boxes.count, height: builder.height,
            minX: builder.minX, minY: builder.minY, maxX: builder.maxX, maxY: builder.maxY,
            items: builder.items, childStart: builder.childStart, childEnd: builder.childEnd)
        #if ZONEKIT_CHECKS
            let violations = structuralViolations(against: boxes)
            precondition(violations.isEmpty, "R-tree invariants broken: \(violations)")
        #endif
    }

    /// Creates a tree from its storage as is, unchecked: for the bulk loader, and for tests that
    /// need a broken tree to show that ``structuralViolations(against:)`` notices.
    init(
        nodeCapacity: Int, count: Int, height: Int,
        minX: ContiguousArray<Double>, minY: ContiguousArray<Double>,
        maxX: ContiguousArray<Double>, maxY: ContiguousArray<Double>,
        items: ContiguousArray<Int>, childStart: ContiguousArray<Int>, childEnd: ContiguousArray<Int>
    ) {
        self.nodeCapacity = nodeCapacity
        self.count = count
        self.height = height
        storage = Storage(
            minX: minX, minY: minY, maxX: maxX, maxY: maxY, items: items, childStart: childStart, childEnd: childEnd)
    }

    /// The same tree in a storage object of its own, for one thread to search alone.
    ///
    /// A copy made by assignment shares the storage object, and every search retains and releases
    /// it: from several threads at once, those reference counts contend for one cache line. The
    /// arrays are shared either way (searches read them without counting references).
    ///
    /// - Complexity: O(1).
    public func unsharedCopy() -> RTree {
        RTree(
            nodeCapacity: nodeCapacity, count: count, height: height, minX: minX, minY: minY, maxX: maxX,
            maxY: maxY, items: items, childStart: childStart, childEnd: childEnd)
    }

    /// Whether the tree holds no items.
    public var isEmpty: Bool { count == 0 }

    /// The box covering every item, or `nil` for an empty tree.
    public var bounds: BoundingBox? {
        guard let root = rootEntry else { return nil }
        return box(at: root)
    }

    /// The entry of the root node, or `nil` for an empty tree.
    var rootEntry: Int? { minX.count > count ? minX.count - 1 : nil }

    /// The number of node entries.
    var nodeCount: Int { minX.count - count }

    /// The box stored for `entry`.
    func box(at entry: Int) -> BoundingBox {
        BoundingBox(
            minLongitude: minX[entry], minLatitude: minY[entry],
            maxLongitude: maxX[entry], maxLatitude: maxY[entry])
    }

    /// The box the tree keeps for a caller's `box`: itself, or ``BoundingBox/empty`` when an edge
    /// is NaN, which no query finds and which leaves the union of its siblings unchanged.
    static func storedBox(for box: BoundingBox) -> BoundingBox {
        let hasNaN =
            box.minLongitude.isNaN || box.minLatitude.isNaN || box.maxLongitude.isNaN || box.maxLatitude.isNaN
        return hasNaN ? .empty : box
    }

    /// The deepest the traversal stack can get: every level below the root may leave
    /// `nodeCapacity - 1` siblings waiting.
    var traversalStackCapacity: Int { max(1, height * nodeCapacity) }
}

extension RTree {
    /// Builds the flat arrays level by level (STR), bottom-up.
    private struct Builder {
        let itemCount: Int
        let nodeCapacity: Int
        var minX = ContiguousArray<Double>()
        var minY = ContiguousArray<Double>()
        var maxX = ContiguousArray<Double>()
        var maxY = ContiguousArray<Double>()
        var items = ContiguousArray<Int>()
        var childStart = ContiguousArray<Int>()
        var childEnd = ContiguousArray<Int>()
        var height = 0

        init(itemCount: Int, nodeCapacity: Int) {
            self.itemCount = itemCount
            self.nodeCapacity = nodeCapacity
            let entryCount = Self.entryCount(forItems: itemCount, nodeCapacity: nodeCapacity)
            minX.reserveCapacity(entryCount)
            minY.reserveCapacity(entryCount)
            maxX.reserveCapacity(entryCount)
            maxY.reserveCapacity(entryCount)
            items.reserveCapacity(itemCount)
            childStart.reserveCapacity(entryCount - itemCount)
            childEnd.reserveCapacity(entryCount - itemCount)
        }

        /// Items plus the nodes STR makes for them: ⌈n/M⌉ leaves, ⌈n/M²⌉ parents, … up to one root.
        static func entryCount(forItems itemCount: Int, nodeCapacity: Int) -> Int {
            guard itemCount > 0 else { return 0 }
            var total = itemCount
            var levelCount = itemCount
            repeat {
                levelCount = (levelCount + nodeCapacity - 1) / nodeCapacity
                total += levelCount
            } while levelCount > 1
            return total
        }

        mutating func build(_ boxes: [BoundingBox]) {
            guard !boxes.isEmpty else { return }
            let boxes = boxes.map(RTree.storedBox(for:))
            for item in strOrder(of: boxes) {
                let box = boxes[item]
                append(box)
                items.append(item)
            }
            var levelStart = 0
            var levelEnd = itemCount
            repeat {
                var nodeBoxes: [BoundingBox] = []
                var ranges: [Range<Int>] = []
                nodeBoxes.reserveCapacity((levelEnd - levelStart + nodeCapacity - 1) / nodeCapacity)
                ranges.reserveCapacity(nodeBoxes.capacity)
                for first in stride(from: levelStart, to: levelEnd, by: nodeCapacity) {
                    let children = first..<min(first + nodeCapacity, levelEnd)
                    nodeBoxes.append(union(of: children))
                    ranges.append(children)
                }
                // The new nodes are packed in their turn, so the next level groups neighbours.
                let order = nodeBoxes.count > 1 ? strOrder(of: nodeBoxes) : [0]
                for node in order {
                    append(nodeBoxes[node])
                    childStart.append(ranges[node].lowerBound)
                    childEnd.append(ranges[node].upperBound)
                }
                levelStart = levelEnd
                levelEnd += nodeBoxes.count
                height += 1
            } while levelEnd - levelStart > 1
        }

        private mutating func append(_ box: BoundingBox) {
            minX.append(box.minLongitude)
            minY.append(box.minLatitude)
            maxX.append(box.maxLongitude)
            maxY.append(box.maxLatitude)
        }

        private func union(of entries: Range<Int>) -> BoundingBox {
            var box = BoundingBox(
                minLongitude: minX[entries.lowerBound], minLatitude: minY[entries.lowerBound],
                maxLongitude: maxX[entries.lowerBound], maxLatitude: maxY[entries.lowerBound])
            for entry in entries.dropFirst() {
                box.minLongitude = Swift.min(box.minLongitude, minX[entry])
                box.minLatitude = Swift.min(box.minLatitude, minY[entry])
                box.maxLongitude = Swift.max(box.maxLongitude, maxX[entry])
                box.maxLatitude = Swift.max(box.maxLatitude, maxY[entry])
            }
            return box
        }

        /// The STR order of `boxes`: x-sorted slices of ⌈√P⌉ · capacity entries, each sorted by y,
        /// so that consecutive runs of `nodeCapacity` form compact nodes.
        private func strOrder(of boxes: [BoundingBox]) -> [Int] {
            let nodes = (boxes.count + nodeCapacity - 1) / nodeCapacity
            let slices = Int(Double(nodes).squareRoot().rounded(.up))
            let sliceSize = slices * nodeCapacity
            let xKeys = boxes.map { sortKey($0.minLongitude, $0.maxLongitude) }
            let yKeys = boxes.map { sortKey($0.minLatitude, $0.maxLatitude) }
            // Ties break on the index so that the layout is the same on every platform.
            var order = Array(boxes.indices)
            order.sort { (xKeys[$0], $0) < (xKeys[$1], $1) }
            for sliceStart in stride(from: 0, to: order.count, by: sliceSize) {
                let slice = sliceStart..<min(sliceStart + sliceSize, order.count)
                order[slice].sort { (yKeys[$0], $0) < (yKeys[$1], $1) }
            }
            return order
        }

        /// The centre of `low...high`, made total so that sorting never sees NaN: a box spanning
        /// -∞...∞ and the empty box have no centre and sort as 0.
        private func sortKey(_ low: Double, _ high: Double) -> Double {
            let centre = low / 2 + high / 2
            return centre.isNaN ? 0 : centre
        }
    }
}
