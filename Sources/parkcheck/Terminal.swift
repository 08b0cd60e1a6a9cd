import Foundation

/// What `parkcheck` needs to know about the terminal: whether a stream is one, and whether to
/// colour it.
enum Terminal {
    /// Whether `fileDescriptor` is a terminal (`isatty`).
    static func isTerminal(_ fileDescriptor: Int32) -> Bool { isatty(fileDescriptor) == 1 }

    /// Whether to colour a stream: only a terminal, never with `--no-color`, never when `NO_COLOR`
    /// is set to anything non-empty (no-color.org), never on `TERM=dumb`.
    ///
    /// - Parameters:
    ///   - isTerminal: whether the stream is a terminal.
    ///   - environment: the process environment.
    ///   - isDisabled: whether `--no-color` was given.
    static func usesColor(isTerminal: Bool, environment: [String: String], isDisabled: Bool) -> Bool {
        guard isTerminal, !isDisabled, environment["TERM"] != "dumb" else { return false }
        return environment["NO_COLOR"].map(\.isEmpty) ?? true
    }
}
