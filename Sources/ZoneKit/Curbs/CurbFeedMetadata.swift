/// What a curb feed says about itself: CurbLR's `manifest`, CDS's top-level members.
public struct CurbFeedMetadata: Hashable, Sendable {
    /// The IANA time zone the feed's times of day are read in (`America/Los_Angeles`; CDS feeds may
    /// use a link name such as `US/Eastern`). The reader has already checked that it is known.
    public var timeZoneIdentifier: String
    /// The ISO 4217 currency of payment amounts (`USD`).
    public var currency: String
    /// The authority that regulates the curbs (`Portland Bureau of Transportation`), when named.
    public var authorityName: String?
    /// The authority's web address, when given.
    public var authorityURL: String?
    /// When the feed was created, as the feed writes it (ISO 8601 in CurbLR).
    public var createdDate: String?
    /// When the feed was last updated, as the feed writes it.
    public var updatedDate: String?
    /// The standard the feed follows.
    public var sourceFormat: CurbSourceFormat
    /// The standard's version the feed declares (`1.1.0`).
    public var sourceVersion: String
    /// CurbLR's `priorityHierarchy` (first wins), kept for display; empty for CDS.
    public var priorityHierarchy: [String]

    /// Creates metadata.
    package init(
        timeZoneIdentifier: String, currency: String, authorityName: String? = nil, authorityURL: String? = nil,
        createdDate: String? = nil, updatedDate: String? = nil, sourceFormat: CurbSourceFormat,
        sourceVersion: String, priorityHierarchy: [String] = []
    ) {
        self.timeZoneIdentifier = timeZoneIdentifier
        self.currency = currency
        self.authorityName = authorityName
        self.authorityURL = authorityURL
        self.createdDate = createdDate
        self.updatedDate = updatedDate
        self.sourceFormat = sourceFormat
        self.sourceVersion = sourceVersion
        self.priorityHierarchy = priorityHierarchy
    }
}

/// The open standard a curb feed is written in.
public enum CurbSourceFormat: String, Hashable, Sendable, CustomStringConvertible {
    /// SharedStreets' CurbLR (one GeoJSON FeatureCollection with a `manifest`).
    case curbLR = "CurbLR"
    /// The Open Mobility Foundation's Curb Data Specification (Curbs API payloads).
    case cds = "CDS"

    /// `CurbLR` or `CDS`.
    public var description: String { rawValue }
}
