import ZoneKit

/// What the zone-lookup self-consistency hook is given: the built `zones.json` document and every
/// block face that lists a permit area. A later step computes, with ZoneKit's lookup, how often a
/// block face's own area is the area found at its midpoint, and returns the report section.
public struct ZoneLookupCheckInput: Sendable {
    /// One regulation block face that lists permit areas.
    public struct BlockFace: Sendable {
        /// The regulation's `objectid`.
        public let id: String
        /// Its RPP areas.
        public let permitAreas: [String]
        /// Its centreline parts.
        public let lines: [[Coordinate]]
    }

    /// The `zones.json` document as written.
    public let zonesDocument: JSONValue
    /// The block faces with areas, sorted by id.
    public let blockFaces: [BlockFace]
}

/// Optional extra steps of a build.
public struct DataBuildHooks: Sendable {
    /// Computes the zone-lookup self-consistency figure; returns the Markdown body of the report's
    /// "Zone lookup self-consistency" section. `nil` (the default) leaves a placeholder there.
    public var zoneLookupSelfConsistency: (@Sendable (ZoneLookupCheckInput) -> String)?

    /// No hooks.
    public init(zoneLookupSelfConsistency: (@Sendable (ZoneLookupCheckInput) -> String)? = nil) {
        self.zoneLookupSelfConsistency = zoneLookupSelfConsistency
    }
}
