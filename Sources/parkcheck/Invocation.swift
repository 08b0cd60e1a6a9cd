/// What a `parkcheck` command line asks for: the command and its options, with numbers parsed and
/// everything else kept as typed. What the values mean (is `Q` a permit area, is `2026-07-06T08:30`
/// a time) is ZoneKit's business once the engine is wired in.
struct Invocation: Sendable, Equatable {
    /// The forms of the command line.
    enum Command: Sendable, Equatable {
        /// `--help` / `-h`.
        case help
        /// `--version`.
        case version
        /// `parkcheck LAT LON` (or `parkcheck LAT,LON`): one answer for one place.
        case lookup(latitude: Double, longitude: Double)
        /// `parkcheck [FILE|-]`: one answer per input line from `FILE`, or from standard input for
        /// `-` and when `input` is `nil` (no argument at all).
        case batch(input: String?)
        /// `parkcheck validate FILE...`: check zone data files.
        case validate(files: [String])
        /// `parkcheck pack [DIR]`: write a data directory's pack (`nil`: the one lookups use).
        case pack(directory: String?)
    }

    /// What to do.
    var command: Command
    /// `--permit`, in order given (area codes as typed).
    var permits: [String] = []
    /// `--placard`.
    var hasPlacard = false
    /// `--at`, as typed.
    var time: String?
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
    /// `--exit-status`: the exit status answers the question.
    var exitStatusAnswers = false
    /// `--fail-on-no`: exit with a failure status when the answer is no (or unknown).
    var failsOnNo = false
    /// `--allow-unknown`: an unknown answer does not fail `--fail-on-no`.
    var allowsUnknown = false

    /// Whether an unknown answer fails the run: `--fail-on-no` without `--allow-unknown`.
    var failsOnUnknown: Bool { failsOnNo && !allowsUnknown }
    /// `--no-color`.
    var isColorDisabled = false
}
