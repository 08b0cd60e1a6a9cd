/// A curb area (`/curbs/areas`): a neighbourhood of interest grouping curb zones.
public struct CDSCurbArea: Hashable, Sendable {
    /// `curb_area_id`.
    public var id: String
    /// `name`, when given.
    public var name: String?
    /// The area's polygon.
    public var geometry: CDSGeometry
    /// `curb_zone_ids`.
    public var zoneIDs: [String]
    /// Where the area object starts in its payload.
    public var place: CDSPlace
}
