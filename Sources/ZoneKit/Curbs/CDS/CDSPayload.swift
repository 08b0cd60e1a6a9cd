/// One Curbs API response as read: the envelope every endpoint answers with, and the zones,
/// policies and areas of its `data` (one response of each endpoint, or several at once).
///
/// Opaque to clients: pass payloads to ``CDSReader/feed(_:)`` and read the result with
/// ``CDSFeed/curbFeed()``; the raw CDS members are `package` (for `parkcheck validate`).
package struct CDSPayload: Hashable, Sendable {
    /// The name the payload was read under (a file name), or "".
    package var file: String
    /// `version`: the CDS version the payload says it follows (`1.0`, `1.1` …), kept as given.
    package var version: String
    /// `time_zone`: an IANA time zone name, kept as given (link names such as `US/Eastern` too).
    package var timeZone: String
    /// Where `time_zone` is written.
    var timeZonePlace: CDSPlace
    /// `last_updated`, epoch milliseconds.
    package var lastUpdated: Int64
    /// `currency`: ISO 4217 code of every rate.
    package var currency: String
    /// `author`, when given.
    var author: String?
    /// `license_url`, when given.
    var licenseURL: String?
    /// `data.zones`; `nil` when the payload has none (not a zones response).
    package var zones: [CDSCurbZone]?
    /// `data.policies`; `nil` when the payload has none.
    package var policies: [CDSCurbPolicy]?
    /// `data.areas`; `nil` when the payload has none.
    package var areas: [CDSCurbArea]?
}
