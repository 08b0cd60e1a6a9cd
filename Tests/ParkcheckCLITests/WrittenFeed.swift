import Foundation
import Testing

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

    /// `root` (a feed as JSON values) with copies of its features 10 km north and beyond, each copy
    /// on street references of its own, until its text holds about `bytes`: a feed large enough for
    /// a batch to read near its first rows (``BatchCurbEngine/Curbs``), answering at the original
    /// features as `root` does.
    static func padded(_ root: [String: Any], toBytes bytes: Int) throws -> [String: Any] {
        let features = try #require(root["features"] as? [[String: Any]])
        let perCopy = try JSONSerialization.data(withJSONObject: features).count
        var padded = features
        for copy in 1...(bytes / max(perCopy, 1) + 1) {
            for var feature in features {
                var properties = try #require(feature["properties"] as? [String: Any])
                var location = try #require(properties["location"] as? [String: Any])
                location["shstRefId"] = "\(location["shstRefId"] ?? "")-copy\(copy)"
                properties["location"] = location
                feature["properties"] = properties
                var geometry = try #require(feature["geometry"] as? [String: Any])
                let line = try #require(geometry["coordinates"] as? [[Double]])
                geometry["coordinates"] = line.map { [$0[0], $0[1] + 0.1 * Double(copy)] }
                feature["geometry"] = geometry
                padded.append(feature)
            }
        }
        var result = root
        result["features"] = padded
        return result
    }

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
