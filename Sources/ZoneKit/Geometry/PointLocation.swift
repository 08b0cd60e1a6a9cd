/// Where a point lies relative to an areal geometry (a ring, polygon or multipolygon).
public enum PointLocation: Hashable, Sendable, CaseIterable {
    /// In the interior: inside the shell and outside every hole.
    case inside
    /// Exactly on an edge or a vertex of any ring, holes included.
    case onBoundary
    /// In the exterior, which includes the inside of a hole.
    case outside
}
