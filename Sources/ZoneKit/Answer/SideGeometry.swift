import Foundation

/// Which side of a centreline a point is on, and the directions of its sides, in a local metric
/// projection (DOMAIN §2).
enum SideGeometry {
    /// The side of `line` that `point` is on, given where the nearest point of the line is.
    ///
    /// On a segment's interior the side is the sign of the cross product (exact, ``Orientation``;
    /// counterclockwise is left). When the nearest point is a vertex shared by two segments, the
    /// two are combined: where the line turns left, the point is on the left only if it is left of
    /// both segments (the inside of the bend), and where it turns right, if it is left of either.
    /// - Returns: the side, or `nil` when the point lies on the line.
    static func side(of point: Coordinate, line: LineString, segment: Int, fraction: Double) -> CurbSide? {
        let coordinates = line.coordinates
        let first: Int
        if fraction >= 1, segment + 1 < line.segmentCount {
            first = segment
        } else if fraction <= 0, segment > 0 {
            first = segment - 1
        } else {
            return side(Orientation(coordinates[segment], coordinates[segment + 1], point))
        }
        let a = coordinates[first]
        let vertex = coordinates[first + 1]
        let b = coordinates[first + 2]
        let before = Orientation(a, vertex, point)
        let after = Orientation(vertex, b, point)
        switch Orientation(a, vertex, b) {
        case .counterclockwise:
            if before == .counterclockwise && after == .counterclockwise { return .left }
            return before == .clockwise || after == .clockwise ? .right : nil
        case .clockwise:
            if before == .clockwise && after == .clockwise { return .right }
            return before == .counterclockwise || after == .counterclockwise ? .left : nil
        case .collinear:
            return side(before) ?? side(after)
        }
    }

    /// The unit vector (east, north) pointing out of the left side of segment `segment` of `line`,
    /// or `nil` for a segment of zero length.
    static func leftNormal(of line: LineString, segment: Int) -> (east: Double, north: Double)? {
        let start = line.coordinates[segment]
        let end = line.coordinates[segment + 1]
        let projection = LocalProjection(referenceLatitude: start.latitude)
        let (east, north) = projection.offset(of: end, from: start)
        let length = (east * east + north * north).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        return (-north / length, east / length)
    }

    /// The unit direction (east, north) of segment `segment` of `line`, or `nil` for zero length.
    static func direction(of line: LineString, segment: Int) -> (east: Double, north: Double)? {
        leftNormal(of: line, segment: segment).map { (east: $0.north, north: -$0.east) }
    }

    /// The side whose outward normal agrees with `vector` (east, north), or `nil` when the vector
    /// runs within about 20° of the line (|cos| below `threshold`).
    static func side(
        facing vector: (east: Double, north: Double), leftNormal: (east: Double, north: Double),
        threshold: Double = 0.34
    ) -> CurbSide? {
        let length = (vector.east * vector.east + vector.north * vector.north).squareRoot()
        guard length > 0 else { return nil }
        let dot = (vector.east * leftNormal.east + vector.north * leftNormal.north) / length
        if dot > threshold { return .left }
        if dot < -threshold { return .right }
        return nil
    }

    /// The unit vector (east, north) to the right of travel for a heading in degrees clockwise
    /// from north: where a car parked with the traffic is, on a two-way street.
    static func rightOfTravel(heading: Double) -> (east: Double, north: Double) {
        let radians = heading * .pi / 180
        return (cos(radians), -sin(radians))
    }

    private static func side(_ orientation: Orientation) -> CurbSide? {
        switch orientation {
        case .counterclockwise: .left
        case .clockwise: .right
        case .collinear: nil
        }
    }
}
