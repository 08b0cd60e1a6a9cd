/// The priority queue of best-first nearest-neighbour search: a binary min-heap in temporary
/// storage (on the call stack when it fits), so that a query does not allocate.
///
/// Ordered by distance, then ``Kind`` (nodes, then items still ranked by their box, then items
/// whose distance is final), then id. That order makes final items come out sorted by distance and
/// then by item index, whatever the tree's layout.
struct NearestQueue: ~Copyable {
    /// What a queued element stands for.
    enum Kind: UInt8 {
        /// A node entry of the tree; `id` is the entry.
        case node = 0
        /// An item ranked by its box distance, to be re-ranked by its exact distance; `id` is the
        /// caller's item index.
        case candidate = 1
        /// An item whose distance is final; `id` is the caller's item index.
        case item = 2
    }

    /// One queued element.
    struct Element {
        var distance: Double
        var kind: Kind
        var id: Int

        func precedes(_ other: Element) -> Bool {
            if distance != other.distance { return distance < other.distance }
            if kind != other.kind { return kind.rawValue < other.kind.rawValue }
            return id < other.id
        }
    }

    private let storage: UnsafeMutableBufferPointer<Element>
    private var count = 0

    /// Runs `body` with an empty queue holding up to `capacity` elements.
    static func with<Result>(capacity: Int, _ body: (inout NearestQueue) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: capacity) { buffer in
            var queue = NearestQueue(storage: buffer)
            return body(&queue)
        }
    }

    private init(storage: UnsafeMutableBufferPointer<Element>) {
        self.storage = storage
    }

    /// Adds `element`. O(log n).
    mutating func push(_ element: Element) {
        precondition(count < storage.count, "R-tree nearest-neighbour queue overflow")
        var child = count
        storage.initializeElement(at: child, to: element)
        count += 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child].precedes(storage[parent]) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the first element in queue order, or `nil` when empty. O(log n).
    mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let first = storage[0]
        count -= 1
        storage[0] = storage[count]
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            let right = left + 1
            let smaller = right < count && storage[right].precedes(storage[left]) ? right : left
            guard storage[smaller].precedes(storage[parent]) else { break }
            storage.swapAt(smaller, parent)
            parent = smaller
        }
        return first
    }
}
