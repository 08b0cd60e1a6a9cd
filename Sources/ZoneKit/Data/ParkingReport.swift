/// The full answer for one query on a ``ParkingData``: which zone the point is in, what the curb
/// rules mean for the driver, and which data said so.
///
/// ``answer`` is `nil` only when the point lies outside the area the data covers (for the
/// bundled data, outside San Francisco): nothing can be said there, and ``warnings`` says so.
public struct ParkingReport: Equatable, Sendable {
    /// The query answered.
    public let query: ParkingQuery
    /// The zone lookup at the point.
    public let zone: ZoneLookupResult
    /// The parking answer, or `nil` outside the data's area.
    public let answer: ParkingAnswer?
    /// The data version answered from (`2025-11-28`), if the data says.
    public let dataVersion: String?

    /// Creates a report.
    public init(query: ParkingQuery, zone: ZoneLookupResult, answer: ParkingAnswer?, dataVersion: String?) {
        self.query = query
        self.zone = zone
        self.answer = answer
        self.dataVersion = dataVersion
    }

    /// The verdict: the answer's, or ``ParkingVerdict/unknown`` outside the data's area.
    public var verdict: ParkingVerdict { answer?.verdict ?? .unknown }

    /// Why: the answer's reason, or ``outsideDataReason``.
    public var verdictReason: String { answer?.verdictReason ?? Self.outsideDataReason }

    /// The reason of the verdict outside the data's area.
    public static let outsideDataReason = "the point is outside the area the data covers"

    /// Whether the point is outside the area the data covers.
    public var isOutsideCoverage: Bool { !zone.isWithinBounds }

    /// What makes the answer less certain than it looks: the zone lookup's own cautions
    /// (`ReportWarning/zoneWarnings(for:)`), then the answer's warnings.
    package var warnings: [ReportWarning] {
        ReportWarning.zoneWarnings(for: zone)
            + (answer?.warnings.map { ReportWarning(code: $0.code, message: $0.description) } ?? [])
    }
}
