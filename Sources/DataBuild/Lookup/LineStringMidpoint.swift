import ZoneKit

/// The point halfway along a block face's lines, by length, as the zone-lookup self-consistency
/// check places a car on it.
enum LineStringMidpoint {
    /// The point at half the total length of `lines` (taken one after another, in order), with
    /// lengths in metres in ZoneKit's ``ZoneKit/LocalProjection`` around the first position; a
    /// linear interpolation inside the segment it falls on (the projection is affine, so the
    /// fraction is the same in degrees). `nil` when there is no position at all; the first
    /// position when every line has zero length.
    ///
    /// - Complexity: O(n) in the number of positions.
    static func midpoint(of lines: [LineString]) -> Coordinate? {
        guard let origin = lines.first?.coordinates.first else { return nil }
        let projection = LocalProjection(referenceLatitude: origin.latitude)
        var total = 0.0
        for line in lines {
            for (a, b) in zip(line.coordinates, line.coordinates.dropFirst()) {
                total += projection.distance(from: a, to: b)
            }
        }
        var remaining = total / 2
        for line in lines {
            for (a, b) in zip(line.coordinates, line.coordinates.dropFirst()) {
                let length = projection.distance(from: a, to: b)
                guard length > 0 else { continue }
                guard remaining > length else {
                    let fraction = remaining / length
                    return Coordinate(
                        latitude: a.latitude + (b.latitude - a.latitude) * fraction,
                        longitude: a.longitude + (b.longitude - a.longitude) * fraction)
                }
                remaining -= length
            }
        }
        return origin
    }
}
