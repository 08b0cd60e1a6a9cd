/// One Curbs API response as read: the envelope every endpoint answers with, and the zones,
/// policies and areas of its `data` (one response of each endpoint, or several at once).
public struct CDSPayload: Hashable, Sendable {
    /// The name the payload was read under (a file name), or "".
    public var file: String
    /// `version`: the CDS version the payload says it follows (`1.0`, `1.1` …), kept as given.
    public var version: String
    /// `time_zone`: an IANA time zone name, kept as given (link names such as `US/Eastern` too).
    public var timeZone: String
    /// Where `time_zone` is written.
    public var timeZonePlace: CDSPlace
    /// `last_updated`, epoch milliseconds.
    public var lastUpdated: Int64
    /// `currency`: ISO 4217 code of every rate.
    public var currency: String
    /// `author`, when given.
    public var author: String?
    /// `license_url`, when given.
    public var licenseURL: String?
    /// `data.zones`; `nil` when the payload has none (not a zones response).
    public var zones: [CDSCurbZone]?
    /// `data.policies`; `nil` when the payload has none.
    public var policies: [CDSCurbPolicy]?
    /// `data.areas`; `nil` when the payload has none.
    public var areas: [CDSCurbArea]?
}
