/// A curb area (`/curbs/areas`): a neighbourhood of interest grouping curb zones.
package struct CDSCurbArea: Hashable, Sendable {
    /// `curb_area_id`.
    package var id: String
    /// `name`, when given.
    package var name: String?
    /// The area's polygon.
    package var geometry: CDSGeometry
    /// `curb_zone_ids`.
    var zoneIDs: [String]
    /// Where the area object starts in its payload.
    package var place: CDSPlace
}
