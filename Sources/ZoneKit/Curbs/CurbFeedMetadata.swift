/// What a curb feed says about itself: CurbLR's `manifest`, CDS's top-level members.
package struct CurbFeedMetadata: Hashable, Sendable {
    /// The IANA time zone the feed's times of day are read in (`America/Los_Angeles`; CDS feeds may
    /// use a link name such as `US/Eastern`). The reader has already checked that it is known.
    package var timeZoneIdentifier: String
    /// The ISO 4217 currency of payment amounts (`USD`).
    package var currency: String
    /// The authority that regulates the curbs (`Portland Bureau of Transportation`), when named.
    package var authorityName: String?
    /// The authority's web address, when given.
    package var authorityURL: String?
    /// When the feed was created, as the feed writes it (ISO 8601 in CurbLR).
    package var createdDate: String?
    /// When the feed was last updated, as the feed writes it.
    package var updatedDate: String?
    /// The standard the feed follows.
    package var sourceFormat: CurbSourceFormat
    /// The standard's version the feed declares (`1.1.0`).
    package var sourceVersion: String
    /// CurbLR's `priorityHierarchy` (first wins), kept for display; empty for CDS.
    package var priorityHierarchy: [String]

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
package enum CurbSourceFormat: String, Hashable, Sendable, CustomStringConvertible {
    /// SharedStreets' CurbLR (one GeoJSON FeatureCollection with a `manifest`).
    case curbLR = "CurbLR"
    /// The Open Mobility Foundation's Curb Data Specification (Curbs API payloads).
    case cds = "CDS"

    /// `CurbLR` or `CDS`.
    package var description: String { rawValue }
}
