import Foundation
import ParkcheckBatch
import ZoneKit

#if canImport(Glibc)
    import Glibc
#endif

/// `parkcheck near FILE` (or `near -`): one `near` answer per input row, in input order, read by
/// the batch mode's reader (every input form of docs/BATCH.md). A row's own `at`, `permits` and
/// `placard` win over the options; `--stay`, `--within` and `--limit` apply to every row. Without
/// `--format`, text on a terminal and NDJSON otherwise, as every batch. A row that cannot be read
/// or answered is said on standard error with its place and still gets its record (with
/// `error`); the rest are answered, and the exit status is 1.
///
/// Each row is answered from the data near it, read through the pack as a one-shot `near` reads
/// it (about as long per row as a one-shot), so a row's answer is the one-shot's for its point.
struct NearBatch {
    let input: InputSource
    let invocation: Invocation
    let environment: [String: String]
    /// The arrival of rows without their own `at` when `--at` is not given.
    let now: Date

    /// One row's outcome: its place in the input, and its question and advice or why it has none.
    struct Record {
        let location: InputLocation
        let id: String?
        let answer: Result<(question: CurbQuestion, advice: NearCommand.Advice), RowFailure>
    }

    /// Why a row has no answer: its message.
    struct RowFailure: Error {
        let message: String
    }

    /// Runs the batch.
    ///
    /// - Returns: ``ExitCode/success`` when every row was answered, ``ExitCode/someInputFailed``
    ///   when one was not, ``ExitCode/usage``, ``ExitCode/noInput`` or ``ExitCode/dataError``
    ///   before any row.
    func run(output: inout BufferedOutput, diagnostics: Diagnostics) throws(OutputError) -> ExitCode {
        guard
            let setting = NearCommand.setting(invocation, environment: environment, now: now, diagnostics: diagnostics)
        else { return .usage }
        guard setting.directory != nil || setting.feed != nil else { return .noInput }
        if [.svg, .html].contains(invocation.format) {
            diagnostics.error(
                "--format \(invocation.format.rawValue) draws one answer (parkcheck near LAT LON); "
                    + "for a file of places, use --format ndjson, json, csv, geojson or text")
            return .usage
        }
        if let problem = input.unreadableReason {
            diagnostics.error(problem)
            return .noInput
        }
        var fileDescriptor = STDIN_FILENO
        if case .file(let path) = input {
            fileDescriptor = open(path, O_RDONLY)
            guard fileDescriptor >= 0 else {
                diagnostics.error("cannot read '\(path)': \(String(cString: strerror(errno)))")
                return .noInput
            }
        }
        defer { if fileDescriptor != STDIN_FILENO { close(fileDescriptor) } }
        var source = NearBatchData(
            setting: setting, invocation: invocation, environment: environment,
            loader: DataLoader(environment: environment, diagnostics: diagnostics))
        if let status = source.open(diagnostics: diagnostics) { return status }
        var rows = CoordinateRowParser(
            source: FileDescriptorSource(fileDescriptor: fileDescriptor), sourceName: input.displayName)
        var failed = false
        // As every batch: text for a person at a terminal, NDJSON for a program, unless asked.
        let format =
            invocation.isFormatGiven
            ? invocation.format : BatchRun.defaultFormat(outputIsTerminal: Terminal.isTerminal(STDOUT_FILENO))
        var writer = NearBatchWriter(format: format, limit: invocation.limit)
        try writer.begin(to: &output)
        while let row = rows.next() {
            let record: Record
            var endsInput = false
            switch row {
            case .failure(let error):
                diagnostics.error(error.message, at: error.location)
                record = Record(
                    location: error.location, id: error.rowID, answer: .failure(RowFailure(message: error.message)))
                endsInput = error.endsInput
            case .success(let row):
                record = answer(row, arrival: setting.arrival, source: &source, diagnostics: diagnostics)
                if case .failure(let failure) = record.answer { diagnostics.error(failure.message, at: row.location) }
            }
            if case .failure = record.answer { failed = true }
            try writer.write(record, to: &output)
            try output.flush()
            if endsInput { break }
        }
        try writer.finish(to: &output)
        return failed ? .someInputFailed : .success
    }

    /// The advice for one row, from the curbs of its city: its own `at` (else `--at`, else the
    /// batch's start) read on that city's clock.
    private func answer(
        _ row: InputRow, arrival: Date, source: inout NearBatchData, diagnostics: Diagnostics
    ) -> Record {
        func failure(_ message: String) -> Record {
            Record(location: row.location, id: row.id, answer: .failure(RowFailure(message: message)))
        }
        let curbs: NearCurbs?
        switch source.curbs(for: row.coordinate, diagnostics: diagnostics) {
        case .success(let found): curbs = found
        case .failure(let refusal): return failure(refusal.message)
        }
        var question = CurbQuestion(
            location: row.coordinate, arrival: row.instant ?? arrival,
            permits: row.permits.isEmpty ? invocation.permits : row.permits,
            hasPlacard: row.placard ?? invocation.hasPlacard, isOversizedVehicle: invocation.isOversizedVehicle,
            stay: invocation.stay,
            radius: invocation.within ?? NearCommand.defaultRadius)
        do {
            let advice: NearCommand.Advice
            if let curbs {
                if let typed = row.at {
                    question.arrival = try curbs.clock.parseArrival(typed).instant
                } else {
                    question.arrival = try invocation.arrival(on: curbs.clock, now: now).instant
                }
                advice = try curbs.advice(
                    for: question, invocation: invocation, loader: source.loader, answered: { _, _ in })
            } else {
                advice = try NearCommand.sanFranciscoAdvice(for: question, threshold: invocation.threshold) {
                    widened in
                    try source.data(for: widened, threshold: invocation.threshold, diagnostics: diagnostics)
                }
            }
            return Record(location: row.location, id: row.id, answer: .success((question, advice)))
        } catch let error as ParkingQueryError {
            return failure(error.description)
        } catch let error as TimeParseError {
            return failure(
                UsageError.invalidValue(option: "at", value: row.at ?? "", reason: error.description).description)
        } catch let error as UsageError {
            return failure(error.description)
        } catch {
            return failure("\(error)")
        }
    }
}
