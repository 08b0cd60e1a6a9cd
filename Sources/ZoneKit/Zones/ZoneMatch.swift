/// A zone found by a lookup: the point is inside it, on its boundary, or outside it within the
/// boundary threshold.
public struct ZoneMatch: Equatable, Sendable {
    /// The zone's position in ``ZoneIndex/zones``.
    public internal(set) var zoneIndex: Int
    /// The zone.
    public internal(set) var zone: Zone
    /// Where the point lies relative to the zone's area.
    public internal(set) var location: PointLocation
    /// The distance in metres from the point to the nearest edge of the zone's shape: exactly 0
    /// when the point is on an edge (``location`` is ``PointLocation/onBoundary``, decided
    /// exactly), else measured, the same way inside and outside.
    public internal(set) var distance: Double

    /// Creates a match.
    public init(zoneIndex: Int, zone: Zone, location: PointLocation, distance: Double) {
        self.zoneIndex = zoneIndex
        self.zone = zone
        self.location = location
        self.distance = distance
    }

    /// Whether the point is covered by the zone: inside it or on its boundary.
    public var isInside: Bool { location != .outside }

    /// ``distance``, negative when the point is strictly inside (Turf's convention).
    public var signedDistance: Double { location == .inside ? -distance : distance }
}
