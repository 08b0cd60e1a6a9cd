import Foundation
import Synchronization
import ParkcheckBatch
import ZoneKit

/// Answers batch rows from a city's curbs (Portland, Austin) as `parkcheck LAT LON` answers a
/// point there (``CurbCheck``): in the city's time, for the user the command line and the row
/// describe (`--vehicle`, `--user-class`, the row's own `permits` and `placard` over `--permit`
/// and `--placard`).
///
/// A city's curbs are read when its first row comes, never for a batch that has none.
struct BatchCurbEngine: Sendable {
    /// The cities' curbs, read once and shared by every worker.
    let curbs: Curbs
    /// The command line.
    let invocation: Invocation
    /// The time of rows that give none when `--at` is not given: when the batch started.
    let date: Date
    /// The members of every record of the run (a failed row's record has these).
    let shape: BatchRecordShape
    /// The format written: a calendar is not written for curbs.
    let format: OutputFormat
    /// Whether the text lines may be coloured.
    let usesColor: Bool

    /// The curbs of a data directory's cities, each read when first asked for (by whichever
    /// worker comes first, the others waiting for it) and kept, or the reason it cannot be used.
    final class Curbs: Sendable {
        let registry: CityRegistry
        /// The command line, whose `--vehicle` and `--user-class` each city's feed must know.
        let invocation: Invocation
        /// Where a city's warnings go (a class its feed has no rule for), once, when its curbs are read.
        let diagnostics: Diagnostics
        private let read = Mutex<[String: Result<CurbInterpreter, Failure>]>([:])

        init(registry: CityRegistry, invocation: Invocation, diagnostics: Diagnostics) {
            self.registry = registry
            self.invocation = invocation
            self.diagnostics = diagnostics
        }

        /// The interpreter of `city`'s curbs, read on the first call; a failure when they cannot
        /// be read, or their feed knows no user class of a name `--vehicle` or `--user-class` gives.
        /// A class only CurbLR's well-known list has is warned about then, as a lookup does.
        func interpreter(for city: City) -> Result<CurbInterpreter, Failure> {
            read.withLock { read in
                if let known = read[city.slug] { return known }
                let result: Result<CurbInterpreter, Failure>
                do throws(CityDataError) {
                    let interpreter = try registry.interpreter(for: city)
                    let problems = CurbCheck.userClassProblems(invocation, feed: interpreter.feed, place: city.name)
                    if problems.error == nil {
                        for warning in problems.warnings { diagnostics.warning(warning) }
                    }
                    result = problems.error.map { .failure(Failure(message: $0)) } ?? .success(interpreter)
                } catch {
                    result = .failure(Failure(message: error.description))
                }
                read[city.slug] = result
                return result
            }
        }
    }

    /// Answers `row` from `city`'s curbs and adds its record to `result`; a row the curbs cannot
    /// answer as asked (an option or a row member they do not read, a calendar, a feed that cannot
    /// be read) fails, its record carrying the reason.
    func answer(_ row: InputRow, in city: City, writer: BatchWriter, into result: inout BatchBlockResult) {
        let report: CurbReport
        switch self.report(for: row, in: city) {
        case .success(let value): report = value
        case .failure(let failure):
            let record = BatchRowFailure(
                location: row.location, id: row.id, message: failure.message, shape: shape, kept: row.kept)
            result.add(.failed(message: failure.message), at: row.location) { run in writer.append(record, to: &run) }
            return
        }
        let outcome: BatchBlockResult.Outcome
        switch report.verdict {
        case .yes, .conditionally: outcome = .answered
        case .no: outcome = .answeredNo(reason: report.answer.explanation)
        case .unknown: outcome = .answeredUnknown(reason: report.answer.explanation)
        }
        let answer = BatchCurbAnswer(row: row, report: report, shape: shape, usesColor: usesColor)
        result.add(outcome, at: row.location) { run in writer.append(answer, to: &run) }
    }

    /// Why a row cannot be answered from curbs.
    struct Failure: Error, Sendable {
        let message: String
    }

    /// The answer for `row` in `city`, or why there is none.
    func report(for row: InputRow, in city: City) -> Result<CurbReport, Failure> {
        if format == .ics { return .failure(Failure(message: CurbCheck.unanswered(format, place: city.name))) }
        let unread: [(String, Bool)] = [
            ("--accuracy", invocation.accuracy != nil), ("--threshold", invocation.threshold != nil),
            ("the row's accuracy", row.accuracy != nil),
        ]
        if let option = unread.first(where: \.1)?.0 {
            return .failure(Failure(message: CurbCheck.unread(option, place: city.name)))
        }
        let choice: CurbSideChoice?
        do throws(UsageError) {
            choice = CurbCheck.sideChoice(
                of: row, over: try CurbCheck.sideChoice(side: invocation.side, heading: invocation.heading))
        } catch {
            return .failure(Failure(message: error.description))
        }
        let interpreter: CurbInterpreter
        switch curbs.interpreter(for: city) {
        case .success(let value): interpreter = value
        case .failure(let failure): return .failure(failure)
        }
        // The row's time, else --at, read on the city's clock (a time without an offset is its
        // wall-clock time); else when the batch started.
        var arrival = ParsedArrival(instant: date)
        if let typed = row.at ?? CurbCheck.typedTime(invocation, now: date, clock: interpreter.timeZone) {
            do throws(TimeParseError) {
                arrival = try interpreter.timeZone.parseArrival(typed)
            } catch {
                let option = row.at == nil ? "--at" : "at"
                return .failure(
                    Failure(
                        message: UsageError.invalidValue(option: option, value: typed, reason: error.description)
                            .description))
            }
        }
        let user = CurbCheck.user(
            invocation, permits: row.permits.isEmpty ? invocation.permits : row.permits,
            hasPlacard: row.placard ?? invocation.hasPlacard)
        return .success(
            CurbReport(
                city: city, source: city.name, location: row.coordinate, arrival: arrival.instant,
                arrivalAdjustment: arrival.adjustment, user: user, timeZone: interpreter.timeZone,
                dataDate: city.dataDate,
                answer: interpreter.answer(
                    at: row.coordinate, arrival: arrival.instant, user: user, choosing: choice
                ).answer))
    }
}
