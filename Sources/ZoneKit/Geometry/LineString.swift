/// A polyline: a street centreline or a block face.
///
/// Segment `i` runs from `coordinates[i]` to `coordinates[i + 1]`, straight in longitude/latitude.
package struct LineString: Hashable, Sendable {
    /// The positions, at least 2.
    package let coordinates: [Coordinate]
    /// The smallest box holding every position, computed once.
    package let boundingBox: BoundingBox

    /// Creates a line from its positions.
    ///
    /// - Parameter coordinates: at least 2 finite positions (repeated positions are allowed).
    /// - Throws: ``GeometryError/lineStringTooShort(count:)`` under 2 positions,
    ///   ``GeometryError/nonFiniteCoordinate(position:_:)`` for NaN or infinite values.
    /// - Complexity: O(n).
    package init(coordinates: [Coordinate]) throws(GeometryError) {
        guard let first = coordinates.first, coordinates.count >= 2 else {
            throw .lineStringTooShort(count: coordinates.count)
        }
        try LinearRing.requireFinite(coordinates)
        var box = BoundingBox(
            minLongitude: first.longitude, minLatitude: first.latitude,
            maxLongitude: first.longitude, maxLatitude: first.latitude)
        for coordinate in coordinates { box.expand(toInclude: coordinate) }
        self.coordinates = coordinates
        self.boundingBox = box
    }

    /// The number of segments (one less than the number of positions).
    package var segmentCount: Int { coordinates.count - 1 }

    /// Segment `index`, from position `index` to position `index + 1`.
    ///
    /// - Precondition: `0 <= index < segmentCount`.
    package func segment(at index: Int) -> Segment {
        Segment(from: coordinates[index], to: coordinates[index + 1])
    }
}
