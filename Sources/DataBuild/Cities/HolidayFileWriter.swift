import ZoneKit

/// Writes a city's `holidays.txt` (read by ``CityHolidayFile``): a comment header saying the
/// format, the sources and how to edit it, then one line per holiday, year by year, derived from
/// the city's ``HolidayRule``s; or `@unknown` when the city's calendar is unknown.
enum HolidayFileWriter {
    /// The years written for a city whose holidays are known.
    static let years = 2019...2035

    /// The file's text for `entry`.
    static func text(for entry: CityCatalogue.Entry) -> String {
        var lines = [
            "# \(entry.name): parking holidays, the days of the designated period \"holidays\" that its",
            "# curb feed's regulations apply \"except during\" or \"only during\".",
            "#",
        ]
        lines += entry.holidaySources.map { "# " + $0 }
        lines += [
            "#",
            "# Format (read by parkcheck, ZoneKit's CityHolidayFile):",
            "#   '#' starts a comment; blank lines are ignored.",
            "#   @period NAME       the lines below are the days of the designated period NAME (default: holidays)",
            "#   @years FIRST-LAST  the list covers these years: a date outside them is unknown, so answers",
            "#                      that depend on it say unknown",
            "#   @unknown           nobody knows the period's days: answers that depend on them say unknown",
            "#   YYYY-MM-DD NAME    one holiday: its date, spaces or a tab, its name",
            "#",
            "# To edit: add, move or delete dated lines (and widen @years to cover them); run",
            "# 'parkcheck cities' to check the file reads. 'make data' writes this file anew from the rules",
            "# in Sources/DataBuild/Cities/, so change them there to keep an edit.",
        ]
        guard let rules = entry.holidays else {
            lines += ["", "@period holidays", "@unknown"]
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("#")
        lines.append("# The rules, written out for \(years.lowerBound)-\(years.upperBound):")
        lines += rules.map { "#   \($0.name): \($0.wording)" }
        lines += ["", "@period holidays", "@years \(years.lowerBound)-\(years.upperBound)"]
        for year in years {
            lines.append("")
            let days = rules.map { ($0.date(in: year), $0.name) }.sorted { $0.0 < $1.0 }
            lines += days.map { "\($0.0)\t\($0.1)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
