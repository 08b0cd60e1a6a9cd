import Foundation
import ParkcheckBatch
import ZoneKit

/// Where `near` finds the curbs around a point, and the clock it tells the times on: San
/// Francisco's data (the pack's cut near the point, as a lookup reads it), or a city's curb feed —
/// a city of the data directory (Portland, Austin), one of the user's, or `--data FEED` — answered
/// by its interpreter on that city's clock. The listing, its formats and its map are the same.
enum NearCurbs {
    /// San Francisco's data directory.
    case sanFrancisco(directory: String)
    /// A curb feed: its city's name (or the feed's path), its interpreter, and who the feed knows
    /// (every user class of the whole feed, for `--vehicle` and `--user-class`).
    case feed(place: String, interpreter: CurbInterpreter, userClassNames: [String])

    /// Why `near` cannot answer a point: what to say, and the status a one-shot exits with.
    struct Refusal: Error {
        let message: String
        let status: ExitCode
    }

    /// How far around the point a feed of the user's is read: the widest search, and the reach of
    /// an answer at its edge.
    static let feedReach = NearCommand.farthestRadius + CurbStations.offset + CurbFeedIndex.radius

    /// The curbs `near` answers `point` from: `--data FEED`'s, else the city `--city` names or
    /// the one holding the point (``CityRouting/route(_:invocation:directory:environment:reach:warn:)``);
    /// `warn` is told what does not stop the answer (a city of the user's left out, a user class
    /// no regulation is for). `memo` keeps the cities read for the next point (a batch's rows).
    static func find(
        for point: Coordinate, setting: NearCommand.Setting, invocation: Invocation, environment: [String: String],
        memo: CityRouting.Memo? = nil, warn: (String) -> Void
    ) -> Result<NearCurbs, Refusal> {
        let found: Result<NearCurbs, Refusal>
        if let (path, kind) = setting.feed {
            found = feed(at: path, kind: kind, near: point, environment: environment, memo: memo, warn: warn)
        } else if let directory = setting.directory {
            let route = CityRouting.route(
                point, invocation: invocation, directory: directory, environment: environment, reach: feedReach,
                memo: memo, warn: warn)
            switch route {
            case .failure(let failure):
                found = .failure(Refusal(message: failure.message, status: failure.status))
            case .success(.sanFrancisco):
                found = .success(.sanFrancisco(directory: directory))
            case .success(.curbs(let city, let interpreter, let userClassNames)):
                found = .success(
                    .feed(
                        place: city.name, interpreter: interpreter,
                        userClassNames: userClassNames ?? interpreter.feed.userClassNames))
            }
        } else {
            return .failure(Refusal(message: "no data", status: .noInput))
        }
        return found.flatMap { $0.checkingUserClasses(invocation, warn: warn) }
    }

    /// `--data FEED`'s curbs within ``feedReach`` (``CityRouting/feedCurbs(at:kind:near:radius:environment:)``).
    private static func feed(
        at path: String, kind: CityRouting.CurbFeedKind, near point: Coordinate, environment: [String: String],
        memo: CityRouting.Memo?, warn: (String) -> Void
    ) -> Result<NearCurbs, Refusal> {
        let read = CityRouting.feedCurbs(
            at: path, kind: kind, near: point, radius: feedReach, environment: environment, memo: memo)
        switch read {
        case .failure(let failure):
            return .failure(Refusal(message: failure.message, status: failure.status))
        case .success(let curbs):
            if let warning = curbs.cacheWarning { warn(warning) }
            return .success(
                .feed(
                    place: path, interpreter: curbs.interpreter,
                    userClassNames: curbs.userClassNames ?? curbs.interpreter.feed.userClassNames))
        }
    }

