import Foundation
import ParkcheckBatch
import ZoneKit

/// The progress line of a long batch on a terminal, rewritten in place on standard error
/// (carriage return, erase line), at most a few times a second, and only once the batch has run
/// for ``delay``:
///
/// - when every input is a regular file (its size known), the share of their bytes answered and
///   the time left at the pace so far: `parkcheck: 42%, 250,000 rows so far, about 1 min left`;
/// - otherwise (a pipe, a terminal), the rows alone: `parkcheck: 250,000 rows so far (3 failed)`.
///
/// Shown only when standard error is a terminal and standard output is not (when the answers
/// themselves scroll by, they are the progress), never with `--quiet`. Cleared before any other
/// message and at the end, so that nothing of it stays on the screen.
struct BatchProgress {
    /// How long a batch runs before the line appears.
    static let delay = Duration.seconds(1)
    /// The shortest time between two updates.
    static let interval = Duration.milliseconds(250)
    /// How many rows pass between two looks at the clock (at least).
    static let rowsPerCheck = 1024

    /// The sizes of the inputs, in order, when every one is known.
    struct Sizes: Sendable, Equatable {
        /// Each input's name and size in bytes.
        var inputs: [(name: InputSourceName, bytes: Int)]

        /// Every input's bytes.
        var total: Int { inputs.reduce(0) { $0 + $1.bytes } }

        static func == (lhs: Sizes, rhs: Sizes) -> Bool {
            lhs.inputs.elementsEqual(rhs.inputs) { $0.name == $1.name && $0.bytes == $1.bytes }
        }

        /// The sizes of `sources` (regular files, or standard input redirected from one); `nil`
        /// when one is a pipe, a terminal or cannot be looked at.
        static func of(_ sources: [InputSource]) -> Sizes? {
            var inputs: [(name: InputSourceName, bytes: Int)] = []
            for source in sources {
                var status = stat()
                let found: Int32
                switch source {
                case .standardInput: found = fstat(STDIN_FILENO, &status)
                case .file(let path): found = stat(path, &status)
                }
                guard found == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
                inputs.append((InputSourceName(source.displayName), Int(status.st_size)))
            }
            return Sizes(inputs: inputs)
        }
    }

    /// Whether the line is shown at all.
    let isEnabled: Bool
    /// Where it goes.
    let diagnostics: Diagnostics
    /// The inputs' sizes, when known: the line then says how much is done and how long is left.
    let sizes: Sizes?
    /// For tests: each update as if this long after the one before, shown at every block.
    let testStep: Duration?
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var nextUpdate: ContinuousClock.Instant
    private var isShowing = false
    /// The rows done when the clock was last looked at.
    private var rowsAtCheck = 0
    /// The updates shown so far (the test clock's time).
    private var updates = 0
    /// The input being answered (an index into ``sizes``), and how far into it.
    private var inputIndex = 0
    private var inputOffset = 0

    /// Creates the progress line of a batch starting now over inputs of `sizes` (`nil`: unknown).
    init(isEnabled: Bool, diagnostics: Diagnostics, sizes: Sizes? = nil, testStep: Duration? = nil) {
        self.isEnabled = isEnabled
        self.diagnostics = diagnostics
        self.sizes = sizes
        self.testStep = testStep
        start = clock.now
        nextUpdate = start + (testStep == nil ? Self.delay : .zero)
    }

    /// Takes note of the rows done so far, the last of them reaching `offset` bytes into the input
    /// named `source`; now and then shows how far the batch has come.
    mutating func rowsDone(_ tally: BatchTally, source: InputSourceName? = nil, offset: Int = 0) {
        guard isEnabled else { return }
        if let source { advance(to: source, offset: offset) }
        let elapsed: Duration
        if let testStep {
            updates += 1
            elapsed = testStep * updates
        } else {
            guard tally.rows - rowsAtCheck >= Self.rowsPerCheck else { return }
            rowsAtCheck = tally.rows
            let now = clock.now
            guard now >= nextUpdate else { return }
            nextUpdate = now + Self.interval
            elapsed = now - start
        }
        emit("\r\u{1B}[Kparkcheck: \(line(tally, elapsed: elapsed))")
        isShowing = true
    }

    /// Erases the line, if shown, so that another message can take its place.
    mutating func clear() {
        guard isShowing else { return }
        emit("\r\u{1B}[K")
        isShowing = false
    }

    /// `42%, 250,000 rows so far (3 failed), about 1 min left`, or without the size
    /// `250,000 rows so far (3 failed)`.
    func line(_ tally: BatchTally, elapsed: Duration) -> String {
        guard let sizes, sizes.total > 0 else { return tally.progress }
        let done = sizes.inputs.prefix(inputIndex).reduce(0) { $0 + $1.bytes } + inputOffset
        let fraction = min(1, Double(done) / Double(sizes.total))
        var text = "\(Int((fraction * 100).rounded(.down)))%, \(tally.progress)"
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if fraction > 0, fraction < 1 {
            text += ", about \(Self.duration(seconds * (1 - fraction) / fraction)) left"
        }
        return text
    }

    /// `12 s`, `3 min`, `1 h 5 min`: a time left, as roughly as it is known.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(max(1, whole)) s" }
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return "\(minutes) min" }
        return "\(minutes / 60) h \(minutes % 60) min"
    }

    /// Moves to the input named `source` (the next of that name once the one being read is done:
    /// a file named twice is read twice).
    private mutating func advance(to source: InputSourceName, offset: Int) {
        guard let sizes else { return }
        let isSameInput =
            inputIndex < sizes.inputs.count && sizes.inputs[inputIndex].name == source && offset >= inputOffset
        if !isSameInput {
            var index = inputIndex + 1
            while index < sizes.inputs.count, sizes.inputs[index].name != source { index += 1 }
            guard index < sizes.inputs.count else { return }
            inputIndex = index
        }
        inputOffset = offset
    }

    private func emit(_ text: String) {
        // As for other messages: nothing sensible is left to do when standard error fails.
        _ = BufferedOutput.writeAll(Array(text.utf8), to: diagnostics.fileDescriptor)
    }
}
