import ZoneKit

/// The text report of `parkcheck validate`: every problem as `FILE:LINE:COLUMN: SEVERITY: PATH:
/// message`, then a summary line per file: `zones.json: valid zone file, 2 warnings`. A curb feed's
/// summary is followed by its report, indented: features and regulations read, mapped and refused,
/// activities and user classes met, overlaps settled by priority, lenient readings.
enum ValidateText {
    /// The report for the files in the order given.
    static func render(_ results: [(file: String, result: ValidateResult)]) -> String {
        var text = ""
        for (file, result) in results {
            switch result {
            case .data(let report):
                for diagnostic in report.diagnostics { text += diagnostic.formatted(file: file) + "\n" }
            case .feed(let feed):
                for diagnostic in feed.diagnostics { text += diagnostic.formatted(file: file) + "\n" }
            }
        }
        for (file, result) in results {
            switch result {
            case .data(let report): text += summary(file: file, report: report) + "\n"
            case .feed(let feed): text += summary(file: file, feed: feed)
            }
        }
        return text
    }

    /// `zones.json: valid zone file` / `bad.geojson: invalid GeoJSON, 3 errors, 1 warning`.
    static func summary(file: String, report: ValidationReport) -> String {
        let what = report.kind.map { "\($0)" } ?? "JSON"
        return line(file: file, isValid: report.isValid, what: what, report.errorCount, report.warningCount)
    }

    /// `portland.json: valid CurbLR 1.1.0 feed, 169 warnings` and the feed's report, indented.
    static func summary(file: String, feed: FeedValidation) -> String {
        var text = line(file: file, isValid: feed.isValid, what: feed.kindName, feed.errorCount, feed.warningCount)
        text += "\n"
        guard let report = feed.report else { return text }
        text += "  features read \(report.featuresRead), regulations read \(report.regulationsRead), "
        text += "mapped \(report.regulationsMapped), refused \(report.regulationsRead - report.regulationsMapped)\n"
        if !report.activities.isEmpty { text += "  activities: \(tally(report.activities))\n" }
        if !report.userClasses.isEmpty { text += "  user classes: \(tally(report.userClasses))\n" }
        text += "  overlaps settled by priority \(report.priorityConflictsResolved), "
        text += "equal-priority overlaps (stricter answer) \(report.priorityTies)\n"
        let lenient = CurbLenientReading.allCases.compactMap { reading in
            report.lenientReadings[reading].map { "\(reading) \($0)" }
        }
        if !lenient.isEmpty { text += "  read leniently: \(lenient.joined(separator: "; "))\n" }
        return text
    }

    /// `no parking 12, parking 30`: most met first, then by name.
    private static func tally(_ counts: [String: Int]) -> String {
        counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
            .joined(separator: ", ")
    }

    private static func line(file: String, isValid: Bool, what: String, _ errors: Int, _ warnings: Int) -> String {
        var line = "\(file): \(isValid ? "valid" : "invalid") \(what)"
        if errors > 0 { line += ", " + count(errors, "error") }
        if warnings > 0 { line += ", " + count(warnings, "warning") }
        return line
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
