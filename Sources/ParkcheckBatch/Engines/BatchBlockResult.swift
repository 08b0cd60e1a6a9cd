import ZoneKit

/// What a worker made of one block of input rows (``ParkcheckBatch/InputBlock``): their records, the
/// rows the main thread reports on standard error, each in its place among the records, and how
/// the rows went.
///
/// Rows are added in input order; the records of consecutive rows go into one
/// ``BatchWriter/Run``, so a block usually comes back as one piece of output.
package struct BatchBlockResult: Sendable {
    /// How one row went.
    package enum Outcome: Sendable, Equatable {
        /// Answered (whatever the answer, but "no").
        case answered
        /// Answered "no", for the reason given (counted by `--fail-on-no`).
        case answeredNo(reason: String)
        /// Answered "unknown", for the reason given (counted by `--fail-on-no` unless
        /// `--allow-unknown`).
        case answeredUnknown(reason: String)
        /// Not answered, for the reason given; the record carries the error.
        case failed(message: String)
        /// The input as a whole cannot be read any further (no record: this is not a row).
        case inputEnded(message: String)
    }

    /// A row reported on standard error, before its record.
    package struct Report: Sendable, Equatable {
        /// What to say.
        package let message: String
        /// Where the row is.
        package let location: InputLocation
        /// Whether the row could not be answered (counted by `--max-errors`).
        package var isRowError = false
        /// Whether it is a warning (the row was answered, but not all of it is in its record).
        package var isWarning = false
    }

    /// What the main thread does with the block, in order.
    package enum Piece: Sendable, Equatable {
        /// Writes records.
        case records(BatchWriter.Run)
        /// Reports a row.
        case report(Report)
    }

    /// The block's output, in order; complete once ``finish()`` is called.
    package private(set) var pieces: [Piece] = []
    /// How the block's rows went.
    package private(set) var tally = BatchTally()
    /// Whether the input ended here, with an error that lets no more rows be read.
    package private(set) var endsInput = false
    /// The input the block's rows are from, and how many of its bytes they reach to
    /// (``ParkcheckBatch/InputBlock/endOffset``): how far the batch has come, for the progress line.
    package var source: InputSourceName?
    package var endOffset = 0
    /// Whether rows answered "no" are reported (`--fail-on-no`).
    package let reportsNo: Bool
    /// Whether rows answered "unknown" are reported (`--fail-on-no` without `--allow-unknown`).
    package let reportsUnknown: Bool
    /// The records since the last report.
    private var run = BatchWriter.Run()

    /// An empty result; with `reportsNo`, rows answered "no" are reported, with `reportsUnknown`
    /// those answered "unknown".
    package init(reportsNo: Bool, reportsUnknown: Bool = false) {
        self.reportsNo = reportsNo
        self.reportsUnknown = reportsUnknown
    }

    /// Adds a row that went as `outcome`, its record written by `record` (not called for
    /// ``Outcome/inputEnded(message:)``, which has none).
    package mutating func add(_ outcome: Outcome, at location: InputLocation, record: (inout BatchWriter.Run) -> Void) {
        switch outcome {
        case .answered:
            tally.answered += 1
        case .answeredNo(let reason):
            tally.answered += 1
            tally.noAnswers += 1
            if reportsNo { report("the answer is no: \(reason)", at: location) }
        case .answeredUnknown(let reason):
            tally.answered += 1
            tally.unknownAnswers += 1
            if reportsUnknown { report("the answer is unknown: \(reason)", at: location) }
        case .failed(let message):
            tally.failed += 1
            report(message, at: location, isRowError: true)
        case .inputEnded(let message):
            endsInput = true
            report(message, at: location)
            return
        }
        tally.rows += 1
        record(&run)
    }

    /// Reports a warning about the row at `location`, before its record.
    package mutating func warn(_ message: String, at location: InputLocation) {
        finish()
        pieces.append(.report(Report(message: message, location: location, isWarning: true)))
    }

    /// Ends the block: the records since the last report become its last piece.
    package mutating func finish() {
        guard !run.isEmpty else { return }
        pieces.append(.records(run))
        run = BatchWriter.Run()
    }

    private mutating func report(_ message: String, at location: InputLocation, isRowError: Bool = false) {
        finish()
        pieces.append(.report(Report(message: message, location: location, isRowError: isRowError)))
    }
}
