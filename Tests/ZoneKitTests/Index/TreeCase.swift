import Testing

@testable import ZoneKit

/// One randomised tree for the property tests: how many boxes, how wide the nodes, which seed.
struct TreeCase: Sendable, CustomTestStringConvertible {
    let itemCount: Int
    let nodeCapacity: Int
    let seed: UInt64

    var testDescription: String { "\(itemCount) boxes, capacity \(nodeCapacity), seed \(seed)" }

    /// Empty, single, tiny capacities with many levels, full and ragged last nodes, thousands of boxes.
    static let all: [TreeCase] = [
        TreeCase(itemCount: 0, nodeCapacity: 16, seed: 1),
        TreeCase(itemCount: 1, nodeCapacity: 16, seed: 2),
        TreeCase(itemCount: 2, nodeCapacity: 2, seed: 3),
        TreeCase(itemCount: 17, nodeCapacity: 16, seed: 4),
        TreeCase(itemCount: 100, nodeCapacity: 2, seed: 5),
        TreeCase(itemCount: 257, nodeCapacity: 3, seed: 6),
        TreeCase(itemCount: 1000, nodeCapacity: 4, seed: 7),
        TreeCase(itemCount: 3000, nodeCapacity: 2, seed: 8),
        TreeCase(itemCount: 3000, nodeCapacity: 16, seed: 9),
        TreeCase(itemCount: 2000, nodeCapacity: 50, seed: 10),
    ]

    /// The queries each case runs per query kind.
    static let queriesPerCase = 400

    /// The boxes of this case and a generator positioned after them, for the queries.
    func make() -> (boxes: [BoundingBox], tree: RTree, random: RandomBoxes) {
        var random = RandomBoxes(seed: seed)
        let boxes = random.boxes(count: itemCount)
        return (boxes, RTree(boxes: boxes, nodeCapacity: nodeCapacity), random)
    }
}
