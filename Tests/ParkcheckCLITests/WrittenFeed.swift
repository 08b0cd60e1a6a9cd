import Foundation

/// A CurbLR feed a test writes itself: one 47 m stretch of a street running east in Portland, with
/// the regulations the test gives, and a manifest the test may change. ``point`` lies 5.5 m south
/// of the stretch, on its right side.
struct WrittenFeed {
    /// A point at the stretch, on its right side.
    static let point = ["45.51995", "-122.6797"]

    /// `manifest`, as JSON values.
    var manifest: [String: Any] = [
        "createdDate": "2020-01-01T00:00:00Z", "curblrVersion": "1.1.0", "timeZone": "America/Los_Angeles",
        "currency": "USD", "priorityHierarchy": ["no standing", "no parking", "loading", "parking"],
        "authority": ["name": "Test", "url": "https://example.org"],
    ]
    /// The stretch's regulations, as JSON values.
    var regulations: [[String: Any]]

    /// A regulation: `rule` members, then the regulation's own (`timeSpans`, `payment`…).
    static func regulation(_ rule: [String: Any], _ members: [String: Any] = [:]) -> [String: Any] {
        members.merging(["rule": rule]) { $1 }
    }

    /// Every day, 08:00 to 18:00.
    static var daytime: [[String: Any]] {
        [
            [
                "daysOfWeek": ["days": ["mo", "tu", "we", "th", "fr", "sa", "su"]],
                "timesOfDay": [["from": "08:00", "to": "18:00"]],
            ]
        ]
    }

    /// The feed as JSON text.
    var text: Data {
        get throws { try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]) }
    }

    /// The feed as JSON values, for a test to rewrite in a dialect.
    var root: [String: Any] {
        let feature: [String: Any] = [
            "type": "Feature",
            "properties": [
                "location": [
                    "shstRefId": "ref", "sideOfStreet": "right", "shstLocationStart": 0, "shstLocationEnd": 46.8,
                ],
                "regulations": regulations,
            ],
            "geometry": ["type": "LineString", "coordinates": [[-122.68, 45.52], [-122.6794, 45.52]]],
        ]
        return ["manifest": manifest, "type": "FeatureCollection", "features": [feature]]
    }

    /// Writes the feed to a new temporary file and returns its path; the caller removes it.
    func write() throws -> String { try Self.write(root) }

    /// Writes `root` (a feed as JSON values) to a new temporary file and returns its path; the
    /// caller removes it.
    static func write(_ root: [String: Any]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-written-\(UUID().uuidString).curblr.json").path
        try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
            .write(to: URL(fileURLWithPath: path))
        return path
    }
}
