import ParkcheckBatch
import ZoneKit

/// What a `parkcheck` command line asks for: the command and its options, with numbers parsed and
/// everything else kept as typed. What the values mean (is `Q` a permit area, is `2026-07-06T08:30`
/// a time) is ZoneKit's business once the engine is wired in.
struct Invocation: Sendable, Equatable {
    /// The forms of the command line.
    enum Command: Sendable, Equatable {
        /// `--help` / `-h`, `parkcheck help [COMMAND]`: the help of `topic` (a ``CommandSpec``
        /// name), or parkcheck's own for `nil`.
        case help(topic: String?)
        /// `--version` / `-V`.
        case version
        /// `parkcheck completions SHELL`: print a completion script.
        case completions(Shell)
        /// `parkcheck man`: print the man page (roff).
        case manPage
        /// `parkcheck LAT LON` (or `parkcheck LAT,LON`): one answer for one place.
        case lookup(latitude: Double, longitude: Double)
        /// `parkcheck [FILE|-]...`: one answer per input line from each `FILE` in turn, or from
        /// standard input for `-` and when `inputs` is empty (no argument at all).
        case batch(inputs: [String])
        /// `parkcheck validate FILE...`: check zone data files.
        case validate(files: [String])
        /// `parkcheck pack [DIR]`: write a data directory's pack (`nil`: the one lookups use).
        case pack(directory: String?)
        /// `parkcheck near LAT LON`: the curbs around a place where the car may stay.
        case near(latitude: Double, longitude: Double)
        /// `parkcheck near FILE` (or `-`): one `near` answer per input row.
        case nearBatch(input: String)
        /// `parkcheck cities`: the cities the data holds.
        case cities
        /// `parkcheck upgrade FEED`: a pre-1.1 CurbLR feed rewritten as CurbLR 1.1.
        case upgrade(feed: String)
    }

    /// What to do.
    var command: Command
    /// `--permit`, in order given (area codes as typed).
    var permits: [String] = []
    /// `--placard`.
    var hasPlacard = false
    /// `--at`, as typed; words (`tomorrow 8am`) resolved on San Francisco's clock.
    var time: String?
    /// `--at` as typed when it was words (`today 17:30`, `tomorrow 8am`): a city's curbs read them
    /// again on the city's own clock (``RelativeTime/resolve(_:now:clock:)``).
    var timeInWords: String?
    /// `--side`, as typed.
    var side: String?
    /// `--heading`, in degrees.
    var heading: Double?
    /// `--accuracy`, in metres.
    var accuracy: Double?
    /// `--threshold`, in metres.
    var threshold: Double?
    /// `--data`, a path.
    var dataFile: String?
    /// `--zone-only`: a batch answers only the zone lookup.
    var isZoneOnly = false
    /// `--format`, or `.json` for `--json`.
    var format: OutputFormat = .text
    /// Whether `--format` or `--json` was given (batches choose their default by the terminal).
    var isFormatGiven = false
    /// `--fields`, split at commas; empty means the format's default fields.
    var fields: [String] = []
    /// `--keep`, split at commas (duplicates dropped): the input columns a batch copies into each
    /// record, under `input`.
    var keep: [String] = []
    /// `--keep all`: a batch copies every input column (CSV cell, JSON member, GeoJSON property)
    /// into each record, under `input` (``keep`` is then empty).
    var keepsAll = false
    /// `--delimiter`, `--no-header`, `--id-column`, `--keep`: how a batch reads its input.
    var csvInput = CSVInputOptions()
    /// `--strict`: `validate` fails on warnings too.
    var isStrict = false
    /// `--list-fields`: print the names `--fields` takes instead of answering.
    var listsFields = false
    /// `--jobs`: how many threads a batch answers on (default: one per core).
    var jobs: Int?
    /// `--max-errors`: a batch stops at the first bad row past this many.
    var maxErrors: Int?
    /// `--exit-status`: the exit status answers the question.
    var exitStatusAnswers = false
    /// `--fail-on-no`: exit with a failure status when the answer is no (or unknown).
    var failsOnNo = false
    /// `--allow-unknown`: an unknown answer does not fail `--fail-on-no`.
    var allowsUnknown = false
    /// `--stay`, in seconds: how long the car must be able to stay (`near`).
    var stay: Double?
    /// `--within`, in metres: how far to look (`near`).
    var within: Double?
    /// `--limit`: how many curbs to list at most (`near`); 0 lists all.
    var limit: Int?
    /// `--city`, as typed: the city to answer from, whatever the point.
    var city: String?
    /// `--vehicle`, lowercased: the kind of vehicle or service (motorcycle, commercial, taxi…).
    var vehicle: String?
    /// `--user-class`, in order given, lowercased: other user classes of a curb feed the driver
    /// belongs to (`hotel_guest`, `valet`).
    var userClasses: [String] = []
    /// `--remind`, in seconds: how long before each event of `--format ics` its alarm rings.
    var remind: Double?
    /// `--time-zone`: the IANA zone `upgrade` writes into a manifest that names none.
    var timeZone: String?
    /// `--currency`: the ISO 4217 currency `upgrade` writes into a manifest that names none.
    var currency: String?

    /// Whether an unknown answer fails the run: `--fail-on-no` without `--allow-unknown`.
    var failsOnUnknown: Bool { failsOnNo && !allowsUnknown }
    /// `--color` (`--no-color` is `never`).
    var color: ColorChoice = .auto
    /// `-o`/`--output`: results go to this file instead of standard output (`-`: standard output).
    var outputFile: String?
    /// `-q`/`--quiet`: no warnings, notes or progress on standard error (errors still).
    var isQuiet = false
    /// `-v`/`--verbose`: standard error also says which data, which time, and how long it took; a
    /// curb city's answer also names the feed's ids (feature, regulation, reference, priority rank).
    var isVerbose = false
}

extension Invocation.Command {
    /// Whether the command opens `--output` itself (``UpgradeCommand`` writes NEW only once the
    /// upgrade succeeded, and may replace its input), rather than standard output pointing there.
    var writesItsOwnOutput: Bool {
        if case .upgrade = self { return true }
        return false
    }

    /// The subcommand this is, if it is one (its options are checked against the spec's).
    var spec: CommandSpec? {
        switch self {
        case .validate: return CommandSpec.named("validate")
        case .pack: return CommandSpec.named("pack")
        case .completions: return CommandSpec.named("completions")
        case .manPage: return CommandSpec.named("man")
        case .help: return CommandSpec.named("help")
        case .near, .nearBatch: return CommandSpec.named("near")
        case .cities: return CommandSpec.named("cities")
        case .upgrade: return CommandSpec.named("upgrade")
        case .version, .lookup, .batch: return nil
        }
    }
}
