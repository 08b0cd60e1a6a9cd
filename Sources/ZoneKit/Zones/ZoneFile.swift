/// A zone data file: the seed schema of `Resources/zones.json`, or a GeoJSON FeatureCollection of
/// zones read into the same shape. Read one with ``ZoneFileReader``.
public struct ZoneFile: Equatable, Sendable {
    /// The city a file covers.
    public struct City: Equatable, Sendable {
        /// A short code: `sf`.
        public var code: String
        /// The name: `San Francisco`.
        public var name: String
        /// The state, when given: `CA`.
        public var state: String?
        /// The area the data covers (`bounds` {north, south, east, west}); points outside it are
        /// ``Confidence/outsideData``.
        public var bounds: BoundingBox?

        /// Creates a city.
        public init(code: String, name: String, state: String? = nil, bounds: BoundingBox? = nil) {
            self.code = code
            self.name = name
            self.state = state
            self.bounds = bounds
        }
    }

    /// The data version as written: `20251122`.
    public var version: String?
    /// When the file was made, as written (ISO 8601): `2025-11-22T19:09:14Z`.
    public var generatedAt: String?
    /// The city covered, when the file says.
    public var city: City?
    /// The permit areas the file declares, in file order; empty when it declares none.
    public var permitAreas: [PermitArea]
    /// The zones, in file order.
    public var zones: [Zone]
    /// The top-level `metadata` object, member order kept; empty when absent.
    public var metadata: JSONObject

    /// The key in ``metadata`` holding the file's own boundary threshold in metres.
    public static let defaultThresholdKey = "defaultThresholdMetres"

    /// Creates a zone file.
    public init(
        version: String? = nil, generatedAt: String? = nil, city: City? = nil, permitAreas: [PermitArea] = [],
        zones: [Zone], metadata: JSONObject = JSONObject()
    ) {
        self.version = version
        self.generatedAt = generatedAt
        self.city = city
        self.permitAreas = permitAreas
        self.zones = zones
        self.metadata = metadata
    }

    /// The boundary threshold the file asks for (`metadata.defaultThresholdMetres`), when it
    /// gives a non-negative number; it overrides the library's default, not a caller's choice.
    public var defaultThreshold: Double? {
        guard case .number(let metres)? = metadata[Self.defaultThresholdKey], metres >= 0 else { return nil }
        return metres
    }
}
