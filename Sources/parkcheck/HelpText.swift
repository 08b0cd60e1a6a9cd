/// The text of `parkcheck --help`, with the option list generated from ``Invocation/options``.
enum HelpText {
    /// The one-line reminder printed after a usage error.
    static let hint = "Try 'parkcheck --help' for more information."

    /// The usage lines, also printed when `parkcheck` is run bare on a terminal.
    static let usage = """
        Usage:
          parkcheck LAT LON [options]          one answer for one place
          parkcheck [FILE | -] [options]       an answer per line of FILE or stdin
          parkcheck validate FILE... [--json]  check zone data files
          parkcheck --help | --version
        """

    /// The whole help text, ending in a newline.
    static var full: String {
        """
        parkcheck — may I park here, and until when?
        Offline answers for San Francisco streets, from the city's own data.

        \(usage)

        Examples:
          parkcheck 37.76 -122.43 --permit Q
          parkcheck 37.76 -122.43 --permit Q --at 2026-07-06T08:30 --side east
          parkcheck 37.76,-122.43 --json
          parkcheck 37.76 -122.43 --data zones.geojson --threshold 15
          parkcheck points.txt --format csv > answers.csv
          parkcheck spots.csv --at 2026-07-06T08:30 --fail-on-no
          parkcheck --zone-only --format csv < points.txt
          parkcheck validate zones.geojson

        LAT and LON are decimal degrees, negative west and south ("LAT,LON" works too).

        Batch mode (no LAT LON) reads one place per line of FILE or stdin: "lat,lon", "lat lon",
        CSV with a header (lat, lon, and optional id, at, permits, placard: a row's own values win
        over the options), NDJSON objects or GeoJSON Point features. It writes one record per row, in
        input order, a failed row's record carrying its error: text on a terminal, else ndjson.

        Options:
        \(optionList)

        Exit status:
        \(exitStatusList)

        """
    }

    private static var optionList: String {
        let synopses = Invocation.options.map(\.synopsis)
        let width = (synopses.map(\.count).max() ?? 0) + 2
        return zip(synopses, Invocation.options).map { synopsis, option in
            "  " + synopsis + String(repeating: " ", count: width - synopsis.count) + option.summary
        }.joined(separator: "\n")
    }

    private static var exitStatusList: String {
        ExitCode.allCases.map { code in
            let number = String(code.rawValue)
            return "  " + number + String(repeating: " ", count: 4 - number.count) + summary(of: code)
        }.joined(separator: "\n")
    }

    private static func summary(of code: ExitCode) -> String {
        switch code {
        case .success: return "answered (also when the output is closed early, as by head)"
        case .someInputFailed:
            return "some input could not be answered (each is reported), or the answer is no "
                + "(--exit-status, --fail-on-no)"
        case .onlyConditionally: return "with --exit-status: the answer is \"only conditionally\""
        case .usage: return "the command line is wrong"
        case .dataError: return "a data file is not valid zone data"
        case .noInput: return "an input or data file cannot be read"
        }
    }
}
