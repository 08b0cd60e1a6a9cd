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
    ///
    /// A city of the user's or a `--data FEED` (a CurbLR file, maybe large) is read near each of
    /// the batch's first rows through its index (``CurbFeedSession``, as a lookup reads it: the
    /// same features, the same answers), and whole only when the batch goes on
    /// (``rowsReadNear(feedBytes:)``): a few rows over a 50 MB feed no longer read all of it.
    package final class Curbs: Sendable {
        package let registry: CityRegistry
        /// What each city's feed must know (`--vehicle`, `--user-class`) and where its warnings go.
        package let options: BatchCurbOptions
        /// The user's cache of feed indexes; `nil`: every feed is read whole.
        private let cache: CurbFeedCache?
        private let read = Mutex<[String: Result<CurbInterpreter, Failure>]>([:])
        /// Each city's feed as read near the rows so far, by city slug.
        private let near = Mutex<[String: NearReading]>([:])
        /// What the user classes named make of each city's feed (the error that fails its rows),
        /// worked out once, its warnings said once.
        private let classChecks = Mutex<[String: Failure?]>([:])
        /// The regulations paid for their fees alone already warned about (feature and position).
        private let warnedFees = Mutex<Set<String>>([])

        /// How many rows a feed of `feedBytes` bytes is read near before it is read whole: as many
        /// as cost about a twentieth of reading it whole, one a 6 MB (bench/ANALYSIS.md, "A batch over
        /// a feed"); none for a feed under that, read whole at once.
        package static func rowsReadNear(feedBytes: Int64) -> Int { Int(min(feedBytes / 6_000_000, 256)) }

        /// A feed read near the rows: its session (dropped once the feed is read whole), its
        /// calendar, how many rows it may answer and has answered.
        private final class NearReading {
            /// The feed file.
            let path: String
            var session: CurbFeedSession?
            let calendar: CurbHolidayCalendar
            let rowLimit: Int
            var rows = 0
            /// Whether an index that could not be kept was said.
            var saidCacheProblem = false

            init(path: String, session: CurbFeedSession?, calendar: CurbHolidayCalendar, rowLimit: Int) {
                self.path = path
                self.session = session
                self.calendar = calendar
                self.rowLimit = rowLimit
            }
        }

        package init(registry: CityRegistry, options: BatchCurbOptions, cache: CurbFeedCache? = nil) {
            self.registry = registry
            self.options = options
            self.cache = cache
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
                    if let failure = classCheck(of: city, classNames: interpreter.feed.userClassNames) {
                        result = .failure(failure)
                    } else {
                        let unflagged = interpreter.feed.paymentsReadFromFees
                        if unflagged > 0 {
                            options.warn(
                                "\(city.name): \(unflagged) \(unflagged == 1 ? "regulation lists" : "regulations list") fees in "
                                    + "payment.rates but not \"payment\": true; answered as paid parking "
                                    + "(parkcheck validate lists them)")
                        }
                        result = .success(interpreter)
                    }
                } catch {
                    result = .failure(Failure(message: error.description))
                }
                read[city.slug] = result
                return result
            }
        }

        /// The interpreter answering a row at `point` in `city`: over the features near it while
        /// the city's feed is read near the rows, else over the whole feed (``interpreter(for:)``).
        /// `isNear` says which.
        package func interpreter(for city: City, near point: Coordinate) -> (
            interpreter: Result<CurbInterpreter, Failure>, isNear: Bool
        ) {
            if let reading = nearReading(of: city, at: point) {
                if let failure = classCheck(of: city, classNames: reading.classNames) {
                    return (.failure(failure), true)
                }
                return (.success(reading.interpreter), true)
            }
            return (interpreter(for: city), false)
        }

        /// The feed of `city` near `point`, when it is one read near the rows and the batch is still
        /// within its first rows (``rowsReadNear(feedBytes:)``); `nil` otherwise, and from then on
        /// after any trouble (the whole reading says what it is).
        private func nearReading(of city: City, at point: Coordinate) -> (
            interpreter: CurbInterpreter, classNames: [String]
        )? {
            guard let cache, city.folder != nil, city.curbFormat == .curbLR, let file = city.curbsFile,
                let clock = city.timeZoneRules
            else { return nil }
            let reading: (feed: CurbFeed, classNames: [String], calendar: CurbHolidayCalendar)? = near.withLock {
                near in
                let kept: NearReading
                if let open = near[city.slug] {
                    kept = open
                } else {
                    let path = registry.path(of: file, in: city)
                    let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?
                        .int64Value
                    let calendar = try? registry.holidays(of: city)?.calendar ?? .unknown
                    let limit = bytes.map { Self.rowsReadNear(feedBytes: $0) } ?? 0
                    kept = NearReading(
                        path: path,
                        session: limit > 0 && calendar != nil ? CurbFeedSession(feedAt: path, cache: cache) : nil,
                        calendar: calendar ?? .unknown, rowLimit: limit)
                    near[city.slug] = kept
                }
                guard kept.rows < kept.rowLimit, let session = kept.session,
                    let reading = try? session.reading(near: point)
                else {
                    // The whole feed from now on (it says what is wrong, if anything is).
                    kept.session = nil
                    return nil
                }
                kept.rows += 1
                if let problem = reading.cacheProblem, !kept.saidCacheProblem {
                    kept.saidCacheProblem = true
                    options.warn(
                        "\(kept.path): its index was not kept (\(problem)); the next lookup "
                            + "reads the feed whole again")
                }
                return (reading.feed, reading.userClassNames, kept.calendar)
            }
            guard let reading else { return nil }
            return (
                CurbInterpreter(feed: reading.feed, timeZone: clock, holidays: reading.calendar), reading.classNames
            )
        }

        /// The failure every row of `city` gets when the user classes named are not its feed's
        /// (`classNames`), or `nil`; worked out once a city, its warnings said then.
        private func classCheck(of city: City, classNames: [String]) -> Failure? {
            classChecks.withLock { checks in
                if let known = checks[city.slug] { return known }
                let problems = options.userClassProblems(classNames, city.name)
                if problems.error == nil {
                    for warning in problems.warnings { options.warn(warning) }
                }
                let failure = problems.error.map { Failure(message: $0) }
                checks[city.slug] = failure
                return failure
            }
        }

        /// Warns once about each regulation `answer` rests on that is paid for its fees alone, as a
        /// lookup does (a feed read whole is warned about as a count instead).
        func warnAboutFees(of answer: CurbAnswer, in city: City) {
            for quote in answer.paymentsReadFromFees {
                let key = "\(city.slug) \(quote.featureIndex) \(quote.regulation.position)"
                guard warnedFees.withLock({ $0.insert(key).inserted }) else { continue }
                options.warn("\(city.name): " + CurbReport.feesWithoutFlagWarning(quote))
            }
        }
    }

    /// Answers `row` from `city`'s curbs and adds its record to `result`; a row the curbs cannot
    /// answer as asked (an option or a row member they do not read, a feed that cannot be read)
    /// fails, its record carrying the reason. For a calendar, the answer carries the periods its
    /// curb forbids the car to stay.
    package func answer(_ row: InputRow, in city: City, writer: BatchWriter, into result: inout BatchBlockResult) {
        let report: CurbReport
        let periods: [CurbForbiddenPeriod]
        switch self.report(for: row, in: city) {
        case .success(let value): (report, periods) = value
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
        answer.periods = periods
        result.add(outcome, at: row.location) { run in writer.append(answer, to: &run) }
    }

    /// Why a row cannot be answered from curbs.
    package struct Failure: Error, Sendable {
        package let message: String

        package init(message: String) { self.message = message }
    }

    /// The answer for `row` in `city`, with, for a calendar, the periods its curb forbids the car
    /// to stay from its arrival (empty otherwise); or why there is none.
    func report(for row: InputRow, in city: City) -> Result<(CurbReport, [CurbForbiddenPeriod]), Failure> {
        if let option = options.unreadOption {
            return .failure(Failure(message: CurbRefusal.unread(option, place: city.name)))
        }
        let choice: CurbSideChoice?
        switch options.side {
        case .success(let commandLine): choice = Self.sideChoice(of: row, over: commandLine)
        case .failure(let failure): return .failure(failure)
        }
        let interpreter: CurbInterpreter
        let read = curbs.interpreter(for: city, near: row.coordinate)
        switch read.interpreter {
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
        let accuracy = row.accuracy ?? options.accuracy
        let answer = interpreter.answer(
            at: row.coordinate, arrival: arrival.instant, user: user, choosing: choice, accuracy: accuracy
        ).answer
        if read.isNear { curbs.warnAboutFees(of: answer, in: city) }
        let periods =
            options.calendarDays.map { days in
                interpreter.forbiddenPeriods(
                    at: row.coordinate, user: user, choosing: choice, accuracy: accuracy, from: arrival.instant,
                    days: days)
            } ?? []
        let report = CurbReport(
            city: city, source: city.name, location: row.coordinate, arrival: arrival.instant,
            arrivalAdjustment: arrival.adjustment, user: user, timeZone: interpreter.timeZone,
            dataDate: city.dataDate, answer: answer)
        return .success((report, periods))
    }

    /// The side a row chooses: its own side or heading over the command line's `choice`.
    static func sideChoice(of row: InputRow, over choice: CurbSideChoice?) -> CurbSideChoice? {
        if let side = row.side { return .hint(side) }
        if let heading = row.heading { return .heading(heading) }
        return choice
    }
}
