/// A zone data file: the seed schema of `Resources/zones.json`, or a GeoJSON FeatureCollection of
/// zones read into the same shape. Read one with ``ZoneFileReader``.
package struct ZoneFile: Equatable, Sendable {
    /// The city a file covers.
    package struct City: Equatable, Sendable {
        /// A short code: `sf`.
        package var code: String
        /// The name: `San Francisco`.
        package var name: String
        /// The state, when given: `CA`.
        package var state: String?
        /// The area the data covers (`bounds` {north, south, east, west}); points outside it are
        /// ``Confidence/outsideData``.
        package var bounds: BoundingBox?

        /// Creates a city.
        package init(code: String, name: String, state: String? = nil, bounds: BoundingBox? = nil) {
            self.code = code
            self.name = name
            self.state = state
            self.bounds = bounds
        }
    }

    /// The data version as written: `20251122`.
    package var version: String?
    /// When the file was made, as written (ISO 8601): `2025-11-22T19:09:14Z`.
    var generatedAt: String?
    /// The city covered, when the file says.
    package var city: City?
    /// The permit areas the file declares, in file order; empty when it declares none.
    package var permitAreas: [PermitArea]
    /// The zones, in file order.
    package var zones: [Zone]
    /// The top-level `metadata` object, member order kept; empty when absent.
    package var metadata: JSONObject

    /// The key in ``metadata`` holding the file's own boundary threshold in metres.
    package static let defaultThresholdKey = "defaultThresholdMetres"

    /// Creates a zone file.
    package init(
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
    package var defaultThreshold: Double? {
        guard case .number(let metres)? = metadata[Self.defaultThresholdKey], metres >= 0 else { return nil }
        return metres
    }
}
