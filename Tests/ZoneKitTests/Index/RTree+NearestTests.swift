import Testing

@testable import ZoneKit

@Suite struct RTreeNearestTests {
    /// The first `k` of every item within `maxDistance`, by (distance, item): what the tree promises.
    static func bruteForce(
        _ boxes: [BoundingBox], from point: Coordinate, k: Int, within maxDistance: Double,
        distance: (Int, Double) -> Double = { $1 }
    ) -> [RTree.Neighbor] {
        let scale = LocalProjection(referenceLatitude: point.latitude)
        let all = boxes.indices.map { item in
            RTree.Neighbor(
                item: item, distance: distance(item, scale.distance(from: point, to: RTree.storedBox(for: boxes[item])))
            )
        }
        let kept = all.filter { $0.distance.isFinite && $0.distance <= maxDistance }
        let sorted = kept.sorted { ($0.distance, $0.item) < ($1.distance, $1.item) }
        return Array(sorted.prefix(max(k, 0)))
    }

    @Test(arguments: TreeCase.all)
    func nearestByBoxMatchesBruteForce(_ treeCase: TreeCase) {
        var (boxes, tree, random) = treeCase.make()
        var found: [RTree.Neighbor] = []
        for query in 0..<TreeCase.queriesPerCase {
            let point = random.queryPoint(near: boxes)
            let k = [1, 2, 5, 16, treeCase.itemCount + 3][query % 5]
            let maxDistance = query.isMultiple(of: 3) ? random.double(in: 0...800) : .infinity
            tree.nearest(to: point, k: k, within: maxDistance, into: &found)
            let expected = Self.bruteForce(boxes, from: point, k: k, within: maxDistance)
            #expect(found == expected, "\(k) nearest to \(point) within \(maxDistance) m")
        }
    }

    @Test(arguments: TreeCase.all)
    func nearestByExactDistanceMatchesBruteForce(_ treeCase: TreeCase) {
        var (boxes, tree, random) = treeCase.make()
        // Stands in for a polygon inside its box: never nearer than the box, sometimes much farther.
        let extra: (Int) -> Double = { Double(($0 * 7919) % 23) * 40 }
        var found: [RTree.Neighbor] = []
        for query in 0..<TreeCase.queriesPerCase {
            let point = random.queryPoint(near: boxes)
            let k = [1, 3, 8, treeCase.itemCount][query % 4]
            let maxDistance = query.isMultiple(of: 3) ? random.double(in: 0...800) : .infinity
            let scale = LocalProjection(referenceLatitude: point.latitude)
            var calls = [Int: Int]()
            tree.nearest(to: point, k: k, within: maxDistance, into: &found) { item in
                calls[item, default: 0] += 1
                return scale.distance(from: point, to: boxes[item]) + extra(item)
            }
            let expected = Self.bruteForce(boxes, from: point, k: k, within: maxDistance) { $1 + extra($0) }
            #expect(found == expected, "\(k) nearest to \(point) within \(maxDistance) m")
            #expect(calls.values.allSatisfy { $0 == 1 }, "exact distance computed more than once for an item")
        }
    }

    @Test func exactDistanceIsOnlyAskedForNearbyItems() {
        let boxes = (0..<200).map { i in
            BoundingBox(
                minLongitude: -122.5 + Double(i) * 0.001, minLatitude: 37.7,
                maxLongitude: -122.5 + Double(i) * 0.001, maxLatitude: 37.7)
        }
        let tree = RTree(boxes: boxes, nodeCapacity: 4)
        var asked = 0
        var found: [RTree.Neighbor] = []
        tree.nearest(to: Coordinate(latitude: 37.7, longitude: -122.5), k: 2, into: &found) { item in
            asked += 1
            return Double(item) * 88.0
        }
        #expect(found.map(\.item) == [0, 1])
        #expect(asked < 20)
    }

    @Test func nothingComesBackForZeroKOrAnEmptyTree() {
        let point = Coordinate(latitude: 37.76, longitude: -122.43)
        var found = [RTree.Neighbor(item: 9, distance: 1)]
        RTree(boxes: []).nearest(to: point, k: 3, into: &found)
        #expect(found.isEmpty)
        let tree = RTree(boxes: [BoundingBox(minLongitude: 0, minLatitude: 0, maxLongitude: 1, maxLatitude: 1)])
        tree.nearest(to: point, k: 0, into: &found)
        #expect(found.isEmpty)
        tree.nearest(to: point, k: -1, into: &found)
        #expect(found.isEmpty)
    }

    @Test func infiniteOrNaNExactDistancesLeaveTheItemOut() {
        let boxes = (0..<3).map { i in
            BoundingBox(minLongitude: Double(i), minLatitude: 0, maxLongitude: Double(i), maxLatitude: 0)
        }
        let tree = RTree(boxes: boxes, nodeCapacity: 2)
        var found: [RTree.Neighbor] = []
        tree.nearest(to: Coordinate(latitude: 0, longitude: 0), k: 3, into: &found) { item in
            [Double.nan, .infinity, 5][item]
        }
        #expect(found == [RTree.Neighbor(item: 2, distance: 5)])
    }
}
