import TestSupport

@testable import ZoneKit

/// Seeded random boxes and queries around San Francisco, rich in the cases that break R-trees:
/// duplicates, zero-area points and segments, shared edges, and queries exactly on edges.
struct RandomBoxes {
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    static let longitudes = -122.52...(-122.35)
    static let latitudes = 37.70...37.83

    mutating func coordinate() -> Coordinate {
        Coordinate(
            latitude: Double.random(in: Self.latitudes, using: &generator),
            longitude: Double.random(in: Self.longitudes, using: &generator))
    }

    mutating func box(span: Double) -> BoundingBox {
        let corner = coordinate()
        let width = Double.random(in: 0...span, using: &generator)
        let height = Double.random(in: 0...span, using: &generator)
        return BoundingBox(
            minLongitude: corner.longitude, minLatitude: corner.latitude,
            maxLongitude: corner.longitude + width, maxLatitude: corner.latitude + height)
    }

    /// `count` boxes: mostly small, some points, segments, large boxes and exact duplicates.
    mutating func boxes(count: Int) -> [BoundingBox] {
        var boxes: [BoundingBox] = []
        boxes.reserveCapacity(count)
        for _ in 0..<count {
            let roll = Int.random(in: 0..<100, using: &generator)
            switch roll {
            case 0..<10 where !boxes.isEmpty:
                boxes.append(boxes[Int.random(in: boxes.indices, using: &generator)])
            case 0..<25:
                let point = coordinate()
                boxes.append(
                    BoundingBox(
                        minLongitude: point.longitude, minLatitude: point.latitude,
                        maxLongitude: point.longitude, maxLatitude: point.latitude))
            case 25..<32:
                var segment = box(span: 0.01)
                if roll.isMultiple(of: 2) {
                    segment.maxLongitude = segment.minLongitude
                } else {
                    segment.maxLatitude = segment.minLatitude
                }
                boxes.append(segment)
            case 32..<35:
                boxes.append(box(span: 0.08))
            default:
                boxes.append(box(span: 0.005))
            }
        }
        return boxes
    }

    /// A point: random, or (often) a corner or edge point of one of `boxes`.
    mutating func queryPoint(near boxes: [BoundingBox]) -> Coordinate {
        guard !boxes.isEmpty, Bool.random(using: &generator) else { return coordinate() }
        let box = boxes[Int.random(in: boxes.indices, using: &generator)]
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: return Coordinate(latitude: box.minLatitude, longitude: box.minLongitude)
        case 1: return Coordinate(latitude: box.maxLatitude, longitude: box.maxLongitude)
        default:
            return Coordinate(
                latitude: Double.random(in: box.minLatitude...box.maxLatitude, using: &generator),
                longitude: box.maxLongitude)
        }
    }

    /// A window: random, a copy of one of `boxes`, or one that only touches it on an edge.
    mutating func queryBox(near boxes: [BoundingBox]) -> BoundingBox {
        guard !boxes.isEmpty, Int.random(in: 0..<3, using: &generator) > 0 else {
            return box(span: 0.03)
        }
        let box = boxes[Int.random(in: boxes.indices, using: &generator)]
        guard Bool.random(using: &generator) else { return box }
        var touching = self.box(span: 0.01)
        let width = touching.maxLongitude - touching.minLongitude
        touching.minLongitude = box.maxLongitude
        touching.maxLongitude = box.maxLongitude + width
        return touching
    }

    mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
}
