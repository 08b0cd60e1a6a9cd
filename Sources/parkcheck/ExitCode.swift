/// The documented exit statuses of `parkcheck` (sysexits.h numbers for the failures of the run
/// itself, small numbers for answers), stable for scripts.
enum ExitCode: Int32, Sendable, CaseIterable {
    /// Every input was answered (or help, version, validation succeeded). Also the status when the
    /// reader of the output goes away early (`parkcheck … | head`), which is not a failure.
    case success = 0
    /// At least one input could not be answered (a bad line in batch mode, an invalid file given to
    /// `validate`); the others still were, and each failure was
    /// reported on standard error.
    case someInputFailed = 1
    /// With `--exit-status`: the car may be parked only if a condition that binds now is met (pay
    /// the meter, display the placard).
    case onlyConditionally = 2
    /// With `--exit-status`: the data cannot say (no curb within reach, curbs that disagree, the
    /// side unknown and one side forbidding parking, a point outside the data).
    case answerUnknown = 3
    /// The command line was wrong: unknown option, missing or malformed value (EX_USAGE).
    case usage = 64
    /// A data file was read but is not valid zone data (EX_DATAERR).
    case dataError = 65
    /// An input or data file does not exist or cannot be read (EX_NOINPUT).
    case noInput = 66
    /// An output file (`parkcheck pack`'s) cannot be written (EX_CANTCREAT).
    case cannotCreate = 73
    /// Writing the results failed (a full disk, an I/O error), so they are incomplete (EX_IOERR).
    /// A reader that goes away early is not this, but ``success``.
    case ioError = 74
    /// The config file, or a `PARKCHECK_…` default, cannot be used (EX_CONFIG).
    case configError = 78
}
