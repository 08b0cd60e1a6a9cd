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

    /// What a worker thread does with one item of input: the row's answer, or the record of its
    /// error. Made once per worker: the engine is taken out of the enum here rather than for every
    /// row (each time copying its data's array references: reference counts every worker thread
    /// would contend for), and a full-answer worker keeps the findings and record text its rows
    /// share (``BatchParkingEngine/Memory``) to itself.
    func makeTransform(
        writer: BatchWriter
    ) -> @Sendable () -> (Result<InputRow, InputRowError>) -> BatchRowResult {
        let shape = shape
        let makeAnswer: @Sendable () -> (InputRow) -> BatchRowResult
        switch self {
        case .zones(let engine):
            makeAnswer = { { row in engine.answer(row, writer: writer) } }
        case .parking(let engine):
            makeAnswer = {
                let memory = BatchParkingEngine.Memory()
                return { row in engine.answer(row, writer: writer, memory: memory) }
            }
        }
        return {
            let answer = makeAnswer()
            return { item in
                switch item {
                case .success(let row): return answer(row)
                case .failure(let error): return BatchRowResult(error, shape: shape, writer: writer)
                }
            }
        }
    }
}
