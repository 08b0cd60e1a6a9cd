/// A curb zone (`/curbs/zones`): a stretch of curb with one set of policies along all of it.
package struct CDSCurbZone: Hashable, Sendable {
    /// `curb_zone_id`.
    package var id: String
    /// The zone's extent: a Polygon or (CDS 1.1) a LineString.
    package var geometry: CDSGeometry
    /// `curb_policy_ids`: the policies that together regulate the zone.
    var policyIDs: [String]
    /// Where each of ``policyIDs`` is written.
    var policyIDPlaces: [CDSPlace]
    /// `published_date`, epoch milliseconds.
    var publishedDate: Int64
    /// `last_updated_date`, epoch milliseconds.
    package var lastUpdatedDate: Int64
    /// `start_date`: epoch milliseconds from which the zone is valid (inclusive).
    var startDate: Int64
    /// `end_date`: epoch milliseconds at which the zone stops being valid (exclusive).
    var endDate: Int64?
    /// `location_references`: linear references, in centimetres.
    var locationReferences: [CDSLocationReference]
    /// `name`, when given.
    package var name: String?
    /// `street_name`, when given.
    package var streetName: String?
    /// `curb_area_ids`.
    var areaIDs: [String]
    /// `custom_attributes` (string values).
    var customAttributes: [String: String]
    /// Where the zone object starts in its payload.
    package var place: CDSPlace
}
