import ZoneKit

/// The `--json` report of `parkcheck validate`, stable for tools:
///
/// ```json
/// {"valid": false, "files": [{"file": "zones.json", "kind": "zoneFile", "valid": false,
///   "errors": 1, "warnings": 0, "diagnostics": [{"severity": "error", "line": 14, "column": 22,
///   "path": "zones[3].boundary.coordinates[0][5]", "message": "the ring intersects itself: …"}]}]}
/// ```
///
/// `kind` is `null` for a file that is not JSON; `path` is `""` for the document's root.
enum ValidateJSON {
    /// The report for the files in the order given.
    static func value(of results: [(file: String, report: ValidationReport)]) -> JSONValue {
        let files = results.map { file, report in
            JSONValue.object(
                JSONObject([
                    ("file", .string(file)),
                    ("kind", report.kind.map { .string($0.rawValue) } ?? .null),
                    ("valid", .bool(report.isValid)),
                    ("errors", .number(Double(report.errorCount))),
                    ("warnings", .number(Double(report.warningCount))),
                    ("diagnostics", .array(report.diagnostics.map(value(of:)))),
                ]))
        }
        return .object(
            JSONObject([("valid", .bool(results.allSatisfy { $0.report.isValid })), ("files", .array(files))]))
    }

    private static func value(of diagnostic: ValidationDiagnostic) -> JSONValue {
        .object(
            JSONObject([
                ("severity", .string(diagnostic.severity.description)),
                ("line", .number(Double(diagnostic.location.line))),
                ("column", .number(Double(diagnostic.location.column))),
                ("path", .string(diagnostic.path.description)),
                ("message", .string(diagnostic.message)),
            ]))
    }
}
