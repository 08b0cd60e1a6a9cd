import ZoneKit

/// How a batch answers its rows.
package enum BatchEngine: Sendable {
    /// `--zone-only` (or a single zone file as data): the zone lookup alone.
    case zones(BatchZoneEngine)
    /// The full answer, as `parkcheck LAT LON` gives it.
    case parking(BatchParkingEngine)
    /// The full answer from each row's city: San Francisco's data or a city's curbs.
    case cities(BatchCityEngine)

    /// The members of every record the engine's rows get.
    package var shape: BatchRecordShape {
        switch self {
        case .zones(let engine): return engine.shape
        case .parking(let engine): return engine.shape
        case .cities(let engine): return engine.shape
        }
    }

    /// Whether only zones are looked up (`--zone-only`, or a single zone file).
    package var isZoneOnly: Bool {
        if case .zones = self { return true }
        return false
    }

    /// What `--fields` may name: the shape's fields, and when rows may be San Francisco's or a
    /// city's curbs, the curb answer's own after them.
    package var fields: [String] {
        switch self {
        case .zones, .parking: return shape.fields
        case .cities(let engine): return engine.fields
        }
    }

    /// The most rows a block of input holds: what a worker answers at a time and hands back as one
    /// piece of output. Full answers are larger (up to ~5 KB a row in CSV) and slower, so their
    /// blocks are smaller: the eight blocks in flight on two cores hold 1,024 rows, about the memory
    /// of the 2,048 rows that were in flight one by one (smaller blocks saved little memory and
    /// cost time).
    package var blockRows: Int {
        switch self {
        case .zones: return 512
        case .parking, .cities: return 128
        }
    }

    /// Makes each worker's `answer` for rows and `answerAt` for rows that are a coordinate alone,
    /// with an engine (`unshared`: ``BatchParkingEngine/unsharedCopy()``) and one
    /// ``BatchParkingEngine/Memory`` of the worker's own for both; the workers share the cores of
    /// their evaluations when `writer` writes only what cores give.
    private static func answersWithMemory<Engine: Sendable>(
        writer: BatchWriter, unshared: @escaping @Sendable () -> Engine,
        _ answer: @escaping @Sendable (Engine, InputRow, BatchParkingEngine.Memory, inout BatchBlockResult) -> Void,
        at answerAt:
            @escaping @Sendable (Engine, Coordinate, InputLocation, BatchParkingEngine.Memory, inout BatchBlockResult)
            -> Void
    ) -> @Sendable () -> Answers {
        let cores = writer.writesOnlyCoreMembers ? SFCoreEvaluations() : nil
        return {
            let engine = unshared()
            let memory = BatchParkingEngine.Memory(cores: cores)
            return Answers(
                row: { row, result in answer(engine, row, memory, &result) },
                coordinate: { coordinate, location, result in answerAt(engine, coordinate, location, memory, &result) },
                texts: memory.texts)
        }
    }

    /// A worker's answers: for rows, and for rows that are a coordinate alone (answered without
    /// an ``InputRow`` each, which making and copying would cost every row).
    private struct Answers {
        let row: (InputRow, inout BatchBlockResult) -> Void
        let coordinate: (Coordinate, InputLocation, inout BatchBlockResult) -> Void
        /// The worker's memo of answer words, current while it answers a block.
        var texts: SFAnswerTexts?
    }

    /// What a worker thread does with one block of input: the rows' answers, or the records of
    /// their errors, in order. Made once per worker: the engine is taken out of the enum here
    /// rather than for every block (each time copying its data's array references: reference
    /// counts every worker thread would contend for), and a full-answer worker keeps the findings
    /// and record text its rows share (``BatchParkingEngine/Memory``) to itself.
    ///
    /// - Parameters:
    ///   - writer: encodes the records.
    ///   - reportsNo: whether rows answered "no" are reported on standard error (`--fail-on-no`).
    ///   - reportsUnknown: whether rows answered "unknown" are (`--fail-on-no` without
    ///     `--allow-unknown`).
    ///   - fixedKeptNames: with `--keep all` into CSV, the columns fixed before the first record
    ///     (``BatchInputs/peekKeptNames()``): each row's kept object becomes their values, and a
    ///     member that is none of them is reported with its row.
    package func makeTransform(
        writer: BatchWriter, reportsNo: Bool, reportsUnknown: Bool = false, fixedKeptNames: [String]? = nil
    ) -> @Sendable () -> (InputBlock) -> BatchBlockResult {
        let shape = shape
        // Rows that are coordinates alone are answered without an InputRow each
        // (``InputBlock/forEachCoordinate(_:)``); such a row has nothing for `fixedKeptNames` to fix.
        let makeAnswers: @Sendable () -> Answers
        switch self {
        case .zones(let engine):
            makeAnswers = {
                let engine = engine.unsharedCopy()
                return Answers(
                    row: { row, result in engine.answer(row, writer: writer, into: &result) },
                    coordinate: { coordinate, location, result in
                        engine.answer(at: coordinate, location: location, writer: writer, into: &result)
                    })
            }
        case .parking(let engine):
            makeAnswers = Self.answersWithMemory(writer: writer, unshared: engine.unsharedCopy) {
                engine, row, memory, result in
                engine.answer(row, writer: writer, memory: memory, into: &result)
            } at: { engine, coordinate, location, memory, result in
                engine.answer(at: coordinate, location: location, writer: writer, memory: memory, into: &result)
            }
        case .cities(let engine):
            makeAnswers = Self.answersWithMemory(writer: writer, unshared: engine.unsharedCopy) {
                engine, row, memory, result in
                engine.answer(row, writer: writer, memory: memory, into: &result)
            } at: { engine, coordinate, location, memory, result in
                engine.answer(at: coordinate, location: location, writer: writer, memory: memory, into: &result)
            }
        }
        return {
            let answers = makeAnswers()
            let answer = answers.row
            let coordinateAnswer = answers.coordinate
            let texts = answers.texts
            return { block in SFAnswerTexts.$current.withValue(texts) { transform(block) } }
            func transform(_ block: InputBlock) -> BatchBlockResult {
                var result = BatchBlockResult(reportsNo: reportsNo, reportsUnknown: reportsUnknown)
                result.source = block.source
                result.endOffset = block.endOffset
                if block.forEachCoordinate({ location, coordinate in coordinateAnswer(coordinate, location, &result) })
                {
                    result.finish()
                    return result
                }
                block.forEach { item in
                    switch item {
                    case .success(var row):
                        if let names = fixedKeptNames {
                            Self.fix(&row.kept, to: names, at: row.location, warningInto: &result)
                        }
                        answer(row, &result)
                    case .failure(var error):
                        if let names = fixedKeptNames {
                            Self.fix(&error.kept, to: names, at: error.location, warningInto: &result)
                        }
                        Self.add(error, shape: shape, writer: writer, to: &result)
                    }
                }
                result.finish()
                return result
            }
        }
    }

    /// Turns the object a row kept whole (`--keep all`) into the values of the columns `names`
    /// (`null` for one it lacks), warning of the members it has that are none of them: they are
    /// not in the row's record.
    private static func fix(
        _ kept: inout [JSONValue], to names: [String], at location: InputLocation,
        warningInto result: inout BatchBlockResult
    ) {
        guard case .object(let object)? = kept.first else {
            kept = []
            return
        }
        kept = names.map { object[$0] ?? .null }
        let left = object.members.map(\.key).filter { !names.contains($0) }
        guard !left.isEmpty else { return }
        let list = left.map { "'\($0)'" }.joined(separator: ", ")
        result.warn(
            "\(list) \(left.count == 1 ? "is" : "are") not in the CSV output: its --keep all columns are the "
                + "first input's (\(names.map { "input." + $0 }.joined(separator: ", "))); "
                + "use --format ndjson, json or geojson to keep every row's own",
            at: location)
    }

    /// Adds an item the input could not turn into a row: a row that failed, its record carrying the
    /// error, or the end of the input.
    private static func add(
        _ error: InputRowError, shape: BatchRecordShape, writer: BatchWriter, to result: inout BatchBlockResult
    ) {
        if error.endsInput {
            result.add(.inputEnded(message: error.message), at: error.location) { _ in }
        } else {
            result.add(.failed(message: error.message), at: error.location) { run in
                writer.append(BatchRowFailure(error, shape: shape), to: &run)
            }
        }
    }
}
