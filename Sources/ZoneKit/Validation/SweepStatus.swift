/// The ordered set of segments a sweep line currently crosses, bottom to top: a treap (a binary
/// search tree kept balanced by random priorities, Seidel & Aragon 1996) over segment numbers,
/// ordered by a comparison the sweep supplies.
///
/// Storage is flat (three arrays indexed by segment number) and every operation is O(log n)
/// expected. The comparison must be a strict total order on the segments present, which the sweep
/// guarantees until it finds the first intersection (the point of the Shamos–Hoey sweep).
struct SweepStatus {
    private static let none = -1
    private var left: [Int]
    private var right: [Int]
    private var priority: [UInt64]
    private var root = SweepStatus.none

    /// Creates an empty status for segments numbered `0 ..< segmentCount`.
    init(segmentCount: Int) {
        left = Array(repeating: Self.none, count: segmentCount)
        right = Array(repeating: Self.none, count: segmentCount)
        priority = (0..<segmentCount).map { Self.mix(UInt64(truncatingIfNeeded: $0)) }
    }

    /// Inserts `segment`, which must not be present.
    mutating func insert(_ segment: Int, ordering compare: (Int, Int) -> Int) {
        let (below, above) = split(root, around: segment, compare)
        left[segment] = Self.none
        right[segment] = Self.none
        root = merge(merge(below, segment), above)
    }

    /// Removes `segment`; nothing happens when it is not present.
    mutating func remove(_ segment: Int, ordering compare: (Int, Int) -> Int) {
        var parent = Self.none
        var node = root
        while node != Self.none {
            let order = compare(segment, node)
            if order == 0 { break }
            parent = node
            node = order < 0 ? left[node] : right[node]
        }
        guard node == segment else { return }
        let replacement = merge(left[node], right[node])
        if parent == Self.none {
            root = replacement
        } else if left[parent] == node {
            left[parent] = replacement
        } else {
            right[parent] = replacement
        }
    }

    /// The segment just below `segment` (present or not), if any.
    func below(_ segment: Int, ordering compare: (Int, Int) -> Int) -> Int? {
        var best: Int?
        var node = root
        while node != Self.none {
            if compare(node, segment) < 0 {
                best = node
                node = right[node]
            } else {
                node = left[node]
            }
        }
        return best
    }

    /// The segment just above `segment` (present or not), if any.
    func above(_ segment: Int, ordering compare: (Int, Int) -> Int) -> Int? {
        var best: Int?
        var node = root
        while node != Self.none {
            if compare(node, segment) > 0 {
                best = node
                node = left[node]
            } else {
                node = right[node]
            }
        }
        return best
    }

    /// Splits the subtree at `node` into the segments ordered before `key` and those after it.
    private mutating func split(_ node: Int, around key: Int, _ compare: (Int, Int) -> Int) -> (Int, Int) {
        guard node != Self.none else { return (Self.none, Self.none) }
        if compare(node, key) < 0 {
            let (middle, upper) = split(right[node], around: key, compare)
            right[node] = middle
            return (node, upper)
        }
        let (lower, middle) = split(left[node], around: key, compare)
        left[node] = middle
        return (lower, node)
    }

    /// Joins two subtrees where every segment of `lower` is ordered before every one of `upper`.
    private mutating func merge(_ lower: Int, _ upper: Int) -> Int {
        if lower == Self.none { return upper }
        if upper == Self.none { return lower }
        if priority[lower] > priority[upper] {
            right[lower] = merge(right[lower], upper)
            return lower
        }
        left[upper] = merge(lower, left[upper])
        return upper
    }

    /// SplitMix64's finaliser: well-spread, deterministic priorities.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
