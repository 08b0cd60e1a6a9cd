/// Copies of zones whose arrays are buffers of their own, for one thread to read alone.
///
/// A lookup copies the polygons it tests and the zones it finds (``ZoneMatch/zone``), retaining
/// their arrays. Where two batch workers share those arrays, every retain and release is an atomic
/// operation on a cache line the other core also writes: on points at the curb that contention
/// took much of a zone-only batch's time (`swift_retain` in perf). Copies made by
/// assignment share the buffers; these do not, and they compare equal to the originals.
extension Zone {
    /// The zone with its arrays (permit areas, rules, metadata members, shape) in new buffers.
    ///
    /// - Complexity: O(n) in the zone's positions.
    package func unsharedCopy() -> Zone {
        var copy = self
        copy.validPermitAreas = validPermitAreas.map { $0 }
        copy.rules = rules.map { $0 }
        copy.metadata = JSONObject(uniqueMembers: metadata.members.map { $0 })
        copy.shape = shape.unsharedCopy()
        return copy
    }
}

extension MultiPolygon {
    /// The same parts, each in buffers of its own.
    package func unsharedCopy() -> MultiPolygon {
        MultiPolygon(unsharedPolygons: polygons.map { $0.unsharedCopy() }, boundingBox: boundingBox)
    }
}

extension Polygon {
    /// The same rings, each in a buffer of its own.
    package func unsharedCopy() -> Polygon {
        Polygon(unsharedRings: rings.map { $0.unsharedCopy() }, boundingBox: boundingBox)
    }
}

extension LinearRing {
    /// The same positions in a buffer of their own.
    package func unsharedCopy() -> LinearRing {
        LinearRing(unsharedCoordinates: coordinates.map { $0 }, boundingBox: boundingBox)
    }
}
