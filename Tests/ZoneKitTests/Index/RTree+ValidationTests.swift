import Testing

@testable import ZoneKit

/// The validator must notice broken trees, or the clean reports of the other suites mean nothing.
@Suite struct RTreeValidationTests {
    /// The storage of a tree, to break on purpose.
    struct Parts {
        var nodeCapacity: Int
        var count: Int
        var height: Int
        var minX, minY, maxX, maxY: ContiguousArray<Double>
        var items, childStart, childEnd: ContiguousArray<Int>

        init(_ tree: RTree) {
            (nodeCapacity, count, height) = (tree.nodeCapacity, tree.count, tree.height)
            (minX, minY, maxX, maxY) = (tree.minX, tree.minY, tree.maxX, tree.maxY)
            (items, childStart, childEnd) = (tree.items, tree.childStart, tree.childEnd)
        }

        var tree: RTree {
            RTree(
                nodeCapacity: nodeCapacity, count: count, height: height, minX: minX, minY: minY, maxX: maxX,
                maxY: maxY, items: items, childStart: childStart, childEnd: childEnd)
        }
    }

    struct Breakage: Sendable, CustomTestStringConvertible {
        let name: String
        let expected: String
        let breakTree: @Sendable (inout Parts) -> Void
        var testDescription: String { name }
    }

    /// 10 points on a line, capacity 3: leaves of 3, 3, 3 and 1, two parents, a root; height 3.
    static let boxes = (0..<10).map {
        BoundingBox(minLongitude: Double($0), minLatitude: 0, maxLongitude: Double($0), maxLatitude: 0)
    }

    @Test(arguments: [
        Breakage(name: "a child box sticks out of its parent", expected: "is not inside its parent") {
            $0.maxX[0] += 100
        },
        Breakage(name: "a parent box is larger than its children", expected: "is not the union of its children") {
            $0.minY[$0.minY.count - 1] -= 1
        },
        Breakage(name: "an item is stored twice", expected: "appears more than once") { $0.items[1] = $0.items[0] },
        Breakage(name: "an item is lost", expected: "is missing") { $0.items[1] = $0.items[0] },
        Breakage(name: "two leaves share children", expected: "has more than one parent") {
            let (first, second) = ($0.childStart[0], $0.childStart[1])
            $0.childStart[1] = first
            $0.childEnd[1] = first + ($0.childEnd[1] - second)
        },
        Breakage(name: "a node holds more than the capacity", expected: "not 1...2 of level") {
            $0.nodeCapacity = 2
        },
        Breakage(name: "the height is wrong", expected: "height is 4 but the tree has 3 levels") { $0.height = 4 },
        Breakage(name: "the box arrays disagree", expected: "box arrays differ in length") { $0.maxY.removeLast() },
    ])
    func validatorNotices(_ breakage: Breakage) {
        let tree = RTree(boxes: Self.boxes, nodeCapacity: 3)
        #expect(tree.height == 3)
        #expect(tree.structuralViolations(against: Self.boxes) == [])
        var parts = Parts(tree)
        breakage.breakTree(&parts)
        let violations = parts.tree.structuralViolations()
        #expect(violations.contains { $0.contains(breakage.expected) }, "\(violations)")
    }

    @Test func validatorNoticesAnItemStoredWithTheWrongBox() {
        let tree = RTree(boxes: Self.boxes, nodeCapacity: 3)
        var moved = Self.boxes
        moved[4].maxLatitude = 5
        let violations = tree.structuralViolations(against: moved)
        #expect(violations.count == 1)
        #expect(violations.first?.hasPrefix("item 4 is stored with box") == true)
    }
}
