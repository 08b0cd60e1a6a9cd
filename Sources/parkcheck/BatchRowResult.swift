import ZoneKit

/// What answering one item of batch input came to: how it went, and its record.
struct BatchRowResult: Sendable {
    /// How the row went.
    enum Outcome: Sendable, Equatable {
        /// Answered (whatever the answer, but "no").
        case answered
        /// Answered "no", for the reason given (counted by `--fail-on-no`).
        case answeredNo(reason: String)
        /// Not answered, for the reason given; the record carries the error.
        case failed(message: String)
        /// The input as a whole cannot be read any further (no record: this is not a row).
        case inputEnded(message: String)
    }

    /// How the row went.
    let outcome: Outcome
    /// Where the row is, for messages.
    let location: InputLocation
    /// The record to write; `nil` only for ``Outcome/inputEnded(message:)``.
    let record: BatchWriter.Encoded?

    /// The result of an item the input could not turn into a row.
    init(_ error: InputRowError, shape: BatchRecordShape, writer: BatchWriter) {
        location = error.location
        if error.endsInput {
            outcome = .inputEnded(message: error.message)
            record = nil
        } else {
            outcome = .failed(message: error.message)
            record = writer.encode(BatchRowFailure(error, shape: shape))
        }
    }

    /// The result of a row, answered or not.
    init(outcome: Outcome, location: InputLocation, record: BatchWriter.Encoded) {
        self.outcome = outcome
        self.location = location
        self.record = record
    }
}
