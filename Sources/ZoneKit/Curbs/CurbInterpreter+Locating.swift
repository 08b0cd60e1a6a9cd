/// A point placed on one street reference of a feed.
struct CurbSpot {
    var place: CurbPlace
    /// The direction of the reference's line at the point, in metres east and north.
    var direction: (east: Double, north: Double)

    /// Whether this spot's line runs along `other`'s at the point, the same way or the opposite
    /// (|cos| of the angle at least 0.9, the tolerance San Francisco's engine gives the lines of one
    /// block face); `false` where either has no direction.
    func runsAlong(_ other: CurbSpot) -> Bool {
        let dot = direction.east * other.direction.east + direction.north * other.direction.north
        let lengths =
            (direction.east * direction.east + direction.north * direction.north).squareRoot()
            * (other.direction.east * other.direction.east + other.direction.north * other.direction.north)
            .squareRoot()
        return lengths > 0 && abs(dot) >= 0.9 * lengths
    }

    /// This spot on the side that is `side` of `first`'s line: the same side when the lines run
    /// the same way, the other when they run opposite ways.
    func onSide(_ side: CurbLineSide, of first: CurbSpot) -> CurbSpot {
        var spot = self
        let dot = direction.east * first.direction.east + direction.north * first.direction.north
        switch (side, dot < 0) {
        case (.left, false), (.right, true): spot.place.side = .left
        case (.right, false), (.left, true): spot.place.side = .right
        default: spot.place.side = .unknown
        }
        return spot
    }
}

extension CurbInterpreter {
    /// The point placed on every reference drawn along the nearest centreline within ``reach``,
    /// nearest first; empty when none is within reach.
    ///
    /// References whose nearest feature lies within 1 m of the nearest distance and runs along the
    /// nearest one at the point (within about 25°, either way) count as the same line: a two-way
    /// street's two references, drawn in opposite directions. At a corner the cross street is as
    /// near, and is not the car's street (as San Francisco's engine keeps the nearest street).
    func spots(near point: Coordinate) -> [CurbSpot] {
        // A reference further than reach + 1 m is never kept (below): it need not be measured.
        let best = nearestFeatures(to: point, within: reach + 1)
        guard let nearest = best.values.map(\.closest.distance).min(), nearest <= reach else { return [] }
        let spots = best.values
            .filter { $0.closest.distance <= nearest + 1 }
            .sorted { ($0.closest.distance, $0.feature.index) < ($1.closest.distance, $1.feature.index) }
            .map { spot(of: point, on: $0.feature, closest: $0.closest) }
        guard let first = spots.first else { return [] }
        return [first] + spots.dropFirst().filter { $0.runsAlong(first) }
    }

    /// For each street reference with a feature within `radius` metres of `point`, its feature
    /// nearest to the point and where on it (of equally near features, the first in the feed).
    func nearestFeatures(
        to point: Coordinate, within radius: Double
    ) -> [String: (feature: CurbFeature, closest: ClosestPoint)] {
        var near: [Int] = []
        // 1 m more: a box is measured as the lines are (the point's LocalProjection), but not
        // with the same rounding.
        featureTree.search(within: radius + 1, of: point, into: &near)
        near.sort()
        var best: [String: (feature: CurbFeature, closest: ClosestPoint)] = [:]
        for position in near {
            let feature = feed.features[position]
            let closest = feature.geometry.closestPoint(to: point)
            let reference = feature.location.referenceID
            guard closest.distance <= radius else { continue }
            if let current = best[reference], current.closest.distance <= closest.distance { continue }
            best[reference] = (feature, closest)
        }
        return best
    }

    private func spot(of point: Coordinate, on feature: CurbFeature, closest: ClosestPoint) -> CurbSpot {
        let projection = LocalProjection(referenceLatitude: point.latitude)
        let line = feature.geometry
        var along = 0.0
        var total = 0.0
        for index in 0..<line.segmentCount {
            let segment = line.segment(at: index)
            let length = projection.distance(from: segment.start, to: segment.end)
            if index < closest.segmentIndex { along += length }
            if index == closest.segmentIndex { along += closest.fraction * length }
            total += length
        }
        let extent = feature.location.end - feature.location.start
        let position = feature.location.start + (total > 0 ? along / total * extent : 0)
        // Which side: the sign of the cross product of the segment's direction with the point.
        let segment = line.segment(at: closest.segmentIndex)
        let direction = projection.offset(of: segment.end, from: segment.start)
        let toPoint = projection.offset(of: point, from: segment.start)
        let cross = direction.east * toPoint.north - direction.north * toPoint.east
        let length = (direction.east * direction.east + direction.north * direction.north).squareRoot()
        let side: CurbLineSide
        if length == 0 || abs(cross / length) < 0.05 {
            side = .unknown
        } else {
            side = cross > 0 ? .left : .right
        }
        return CurbSpot(
            place: CurbPlace(
                referenceID: feature.location.referenceID, side: side, position: position,
                distance: closest.distance, streetName: feature.streetName,
                lineDirection: CompassDirection(east: direction.east, north: direction.north)),
            direction: direction)
    }
}
