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
          parkcheck pack [DIR]                 index a data directory for fast lookups
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
          parkcheck 37.759546 -122.423713 --permit S --at 2026-11-23T06:00
          parkcheck 37.759975 -122.424289 --permit S --side north --at 2026-11-22T10:00
          parkcheck 37.76,-122.43 --json
          parkcheck 37.774643 -122.425055 --exit-status && echo "park here"
          parkcheck 37.76 -122.43 --data zones.geojson --threshold 15
          parkcheck points.txt --format csv > answers.csv
          parkcheck spots.csv --at 2026-07-06T08:30 --fail-on-no
          parkcheck --zone-only --format csv < points.txt
          parkcheck validate zones.geojson

        LAT and LON are decimal degrees, negative west and south ("LAT,LON" works too).
        TIME is San Francisco wall-clock time unless it carries an offset (2026-11-23T06:00-08:00);
        parkcheck answers in San Francisco time whatever the machine's time zone.

        Data: parkcheck answers from, in order: --data PATH; the directory in $PARKCHECK_DATA;
        ../share/parkcheck beside the executable (where `make install` puts it); the Resources/
        folder of the source tree it was built from. A data directory holds zones.json,
        regulations.geojson, sweeping.geojson and meters.geojson. A lookup reads only the data near
        its point when the directory also holds parkcheck.pack, written by `parkcheck pack DIR` (make
        does it for the source tree and the installed data); without it, or when a data file changed
        since, parkcheck reads the files whole (and says so), which takes about half a second.

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
        case .success:
            return "answered, whatever the answer (also when the output is closed early, as by head); "
                + "with --exit-status: you may park now"
        case .someInputFailed:
            return "some input could not be answered (each is reported); with --exit-status: the answer is no; "
                + "with --fail-on-no: some answer is no, or unknown (unless --allow-unknown)"
        case .onlyConditionally: return "with --exit-status: only conditionally (pay the meter, display the placard)"
        case .answerUnknown:
            return "with --exit-status: unknown (no curb within reach, curbs that disagree, outside the data)"
        case .usage: return "the command line is wrong (also an unknown permit, an unreadable --at or --side)"
        case .dataError: return "a data file is not valid data (each problem at file:line:column)"
        case .noInput: return "an input or data file cannot be read, or no data was found"
        case .cannotCreate: return "parkcheck pack cannot write the pack file"
        }
    }
}
