/// `parkcheck man`: the manual page, roff for man(7), generated from the lists `--help` uses
/// (``Invocation/options``, ``CommandSpec/all``, ``ExitCode`` with ``HelpText/summary(of:)``), so
/// the two cannot drift apart. `make install` writes it to `share/man/man1/parkcheck.1`.
enum ManPage {
    /// The whole page, ending in a newline.
    static var roff: String {
        var parts: [String] = [
            ".TH PARKCHECK 1 \"\(Version.date)\" \"parkcheck \(Version.current)\" \"User Commands\"",
            ".SH NAME",
            "parkcheck \\- may I park here, and until when? (San Francisco, Portland, Austin)",
            ".SH SYNOPSIS",
            ".nf",
        ]
        parts += synopsis.map { ".B " + Roff.escaped($0) }
        parts += [".fi", ".SH DESCRIPTION"]
        parts += Roff.paragraphs(description)
        parts.append(".SH COMMANDS")
        parts += CommandSpec.all.map { Roff.tagged($0.usage, $0.description) }
        parts.append(".SH OPTIONS")
        parts += Invocation.options.map { Roff.tagged($0.synopsis, $0.summary) }
        for (title, paragraphs) in sections {
            parts.append(".SH " + title)
            parts += Roff.paragraphs(paragraphs)
        }
        parts.append(".SH ENVIRONMENT")
        parts += environment.map { Roff.tagged($0.0, $0.1) }
        parts.append(".SH EXIT STATUS")
        parts += ExitCode.allCases.map { Roff.tagged(String($0.rawValue), HelpText.summary(of: $0)) }
        parts.append(".SH EXAMPLES")
        parts.append(Roff.verbatim(examples))
        parts.append(".SH SEE ALSO")
        parts.append(
            Roff.escaped(
                "README.md (the options, formats and data sources), docs/BATCH.md (every batch input form and "
                    + "a real record in each format) and docs/VERDICTS.md in the source tree."))
        return parts.joined(separator: "\n") + "\n"
    }

    private static var synopsis: [String] {
        ["parkcheck LAT LON [options]", "parkcheck [FILE... | -] [options]"] + CommandSpec.all.map(\.usage) + [
            "parkcheck --help | --version"
        ]
    }

    private static let description = [
        "parkcheck answers, offline, from the City of San Francisco's own published data: at this place, with "
            + "the permits you hold, may you park now, and until when? The first line is the verdict (yes, no, "
            + "only conditionally, or unknown where the data cannot say), until when and what binds; the lines "
            + "below give the permit's status, the rules, the next street sweeping on your side and the meter.",
        "With LAT LON it answers for one place. Without them it answers every line of each FILE in turn, or "
            + "of standard input, with exactly one record per line, in input order (batch mode).",
    ]

