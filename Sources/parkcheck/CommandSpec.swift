/// One subcommand of `parkcheck` (`validate`, `pack`…), declared once for the parser, the
/// "did you mean" suggestions, `--help`, the man page and the shell completions.
struct CommandSpec: Sendable, Equatable {
    /// The word typed: `validate`.
    let name: String
    /// What follows the name in a usage line: `FILE... [--json]`.
    let arguments: String
    /// One line for the usage list.
    let summary: String
    /// The long names of the options it takes besides ``commonOptions``.
    let options: [String]
    /// A paragraph for `parkcheck help COMMAND` and the man page.
    let description: String

    /// `parkcheck validate FILE... [--json]`.
    var usage: String { "parkcheck \(name)" + (arguments.isEmpty ? "" : " \(arguments)") }

    /// The options every command takes: about the run itself, not the question.
    static let commonOptions = ["output", "quiet", "verbose", "color", "no-color", "no-config", "help", "version"]

    /// Every subcommand, in the order help lists them.
    static let all: [CommandSpec] = [
        CommandSpec(
            name: "near", arguments: "LAT LON | FILE | -", summary: "where near here may I park (--stay 2h)",
            options: [
                "permit", "placard", "at", "stay", "within", "limit", "threshold", "data", "city", "vehicle",
                "user-class",
                "format", "json",
            ],
            description: """
                Lists the stretches of curb within --within metres (400 by default, straight-line \
                distance) where the car may be parked at the arrival (--at) and stay for --stay (or, \
                without it, at all), nearest first, then the longest stay: the street, between which \
                cross streets, the side, the distance, until when and what binds then, and any \
                condition (pay the meter). Each side of a block is split where its rules change, and \
                each stretch is answered as a lookup at its point nearest you, on its side. With none \
                within the distance, says so and names the nearest beyond it. --format json, ndjson, \
                csv or geojson (one LineString per stretch) for programs; svg or html for a map of the \
                stretches listed, numbered, with the walk to each. In every city: San Francisco's \
                curbs, or those of the city with a curb feed that holds the point (or --city, or \
                --data FEED), each answered as a lookup there, on the city's clock. With a FILE (or - \
                for standard input) of places in any batch input form, one answer per row, in order, \
                each row from its own city.
                """),
        CommandSpec(
            name: "cities", arguments: "[--format json]", summary: "list the cities with curb data",
            options: ["data", "format", "json"],
            description: """
                Lists the cities of the data directory: name and --city name, time zone (with the \
                zone's POSIX rule, kept with the city's data), bounds, the data's date, authority, \
                sources, licence and holiday calendar. A lookup answers from the city whose data \
                holds its point (or the one --city names), in that city's time whatever the host's \
                TZ. Each holiday file is read: a line that no longer reads is reported as FILE:LINE \
                (exit 65). --format json (or ndjson) for programs.
                """),
        CommandSpec(
            name: "validate", arguments: "FILE... [--json]", summary: "check zone data files",
            options: ["json", "format", "strict"],
            description: """
                Checks each FILE (zone files, GeoJSON, the project's data files) and lists every \
                problem as FILE:LINE:COLUMN: SEVERITY: PATH: message, then one summary line per file; \
                --json (or --format json) writes one JSON document instead. Permit areas that \
                regulations name are checked against the zone files given in the same run. FILE - \
                reads standard input. Exits 0 when no file has an error (warnings allowed, unless \
                --strict), 65 when one has, 66 when a FILE cannot be read.
                """),
        CommandSpec(
            name: "upgrade", arguments: "FEED [-o NEW]",
            summary: "rewrite an older CurbLR feed as 1.1",
            options: ["time-zone", "currency"],
            description: """
                Rewrites FEED, a CurbLR 1.0.0 feed or one in a pre-1.1 dialect, as CurbLR 1.1 (to \
                standard output, or NEW with -o; NEW may be FEED itself, replaced only once the \
                upgrade succeeded). Each change is listed on stderr as FEED:LINE:COLUMN: changed: \
                PATH: what: a manifest written, numeric priorities as priorityCategory with a \
                priorityHierarchy (lowest number first), userClasses, timeSpans and timesOfDay \
                objects wrapped in arrays, days such as mon or s spelled mo or sa, 7:00 as 07:00, \
                maxStay and noReturn 0 (no limit) removed, payment: true where fees are listed. \
                Nothing is guessed: a manifest without a time zone needs --time-zone (the refusal \
                hints at one from the coordinates), a day s that could be Saturday or Sunday is \
                refused with its place. The result is read back as a lookup reads it; exits 65, \
                writing nothing, when the feed cannot be upgraded or still cannot be read, 66 when \
                FEED cannot be read.
                """),
        CommandSpec(
            name: "pack", arguments: "[DIR]", summary: "index a data directory for fast lookups", options: [],
            description: """
                Writes DIR/parkcheck.pack, the index that lets a lookup read only the data near its \
                point. Without DIR, packs the data directory a lookup would use. The pack remembers \
                each data file's size and modification time: when one changes, lookups read the \
                files whole (same answers, slower) and say so until the pack is written again. \
                Exits 73 when the pack cannot be written.
                """),
        CommandSpec(
            name: "completions", arguments: "SHELL", summary: "print bash, zsh or fish completions",
            options: [],
            description: """
                Prints the completion script for SHELL (bash, zsh or fish): options, commands, \
                formats, the fields --fields accepts and the permit areas. make install puts them \
                where each shell looks; by hand: source <(parkcheck completions bash).
                """),
        CommandSpec(
            name: "man", arguments: "", summary: "print the manual page (roff)", options: [],
            description: """
                Prints this manual page as roff, generated from the same option and exit-status \
                lists as --help: parkcheck man | man -l -
                """),
        CommandSpec(
            name: "help", arguments: "[COMMAND]", summary: "help on parkcheck, or on one command", options: [],
            description: "Prints the help of COMMAND, or parkcheck's own without one (as --help does)."),
    ]

    /// The subcommand called `name`, if any.
    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// Every option the command takes, long names, in the order of ``Invocation/options``.
    var acceptedOptions: [OptionSpec] {
        Invocation.options.filter { options.contains($0.name) || Self.commonOptions.contains($0.name) }
            .map { option in
                // Only the formats this command writes (near writes no calendar, cities no table).
                guard option.name == "format", let formats = Self.formats[name] else { return option }
                return OptionSpec(
                    option.name, short: option.shortName, option.kind, brief: option.isInBriefHelp,
                    summary: formats.map(\.rawValue).joined(separator: "|"))
            }
    }

    /// The formats a command writes, where it does not write them all.
    static let formats: [String: [OutputFormat]] = [
        "near": [.text, .json, .ndjson, .csv, .geojson, .svg, .html],
        "cities": [.text, .json, .ndjson],
    ]
}
