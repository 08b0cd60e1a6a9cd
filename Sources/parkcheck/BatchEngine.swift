import ZoneKit

/// How a batch answers its rows.
enum BatchEngine: Sendable {
    /// `--zone-only` (or a single zone file as data): the zone lookup alone.
    case zones(BatchZoneEngine)
    /// The full answer, as `parkcheck LAT LON` gives it.
    case parking(BatchParkingEngine)

    /// The members of every record the engine's rows get.
    var shape: BatchRecordShape {
        switch self {
        case .zones(let engine): return engine.shape
        case .parking(let engine): return engine.shape
        }
    }

    /// The result of one item of input: its answer, or the record of its error.
    func answer(_ item: Result<InputRow, InputRowError>, writer: BatchWriter) -> BatchRowResult {
        switch item {
        case .failure(let error):
            return BatchRowResult(error, shape: shape, writer: writer)
        case .success(let row):
            switch self {
            case .zones(let engine): return engine.answer(row, writer: writer)
            case .parking(let engine): return engine.answer(row, writer: writer)
            }
        }
    }
}