    private static let sections: [(String, [String])] = [
        (
            "COORDINATES AND TIME",
            [
                "LAT and LON are decimal degrees, negative west and south (\"LAT,LON\" works too).",
                "TIME is San Francisco wall-clock time unless it carries an offset (2026-11-23T06:00-08:00); "
                    + "parkcheck answers in San Francisco time whatever the machine's time zone. A local time "
                    + "the clock skips or shows twice is answered for the instant a warning names.",
            ]
        ),
        (
            "BATCH MODE",
            [
                "Batch mode (no LAT LON) reads one place per line of FILE or stdin: \"lat,lon\", \"lat lon\", "
                    + "CSV with a header (lat, lon, and optional id, at, permits, placard: a row's own values "
                    + "win over the options), NDJSON objects or GeoJSON Point features. It writes one record "
                    + "per row, in input order, a failed row's record carrying its error (and a message on "
                    + "standard error naming file:line): text on a terminal, else ndjson.",
                "Several FILEs (- among them for standard input, once) are read one after the other as one "
                    + "batch, each in its own form (a CSV file and an NDJSON file may be mixed): every record "
                    + "then names its input in a file member (a file column in CSV, FILE: before each text "
                    + "line; --fields file asks for it with one input too). A FILE that cannot be read is said "
                    + "by name and the others are answered; the exit status is then 66. --max-errors, "
                    + "--fail-on-no and the summary count the rows of every FILE together.",
                "--keep COLS copies input columns into every record under input (CSV: input.NAME columns "
                    + "first); --keep all copies every one: a CSV input's columns in header order, an NDJSON "
                    + "row's members or a GeoJSON feature's properties, each row its own in json, ndjson and "
                    + "geojson. CSV output fixes its columns before the first record: they are the first "
                    + "input's (its header, or its first row's members), and a later row's member that is none "
                    + "of them is warned about with its row, not written.",
                "--format chooses text, json, ndjson, csv, geojson or ics (one calendar); --fields the fields of the records "
                    + "(dotted paths such as zone.code; an object's name selects everything below it); "
                    + "--zone-only answers only which permit area each place is in. On a terminal, a long "
                    + "batch shows its progress on standard error (not with --quiet): the share of the input "
                    + "answered and the time left when every FILE is a regular file (its size known), the rows "
                    + "so far when reading a pipe; the line is erased when the batch ends.",
            ]
        ),
        (
            "MAPS AND CALENDARS",
            [
                "--format svg draws the answer on a map, offline, from the data alone: the streets within 150 m "
                    + "with their names, the residential permit areas, the car's curb in the colour of the "
                    + "verdict, every other curb in the colour of what a car parked there is told at the same "
                    + "arrival, a legend, a scale bar, north up (parkcheck near: the stretches listed and the walk "
                    + "to each). --format html puts the text answer and the map on one page. Nothing is fetched.",
                "--format ics writes a calendar (RFC 5545) for the parked car: an event at the park-until "
                    + "deadline and at each street sweeping on its side for the next 8 weeks, holidays and weeks "
                    + "of the month honoured, each with an alarm --remind ahead (30m by default), times in "
                    + "the city's time zone. In a city answered from a curb feed, each period of the 8 weeks "
                    + "in which the car may not stay on its curb (parking forbidden, reserved for others, loading "
                    + "only) takes the place of the sweepings. UIDs are stable: importing a newer calendar "
                    + "updates the events. A batch with --format ics writes one calendar with every row's "
                    + "events, each on its city's clock.",
            ]
        ),
        (
            "DATA",
            [
                "parkcheck answers from, in order: --data PATH; the directory in PARKCHECK_DATA; "
                    + "../share/parkcheck beside the executable (where make install puts it); the Resources/ "
                    + "folder of the source tree it was built from. A data directory holds zones.json, "
                    + "regulations.geojson, sweeping.geojson and meters.geojson.",
                "CITIES. A data directory's cities/ folder holds one folder per city (parkcheck cities lists "
                    + "them): city.json (name, IANA time zone and its POSIX rule, bounds, data date, authority, "
                    + "licence, sources with their SHA-256), the curbs derived from its CurbLR feed "
                    + "(curbs.curblr.json), its holiday calendar (holidays.txt, a documented, editable text file; "
                    + "a calendar that is unknown makes answers that depend on it unknown) and REPORT.md. A lookup "
                    + "answers from the city whose bounds (plus 150 m) hold its point, or the one --city NAME "
                    + "names, in that city's time whatever TZ says; --at without an offset is that city's wall "
                    + "clock. --vehicle KIND and --user-class CLASS name the feed's user classes you belong to "
                    + "(motorcycle, commercial, taxi, hotel_guest...). --data FEED answers from any CurbLR 1.1 "
                    + "feed (refused, with each problem's place, when any part of it cannot be read). The curb is "
                    + "the nearest street's within 25 m, on the side the point is on; --side (left or right of "
                    + "the street reference's direction, or a compass side) or --heading DEG (the car parks with "
                    + "the traffic, so on the right of travel) chooses the side instead, as in San Francisco (a "
                    + "heading across the street, or a compass side along it, chooses nothing: a warning, and "
                    + "the point's side is answered); with --accuracy METRES, a point nearer the centreline than "
                    + "that may be on either side, so both are asked: the same verdict is answered with the sooner "
                    + "end of the stay, different ones are unknown (warning side-uncertain). --threshold is refused "
                    + "for a city's curbs. A batch answers each row from its city the same way (--city NAME: every "
                    + "row from that city; a row's accuracy as --accuracy), in input order, the record a lookup "
                    + "there writes; near, maps (--format svg, html) and calendars (--format ics) answer in every "
                    + "city.",
                "A lookup reads only the data near its point when the directory also holds parkcheck.pack, "
                    + "written by parkcheck pack DIR (make does it for the source tree and the installed data); "
                    + "without it, or when a data file changed since, parkcheck reads the files whole (and "
                    + "says so), which takes about half a second.",
            ]
        ),
        (
            "OUTPUT AND MESSAGES",
            [
                "Results go to standard output (or the --output FILE), messages to standard error: errors "
                    + "as parkcheck: error: ..., a batch row's as parkcheck: error (at FILE:LINE): ... . "
                    + "--quiet leaves out warnings, notes and progress, never errors; --verbose adds the data "
                    + "directory used, the time answered for and how long the run took. A closed pipe (as by "
                    + "head) ends the run quietly with status 0.",
                "Colour is used only on a terminal (--color=auto), never when NO_COLOR is set; "
                    + "--color=always and CLICOLOR_FORCE=1 colour a pipe too, --color=never (--no-color) never "
                    + "colours.",
            ]
        ),
    ]

    private static let environment: [(String, String)] = [
        ("PARKCHECK_DATA", "a data directory (or a zone file) to answer from when --data is not given."),
        ("NO_COLOR", "when set and not empty, no colour (unless --color=always)."),
        ("CLICOLOR_FORCE", "when set and not 0, colour even when not on a terminal (unless NO_COLOR is set)."),
        ("TERM", "dumb: no colour with --color=auto."),
    ]

    private static let examples = [
        "parkcheck 37.76 -122.43 --permit Q",
        "parkcheck 37.759546 -122.423713 -p S --at 2026-11-23T06:00",
        "parkcheck 37.759975 -122.424289 -p S --side north --at 2026-11-22T10:00",
        "parkcheck 37.76,-122.43 --json",
        "parkcheck 37.774643 -122.425055 --exit-status && echo \"park here\"",
        "parkcheck 37.76 -122.43 --data zones.geojson --threshold 15",
        "parkcheck points.txt --format csv -o answers.csv",
        "parkcheck monday.csv tuesday.ndjson --keep all --format ndjson > answers.ndjson",
        "parkcheck spots.csv --at 2026-07-06T08:30 --fail-on-no",
        "parkcheck --zone-only --format csv < points.txt",
        "parkcheck validate zones.geojson",
        "parkcheck completions bash > ~/.local/share/bash-completion/completions/parkcheck",
    ]
}
