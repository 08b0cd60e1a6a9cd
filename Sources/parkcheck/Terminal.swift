import Foundation

/// What `parkcheck` needs to know about the terminal: whether a stream is one, and whether to
/// colour it.
enum Terminal {
    /// Whether `fileDescriptor` is a terminal (`isatty`).
    static func isTerminal(_ fileDescriptor: Int32) -> Bool { isatty(fileDescriptor) == 1 }

    /// For tests, which have no terminal: `PARKCHECK_TEST_PROGRESS=SECONDS` makes a batch take
    /// standard error for a terminal (its progress line and summary are written), show the
    /// progress line at every block of rows, and count each update as SECONDS after the one
    /// before, so that the line's text is the same at every run. Not documented for users.
    static let progressTestVariable = "PARKCHECK_TEST_PROGRESS"

    /// The test clock's step (``progressTestVariable``), when set to a number of seconds.
    static func progressTestStep(_ environment: [String: String]) -> Duration? {
        guard let text = environment[progressTestVariable], let seconds = Double(text), seconds.isFinite, seconds >= 0
        else { return nil }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// Whether to colour a stream.
    ///
    /// `--color=always` and `--color=never` (`--no-color`) decide alone. With `auto`: never when
    /// `NO_COLOR` is set to anything non-empty (no-color.org); always when `CLICOLOR_FORCE` is set
    /// to anything but `0` or empty; otherwise only a terminal whose `TERM` is not `dumb`.
    ///
    /// - Parameters:
    ///   - isTerminal: whether the stream is a terminal.
    ///   - environment: the process environment.
    ///   - choice: `--color`.
    static func usesColor(isTerminal: Bool, environment: [String: String], choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
            return isTerminal && environment["TERM"] != "dumb"
        }
    }
}
