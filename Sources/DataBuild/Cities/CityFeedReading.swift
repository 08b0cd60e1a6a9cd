import ZoneKit

/// What the data build takes from one curb feed: the facts `city.json` records, the curbs
/// document it ships, and the lines of the feed's report.
///
/// ``read(_:file:)`` is the one place a feed is read.
struct CityFeedReading: Sendable {
    /// The feed's IANA time zone (`manifest.timeZone`).
    var timeZone: String
    /// The authority the feed names, if any.
    var authority: String?
    /// The feed's `lastUpdatedDate`, else its `createdDate`, as `yyyy-mm-dd`.
    var dataDate: String
    /// The standard (`CurbLR`).
    var format: String
    /// The standard's version the feed declares (`1.1.0`).
    var version: String
    /// The box around every feature's geometry.
    var bounds: BoundingBox
    /// The curbs document the build ships.
    var curbs: JSONValue
    /// The report's counts: name and value, in order.
    var counts: [(name: String, value: String)]
    /// Tallies the report lists (`activities`, `user classes`): each a title, the name of its
    /// first column, and its rows.
    var tallies: [(name: String, column: String, rows: [(String, Int)])]
    /// Each refused regulation or feature, with its place and reason.
    var refused: [String]

    /// Reads a CurbLR feed.
    ///
    /// - Throws: ``DataBuildError/malformedJSON(file:reason:)`` when the feed is not JSON, is not
    ///   CurbLR 1.1, or names no time zone known to ``TimeZoneRules``.
    static func read(_ bytes: [UInt8], file: String) throws(DataBuildError) -> CityFeedReading {
        let document: JSONDocument
        do throws(JSONError) {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .malformedJSON(file: file, reason: "\(error)")
        }
        let root = document.root
        guard let manifest = root["manifest"], manifest.kind == .object else {
            throw .malformedJSON(file: file, reason: "no manifest: not a CurbLR 1.1 feed")
        }
        guard let version = manifest["curblrVersion"]?.stringValue, version.hasPrefix("1.1") else {
            throw .malformedJSON(file: file, reason: "manifest.curblrVersion is not 1.1.x")
        }
        guard let timeZone = manifest["timeZone"]?.stringValue, TimeZoneRules(identifier: timeZone) != nil else {
            throw .malformedJSON(file: file, reason: "manifest.timeZone is missing or not an IANA zone")
        }
        guard
            let date = (manifest["lastUpdatedDate"]?.stringValue ?? manifest["createdDate"]?.stringValue).map({
                String($0.prefix(10))
            })
        else {
            throw .malformedJSON(file: file, reason: "manifest has neither lastUpdatedDate nor createdDate")
        }
        guard let features = root["features"], features.kind == .array else {
            throw .malformedJSON(file: file, reason: "no features array")
        }
        var box: BoundingBox?
        var regulations = 0
        var activities: [String: Int] = [:]
        var classes: [String: Int] = [:]
        for feature in features.elements {
            for position in array(feature["geometry"]?["coordinates"]) {
                let pair = array(position).compactMap(\.numberValue)
                guard pair.count >= 2 else { continue }
                let point = Coordinate(latitude: pair[1], longitude: pair[0])
                if box == nil {
                    box = BoundingBox(
                        minLongitude: point.longitude, minLatitude: point.latitude, maxLongitude: point.longitude,
                        maxLatitude: point.latitude)
                } else {
                    box?.expand(toInclude: point)
                }
            }
            for regulation in array(feature["properties"]?["regulations"]) {
                regulations += 1
                activities[regulation["rule"]?["activity"]?.stringValue ?? "(none)", default: 0] += 1
                for userClass in array(regulation["userClasses"]) {
                    for name in array(userClass["classes"]) {
                        classes[name.stringValue ?? "(not a string)", default: 0] += 1
                    }
                }
            }
        }
        guard let bounds = box else { throw .malformedJSON(file: file, reason: "no feature has coordinates") }
        func sorted(_ tally: [String: Int]) -> [(String, Int)] {
            tally.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        }
        return CityFeedReading(
            timeZone: timeZone, authority: manifest["authority"]?["name"]?.stringValue, dataDate: date,
            format: "CurbLR", version: version, bounds: bounds, curbs: root.value,
            counts: [("features read", "\(features.count)"), ("regulations read", "\(regulations)")],
            tallies: [
                ("activities", "activity", sorted(activities)), ("user classes", "user class", sorted(classes)),
            ], refused: [])
    }

    /// The elements of an array node; none for anything else (or nothing).
    private static func array(_ node: JSONNode?) -> [JSONNode] {
        guard let node, node.kind == .array else { return [] }
        return Array(node.elements)
    }
}
