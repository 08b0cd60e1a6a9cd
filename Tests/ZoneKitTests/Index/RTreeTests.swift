import Testing

@testable import ZoneKit

@Suite struct RTreeTests {
    @Test(arguments: TreeCase.all)
    func bulkLoadKeepsEveryInvariant(_ treeCase: TreeCase) {
        let (boxes, tree, _) = treeCase.make()
        #expect(tree.count == boxes.count)
        #expect(tree.structuralViolations(against: boxes) == [])
    }

    @Test(arguments: TreeCase.all)
    func heightIsTheFewestLevelsTheCapacityAllows(_ treeCase: TreeCase) {
        let tree = treeCase.make().tree
        var levels = 0
        var reach = 1
        while reach < treeCase.itemCount || (treeCase.itemCount > 0 && levels == 0) {
            reach *= treeCase.nodeCapacity
            levels += 1
        }
        #expect(tree.height == levels)
    }

    @Test(arguments: TreeCase.all)
    func boundsCoverEveryBox(_ treeCase: TreeCase) throws {
        let (boxes, tree, _) = treeCase.make()
        guard let first = boxes.first else {
            #expect(tree.bounds == nil)
            return
        }
        let expected = boxes.dropFirst().reduce(into: first) { $0.expand(toInclude: $1) }
        #expect(tree.bounds == expected)
    }

    @Test func emptyTreeHasNoNodes() {
        let tree = RTree(boxes: [])
        #expect(tree.isEmpty)
        #expect(tree.height == 0)
        #expect(tree.nodeCapacity == RTree.defaultNodeCapacity)
        #expect(tree.structuralViolations(against: []) == [])
    }

    @Test func boxWithNaNEdgeIsKeptButEmpty() {
        let boxes = [
            BoundingBox(minLongitude: .nan, minLatitude: 0, maxLongitude: 1, maxLatitude: 1),
            BoundingBox(minLongitude: 0, minLatitude: 0, maxLongitude: 1, maxLatitude: 1),
        ]
        let tree = RTree(boxes: boxes, nodeCapacity: 2)
        #expect(tree.count == 2)
        #expect(tree.structuralViolations(against: boxes) == [])
        #expect(tree.bounds == boxes[1])
    }
}
