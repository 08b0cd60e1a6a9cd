import ZoneKit

/// A city's `REPORT.md`: where its data comes from, and what the build read, mapped and refused
/// from its feed.
enum CityReportWriter {
    /// The report's Markdown.
    static func report(city: City, reading: CityFeedReading) -> String {
        var lines = [
            "# \(city.name): curb data report (generated)",
            "",
            "Written by `make data` (`parkcheck-data`) from the feed below; byte-identical on a re-run.",
            "",
            "| | |",
            "|---|---|",
        ]
        for source in city.sources {
            lines.append("| source | `\(source.file)` (\(source.format) \(source.version ?? "")) |")
            lines.append("| SHA-256 | `\(source.sha256)` |")
        }
        lines += [
            "| data date | \(city.dataDate) |",
            "| authority | \(city.authority) |",
            "| licence | \(city.licence) |",
            "| time zone | \(city.timeZone) (`\(city.timeZoneRule)`) |",
            "| bounds (W, S, E, N) | \(city.bounds.map { "\($0)" }.joined(separator: ", ")) |",
            "",
            city.attribution,
            "",
            "## What was read",
            "",
            "| | count |",
            "|---|---:|",
        ]
        lines += reading.counts.map { "| \($0.name) | \($0.value) |" }
        for tally in reading.tallies {
            lines += ["", "## \(tally.name.prefix(1).uppercased() + tally.name.dropFirst()) met", ""]
            if tally.rows.isEmpty {
                lines.append("None.")
                continue
            }
            lines += ["| \(tally.column) | regulations |", "|---|---:|"]
            lines += tally.rows.map { "| \($0.0) | \($0.1) |" }
        }
        lines += ["", "## Refused", ""]
        lines += reading.refused.isEmpty ? ["Nothing."] : reading.refused.map { "- \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
