/// The progress line of a long batch on a terminal: `parkcheck: 250,000 rows so far`, rewritten
/// in place on standard error (carriage return, erase line), at most a few times a second, and
/// only once the batch has run for ``delay``.
///
/// Shown only when standard error is a terminal and standard output is not (when the answers
/// themselves scroll by, they are the progress). Cleared before any other message and at the end.
struct BatchProgress {
    /// How long a batch runs before the line appears.
    static let delay = Duration.seconds(1)
    /// The shortest time between two updates.
    static let interval = Duration.milliseconds(250)
    /// How many rows pass between two looks at the clock (at least).
    static let rowsPerCheck = 1024

    /// Whether the line is shown at all.
    let isEnabled: Bool
    /// Where it goes.
    let diagnostics: Diagnostics
    private let clock = ContinuousClock()
    private var nextUpdate: ContinuousClock.Instant
    private var isShowing = false
    /// The rows done when the clock was last looked at.
    private var rowsAtCheck = 0

    /// Creates the progress line of a batch starting now.
    init(isEnabled: Bool, diagnostics: Diagnostics) {
        self.isEnabled = isEnabled
        self.diagnostics = diagnostics
        nextUpdate = clock.now + Self.delay
    }

    /// Takes note of the rows done so far; now and then shows `tally`.
    mutating func rowsDone(_ tally: BatchTally) {
        guard isEnabled, tally.rows - rowsAtCheck >= Self.rowsPerCheck else { return }
        rowsAtCheck = tally.rows
        let now = clock.now
        guard now >= nextUpdate else { return }
        nextUpdate = now + Self.interval
        emit("\r\u{1B}[Kparkcheck: \(tally.progress)")
        isShowing = true
    }

    /// Erases the line, if shown, so that another message can take its place.
    mutating func clear() {
        guard isShowing else { return }
        emit("\r\u{1B}[K")
        isShowing = false
    }

    private func emit(_ text: String) {
        // As for other messages: nothing sensible is left to do when standard error fails.
        _ = BufferedOutput.writeAll(Array(text.utf8), to: diagnostics.fileDescriptor)
    }
}
