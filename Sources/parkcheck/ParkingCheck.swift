import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck LAT LON [options]` on a data directory: loads the data, asks ZoneKit, and writes the
/// answer as text, JSON, a picture, or the record a one-row batch would write
/// (``writeRecord(_:selection:to:)``).
struct ParkingCheck {
    /// The point to answer for.
    let point: Coordinate
    /// The command line.
    let invocation: Invocation
    /// The data directory.
    let dataDirectory: String
    /// The current time: the arrival when `--at` is not given. The only reading of the clock is
    /// the caller's.
    let now: Date
    /// Whether standard output may be coloured.
    let usesColor: Bool
    /// The process environment (where packs are cached: ``DataLoader``).
    let environment: [String: String]
    /// For a point outside every city: the sentence that says so, naming the cities (the text
    /// answer's headline); `nil` keeps San Francisco's own.
    var elsewhere: String? = nil

    /// Runs the lookup.
    ///
    /// - Returns: ``ExitCode/success`` once answered (whatever the answer), or with `--exit-status`
    ///   the answer itself (``ExitCode/exitStatus(answering:)``); ``ExitCode/usage`` for an
    ///   unusable `--at`, `--side`, permit or `--fields`; ``ExitCode/dataError`` for invalid data;
    ///   ``ExitCode/noInput`` for missing data files.
    /// - Throws: ``OutputError`` when the answer cannot be written.
    func run(output: inout BufferedOutput, diagnostics: Diagnostics) throws(OutputError) -> ExitCode {
        if !invocation.fields.isEmpty, !invocation.format.takesFields {
            diagnostics.error(OutputFormat.fieldsNeedRecordFormat)
            diagnostics.note(HelpText.hint)
            return .usage
        }
        // Only a record reads the selection (text and JSON documents never do): building it costs
        // first-use runtime work. `--fields` always makes a record.
        var selection: FieldSelection?
        do throws(FieldSelectionError) {
            if writesRecord { selection = try fieldSelection() }
        } catch {
            diagnostics.error(error.description)
            return .usage
        }
        let query: ParkingQuery
        do throws(UsageError) {
            query = try makeQuery()
        } catch {
            diagnostics.error(error.description)
            return .usage
        }
        guard invocation.saysSanFranciscoClasses(to: diagnostics) else { return .usage }
        diagnostics.verbose("answering for \(PacificTime.iso8601(query.arrival))")
        let data: ParkingData
        do throws(ParkingDataLoadError) {
            data = try DataLoader(environment: environment, diagnostics: diagnostics).data(
                near: point, accuracy: invocation.accuracy, threshold: invocation.threshold,
                radius: [.svg, .html].contains(invocation.format) ? Self.mapDataRadius : 0, in: dataDirectory)
        } catch {
            return Self.report(error, to: diagnostics)
        }
        let report: ParkingReport
        do throws(ParkingQueryError) {
            report = try data.answer(for: query, threshold: invocation.threshold)
        } catch {
            diagnostics.error(error.description)
            return .usage
        }
        switch invocation.format {
        case _ where writesRecord:
            if let selection { try writeRecord(report, selection: selection, to: &output) }
        case .json: try output.writeJSON(.object(report.jsonObject), pretty: true)
        case .ndjson: try output.writeJSON(.object(report.jsonObject), pretty: false)
        case .svg, .html, .ics:
            if let status = try writePicture(report, data: data, output: &output, diagnostics: diagnostics) {
                return status
            }
        default: try output.write(ParkingReportText(usesColor: usesColor, elsewhere: elsewhere).render(report))
        }
        if invocation.exitStatusAnswers { return ExitCode.exitStatus(answering: report.verdict) }
        switch report.verdict {
        case .no where invocation.failsOnNo, .unknown where invocation.failsOnUnknown: return .someInputFailed
        default: return .success
        }
    }

    /// The query the command line asks.
    ///
    /// - Throws: ``UsageError`` for an `--at` that is not a time or a `--side` that is not a side.
    func makeQuery() throws(UsageError) -> ParkingQuery {
        let arrival = try invocation.arrival(on: .losAngeles, now: now)
        var side: SideHint?
        if let typed = invocation.side {
            do throws(ParkingQueryError) {
                side = try SideHint(parsing: typed)
            } catch {
                throw .invalidValue(
                    option: "--side", value: typed,
                    reason: "give left or right (of the street's digitising direction) or a compass point: "
                        + "north, northeast, east, southeast, south, southwest, west, northwest")
            }
        }
        return ParkingQuery(
            location: point, arrival: arrival.instant, permits: invocation.permits,
            hasPlacard: invocation.hasPlacard, side: side, heading: invocation.heading, accuracy: invocation.accuracy,
            isOversizedVehicle: invocation.isOversizedVehicle, arrivalAdjustment: arrival.adjustment)
    }

    /// Reports a load error: each problem as `file:line:column: path: message` (up to
    /// ``ParkingData/maxProblemsPerFile``), and the status to exit with.
    static func report(_ error: ParkingDataLoadError, to diagnostics: Diagnostics) -> ExitCode {
        switch error {
        case .invalidFile(let path, let problems):
            for problem in problems { diagnostics.error(ParkingDataLoadError.line(of: problem, file: path)) }
            if problems.count >= ParkingData.maxProblemsPerFile {
                diagnostics.note("parkcheck: more problems in \(path) may follow; fix these first")
            }
            return .dataError
        case .missingFile, .unreadableFile:
            diagnostics.error(error.description)
            return .noInput
        }
    }
}
