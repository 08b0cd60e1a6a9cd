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

    /// Creates a writer of messages.
    init(fileDescriptor: Int32 = 2, usesColor: Bool) {
        self.fileDescriptor = fileDescriptor
        self.usesColor = usesColor
    }

    /// Writes `parkcheck: error: message` (with the place when given).
    func error(_ message: String, at place: InputLocation? = nil) {
        emit(Self.line(.error, message, at: place, colored: usesColor))
    }

    /// Writes `parkcheck: warning: message` (with the place when given).
    func warning(_ message: String, at place: InputLocation? = nil) {
        emit(Self.line(.warning, message, at: place, colored: usesColor))
    }

    /// Writes `text` as it is (a hint, a usage summary); a newline is added when missing.
    func note(_ text: String) {
        emit(text.hasSuffix("\n") ? text : text + "\n")
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
