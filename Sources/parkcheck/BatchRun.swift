import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck [FILE | -]...`: answers every row of the inputs — one record per row, in input
/// order, a failed row's record carrying its error — while the input is still being read, on every
/// core. Several inputs are read one after the other, as one batch whose records name their input
/// (`file`).
///
/// Rows are read by ParkcheckBatch's ``CoordinateRowParser`` (every input form), answered and encoded by
/// an ``OrderedParallelMap`` and written here in order; memory stays flat however long the input.
/// Errors go to standard error with their place (`parkcheck: error (at <stdin>:12): …`). On a
/// terminal, standard error also gets a progress line for long batches (when the answers are
/// not themselves on the terminal) and a summary at the end.
struct BatchRun {
    /// The command line.
    let invocation: Invocation
    /// Where the rows come from, in order (the inputs named that can be read).
    let inputs: [InputSource]
    /// Whether records name the input of their row: several inputs were named.
    var namesFiles = false
    /// How many inputs were named but cannot be read (already reported): the rest are answered,
    /// and the batch ends with ``ExitCode/noInput``.
    var unreadableInputs = 0
    /// The format written: as given, else ``defaultFormat(outputIsTerminal:)``.
    let format: OutputFormat
    /// Whether standard output is a terminal (records are then written one by one).
    let isOutputTerminal: Bool
    /// Whether standard error is a terminal (progress and summary are then shown).
    let isErrorTerminal: Bool
    /// The process environment (`PARKCHECK_DATA`, `NO_COLOR`).
    let environment: [String: String]
    /// When the batch runs: the time of rows that give none, unless `--at` says otherwise.
    let date: Date

    /// Text for a person at a terminal, NDJSON for a program reading a pipe or a file.
    static func defaultFormat(outputIsTerminal: Bool) -> OutputFormat {
        outputIsTerminal ? .text : .ndjson
    }

    /// Runs the batch.
    ///
    /// - Returns: ``ExitCode/success`` when every row was answered (with `--fail-on-no`: and
    ///   none was "no"); ``ExitCode/someInputFailed`` otherwise (each failure reported);
    ///   ``ExitCode/usage`` for options a batch cannot follow; ``ExitCode/dataError`` or
    ///   ``ExitCode/noInput`` when the data cannot be used.
    /// - Throws: ``OutputError`` when the records cannot be written (``OutputError/closed`` when
    ///   the reader went away).
    func run(diagnostics: Diagnostics) throws(OutputError) -> ExitCode {
        if let problem = usageProblem {
            diagnostics.error(problem)
            diagnostics.note(HelpText.hint)
            return .usage
        }
        var blocks = BatchInputs(sources: inputs, csvOptions: invocation.csvInput, maximumRows: 128)
        // --keep all: the columns are the input's own, known once its header (or first row) is read.
        let kept =
            invocation.keepsAll
            ? KeptColumns(names: blocks.peekKeptNames(), format: format)
            : KeptColumns(names: invocation.keep, keepsRowObjects: false)
        let engine: BatchEngine
        switch makeEngine(kept: kept, diagnostics: diagnostics) {
        case .success(let value): engine = value
        case .failure(let status): return status.code
        }
        KeptUntilExit.keep(engine)
        let selection: FieldSelection
        do {
            // Every field by default: the shape's own columns, whatever city answers.
            selection = try FieldSelection(
                invocation.fields, available: invocation.fields.isEmpty ? engine.shape.fields : engine.fields)
        } catch {
            diagnostics.error(error.description)
            return .usage
        }
        let calendar: BatchCalendar?
        switch self.calendar(for: engine, diagnostics: diagnostics) {
        case .success(let value): calendar = value
        case .failure(let status): return status.code
        }
        // Blocks of the rows the engine answers at a time (the first, read ahead for --keep all,
        // may be another size: the records are the same).
        blocks.maximumRows = engine.blockRows
        return try answerEveryRow(
            blocks, fixedKeptNames: invocation.keepsAll && !kept.keepsRowObjects ? kept.names : nil, engine: engine,
            writer: BatchWriter(
                recordFormat: RecordFormat(rawValue: format.rawValue), selection: selection, calendar: calendar,
                keptNames: engine.shape.keptNames),
            diagnostics: diagnostics)
    }

    /// What a batch cannot do with these options, as a sentence; `nil` when nothing is wrong.
    var usageProblem: String? {
        if invocation.exitStatusAnswers {
            return "--exit-status answers a single lookup (parkcheck LAT LON); for a batch, use --fail-on-no"
        }
        if format == .svg || format == .html {
            return "--format \(format.rawValue) draws one answer (parkcheck LAT LON, or parkcheck near); "
                + "a batch can write --format ics, one calendar for every row"
        }
        if !invocation.fields.isEmpty, !format.takesFields { return OutputFormat.fieldsNeedRecordFormat }
        if !invocation.keep.isEmpty || invocation.keepsAll, !format.takesFields {
            return "--keep copies input columns into json, ndjson, csv and geojson records; "
                + "add --format ndjson (or csv, json, geojson)"
        }
        return nil
    }

    /// The input columns records keep (`--keep`): their names, and whether each row's `input` is
    /// the object it kept whole.
    struct KeptColumns {
        let names: [String]
        let keepsRowObjects: Bool

        init(names: [String], keepsRowObjects: Bool) {
            self.names = names
            self.keepsRowObjects = keepsRowObjects
        }

        /// `--keep all` into `format`: JSON formats keep each row's own members; CSV, whose columns
        /// are fixed before the first record, the first row's (`names`).
        init(names: [String], format: OutputFormat) {
            self.init(names: names, keepsRowObjects: format != .csv)
        }
    }

    /// The engine the data and options call for: the full answer from a data directory, the zone
    /// lookup with `--zone-only` or from a single zone file (as `parkcheck LAT LON` does), its
    /// records keeping the input columns `kept`.
    private func makeEngine(kept: KeptColumns, diagnostics: Diagnostics) -> Result<BatchEngine, BatchStop> {
        let location: DataLocator.Location
        do throws(DataLocator.NotFound) {
            location = try DataLocator(option: invocation.dataFile, environment: environment).locate()
        } catch {
            diagnostics.error(error.description)
            return .failure(BatchStop(code: .noInput))
        }
        let arrival: ParsedArrival
        do throws(UsageError) {
            arrival = try invocation.arrival(on: .losAngeles, now: date)
        } catch {
            diagnostics.error(error.description)
            return .failure(BatchStop(code: .usage))
        }
        diagnostics.verbose("data: \(location.path)")
        // A zone lookup's time is San Francisco's; a full answer's is said with the cities its
        // rows may be in (cityEngine).
        let sanFranciscoArrival =
            "rows without a time of their own are answered for "
            + PacificTime.iso8601(arrival.instant)
        switch location {
        case .zoneFile(let path) where !invocation.isZoneOnly && CityRouting.isCurbFeed(path):
            // `--data FEED`: every row answered from the feed's curbs, as a lookup is.
            let city: City
            do throws(CityDataError) {
                city = try CityRegistry.feedCity(atPath: path, cache: CurbFeedCache(environment: environment))
            } catch {
                diagnostics.error(error.description)
                return .failure(BatchStop(code: .dataError))
            }
            let registry = CityRegistry(directory: city.folder ?? ".", cities: [city])
            diagnostics.verbose(arrivalNote(arrival, registry: registry, forced: city))
            return .success(curbEngine(forcing: city, registry: registry, kept: kept, diagnostics: diagnostics))
        case .zoneFile(let path):
            diagnostics.verbose(sanFranciscoArrival)
            return zoneEngine(arrival: arrival.instant, kept: kept, diagnostics: diagnostics) {
                BatchZoneData.index(dataFile: path, diagnostics: diagnostics)
            }
        case .directory(let path, _) where invocation.isZoneOnly:
            if let typed = invocation.city, let city = try? CityRegistry(directory: path).city(named: typed),
                city.curbFormat == .curbLR
            {
                diagnostics.error("--zone-only answers San Francisco's permit zones; \(city.name) has none")
                return .failure(BatchStop(code: .usage))
            }
            diagnostics.verbose(sanFranciscoArrival)
            return zoneEngine(arrival: arrival.instant, kept: kept, diagnostics: diagnostics) {
                BatchZoneData.index(directory: path, diagnostics: diagnostics)
            }
        case .directory(let path, _):
            return cityEngine(directory: path, arrival: arrival, kept: kept, diagnostics: diagnostics)
        }
    }

    /// The engine of a data directory: San Francisco's alone when it has no other city (or
    /// `--city` names San Francisco); each row's city when it has some; with `--city` naming a
    /// city with curbs, that city's curbs for every row (San Francisco's data is then not read).
    private func cityEngine(
        directory: String, arrival: ParsedArrival, kept: KeptColumns, diagnostics: Diagnostics
    ) -> Result<BatchEngine, BatchStop> {
        // A directory whose cities cannot be read still answers San Francisco's rows (a lookup
        // there says why, as `parkcheck cities` does); --city needs them.
        var registry = try? CityRouting.registry(directory: directory, environment: environment)
        for problem in registry?.userCityProblems ?? [] { diagnostics.warning("your city is left out: \(problem)") }
        for warning in registry?.userCityWarnings ?? [] { diagnostics.warning(warning) }
        var forced: City?
        if let typed = invocation.city {
            switch CityRouting.registry(dataOption: directory, environment: environment)
                .flatMap({ CityRouting.city(named: typed, in: $0) })
            {
            case .success(let city): forced = city
            case .failure(let failure):
                diagnostics.error(failure.message)
                return .failure(BatchStop(code: failure.status))
            }
            if forced?.curbFormat != .curbLR { registry = nil }
        }
        diagnostics.verbose(arrivalNote(arrival, registry: registry, forced: forced))
        let usesColor = Terminal.usesColor(
            isTerminal: isOutputTerminal, environment: environment, choice: invocation.color)
        let curbOptions = self.curbOptions(diagnostics: diagnostics)
        func curbs(_ registry: CityRegistry, shape: BatchRecordShape) -> BatchCurbEngine {
            BatchCurbEngine(
                curbs: BatchCurbEngine.Curbs(
                    registry: registry, options: curbOptions, cache: CurbFeedCache(environment: environment)),
                options: curbOptions,
                date: date, shape: shape, usesColor: usesColor)
        }
        if let forced, let registry, forced.curbFormat == .curbLR {
            diagnostics.verbose("city: \(forced.name), for every row (--city)")
            return .success(curbEngine(forcing: forced, registry: registry, kept: kept, diagnostics: diagnostics))
        }
        return parkingEngine(directory: directory, arrival: arrival, kept: kept, diagnostics: diagnostics).map {
            engine in
            guard let registry, registry.cities.contains(where: { $0.curbFormat == .curbLR }),
                case .parking(let sanFrancisco) = engine
            else { return engine }
            return .cities(
                BatchCityEngine(
                    sanFrancisco: sanFrancisco, curbs: curbs(registry, shape: sanFrancisco.shape),
                    router: BatchCityEngine.Router(registry: registry)))
        }
    }

    /// Every row answered from `forced`'s curbs (`--city`, or `--data FEED`).
    private func curbEngine(
        forcing forced: City, registry: CityRegistry, kept: KeptColumns, diagnostics: Diagnostics
    ) -> BatchEngine {
        let curbOptions = self.curbOptions(diagnostics: diagnostics)
        let shape = BatchCityEngine.curbShape(
            like: BatchRecordShape(
                answer: JSONObject(), kept: kept.names, namesFile: namesFiles, keepsRowObjects: kept.keepsRowObjects))
        let usesColor = Terminal.usesColor(
            isTerminal: isOutputTerminal, environment: environment, choice: invocation.color)
        let engine = BatchCurbEngine(
            curbs: BatchCurbEngine.Curbs(
                registry: registry, options: curbOptions, cache: CurbFeedCache(environment: environment)),
            options: curbOptions,
            date: date, shape: shape, usesColor: usesColor)
        return .cities(
            BatchCityEngine(sanFrancisco: nil, curbs: engine, router: BatchCityEngine.Router(forcing: forced)))
    }

    /// The `--verbose` line saying when rows without a time of their own are answered: in San
    /// Francisco's time, and in each city's with curbs the rows may be in (`--at` without an
    /// offset is read on each city's own clock: 08:30 in Austin is not 08:30 in San Francisco).
    private func arrivalNote(_ arrival: ParsedArrival, registry: CityRegistry?, forced: City?) -> String {
        var places: [String] = []
        if forced == nil || forced?.curbFormat != .curbLR {
            places.append("\(PacificTime.iso8601(arrival.instant)) in San Francisco")
        }
        let cities = forced.map { [$0] } ?? registry?.cities ?? []
        for city in cities where city.curbFormat == .curbLR {
            guard let clock = city.timeZoneRules else { continue }
            // Read as the rows will be (BatchCurbEngine): the typed time, or words, on the city's clock.
            let typed = invocation.typedTime(on: clock, now: date)
            let instant = typed.flatMap { try? clock.parseArrival($0).instant } ?? arrival.instant
            places.append("\(clock.iso8601(instant)) in \(city.name)")
        }
        return "rows without a time of their own are answered for " + places.joined(separator: ", ")
    }

    /// The zone lookup of `zones` (read only once the options are known to be usable).
    private func zoneEngine(
        arrival: Date, kept: KeptColumns, diagnostics: Diagnostics, zones: () -> Result<ZoneIndex, BatchStop>
    ) -> Result<BatchEngine, BatchStop> {
        if invocation.failsOnNo {
            diagnostics.error(
                "--fail-on-no needs full answers, and a zone lookup (--zone-only, or --data with a single zone "
                    + "file) answers no yes-or-no question")
            return .failure(BatchStop(code: .usage))
        }
        let unused = [
            (!invocation.permits.isEmpty, "--permit"), (invocation.hasPlacard, "--placard"),
            (invocation.side != nil, "--side"), (invocation.heading != nil, "--heading"),
        ].filter(\.0).map(\.1)
        if !unused.isEmpty {
            diagnostics.warning(
                "\(unused.joined(separator: ", ")) \(unused.count == 1 ? "is" : "are") not used by a zone lookup, "
                    + "which answers only which zone each place is in")
        }
        return zones().map { index in
            .zones(
                BatchZoneEngine(
                    index: index, accuracy: invocation.accuracy, threshold: invocation.threshold, date: arrival,
                    shape: BatchZoneAnswer.shape(
                        keeping: kept.names, namesFile: namesFiles, keepsRowObjects: kept.keepsRowObjects)))
        }
    }

    private func parkingEngine(
        directory: String, arrival: ParsedArrival, kept: KeptColumns, diagnostics: Diagnostics
    ) -> Result<BatchEngine, BatchStop> {
        let data: ParkingData
        do throws(ParkingDataLoadError) {
            data = try DataLoader(environment: environment, diagnostics: diagnostics).allData(in: directory)
        } catch {
            return .failure(BatchStop(code: ParkingCheck.report(error, to: diagnostics)))
        }
        var side: SideHint?
        do throws(ParkingQueryError) {
            // Checked once here rather than failing every row alike.
            _ = try data.curbs.validatedPermits(invocation.permits)
            side = try invocation.side.map { text throws(ParkingQueryError) in try SideHint(parsing: text) }
        } catch {
            diagnostics.error(error.description)
            return .failure(BatchStop(code: .usage))
        }
        guard invocation.saysSanFranciscoClasses(to: diagnostics, context: " (San Francisco's rows)") else {
            return .failure(BatchStop(code: .usage))
        }
        let base = ParkingQuery(
            location: Coordinate(latitude: 0, longitude: 0), arrival: arrival.instant, permits: invocation.permits,
            hasPlacard: invocation.hasPlacard, side: side, heading: invocation.heading, accuracy: invocation.accuracy,
            isOversizedVehicle: invocation.isOversizedVehicle, arrivalAdjustment: arrival.adjustment)
        let usesColor = Terminal.usesColor(
            isTerminal: isOutputTerminal, environment: environment, choice: invocation.color)
        return .success(
            .parking(
                BatchParkingEngine(
                    data: data, base: base, threshold: invocation.threshold, usesColor: usesColor,
                    shape: BatchRecordShape(
                        answer: BatchParkingAnswer.example, kept: kept.names, namesFile: namesFiles,
                        keepsRowObjects: kept.keepsRowObjects))))
    }

    private func answerEveryRow(
        _ blocks: BatchInputs, fixedKeptNames: [String]?, engine: BatchEngine, writer: BatchWriter,
        diagnostics: Diagnostics
    ) throws(OutputError) -> ExitCode {
        var writer = writer
        var output = BufferedOutput(fileDescriptor: STDOUT_FILENO, flushesEachLine: isOutputTerminal)
        output.isASCIIOnly = format == .text && !ASCIIText.isUTF8Locale(environment)
        var tally = BatchTally()
        let showsProgress = isErrorTerminal && !isOutputTerminal && !diagnostics.isQuiet
        var progress = BatchProgress(
            isEnabled: showsProgress, diagnostics: diagnostics,
            sizes: showsProgress ? BatchProgress.Sizes.of(inputs) : nil,
            testStep: Terminal.progressTestStep(environment))
        var inputEnded = false
        // --max-errors: where the run stopped, at the first bad row past the allowance.
        var stoppedAt: InputLocation?
        var errors = 0
        let threadCount = invocation.jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        // Blocks are handed over one at a time (each is already a group of rows), four per worker
        // in flight at most.
        let map = OrderedParallelMap<InputBlock, BatchBlockResult>(
            threadCount: threadCount, batchSize: 1, maximumInFlight: threadCount * 4,
            makeTransform: engine.makeTransform(
                writer: writer, reportsNo: invocation.failsOnNo, reportsUnknown: invocation.failsOnUnknown,
                fixedKeptNames: fixedKeptNames))

        do throws(OutputError) {
            try writer.begin(to: &output)
            try map.run(
                blocks,
                emit: { (block: BatchBlockResult) throws(OutputError) in
                    for piece in block.pieces {
                        switch piece {
                        case .records(let run):
                            try writer.write(run, to: &output)
                        case .report(let report) where report.isWarning:
                            progress.clear()
                            diagnostics.warning(report.message, at: report.location)
                        case .report(let report):
                            if report.isRowError, let maximum = invocation.maxErrors {
                                errors += 1
                                if errors > maximum {
                                    stoppedAt = report.location
                                    throw OutputError.closed
                                }
                            }
                            // Text on the terminal that also shows standard error already says
                            // why the row failed, on the row's own line: once is enough.
                            if report.isRowError, format == .text, isOutputTerminal, isErrorTerminal { continue }
                            progress.clear()
                            diagnostics.error(report.message, at: report.location)
                        }
                    }
                    tally += block.tally
                    inputEnded = inputEnded || block.endsInput
                    progress.rowsDone(tally, source: block.source, offset: block.endOffset)
                },
                beforeWaiting: { () throws(OutputError) in try output.flush() })
            try writer.finish(to: &output)
            try output.flush()
        } catch {
            progress.clear()
            guard let stoppedAt, let maximum = invocation.maxErrors, error == .closed else { throw error }
            // Stopped by --max-errors, not by the reader: the records so far end as a whole document.
            try writer.finish(to: &output)
            try output.flush()
            let allowance =
                maximum == 1 ? "1 row that could not be answered" : "\(maximum) rows that could not be answered"
            diagnostics.error(
                "stopped at \(stoppedAt.sourceName.text):\(stoppedAt.line), after \(allowance) (--max-errors \(maximum)); "
                    + "the rest of the input was not read")
            return .someInputFailed
        }
        progress.clear()
        if isErrorTerminal {
            var summary = tally.summary(showsNo: invocation.failsOnNo)
            if namesFiles {
                let named = inputs.count + unreadableInputs
                summary = "\(named) files, " + summary
                if unreadableInputs > 0 { summary += "; \(unreadableInputs) not read" }
            }
            diagnostics.info("parkcheck: " + summary)
        }
        // A file named but not read leaves the answer incomplete in a way no row says.
        if unreadableInputs > 0 { return .noInput }
        // An empty input is no error, but nothing on either stream would leave the user guessing.
        if tally.rows == 0 && tally.failed == 0 && !inputEnded && !isErrorTerminal {
            diagnostics.warning("no rows in the input: nothing was answered")
        }
        let failed =
            tally.failed > 0 || inputEnded || (invocation.failsOnNo && tally.noAnswers > 0)
            || (invocation.failsOnUnknown && tally.unknownAnswers > 0)
        return failed ? .someInputFailed : .success
    }
}
