import ZoneKit

/// The `--json` report of `parkcheck validate`, stable for tools:
///
/// ```json
/// {"valid": false, "files": [{"file": "zones.json", "kind": "zoneFile", "valid": false,
///   "errors": 1, "warnings": 0, "diagnostics": [{"severity": "error", "line": 14, "column": 22,
///   "path": "zones[3].boundary.coordinates[0][5]", "message": "the ring intersects itself: …"}]}]}
/// ```
///
/// `kind` is `null` for a file that is not JSON; `path` is `""` for the document's root. A curb
/// feed (`kind` `curblrFeed` or `cdsPayload`) also has `feed`: its version and report
/// (`docs/schema/validate.schema.json`), `null` when the feed as a whole is refused.
enum ValidateJSON {
    /// The report for the files in the order given.
    static func value(of results: [(file: String, result: ValidateResult)]) -> JSONValue {
        let files = results.map { file, result in
            switch result {
            case .data(let report):
                return JSONValue.object(
                    JSONObject([
                        ("file", .string(file)),
                        ("kind", report.kind.map { .string($0.rawValue) } ?? .null),
                        ("valid", .bool(report.isValid)),
                        ("errors", .number(Double(report.errorCount))),
                        ("warnings", .number(Double(report.warningCount))),
                        ("diagnostics", .array(report.diagnostics.map(value(of:)))),
                    ]))
            case .feed(let feed):
                return JSONValue.object(
                    JSONObject([
                        ("file", .string(file)),
                        ("kind", .string(feed.kind.rawValue)),
                        ("valid", .bool(feed.isValid)),
                        ("errors", .number(Double(feed.errorCount))),
                        ("warnings", .number(Double(feed.warningCount))),
                        ("diagnostics", .array(feed.diagnostics.map(value(of:)))),
                        ("feed", feed.report.map { value(of: $0, version: feed.version) } ?? .null),
                    ]))
            }
        }
        return .object(
            JSONObject([("valid", .bool(results.allSatisfy { $0.result.isValid })), ("files", .array(files))]))
    }

    /// A diagnostic of any reader; a curb feed's names its feature in the message (`feature 3: …`).
    private static func value(of diagnostic: Diagnostic) -> JSONValue {
        .object(
            JSONObject([
                ("severity", .string(diagnostic.severity.description)),
                ("line", .number(Double(diagnostic.location.line))),
                ("column", .number(Double(diagnostic.location.column))),
                ("path", .string(diagnostic.location.path)),
                ("message", .string(diagnostic.featureMessage)),
            ]))
    }

    private static func value(of report: CurbFeedReport, version: String?) -> JSONValue {
        let counts = { (counts: [String: Int]) in
            JSONValue.object(JSONObject(counts.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) }))
        }
        let lenient = CurbLenientReading.allCases.compactMap { reading in
            report.lenientReadings[reading].map { ("\(reading)", JSONValue.number(Double($0))) }
        }
        return .object(
            JSONObject([
                ("version", version.map { .string($0) } ?? .null),
                ("featuresRead", .number(Double(report.featuresRead))),
                ("regulationsRead", .number(Double(report.regulationsRead))),
                ("regulationsMapped", .number(Double(report.regulationsMapped))),
                ("regulationsRefused", .number(Double(report.regulationsRead - report.regulationsMapped))),
                ("activities", counts(report.activities)),
                ("userClasses", counts(report.userClasses)),
                ("priorityConflictsResolved", .number(Double(report.priorityConflictsResolved))),
                ("priorityTies", .number(Double(report.priorityTies))),
                ("lenientReadings", .object(JSONObject(lenient))),
            ]))
    }
}
