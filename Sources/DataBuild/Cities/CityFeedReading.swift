import ZoneKit

/// What the data build takes from one curb feed: the facts `city.json` records, the curbs
/// document it ships, and the lines of the feed's report.
///
/// ``read(_:file:)`` is the one place a feed is read: ZoneKit's ``CurbLRReader`` maps it onto the
/// curb model and reports what it read, mapped and refused; the build ships the features it
/// mapped, so that the runtime reader, which refuses a feed with any refused part, reads the
/// shipped file in full.
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
    /// The box around every shipped feature's geometry.
    var bounds: BoundingBox
    /// The curbs document the build ships: the feed less its refused features.
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
    /// - Throws: ``DataBuildError/malformedJSON(file:reason:)`` when the reader refuses the feed as
    ///   a whole (not JSON, not CurbLR 1.1, no known time zone), or nothing of it can be shipped.
    static func read(_ bytes: [UInt8], file: String) throws(DataBuildError) -> CityFeedReading {
        let outcome = CurbLRReader().decode(bytes)
        guard let feed = outcome.feed else {
            let reasons = outcome.diagnostics.map { $0.formatted(file: file) }.joined(separator: "; ")
            throw .malformedJSON(file: file, reason: "refused by the CurbLR reader: \(reasons)")
        }
        let report = outcome.report
        let refusedFeatures = Set(report.refused.compactMap(\.featureIndex))
        var root: JSONValue
        do throws(JSONError) {
            root = try JSONParser.parse(bytes).root.value
        } catch {
            throw .malformedJSON(file: file, reason: "\(error)")
        }
        if case .object(var object) = root, case .array(let features)? = object["features"] {
            object["features"] = .array(
                features.enumerated().filter { !refusedFeatures.contains($0.offset) }.map(\.element))
            root = .object(object)
        }
        let shipped = feed.features.filter { !refusedFeatures.contains($0.index) }
        guard let bounds = BoundingBox(covering: shipped.flatMap(\.geometry.coordinates)) else {
            throw .malformedJSON(file: file, reason: "no feature of the feed can be shipped")
        }
        let metadata = feed.metadata
        guard let date = (metadata.updatedDate ?? metadata.createdDate).map({ String($0.prefix(10)) }) else {
            throw .malformedJSON(file: file, reason: "manifest has neither lastUpdatedDate nor createdDate")
        }
        func sorted(_ tally: [String: Int]) -> [(String, Int)] {
            tally.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        }
        var counts: [(name: String, value: String)] = [
            ("features read", "\(report.featuresRead)"),
            ("features shipped", "\(shipped.count)"),
            ("regulations read", "\(report.regulationsRead)"),
            ("regulations mapped", "\(report.regulationsMapped)"),
            ("regulations refused", "\(report.regulationsRead - report.regulationsMapped)"),
            ("overlapping pairs whose priority decides (conflicts resolved)", "\(report.priorityConflictsResolved)"),
            ("overlapping pairs of equal priority (the stricter answer holds)", "\(report.priorityTies)"),
        ]
        for reading in CurbLenientReading.allCases {
            if let count = report.lenientReadings[reading] { counts.append(("read leniently: \(reading)", "\(count)")) }
        }
        return CityFeedReading(
            timeZone: metadata.timeZoneIdentifier, authority: metadata.authorityName, dataDate: date,
            format: metadata.sourceFormat.rawValue, version: metadata.sourceVersion, bounds: bounds, curbs: root,
            counts: counts,
            tallies: [
                ("activities", "activity", sorted(report.activities)),
                ("user classes", "user class", sorted(report.userClasses)),
            ],
            refused: report.refused.map { $0.formatted(file: file) })
    }
}
