import Foundation

/// What `parkcheck` needs to know about the terminal: whether a stream is one, and whether to
/// colour it.
enum Terminal {
    /// Whether `fileDescriptor` is a terminal (`isatty`).
    static func isTerminal(_ fileDescriptor: Int32) -> Bool { isatty(fileDescriptor) == 1 }

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
