import ZoneKit

/// The record of a row that could not be answered: the input columns it kept, its line, its id
/// when one was read, and the error; every other member of the run's records is `null`.
package struct BatchRowFailure: BatchRowAnswer {
    /// Where the row is.
    package let location: InputLocation
    /// The row's id, when it could be read.
    package let id: String?
    /// What was wrong and what to do, without the place.
    package let message: String
    /// The members every record of the run has.
    package let shape: BatchRecordShape
    /// The input columns the row kept (`--keep`), as far as they could be read.
    package let kept: [JSONValue]

    /// The record of a row the input could not give.
    package init(_ error: InputRowError, shape: BatchRecordShape) {
        self.init(location: error.location, id: error.rowID, message: error.message, shape: shape, kept: error.kept)
    }

    /// The record of a row at `location` that failed for the reason `message`.
    package init(location: InputLocation, id: String?, message: String, shape: BatchRecordShape, kept: [JSONValue] = [])
    {
        self.location = location
        self.id = id
        self.message = message
        self.shape = shape
        self.kept = kept
    }

    package var record: JSONObject {
        shape.record(at: location, id: id, answer: nil, error: message, kept: kept)
    }

    /// `line 12: error: latitude 137.2 is outside -90...90`.
    package var textLine: String {
        "\(Self.label(file: shape.namesFile ? location.source : nil, line: location.line, id: id)): error: \(message)"
    }

    package var coordinate: Coordinate? { nil }
}
