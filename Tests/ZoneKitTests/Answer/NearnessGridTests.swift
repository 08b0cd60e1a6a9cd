import Foundation
import TestSupport
import Testing

@testable import ZoneKit

@Suite struct NearnessGridTests {
    /// Short random segments over a San Francisco–sized area, as a city's curbs are.
    static func segments(count: Int, seed: UInt64) -> [(Coordinate, Coordinate)] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let start = Coordinate(
                latitude: Double.random(in: 37.70...37.83, using: &random),
                longitude: Double.random(in: -122.52 ... -122.36, using: &random))
            let end = Coordinate(
                latitude: start.latitude + Double.random(in: -0.001...0.001, using: &random),
                longitude: start.longitude + Double.random(in: -0.001...0.001, using: &random))
            return (start, end)
        }
    }

    static func box(_ segment: (Coordinate, Coordinate)) -> BoundingBox {
        var box = BoundingBox(
            minLongitude: segment.0.longitude, minLatitude: segment.0.latitude, maxLongitude: segment.0.longitude,
            maxLatitude: segment.0.latitude)
        box.expand(toInclude: segment.1)
        return box
    }

    /// Points near the segments (within ~100 m of an end) and anywhere.
    static func points(near segments: [(Coordinate, Coordinate)], count: Int, seed: UInt64) -> [Coordinate] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            if index % 3 == 0 {
                return Coordinate(
                    latitude: Double.random(in: 37.69...37.84, using: &random),
                    longitude: Double.random(in: -122.53 ... -122.35, using: &random))
            }
            let anchor = segments[Int.random(in: 0..<segments.count, using: &random)].0
            return Coordinate(
                latitude: anchor.latitude + Double.random(in: -0.001...0.001, using: &random),
                longitude: anchor.longitude + Double.random(in: -0.0012...0.0012, using: &random))
        }
    }

    @Test func aPointItSaysIsClearHasNoBoxWithinReach() throws {
        let segments = Self.segments(count: 400, seed: 11)
        let boxes = segments.map(Self.box)
        let grid = try #require(NearnessGrid(boxes: boxes, reach: 30))
        var clear = 0
        for point in Self.points(near: segments, count: 6_000, seed: 12) {
            let projection = LocalProjection(referenceLatitude: point.latitude)
            let nearest = boxes.map { projection.distance(from: point, to: $0) }.min() ?? .infinity
            for radius in [0.0, 10, 20, 29.99, 30] where !grid.mayHaveBox(within: radius, of: point) {
                #expect(nearest > radius, "\(point) is \(nearest) m from a box, within \(radius) m")
            }
            if !grid.mayHaveBox(within: 30, of: point) { clear += 1 }
            // Beyond its reach it never answers for a point.
            #expect(grid.mayHaveBox(within: 30.01, of: point))
        }
        // Most of the area is clear of 400 short segments: the grid must say so, or it saves nothing.
        #expect(clear > 2_000)
    }

    @Test func aCellKeepsEveryBoxWithinReachOfItsPoints() throws {
        let segments = Self.segments(count: 400, seed: 13)
        let boxes = segments.map(Self.box)
        let grid = try #require(NearnessGrid(boxes: boxes, reach: 30, entries: Array(boxes.indices)))
        var kept = 0
        for point in Self.points(near: segments, count: 6_000, seed: 14) {
            let projection = LocalProjection(referenceLatitude: point.latitude)
            let entries = Set(try #require(grid.entries(within: 30, of: point)).map(Int.init))
            kept += entries.count
            for radius in [0.0, 10, 29.99, 30] {
                let near = boxes.indices.filter { projection.distance(from: point, to: boxes[$0]) <= radius }
                #expect(Set(near).isSubset(of: entries), "\(point) within \(radius) m")
                #expect(try #require(grid.entries(within: radius, of: point)).count == entries.count)
            }
            // Beyond its reach, or off the map's arithmetic, it cannot tell.
            #expect(grid.entries(within: 30.01, of: point) == nil)
        }
        #expect(grid.entries(within: 10, of: Coordinate(latitude: .nan, longitude: -122.4)) == nil)
        // A cell keeps the few boxes near it, not all of them.
        #expect(kept < 6_000 * 20)
        // A grid given no entries only marks its cells.
        #expect(NearnessGrid(boxes: boxes, reach: 30)?.entries(within: 10, of: segments[0].0) == nil)
    }

    /// A segment search through the grid's entries (each segment by its item, as
    /// ``SFSegmentIndex`` keeps them) finds what one walking down the tree finds, to the last digit:
    /// it puts every box to the same test.
    @Test func searchingTheGridsEntriesFindsWhatTheTreeFinds() throws {
        let segments = Self.segments(count: 400, seed: 15)
        let boxes = segments.map(Self.box)
        let tree = RTree(boxes: boxes)
        let grid = try #require(NearnessGrid(boxes: boxes, reach: 30, entries: Array(boxes.indices)))
        var found = 0
        for point in Self.points(near: segments, count: 3_000, seed: 16) {
            for radius in [0.0, 7.5, 20, 30] {
                var walked: [Int] = []
                tree.search(within: radius, of: point) { walked.append($0) }
                let within = RTree.WithinDistance(radius, of: point)
                let entries = try #require(grid.entries(within: radius, of: point))
                let searched = entries.map(Int.init).filter { within.admits(RTree.storedBox(for: boxes[$0])) }
                #expect(searched.sorted() == walked.sorted(), "\(point) within \(radius) m")
                found += walked.count
            }
        }
        #expect(found > 1_000, "the points find segments: \(found)")
    }

    /// The searches give the same as measuring every segment, with the grid in front of the tree.
    @Test func segmentSearchesFindWhatMeasuringEverySegmentFinds() throws {
        let segments = Self.segments(count: 300, seed: 21)
        let lines = try segments.map { segment in [try LineString(coordinates: [segment.0, segment.1])] }
        let index = SFSegmentIndex(lines: lines)
        var found: [SFNearbyLine] = []
        for point in Self.points(near: segments, count: 1_000, seed: 22) {
            let projection = LocalProjection(referenceLatitude: point.latitude)
            for radius in [5.0, 15, 20, 30, 45] {
                index.nearestPerFeature(within: radius, of: point, into: &found)
                let expected = segments.indices.filter { feature in
                    projection.distance(
                        from: point, toSegment: Segment(from: segments[feature].0, to: segments[feature].1))
                        <= radius
                }
                #expect(Set(found.map(\.index)) == Set(expected), "at \(point) within \(radius) m")
            }
        }
    }

    /// An index that keeps its segments' directions gives, for every hit, the direction and left
    /// normal worked out from the hit's line, bit for bit (a zero-length segment has none); one that
    /// keeps none works them out.
    @Test func keptDirectionsAreTheLinesOwn() throws {
        var segments = Self.segments(count: 300, seed: 23)
        segments[0].1 = segments[0].0  // zero length
        let lines = try segments.map { segment in
            [try LineString(coordinates: [segment.0, segment.1, Coordinate(latitude: 37.7, longitude: -122.4)])]
        }
        let keeping = SFSegmentIndex(lines: lines, keepsDirections: true)
        let plain = SFSegmentIndex(lines: lines)
        var found: [SFNearbyLine] = []
        var compared = 0
        for point in Self.points(near: segments, count: 500, seed: 24) + [segments[0].0] {
            for index in [keeping, plain] {
                index.nearestPerFeature(within: 30, of: point, into: &found)
                for hit in found {
                    let expected = SideGeometry.direction(of: lines[hit.index][hit.part], segment: hit.segment)
                    let kept = index.direction(of: hit, line: lines[hit.index][hit.part])
                    #expect(kept?.east == expected?.east && kept?.north == expected?.north, "\(hit)")
                    let normal = SideGeometry.leftNormal(of: lines[hit.index][hit.part], segment: hit.segment)
                    let keptNormal = index.leftNormal(of: hit, line: lines[hit.index][hit.part])
                    #expect(keptNormal?.east == normal?.east && keptNormal?.north == normal?.north, "\(hit)")
                    compared += 1
                }
            }
        }
        #expect(compared > 500)
        let zeroLength = SFNearbyLine(
            index: 0, part: 0, segment: 0, fraction: 0, closest: segments[0].0, distance: 0)
        #expect(SideGeometry.direction(of: lines[0][0], segment: 0) == nil)
        #expect(plain.direction(of: zeroLength, line: lines[0][0]) == nil)
    }

    @Test func thereIsNoGridWhereItsArithmeticCannotBeTrusted() {
        let sf = BoundingBox(minLongitude: -122.5, minLatitude: 37.7, maxLongitude: -122.4, maxLatitude: 37.8)
        #expect(NearnessGrid(boxes: [], reach: 30) == nil)
        #expect(NearnessGrid(boxes: [sf], reach: .nan) == nil)
        #expect(NearnessGrid(boxes: [sf], reach: -1) == nil)
        let polar = BoundingBox(minLongitude: 0, minLatitude: 86, maxLongitude: 1, maxLatitude: 87)
        #expect(NearnessGrid(boxes: [sf, polar], reach: 30) == nil)
        let acrossTheWorld = BoundingBox(minLongitude: -179, minLatitude: 0, maxLongitude: 179, maxLatitude: 1)
        #expect(NearnessGrid(boxes: [acrossTheWorld], reach: 30) == nil)
        let infinite = BoundingBox(minLongitude: -.infinity, minLatitude: 0, maxLongitude: 1, maxLatitude: 1)
        #expect(NearnessGrid(boxes: [infinite], reach: 30) == nil)
        #expect(NearnessGrid(boxes: [sf], reach: 30) != nil)
    }

    /// Boxes that would mark more cells than allowed in all (large ones, overlapping everywhere)
    /// get no grid, so searches fall back to the tree; within the allowance, the same boxes do.
    @Test func boxesMarkingTooManyCellsGetNoGrid() {
        let wide = BoundingBox(minLongitude: -122.52, minLatitude: 37.70, maxLongitude: -122.35, maxLatitude: 37.83)
        let boxes = Array(repeating: wide, count: 50)
        #expect(NearnessGrid(boxes: boxes, reach: 20, maximumMarks: 1_000_000) == nil)
        let grid = NearnessGrid(boxes: boxes, reach: 20)
        #expect(grid?.mayHaveBox(within: 20, of: Coordinate(latitude: 37.76, longitude: -122.43)) == true)
        #expect(grid?.mayHaveBox(within: 20, of: Coordinate(latitude: 37.60, longitude: -122.43)) == false)
    }
}
