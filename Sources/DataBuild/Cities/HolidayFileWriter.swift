import ZoneKit

/// Writes a city's `holidays.txt` (read by ``CityHolidayFile``): a comment header saying the
/// format, the sources and how to edit it, then one line per holiday, year by year, derived from
/// the city's ``HolidayRule``s; or `@unknown` when the city's calendar is unknown.
enum HolidayFileWriter {
    /// The years written for a city whose holidays are known.
    static let years = 2019...2035

    /// How the header explains `@rule` and `@observed`.
    static let ruleFormat = [
        "#   @rule RULE: NAME   one holiday by rule, in every year: 'January 1', '3rd Monday of January',",
        "#                      'last Monday of May', 'day after 4th Thursday of November' (a period with",
        "#                      rules takes no @years; its dated lines are days added to the rules')",
        "#   @observed weekend  a rule's holiday on a Saturday is also off the Friday before, one on a",
        "#                      Sunday the Monday after (both days count)",
    ]

    /// San Francisco's file: the period of each holiday class (``SFHolidayClass/period``) by the
    /// city's rules, for any year (``CurbHolidayCalendar/sanFrancisco``).
    static func sanFranciscoText() -> String {
        var lines =
            [
                "# San Francisco, CA: the days each kind of enforcement is suspended on, as designated periods",
                "# (../shared/docs/DOMAIN.md §4, docs/HOLIDAYS.md):",
                "#   holidays                 time limits (RPP and general), daytime street sweeping, commuter",
                "#                            tow-away: all twelve city holidays",
                "#   meter holidays           parking meters: New Year's Day, Thanksgiving and Christmas only",
                "#   night sweeping holidays  sweeping the data flags as done on holidays: the same three",
                "# A holiday on a Saturday is also off the Friday before, one on a Sunday the Monday after, and",
                "# both days count (SFMTA's tables list both: in 2026 July 3 and July 4 are both off).",
                "#",
                "# Format (read by parkcheck, ZoneKit's CityHolidayFile):",
                "#   '#' starts a comment; blank lines are ignored.",
                "#   @period NAME       the lines below are the days of the designated period NAME",
            ] + ruleFormat + [
                "#   YYYY-MM-DD NAME    a day added to the rules' (a holiday the city declares one year)",
                "#",
                "# A period this file leaves out (or says @unknown) suspends nothing: a day not known to be a",
                "# holiday is enforced. To edit: add a dated line under its period; run 'parkcheck cities' to",
                "# check the file reads. 'make data' writes this file anew from the rules in",
                "# Sources/ZoneKit/Time/CityCalendar+SanFrancisco.swift, so change them there to keep an edit.",
            ]
        for holidayClass in SFHolidayClass.allCases {
            guard let period = holidayClass.period,
                case .rules(let set)? = CurbHolidayCalendar.sanFrancisco.periods[period]
            else { continue }
            lines += ["", "@period \(period)"]
            if set.observesWeekendHolidays { lines.append("@observed weekend") }
            lines += set.rules.map { "@rule \($0.wording): \($0.name)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The file's text for `entry`.
    static func text(for entry: CityCatalogue.Entry) -> String {
        var lines = [
            "# \(entry.name): parking holidays, the days of the designated period \"holidays\" that its",
            "# curb feed's regulations apply \"except during\" or \"only during\".",
            "#",
        ]
        lines += entry.holidaySources.map { "# " + $0 }
        lines +=
            [
                "#",
                "# Format (read by parkcheck, ZoneKit's CityHolidayFile):",
                "#   '#' starts a comment; blank lines are ignored.",
                "#   @period NAME       the lines below are the days of the designated period NAME (default: holidays)",
                "#   @years FIRST-LAST  the list covers these years: a date outside them is unknown, so answers",
                "#                      that depend on it say unknown",
                "#   @unknown           nobody knows the period's days: answers that depend on them say unknown",
                "#   YYYY-MM-DD NAME    one holiday: its date, spaces or a tab, its name",
            ] + ruleFormat + [
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
            let days = rules.compactMap { rule in rule.date(in: year).map { ($0, rule.name) } }.sorted { $0.0 < $1.0 }
            lines += days.map { "\($0.0)\t\($0.1)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
