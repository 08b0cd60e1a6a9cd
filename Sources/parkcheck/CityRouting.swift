import Foundation
import ZoneKit

/// Which city a lookup answers from: the one `--city` names, else the one whose data holds the
/// point; San Francisco's answers go through ``ParkingCheck`` as before, the others through
/// ``CurbCheck``.
enum CityRouting {
    /// Why the cities cannot be listed or chosen, and the status to exit with.
    struct Failure: Error {
        /// What to tell the user.
        let message: String
        /// The exit status.
        let status: ExitCode
    }

    /// The cities of the data directory a lookup would use (`--data DIR`, `PARKCHECK_DATA`, the
    /// installed data…).
    static func registry(dataOption: String?, environment: [String: String]) -> Result<CityRegistry, Failure> {
        let directory: String
        do throws(DataLocator.NotFound) {
            switch try DataLocator(option: dataOption, environment: environment).locate() {
            case .directory(let path, _): directory = path
            case .zoneFile(let path):
                return .failure(
                    Failure(message: "\(path) is a zone file alone, not a data directory with cities", status: .usage))
            }
        } catch {
            return .failure(Failure(message: error.description, status: .noInput))
        }
        do throws(CityDataError) {
            return .success(try registry(directory: directory, environment: environment))
        } catch {
            return .failure(Failure(message: error.description, status: .dataError))
        }
    }

    /// The cities of `directory` and the user's own (`$XDG_DATA_HOME/parkcheck/cities`), their
    /// feeds read through the user's cache.
    static func registry(directory: String, environment: [String: String]) throws(CityDataError) -> CityRegistry {
        try CityRegistry(
            directory: directory, userFolder: CityRegistry.userCitiesFolder(environment: environment),
            cache: CurbFeedCache(environment: environment))
    }

    /// The city `--city` names, or a usage error that suggests the nearest name and lists them all.
    static func city(named typed: String, in registry: CityRegistry) -> Result<City, Failure> {
        if let city = registry.city(named: typed) { return .success(city) }
        let names = registry.cities.flatMap { [$0.slug, String($0.name.split(separator: ",")[0]).lowercased()] }
        var message = "--city: no city called '\(typed)'"
        if let nearest = Suggestion.nearest(to: typed, among: names), let city = registry.city(named: nearest) {
            message += "; did you mean '\(city.slug)' (\(city.name))?"
        } else {
            message += "."
        }
        message +=
            " The cities: " + registry.cities.map { "\($0.slug) (\($0.name))" }.joined(separator: ", ")
            + "; 'parkcheck cities' lists them."
        return .failure(Failure(message: message, status: .usage))
    }

    /// What many lookups in one run (a `near` batch's rows) read once: the data directory's
    /// cities, each built-in city's curbs, a CDS payload given with `--data`. A city of the
    /// user's and a CurbLR feed are read near each point through their index, each feature
    /// decoded once (``CurbFeedSession``).
    final class Memo {
        fileprivate var registry: Result<CityRegistry, Failure>?
        fileprivate var interpreters: [String: CurbInterpreter] = [:]
        fileprivate var payloads: [String: FeedCurbs] = [:]
        private var sessions: [String: CurbFeedSession] = [:]

        /// The session reading the CurbLR feed at `path`, opened by the first call.
        fileprivate func session(feedAt path: String, environment: [String: String]) -> CurbFeedSession {
            if let open = sessions[path] { return open }
            let session = CurbFeedSession(feedAt: path, cache: CurbFeedCache(environment: environment))
            sessions[path] = session
            return session
        }
    }

    /// The CurbLR feed at `path` near `point`: through `memo`'s session when there is one.
    private static func feedReading(
        feedAt path: String, near point: Coordinate, radius: Double, environment: [String: String], memo: Memo?
    ) throws(CityDataError) -> CurbFeedCache.Reading {
        guard let memo else {
            return try CurbFeedCache(environment: environment).reading(feedAt: path, near: point, radius: radius)
        }
        return try memo.session(feedAt: path, environment: environment).reading(near: point, radius: radius)
    }

    /// The cities of `directory` as ``registry(directory:environment:)`` reads them, or the
    /// failure to, read once for all the calls that share `memo`.
    private static func registry(
        directory: String, environment: [String: String], memo: Memo?
    ) -> Result<CityRegistry, Failure> {
        if let kept = memo?.registry { return kept }
        let read: Result<CityRegistry, Failure>
        do throws(CityDataError) {
            read = .success(try registry(directory: directory, environment: environment))
        } catch {
            read = .failure(Failure(message: error.description, status: .dataError))
        }
        memo?.registry = read
        return read
    }

    /// Where a lookup goes.
    enum Route {
        /// A city with a curb feed, and its interpreter (curbs read now); for a city of the user's,
        /// whose interpreter holds the curbs near the point only, every user class of its feed.
        case curbs(City, CurbInterpreter, userClassNames: [String]?)
        /// San Francisco's data, as before; with, for a point outside every city, the sentence
        /// that says so (naming the cities).
        case sanFrancisco(outside: String?)
    }

