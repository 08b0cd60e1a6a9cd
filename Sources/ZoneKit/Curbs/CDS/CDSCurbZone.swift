/// A curb zone (`/curbs/zones`): a stretch of curb with one set of policies along all of it.
public struct CDSCurbZone: Hashable, Sendable {
    /// `curb_zone_id`.
    public var id: String
    /// The zone's extent: a Polygon or (CDS 1.1) a LineString.
    public var geometry: CDSGeometry
    /// `curb_policy_ids`: the policies that together regulate the zone.
    public var policyIDs: [String]
    /// Where each of ``policyIDs`` is written.
    public var policyIDPlaces: [CDSPlace]
    /// `published_date`, epoch milliseconds.
    public var publishedDate: Int64
    /// `last_updated_date`, epoch milliseconds.
    public var lastUpdatedDate: Int64
    /// `start_date`: epoch milliseconds from which the zone is valid (inclusive).
    public var startDate: Int64
    /// `end_date`: epoch milliseconds at which the zone stops being valid (exclusive).
    public var endDate: Int64?
    /// `location_references`: linear references, in centimetres.
    public var locationReferences: [CDSLocationReference]
    /// `name`, when given.
    public var name: String?
    /// `street_name`, when given.
    public var streetName: String?
    /// `curb_area_ids`.
    public var areaIDs: [String]
    /// `custom_attributes` (string values).
    public var customAttributes: [String: String]
    /// Where the zone object starts in its payload.
    public var place: CDSPlace
}
