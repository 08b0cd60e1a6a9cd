import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// The search cases of rbush's own test suite (`fixtures/pip/rbush/expectations.json`), run
/// against our tree with the same node capacity; results are compared as sets of boxes.
@Suite struct RTreeRbushFixtureTests {
    struct SearchCase {
        let name: String
        let data: [BoundingBox]
        let nodeCapacity: Int
        let query: BoundingBox
        /// The boxes the search must return, or `nil` when the case only says whether any collides.
        let expected: [BoundingBox]?
        let expectedCollides: Bool?
    }

    static func box(_ value: Any?) throws -> BoundingBox {
        let numbers = try #require(value as? [Double], "a box is [minX, minY, maxX, maxY]")
        try #require(numbers.count == 4, "a box is [minX, minY, maxX, maxY]")
        return BoundingBox(
            minLongitude: numbers[0], minLatitude: numbers[1], maxLongitude: numbers[2], maxLatitude: numbers[3])
    }

    static func boxes(_ value: Any?) throws -> [BoundingBox] {
        try #require(value as? [Any], "expected an array of boxes").map(box)
    }

    static func loadCases() throws -> [SearchCase] {
        let data = try SharedFolder.data("fixtures/pip/rbush/expectations.json")
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let points = try boxes(root["data"])
        var cases: [SearchCase] = []
        for entry in try #require(root["search_cases"] as? [[String: Any]]) {
            cases.append(
                SearchCase(
                    name: try #require(entry["name"] as? String), data: points,
                    nodeCapacity: try #require(entry["maxEntries"] as? Int), query: try box(entry["query"]),
                    expected: try entry["expected"].map(boxes), expectedCollides: entry["expected_collides"] as? Bool))
        }
        let custom = try #require(root["custom_format_cases"] as? [String: Any])
        let customData = try boxes(custom["data"])
        for query in try #require(custom["queries"] as? [[String: Any]]) {
            cases.append(
                SearchCase(
                    name: try #require(custom["name"] as? String), data: customData,
                    nodeCapacity: try #require(custom["maxEntries"] as? Int), query: try box(query["query"]),
                    expected: try boxes(query["expected"]), expectedCollides: nil))
        }
        return cases
    }

    /// Boxes as a sorted list, so that equal multisets compare equal.
    static func sorted(_ boxes: [BoundingBox]) -> [[Double]] {
        boxes.map { [$0.minLongitude, $0.minLatitude, $0.maxLongitude, $0.maxLatitude] }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test func everySearchCaseFindsExactlyTheExpectedBoxes() throws {
        let cases = try Self.loadCases()
        print("rbush fixture: \(cases.count) search cases")
        #expect(cases.count == 10)
        var found: [Int] = []
        for searchCase in cases {
            let tree = RTree(boxes: searchCase.data, nodeCapacity: searchCase.nodeCapacity)
            if let expected = searchCase.expected {
                tree.search(intersecting: searchCase.query, into: &found)
                #expect(
                    Self.sorted(found.map { searchCase.data[$0] }) == Self.sorted(expected),
                    "\(searchCase.name) \(searchCase.query)")
            }
            if let collides = searchCase.expectedCollides {
                #expect((tree.anyItem(intersecting: searchCase.query) != nil) == collides, "\(searchCase.name)")
            }
        }
    }

    // The fixture's structural cases are stated in words; the ones that apply to a bulk-loaded tree
    // (no insert or remove) are below.

    @Test func capacityNineHoldsNineItemsInOneLevelAndTenInTwo() {
        let someData = { (n: Int) in
            (0..<n).map {
                BoundingBox(
                    minLongitude: Double($0), minLatitude: Double($0), maxLongitude: Double($0), maxLatitude: Double($0)
                )
            }
        }
        #expect(RTree(boxes: someData(9), nodeCapacity: 9).height == 1)
        #expect(RTree(boxes: someData(10), nodeCapacity: 9).height == 2)
    }

    @Test func sixInfiniteBoxesMakeHeightTwoAndAreAllFound() {
        let infinite = BoundingBox(
            minLongitude: -.infinity, minLatitude: -.infinity, maxLongitude: .infinity, maxLatitude: .infinity)
        let tree = RTree(boxes: Array(repeating: infinite, count: 6), nodeCapacity: 4)
        #expect(tree.height == 2)
        var found: [Int] = []
        tree.search(intersecting: infinite, into: &found)
        #expect(found.sorted() == Array(0..<6))
    }

    @Test func dataLoadedTwiceMakesHeightFourWithAllNinetySixItems() throws {
        let data = try Self.loadCases()[0].data
        let tree = RTree(boxes: data + data, nodeCapacity: 4)
        #expect(tree.height == 4)
        var found: [Int] = []
        tree.search(intersecting: try #require(tree.bounds), into: &found)
        #expect(found.sorted() == Array(0..<96))
        #expect(tree.structuralViolations(against: data + data) == [])
    }
}
