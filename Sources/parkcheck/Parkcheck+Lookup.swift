import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck LAT LON`: find the data, then answer from it.
extension Parkcheck {
    /// Answers for `point` from the data ``DataLocator`` finds: a data directory gives the full
    /// answer (``ParkingCheck``); a single zone file, or `--zone-only`, the zone lookup alone
    /// (``ZoneLookup``).
    ///
    /// - Returns: the lookup's status; ``ExitCode/noInput`` when no data is found (every place
    ///   looked at is listed).
    func lookUp(
        _ point: Coordinate, _ invocation: Invocation, output: inout BufferedOutput, diagnostics: Diagnostics
    ) throws(OutputError) -> ExitCode {
        // The only reading of the clock: ZoneKit is always told the time.
        let now = clock()
        let location: DataLocator.Location
        do throws(DataLocator.NotFound) {
            location = try DataLocator(option: invocation.dataFile, environment: environment).locate()
        } catch {
            diagnostics.error(error.description)
            return .noInput
        }
        diagnostics.verbose("data: \(location.path)")
        switch location {
        case .zoneFile(let path):
            if let kind = CityRouting.curbFeedKind(path) {
                return try answerFromFeed(
                    at: path, kind: kind, point, invocation, now: now, output: &output, diagnostics: diagnostics)
            }
            let lookup = ZoneLookup(point: point, invocation: invocation, dataFile: path, date: now)
            return try lookup.run(output: &output, diagnostics: diagnostics)
        case .directory(let path, _) where invocation.isZoneOnly:
            // The zone lookup alone, from the directory's zone file: what a --zone-only batch row gets.
            let lookup = ZoneLookup(
                point: point, invocation: invocation, dataFile: ParkingData.path(of: .zones, in: path), date: now)
            return try lookup.run(output: &output, diagnostics: diagnostics)
        case .directory(let path, _):
            var elsewhere: String?
            let route = CityRouting.route(
                point, invocation: invocation, directory: path, environment: environment,
                warn: { diagnostics.warning($0) })
            switch route {
            case .failure(let failure):
                diagnostics.error(failure.message)
                return failure.status
            case .success(.curbs(let city, let interpreter, let userClassNames)):
                diagnostics.verbose("city: \(city.name)")
                return try CurbCheck(
                    point: point, invocation: invocation, interpreter: interpreter, city: city, source: city.name,
                    dataDate: city.dataDate.isEmpty ? nil : city.dataDate, now: now, usesColor: usesColor(invocation),
                    userClassNames: userClassNames
                ).run(output: &output, diagnostics: diagnostics)
            case .success(.sanFrancisco(let outside)):
                elsewhere = outside
            }
            let usesColor = usesColor(invocation)
            let check = ParkingCheck(
                point: point, invocation: invocation, dataDirectory: path, now: now, usesColor: usesColor,
                environment: environment, elsewhere: elsewhere)
            return try check.run(output: &output, diagnostics: diagnostics)
        }
    }

    /// `--data FEED`: a curb feed answered directly, in its own time zone; its holiday calendar is
    /// unknown (answers that depend on it say unknown). A CurbLR feed is read through its index
    /// (``CurbFeedCache``: the features near the point) once it has one.
    private func answerFromFeed(
        at path: String, kind: CityRouting.CurbFeedKind, _ point: Coordinate, _ invocation: Invocation, now: Date,
        output: inout BufferedOutput, diagnostics: Diagnostics
    ) throws(OutputError) -> ExitCode {
        let curbs: CityRouting.FeedCurbs
        switch CityRouting.feedCurbs(at: path, kind: kind, near: point, environment: environment) {
        case .success(let read): curbs = read
        case .failure(let failure):
            diagnostics.error(failure.message)
            return failure.status
        }
        if let warning = curbs.cacheWarning { diagnostics.warning(warning) }
        if let howRead = curbs.howRead { diagnostics.verbose(howRead) }
        let interpreter = curbs.interpreter
        let metadata = interpreter.feed.metadata
        return try CurbCheck(
            point: point, invocation: invocation, interpreter: interpreter, city: nil, source: path,
            dataDate: Self.day(metadata.updatedDate ?? metadata.createdDate, clock: interpreter.timeZone),
            now: now, usesColor: usesColor(invocation), userClassNames: curbs.userClassNames
        ).run(output: &output, diagnostics: diagnostics)
    }

    private func usesColor(_ invocation: Invocation) -> Bool {
        Terminal.usesColor(
            isTerminal: Terminal.isTerminal(STDOUT_FILENO), environment: environment, choice: invocation.color)
    }

    /// A feed's date as a day: CurbLR's ISO 8601 text cut to `yyyy-mm-dd`; CDS's epoch seconds
    /// (or milliseconds) as the day they fall on in the feed's zone.
    static func day(_ text: String?, clock: TimeZoneRules) -> String? {
        guard let text else { return nil }
        guard let number = Double(text), text.allSatisfy(\.isNumber) else { return String(text.prefix(10)) }
        let seconds = number > 100_000_000_000 ? number / 1000 : number
        return String(clock.iso8601(Date(timeIntervalSince1970: seconds)).prefix(10))
    }
}