    /// These curbs, when the feed knows the user classes `--vehicle` and `--user-class` name (a
    /// lookup's check: a class no feed names is refused, one only CurbLR's list has is warned of).
    private func checkingUserClasses(_ invocation: Invocation, warn: (String) -> Void) -> Result<NearCurbs, Refusal> {
        guard case .feed(let place, _, let names) = self else { return .success(self) }
        let problems = CurbCheck.userClassProblems(invocation, classNames: names, place: place)
        if let error = problems.error { return .failure(Refusal(message: error, status: .usage)) }
        for warning in problems.warnings { warn(warning) }
        return .success(self)
    }

    /// The clock the answers are on: the city's.
    var clock: TimeZoneRules {
        switch self {
        case .sanFrancisco: .losAngeles
        case .feed(_, let interpreter, _): interpreter.timeZone
        }
    }

    /// The advisor's answer to `question` (``NearCommand/advice(for:clock:longestStay:stretches:)``);
    /// `answered` is told how long each radius took.
    ///
    /// - Throws: ``ParkingDataLoadError`` when San Francisco's data cannot be read,
    ///   ``ParkingQueryError`` for an unknown permit there.
    func advice(
        for question: CurbQuestion, invocation: Invocation, loader: DataLoader,
        answered: (_ radius: Double, _ duration: Duration) -> Void
    ) throws -> NearCommand.Advice {
        switch self {
        case .sanFrancisco(let directory):
            return try NearCommand.sanFranciscoAdvice(
                for: question, threshold: invocation.threshold,
                data: { widened in try loader.data(for: widened, threshold: invocation.threshold, in: directory) },
                answered: answered)
        case .feed(_, let interpreter, _):
            let user = CurbCheck.user(invocation)
            return try NearCommand.advice(for: question, clock: interpreter.timeZone, longestStay: nil) { widened in
                let clock = ContinuousClock()
                let start = clock.now
                let stretches = interpreter.curbStretches(
                    near: widened.location, radius: widened.radius, arrival: widened.arrival, user: user)
                answered(widened.radius, clock.now - start)
                return stretches
            }
        }
    }

    /// The map (`svg`) or the page with the list and the map (`html`) of `advice`.
    ///
    /// - Throws: ``ParkingDataLoadError`` when San Francisco's data around the map cannot be read.
    func picture(
        _ question: CurbQuestion, advice: NearCommand.Advice, listed: [CurbStretch], format: OutputFormat,
        threshold: Double?, loader: DataLoader
    ) throws -> String {
        let shown = listed.isEmpty ? advice.nearestBeyond.map { [$0] } ?? [] : listed
        let radius = NearCommand.mapRadius(question, stretches: shown)
        let stay = question.stay.map { " for \(NearCommand.durationText($0))" } ?? ""
        let title =
            shown.isEmpty
            ? "No legal curb\(stay) within \(ZoneLookupText.metres(question.radius)) m"
            : "\(shown[0].verdict.glyph) Nearest to park\(stay): \(shown[0].place)"
        let subtitle =
            "From \(advice.clock.dayAndTime(question.arrival)) · \(listed.count) of \(advice.legal.count) legal "
            + "stretches within \(ZoneLookupText.metres(question.radius)) m"
            + (listed.count > ParkingData.numberedStretches
                ? ", the nearest \(ParkingData.numberedStretches) numbered" : ", numbered nearest first")
        let map: AnswerMap
        switch self {
        case .sanFrancisco(let directory):
            let data = try loader.data(
                near: question.location, accuracy: nil, threshold: threshold, radius: radius * 2.0.squareRoot(),
                in: directory)
            map = data.map(ofAdvice: question, stretches: shown, radius: radius, title: title)
        case .feed(_, let interpreter, _):
            map = interpreter.map(ofAdvice: question, stretches: shown, radius: radius, title: title)
        }
        switch format {
        case .html:
            return AnswerHTML.page(
                title: title, text: NearCommand.text(question, advice: advice, listed: listed),
                svg: MapSVG.element(map, subtitle: subtitle))
        default:
            return MapSVG.document(map, subtitle: subtitle)
        }
    }
}
