import Testing

@testable import ZoneKit

@Suite struct RTreeSearchTests {
    @Test(arguments: TreeCase.all)
    func containingMatchesBruteForce(_ treeCase: TreeCase) {
        var (boxes, tree, random) = treeCase.make()
        var found: [Int] = []
        var visited: [Int] = []
        for _ in 0..<TreeCase.queriesPerCase {
            let point = random.queryPoint(near: boxes)
            tree.search(containing: point, into: &found)
            visited.removeAll()
            tree.search(containing: point) { visited.append($0) }
            let expected = boxes.indices.filter { boxes[$0].contains(point) }
            #expect(found.sorted() == expected, "containing \(point)")
            #expect(visited.sorted() == expected, "containing \(point), visitor")
        }
    }

    @Test(arguments: TreeCase.all)
    func intersectingMatchesBruteForce(_ treeCase: TreeCase) {
        var (boxes, tree, random) = treeCase.make()
        var found: [Int] = []
        for _ in 0..<TreeCase.queriesPerCase {
            let window = random.queryBox(near: boxes)
            tree.search(intersecting: window, into: &found)
            let expected = boxes.indices.filter { boxes[$0].intersects(window) }
            #expect(found.sorted() == expected, "intersecting \(window)")
            let any = tree.anyItem(intersecting: window)
            #expect(any.map(expected.contains) ?? expected.isEmpty, "any item intersecting \(window)")
        }
    }

    @Test(arguments: TreeCase.all)
    func withinDistanceMatchesBruteForce(_ treeCase: TreeCase) {
        var (boxes, tree, random) = treeCase.make()
        var found: [Int] = []
        for query in 0..<TreeCase.queriesPerCase {
            let point = random.queryPoint(near: boxes)
            // Radius 0 keeps exactly the boxes containing the point, edges included.
            let radius = query.isMultiple(of: 5) ? 0 : random.double(in: 0...1500)
            tree.search(within: radius, of: point, into: &found)
            let scale = LocalProjection(referenceLatitude: point.latitude)
            let expected = boxes.indices.filter { scale.distance(from: point, to: boxes[$0]) <= radius }
            #expect(found.sorted() == expected, "within \(radius) m of \(point)")
        }
    }

    @Test(arguments: TreeCase.all)
    func anUnsharedCopyFindsWhatTheTreeFinds(_ treeCase: TreeCase) {
        var (boxes, tree, random) = treeCase.make()
        let copy = tree.unsharedCopy()
        #expect(copy.count == tree.count && copy.height == tree.height && copy.bounds == tree.bounds)
        var found: [Int] = []
        var foundByCopy: [Int] = []
        for _ in 0..<TreeCase.queriesPerCase {
            let point = random.queryPoint(near: boxes)
            let radius = random.double(in: 0...1500)
            tree.search(within: radius, of: point, into: &found)
            copy.search(within: radius, of: point, into: &foundByCopy)
            #expect(foundByCopy == found, "within \(radius) m of \(point)")
        }
    }

    @Test func radiusZeroFindsTheBoxesContainingThePoint() {
        let boxes = [
            BoundingBox(minLongitude: -122.43, minLatitude: 37.76, maxLongitude: -122.42, maxLatitude: 37.77),
            BoundingBox(minLongitude: -122.42, minLatitude: 37.76, maxLongitude: -122.41, maxLatitude: 37.77),
            BoundingBox(minLongitude: -122.40, minLatitude: 37.76, maxLongitude: -122.39, maxLatitude: 37.77),
        ]
        let tree = RTree(boxes: boxes, nodeCapacity: 2)
        var found: [Int] = []
        tree.search(within: 0, of: Coordinate(latitude: 37.765, longitude: -122.42), into: &found)
        #expect(found.sorted() == [0, 1])
        tree.search(within: -1, of: Coordinate(latitude: 37.765, longitude: -122.42), into: &found)
        #expect(found.isEmpty)
    }

    @Test func emptyTreeFindsNothing() {
        let tree = RTree(boxes: [])
        let point = Coordinate(latitude: 37.76, longitude: -122.43)
        var found = [7]
        tree.search(containing: point, into: &found)
        #expect(found.isEmpty)
        tree.search(within: .infinity, of: point) { found.append($0) }
        #expect(found.isEmpty)
        #expect(tree.anyItem(intersecting: Self.everywhere) == nil)
    }

    @Test func singleItemIsFoundOnItsEdges() {
        let box = BoundingBox(minLongitude: -122.43, minLatitude: 37.76, maxLongitude: -122.42, maxLatitude: 37.77)
        let tree = RTree(boxes: [box])
        var found: [Int] = []
        tree.search(containing: Coordinate(latitude: 37.77, longitude: -122.42), into: &found)
        #expect(found == [0])
        tree.search(containing: Coordinate(latitude: 37.7700001, longitude: -122.42), into: &found)
        #expect(found.isEmpty)
        let touching = BoundingBox(minLongitude: -122.42, minLatitude: 37.0, maxLongitude: -122.0, maxLatitude: 37.76)
        #expect(tree.anyItem(intersecting: touching) == 0)
    }

    @Test func boxWithNaNEdgeIsNeverFound() {
        let boxes = [
            BoundingBox(minLongitude: 0, minLatitude: .nan, maxLongitude: 1, maxLatitude: 1),
            BoundingBox(minLongitude: 0, minLatitude: 0, maxLongitude: 1, maxLatitude: 1),
        ]
        let tree = RTree(boxes: boxes, nodeCapacity: 2)
        var found: [Int] = []
        tree.search(intersecting: Self.everywhere, into: &found)
        #expect(found == [1])
        tree.search(within: .infinity, of: Coordinate(latitude: 0.5, longitude: 0.5), into: &found)
        #expect(found == [1])
    }

    @Test func infiniteBoxesAreFoundEverywhere() {
        let infinite = BoundingBox(
            minLongitude: -.infinity, minLatitude: -.infinity, maxLongitude: .infinity, maxLatitude: .infinity)
        let tree = RTree(boxes: Array(repeating: infinite, count: 6), nodeCapacity: 4)
        var found: [Int] = []
        tree.search(containing: Coordinate(latitude: 37.76, longitude: -122.43), into: &found)
        #expect(found.sorted() == Array(0..<6))
        tree.search(within: 0, of: Coordinate(latitude: -80, longitude: 170), into: &found)
        #expect(found.sorted() == Array(0..<6))
    }

    static let everywhere = BoundingBox(
        minLongitude: -.infinity, minLatitude: -.infinity, maxLongitude: .infinity, maxLatitude: .infinity)
}