    /// The city that answers for `point`: `--city`'s, else the one whose data holds the point;
    /// San Francisco when that is San Francisco, when no city holds it (its answer then says the
    /// point is outside, naming every city), or when the directory has no cities.
    ///
    /// A city of the user's is read through its index: the features within `reach` metres of the
    /// point (as far as a lookup's answer looks, by default; `near` looks farther). `memo` keeps
    /// what this call reads for the next calls with the same directory and environment.
    static func route(
        _ point: Coordinate, invocation: Invocation, directory: String, environment: [String: String],
        reach: Double = CurbFeedIndex.radius, memo: Memo? = nil, warn: (String) -> Void
    ) -> Result<Route, Failure> {
        let registry: CityRegistry
        switch self.registry(directory: directory, environment: environment, memo: memo) {
        case .success(let read): registry = read
        case .failure(let failure): return .failure(failure)
        }
        for problem in registry.userCityProblems { warn("your city is left out: \(problem)") }
        for warning in registry.userCityWarnings { warn(warning) }
        let city: City
        if let typed = invocation.city {
            switch self.city(named: typed, in: registry) {
            case .success(let named): city = named
            case .failure(let failure): return .failure(failure)
            }
        } else if let found = registry.city(containing: point) {
            city = found
        } else if let meant = lostSign(point, in: registry) {
            return .failure(
                Failure(
                    message: "\(point.latitude) \(point.longitude) is in no city parkcheck has data for; did you mean "
                        + "\(meant.point.latitude) \(meant.point.longitude), in \(meant.city.name)? (longitudes west "
                        + "of Greenwich and latitudes south of the equator are negative)",
                    status: .usage))
        } else {
            return .success(.sanFrancisco(outside: registry.cities.isEmpty ? nil : registry.outsideMessage(for: point)))
        }
        guard city.curbFormat == .curbLR else { return .success(.sanFrancisco(outside: nil)) }
        if invocation.isZoneOnly {
            return .failure(
                Failure(
                    message: "--zone-only answers San Francisco's permit zones; \(city.name) has none", status: .usage))
        }
        do throws(CityDataError) {
            guard city.folder != nil, let feed = city.curbsFile, let clock = city.timeZoneRules else {
                if let read = memo?.interpreters[city.slug] { return .success(.curbs(city, read, userClassNames: nil)) }
                let interpreter = try registry.interpreter(for: city)
                memo?.interpreters[city.slug] = interpreter
                return .success(.curbs(city, interpreter, userClassNames: nil))
            }
            // A city of the user's: its feed through its index, the curbs near the point only.
            let reading = try feedReading(
                feedAt: registry.path(of: feed, in: city), near: point, radius: reach, environment: environment,
                memo: memo)
            // An index that cannot be kept was said with the registry's warnings.
            let calendar = try registry.holidays(of: city)?.calendar ?? .unknown
            return .success(
                .curbs(
                    city, CurbInterpreter(feed: reading.feed, timeZone: clock, holidays: calendar),
                    userClassNames: reading.userClassNames))
        } catch {
            return .failure(Failure(message: error.description, status: .dataError))
        }
    }

    /// The place `point` most likely meant when it lies in no city but would with a sign flipped
    /// (a longitude copied without its minus), or with its two numbers swapped as well.
    static func lostSign(_ point: Coordinate, in registry: CityRegistry) -> (point: Coordinate, city: City)? {
        let candidates = [
            (point.latitude, -point.longitude), (-point.latitude, point.longitude), (point.longitude, -point.latitude),
            (-point.longitude, point.latitude),
        ]
        for (latitude, longitude) in candidates where abs(latitude) <= 90 && abs(longitude) <= 180 {
            let meant = Coordinate(latitude: latitude, longitude: longitude)
            if let city = registry.city(containing: meant) { return (meant, city) }
        }
        return nil
    }

    /// A curb feed given with `--data FEED`, as a lookup or `near` at a point answers from it.
    struct FeedCurbs {
        /// The feed's interpreter, in the feed's own time zone; its holiday calendar unknown.
        let interpreter: CurbInterpreter
        /// Every user class of the whole feed, when the interpreter holds only the features near
        /// the point (``CurbFeedCache``); `nil`: the interpreter's feed is whole.
        let userClassNames: [String]?
        /// Why the feed's index could not be kept, as a warning to say; `nil` when it was.
        let cacheWarning: String?
        /// For `--verbose`: how a CurbLR feed was read (through its index, or whole); `nil` for CDS.
        let howRead: String?
    }

