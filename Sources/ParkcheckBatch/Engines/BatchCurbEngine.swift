import Foundation
import Synchronization
import ZoneKit

/// Answers batch rows from a city's curbs (Portland, Austin) as `parkcheck LAT LON` answers a
/// point there: in the city's time, for the user the command line and the row describe
/// (`--vehicle`, `--user-class`, the row's own `permits` and `placard` over `--permit` and
/// `--placard`; ``BatchCurbOptions``).
///
/// A city's curbs are read when its first row comes, never for a batch that has none.
package struct BatchCurbEngine: Sendable {
    /// The cities' curbs, read once and shared by every worker.
    package let curbs: Curbs
    /// What the command line asks of every row.
    package let options: BatchCurbOptions
    /// The time of rows that give none when `--at` is not given: when the batch started.
    package let date: Date
    /// The members of every record of the run (a failed row's record has these).
    package let shape: BatchRecordShape
    /// Whether the text lines may be coloured.
    package let usesColor: Bool

    /// An engine answering from `curbs` as `options` ask, rows without a time for `date`, their
    /// records of `shape`.
    package init(curbs: Curbs, options: BatchCurbOptions, date: Date, shape: BatchRecordShape, usesColor: Bool) {
        self.curbs = curbs
        self.options = options
        self.date = date
        self.shape = shape
        self.usesColor = usesColor
    }

    /// The curbs of a data directory's cities, each read when first asked for (by whichever
    /// worker comes first, the others waiting for it) and kept, or the reason it cannot be used.
    package final class Curbs: Sendable {
        package let registry: CityRegistry
        /// What each city's feed must know (`--vehicle`, `--user-class`) and where its warnings go.
        package let options: BatchCurbOptions
        private let read = Mutex<[String: Result<CurbInterpreter, Failure>]>([:])

        package init(registry: CityRegistry, options: BatchCurbOptions) {
            self.registry = registry
            self.options = options
        }

        /// The interpreter of `city`'s curbs, read on the first call; a failure when they cannot
        /// be read, or their feed knows no user class of a name `--vehicle` or `--user-class` gives.
        /// A class only CurbLR's well-known list has is warned about then, as a lookup does.
        package func interpreter(for city: City) -> Result<CurbInterpreter, Failure> {
            read.withLock { read in
                if let known = read[city.slug] { return known }
                let result: Result<CurbInterpreter, Failure>
                do throws(CityDataError) {
                    let interpreter = try registry.interpreter(for: city)
                    let problems = options.userClassProblems(interpreter.feed, city.name)
                    if problems.error == nil {
                        for warning in problems.warnings { options.warn(warning) }
                        let unflagged = interpreter.feed.paymentsReadFromFees
                        if unflagged > 0 {
                            options.warn(
                                "\(city.name): \(unflagged) \(unflagged == 1 ? "regulation lists" : "regulations list") fees in "
                                    + "payment.rates but not \"payment\": true; answered as paid parking "
                                    + "(parkcheck validate lists them)")
                        }
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
    /// answer as asked (an option or a row member they do not read, a feed that cannot be read)
    /// fails, its record carrying the reason. For a calendar, the answer carries the periods its
    /// curb forbids the car to stay.
    package func answer(_ row: InputRow, in city: City, writer: BatchWriter, into result: inout BatchBlockResult) {
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
        var answer = BatchCurbAnswer(row: row, report: report, shape: shape, usesColor: usesColor)
        if let days = options.calendarDays, case .success(let interpreter) = curbs.interpreter(for: city) {
            let choice = Self.sideChoice(of: row, over: (try? options.side.get()) ?? nil)
            answer.periods = interpreter.forbiddenPeriods(
                at: row.coordinate, user: report.user, choosing: choice, accuracy: row.accuracy ?? options.accuracy,
                from: report.arrival, days: days)
        }
        result.add(outcome, at: row.location) { run in writer.append(answer, to: &run) }
    }

    /// Why a row cannot be answered from curbs.
    package struct Failure: Error, Sendable {
        package let message: String

        package init(message: String) { self.message = message }
    }

    /// The answer for `row` in `city`, or why there is none.
    package func report(for row: InputRow, in city: City) -> Result<CurbReport, Failure> {
        if let option = options.unreadOption {
            return .failure(Failure(message: CurbRefusal.unread(option, place: city.name)))
        }
        let choice: CurbSideChoice?
        switch options.side {
        case .success(let commandLine): choice = Self.sideChoice(of: row, over: commandLine)
        case .failure(let failure): return .failure(failure)
        }
        let interpreter: CurbInterpreter
        switch curbs.interpreter(for: city) {
        case .success(let value): interpreter = value
        case .failure(let failure): return .failure(failure)
        }
        // The row's time, else --at, read on the city's clock (a time without an offset is its
        // wall-clock time); else when the batch started.
        var arrival = ParsedArrival(instant: date)
        if let typed = row.at ?? options.typedTime(interpreter.timeZone) {
            do throws(TimeParseError) {
                arrival = try interpreter.timeZone.parseArrival(typed)
            } catch {
                let option = row.at == nil ? "--at" : "at"
                return .failure(Failure(message: CurbRefusal.invalidValue(option: option, value: typed, error: error)))
            }
        }
        let user = CurbUser(
            askingAs: options.userClasses, permits: row.permits.isEmpty ? options.permits : row.permits,
            hasPlacard: row.placard ?? options.hasPlacard)
        return .success(
            CurbReport(
                city: city, source: city.name, location: row.coordinate, arrival: arrival.instant,
                arrivalAdjustment: arrival.adjustment, user: user, timeZone: interpreter.timeZone,
                dataDate: city.dataDate,
                answer: interpreter.answer(
                    at: row.coordinate, arrival: arrival.instant, user: user, choosing: choice,
                    accuracy: row.accuracy ?? options.accuracy
                ).answer))
    }

    /// The side a row chooses: its own side or heading over the command line's `choice`.
    static func sideChoice(of row: InputRow, over choice: CurbSideChoice?) -> CurbSideChoice? {
        if let side = row.side { return .hint(side) }
        if let heading = row.heading { return .heading(heading) }
        return choice
    }
}
