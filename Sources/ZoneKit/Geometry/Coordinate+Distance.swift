extension Coordinate {
    /// The great-circle distance in metres to `other` on Turf's sphere (haversine; see
    /// `GreatCircle/distance(from:to:)`).
    public func haversineDistance(to other: Coordinate) -> Double {
        GreatCircle.distance(from: self, to: other)
    }
}