    /// The curbs of the feed at `path` (of `kind`) within `radius` metres of `point`: a CurbLR
    /// feed through its index (``CurbFeedCache``) once it has one, a CDS payload read whole.
    ///
    /// `memo` keeps a CDS payload, read whole, for the next point.
    ///
    /// - Returns: `.failure` (exit 65) when the feed cannot be read or its time zone is not known.
    static func feedCurbs(
        at path: String, kind: CurbFeedKind, near point: Coordinate, radius: Double = CurbFeedIndex.radius,
        environment: [String: String], memo: Memo? = nil
    ) -> Result<FeedCurbs, Failure> {
        if let kept = memo?.payloads[path] { return .success(kept) }
        let feed: CurbFeed
        var userClassNames: [String]?
        var cacheWarning: String?
        var howRead: String?
        do throws(CityDataError) {
            switch kind {
            case .curbLR:
                let reading = try feedReading(
                    feedAt: path, near: point, radius: radius, environment: environment, memo: memo)
                feed = reading.feed
                userClassNames = reading.userClassNames
                cacheWarning = reading.cacheProblem.map {
                    "\(path): its index was not kept (\($0)); the next lookup reads the feed whole again"
                }
                howRead =
                    reading.usedIndex
                    ? "read the \(feed.features.count) features near the point through the feed's index"
                    : "read the feed whole"
            case .cds:
                feed = try CityRegistry.readFeed(atPath: path)
            }
        } catch {
            return .failure(Failure(message: error.description, status: .dataError))
        }
        guard let interpreter = CurbInterpreter(feed: feed) else {
            return .failure(
                Failure(
                    message: "\(path): time zone \(feed.metadata.timeZoneIdentifier) is not known", status: .dataError))
        }
        let curbs = FeedCurbs(
            interpreter: interpreter, userClassNames: userClassNames, cacheWarning: cacheWarning, howRead: howRead)
        if kind == .cds { memo?.payloads[path] = curbs }
        return .success(curbs)
    }

    /// Whether the file at `path` is a curb feed, not a zone file: a CDS curbs payload, or a
    /// CurbLR feed (it names a `manifest` and a `curblrVersion`, or a `manifest` with
    /// `priorityHierarchy`, wherever they are in the file).
    static func isCurbFeed(_ path: String) -> Bool { curbFeedKind(path) != nil }

    /// The standards a curb feed given with `--data` may be written in.
    enum CurbFeedKind {
        case curbLR
        case cds
    }

    /// Which curb feed the file at `path` is, if one: its first 64 KiB decide when they can; a
    /// CurbLR feed's manifest may come after its features (legal JSON, and common), so a file
    /// they leave undecided is looked at whole.
    static func curbFeedKind(_ path: String) -> CurbFeedKind? {
        guard let head = try? PlainFiles.prefix(ofFileAt: path, count: 65_536) else { return nil }
        if CityRegistry.isCDSPayload(head) { return .cds }
        if isCurbLR(head) { return .curbLR }
        guard head.count == 65_536, let bytes = try? PlainFiles.contents(atPath: path) else { return nil }
        return isCurbLR(bytes) ? .curbLR : nil
    }

    /// Whether `bytes` name a `manifest` and a `curblrVersion`, or a `manifest` with `priorityHierarchy`.
    private static func isCurbLR(_ bytes: Data) -> Bool {
        contains(bytes, "\"manifest\"")
            && (contains(bytes, "\"curblrVersion\"") || contains(bytes, "\"priorityHierarchy\""))
    }

    /// Whether `bytes` hold `word`'s UTF-8 anywhere.
    private static func contains(_ bytes: Data, _ word: StaticString) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return false }
            let (length, first) = (word.utf8CodeUnitCount, Int32(word.utf8Start.pointee))
            var start = 0
            // memchr to each place the first byte is, memcmp for the rest (memmem is a GNU extension).
            while start + length <= raw.count,
                let found = memchr(base + start, first, raw.count - start - length + 1)
            {
                let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if memcmp(found, word.utf8Start, length) == 0 { return true }
                start = offset + 1
            }
            return false
        }
    }

    /// Whether a batch's rows may be answered from a city's curbs: the data directory holds a
    /// city with a CurbLR feed besides San Francisco (`--list-fields` lists both answers' fields).
    static func hasCurbCities(invocation: Invocation, environment: [String: String]) -> Bool {
        guard case .success(let registry) = registry(dataOption: invocation.dataFile, environment: environment)
        else { return false }
        return registry.cities.contains { $0.curbFormat == .curbLR }
    }

    /// Whether a lookup at `point` would answer from a city's curb feed (`--list-fields` lists its
    /// fields then): `--data FEED`, `--city` naming such a city, or a point in one.
    static func answersFromCurbs(_ point: Coordinate, invocation: Invocation, environment: [String: String]) -> Bool {
        guard !invocation.isZoneOnly else { return false }
        switch try? DataLocator(option: invocation.dataFile, environment: environment).locate() {
        case .zoneFile(let path)?: return isCurbFeed(path)
        case .directory(let path, _)?:
            guard let registry = try? CityRegistry(directory: path) else { return false }
            let city = invocation.city.map { registry.city(named: $0) } ?? registry.city(containing: point)
            return city?.curbFormat == .curbLR
        case nil: return false
        }
    }
}
