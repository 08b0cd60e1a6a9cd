/// Why a batch ends before its first row (the data or the options cannot be used): the exit
/// status, the reasons having been written to standard error already.
struct BatchStop: Error, Equatable {
    /// The status to exit with.
    let code: ExitCode
}
