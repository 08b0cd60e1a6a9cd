import ParkcheckBatch
import ZoneKit

/// Messages for people on standard error: `parkcheck: error: …` and
/// `parkcheck: error (at <stdin>:12): …`, the severity in colour when the stream allows it.
/// Written at once, unbuffered, so that they interleave correctly with results on a terminal.
struct Diagnostics: Sendable {
    /// How serious a message is.
    enum Severity: String, Sendable {
        case error
        case warning
    }

    /// Where messages go (standard error unless a test says otherwise).
    let fileDescriptor: Int32
    /// Whether to colour the severity.
    let usesColor: Bool
    /// `--quiet`: warnings, notes and progress are left out; errors (and the hints that go with
    /// them) are not.
    let isQuiet: Bool
    /// `--verbose`: ``verbose(_:)`` lines are written.
    let isVerbose: Bool

    /// Creates a writer of messages.
    init(fileDescriptor: Int32 = 2, usesColor: Bool, isQuiet: Bool = false, isVerbose: Bool = false) {
        self.fileDescriptor = fileDescriptor
        self.usesColor = usesColor
        self.isQuiet = isQuiet
        self.isVerbose = isVerbose
    }

    /// Writes `parkcheck: error: message` (with the place when given).
    func error(_ message: String, at place: InputLocation? = nil) {
        emit(Self.line(.error, message, at: place, colored: usesColor))
    }

    /// Writes `parkcheck: warning: message` (with the place when given), unless quiet.
    func warning(_ message: String, at place: InputLocation? = nil) {
        guard !isQuiet else { return }
        emit(Self.line(.warning, message, at: place, colored: usesColor))
    }

    /// Writes `text` as it is (a hint, a usage summary that goes with an error); a newline is
    /// added when missing. Written even when quiet.
    func note(_ text: String) {
        emit(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes `text` as ``note(_:)`` does, unless quiet: news that is not about a failure (a
    /// batch's summary, a pack that cannot be used).
    func info(_ text: String) {
        guard !isQuiet else { return }
        note(text)
    }

    /// Writes `parkcheck: message` with `--verbose` only.
    func verbose(_ message: String) {
        guard isVerbose else { return }
        note("parkcheck: " + message)
    }

    /// One message line, newline included.
    static func line(_ severity: Severity, _ message: String, at place: InputLocation?, colored: Bool) -> String {
        let label = colored ? severity.colored : severity.rawValue
        let location = place.map { " (at \($0))" } ?? ""
        return "parkcheck: \(label)\(location): \(message)\n"
    }

    private func emit(_ text: String) {
        // Nothing sensible is left to do when standard error itself cannot be written.
        _ = BufferedOutput.writeAll(Array(text.utf8), to: fileDescriptor)
    }
}

extension Diagnostics.Severity {
    /// The label in bold red (error) or bold yellow (warning), ANSI SGR.
    fileprivate var colored: String {
        switch self {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        }
    }
}
