import ZoneKit

/// The text report of `parkcheck validate`: every problem as `FILE:LINE:COLUMN: SEVERITY: PATH:
/// message`, then a summary line per file: `zones.json: valid zone file, 2 warnings`.
enum ValidateText {
    /// The report for the files in the order given.
    static func render(_ results: [(file: String, report: ValidationReport)]) -> String {
        var text = ""
        for (file, report) in results {
            for diagnostic in report.diagnostics { text += diagnostic.formatted(file: file) + "\n" }
        }
        for (file, report) in results { text += summary(file: file, report: report) + "\n" }
        return text
    }

    /// `zones.json: valid zone file` / `bad.geojson: invalid GeoJSON, 3 errors, 1 warning`.
    static func summary(file: String, report: ValidationReport) -> String {
        let what = report.kind.map { "\($0)" } ?? "JSON"
        var line = "\(file): \(report.isValid ? "valid" : "invalid") \(what)"
        if report.errorCount > 0 { line += ", " + count(report.errorCount, "error") }
        if report.warningCount > 0 { line += ", " + count(report.warningCount, "warning") }
        return line
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
