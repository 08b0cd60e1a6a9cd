/// One parking zone: an area drawn as a multipolygon, the permit areas valid in it and its rules.
///
/// Mirrors a zone of the seed zone-file schema (`zones[i]` of `Resources/zones.json`); the reader
/// fills in defaults for fields a plain GeoJSON export lacks (see `ZoneFileReader`).
public struct Zone: Identifiable, Equatable, Sendable {
    /// Unique within its file: `sf_rpp_s_001`.
    public var id: String
    /// The city the zone belongs to: `sf`; empty when the file does not say.
    public var cityCode: String
    /// The name shown to people: `Area S`.
    public var displayName: String
    /// The kind of zone as the file names it: `rpp` for residential permit parking.
    public var zoneType: String
    /// The zone's own permit area code, upper case (`S`, `HV`); `nil` for a zone of no area.
    public var permitArea: String?
    /// Every permit area whose holders are exempt here, upper case; usually just ``permitArea``.
    public var validPermitAreas: [String]
    /// Whether parking beyond the posted limits needs a permit.
    public var requiresPermit: Bool
    /// How restrictive the zone is; higher wins when zones overlap (the seed data uses 8 for RPP).
    public var restrictiveness: Int
    /// The zone's rules, in file order.
    package var rules: [ZoneRule]
    /// Everything else the file says about the zone (data source, accuracy …), member order kept.
    package var metadata: JSONObject
    /// The area the zone covers.
    public var shape: MultiPolygon

    /// The zone type of residential permit parking zones.
    public static let residentialPermitType = "rpp"

    /// Creates a zone.
    ///
    /// - Parameters:
    ///   - id: unique within its file.
    ///   - cityCode: the city's code, or empty.
    ///   - displayName: the name shown to people.
    ///   - zoneType: the kind of zone (``residentialPermitType`` for RPP).
    ///   - permitArea: the zone's own permit area code, if any.
    ///   - validPermitAreas: the permit areas exempt here; by default just `permitArea`.
    ///   - requiresPermit: whether parking beyond the limits needs a permit; by default whether
    ///     the zone has a permit area.
    ///   - restrictiveness: higher wins where zones overlap.
    ///   - rules: the zone's rules.
    ///   - metadata: anything else about the zone.
    ///   - shape: the area covered.
    package init(
        id: String, cityCode: String = "", displayName: String, zoneType: String = Zone.residentialPermitType,
        permitArea: String? = nil, validPermitAreas: [String]? = nil, requiresPermit: Bool? = nil,
        restrictiveness: Int = 0, rules: [ZoneRule] = [], metadata: JSONObject = JSONObject(), shape: MultiPolygon
    ) {
        self.id = id
        self.cityCode = cityCode
        self.displayName = displayName
        self.zoneType = zoneType
        self.permitArea = permitArea
        self.validPermitAreas = validPermitAreas ?? permitArea.map { [$0] } ?? []
        self.requiresPermit = requiresPermit ?? (permitArea != nil)
        self.restrictiveness = restrictiveness
        self.rules = rules
        self.metadata = metadata
        self.shape = shape
    }
}
