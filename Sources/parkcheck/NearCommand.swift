import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck near LAT LON`: the stretches of curb around a place where the car may be parked at
/// the arrival and stay as long as asked (``ZoneKit/ParkingData/curbStretches(near:threshold:settings:)``),
/// as text for people or as JSON, NDJSON, CSV or GeoJSON.
struct NearCommand {
    /// Where the driver is.
    let point: Coordinate
    /// The command line.
    let invocation: Invocation
    /// The process environment (where the data is).
    let environment: [String: String]
    /// The arrival when `--at` is not given.
    let now: Date

    /// How far to look without `--within`, in metres: a few minutes' walk.
    static let defaultRadius = 400.0
    /// How many stretches to list without `--limit`.
    static let defaultLimit = 10
    /// How far the search widens, at most, to name the nearest legal stretch beyond the radius.
    static let farthestRadius = 1_600.0

    /// Runs the command.
    ///
    /// - Returns: ``ExitCode/success`` when answered (whether or not a legal curb was found),
    ///   ``ExitCode/usage`` for a bad `--at`, permit, user class or format, ``ExitCode/noInput`` or
    ///   ``ExitCode/dataError`` for missing or invalid data.
    func run(output: inout BufferedOutput, diagnostics: Diagnostics) throws(OutputError) -> ExitCode {
        guard let setting = Self.setting(invocation, environment: environment, now: now, diagnostics: diagnostics)
        else { return .usage }
        guard setting.directory != nil || setting.feed != nil else { return .noInput }
        let curbs: NearCurbs
        switch NearCurbs.find(
            for: point, setting: setting, invocation: invocation, environment: environment,
            warn: { diagnostics.warning($0) })
        {
        case .success(let found): curbs = found
        case .failure(let refusal):
            diagnostics.error(refusal.message)
            return refusal.status
        }
        let arrival: Date
        do throws(UsageError) {
            arrival = try invocation.arrival(on: curbs.clock, now: now).instant
        } catch {
            diagnostics.error(error.description)
            return .usage
        }
        if case .sanFrancisco = curbs, !invocation.saysSanFranciscoClasses(to: diagnostics) { return .usage }
        let question = CurbQuestion(
            location: point, arrival: arrival, permits: invocation.permits, hasPlacard: invocation.hasPlacard,
            isOversizedVehicle: invocation.isOversizedVehicle, stay: invocation.stay,
            radius: invocation.within ?? Self.defaultRadius)
        let advice: Advice
        do {
            advice = try curbs.advice(
                for: question, invocation: invocation,
                loader: DataLoader(environment: environment, diagnostics: diagnostics),
                answered: { radius, duration in
                    diagnostics.verbose(
                        "answered the curbs within \(ZoneLookupText.metres(radius)) m in \(DataLoader.shown(duration))")
                })
        } catch let error as ParkingDataLoadError {
            return ParkingCheck.report(error, to: diagnostics)
        } catch let error as CityDataError {
            diagnostics.error(error.description)
            return .dataError
        } catch {
            diagnostics.error("\(error)")
            return .usage
        }
        let listed = Self.listed(advice, limit: invocation.limit)
        switch invocation.format {
        case .json:
            try output.writeJSON(.object(Self.object(question, advice: advice, listed: listed)), pretty: true)
        case .ndjson:
            for stretch in listed {
                try output.writeJSON(
                    .object(Self.object(stretch, question: question, clock: advice.clock)), pretty: false)
            }
        case .csv:
            try output.write(Self.csv(listed, question: question, clock: advice.clock))
        case .geojson:
            try output.writeJSON(
                .object(Self.featureCollection(listed, question: question, clock: advice.clock)), pretty: false)
        case .svg, .html:
            do {
                try output.write(
                    curbs.picture(
                        question, advice: advice, listed: listed, format: invocation.format,
                        threshold: invocation.threshold,
                        loader: DataLoader(environment: environment, diagnostics: diagnostics)))
            } catch let error as ParkingDataLoadError {
                return ParkingCheck.report(error, to: diagnostics)
            } catch let error as OutputError {
                throw error
            } catch {
                diagnostics.error("\(error)")
                return .usage
            }
        default:
            try output.write(Self.text(question, advice: advice, listed: listed))
        }
        return .success
    }

    /// What a one-shot and a batch share: San Francisco's arrival (`--at` on its clock, else `now`;
    /// another city reads `--at` on its own, ``Invocation/arrival(on:now:)``) and where the data is:
    /// a data directory, or a curb feed (`--data FEED`); neither when there is none (said on
    /// standard error, exit ``ExitCode/noInput``).
    struct Setting {
        let arrival: Date
        let directory: String?
        /// `--data FEED`: the feed, and which standard it is in.
        var feed: (path: String, kind: CityRouting.CurbFeedKind)? = nil
    }

    static func setting(
        _ invocation: Invocation, environment: [String: String], now: Date, diagnostics: Diagnostics
    ) -> Setting? {
        let formats = CommandSpec.formats["near"] ?? []
        guard formats.contains(invocation.format) else {
            diagnostics.error(
                "--format \(invocation.format.rawValue) is not a format near writes: "
                    + formats.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        let arrival: Date
        do throws(UsageError) {
            arrival = try invocation.arrival(on: .losAngeles, now: now).instant
        } catch {
            diagnostics.error(error.description)
            return nil
        }
        do throws(DataLocator.NotFound) {
            switch try DataLocator(option: invocation.dataFile, environment: environment).locate() {
            case .directory(let path, _):
                return Setting(arrival: arrival, directory: path)
            case .zoneFile(let path):
                if let kind = CityRouting.curbFeedKind(path) {
                    return Setting(arrival: arrival, directory: nil, feed: (path, kind))
                }
                diagnostics.error(
                    "near needs a data directory with the curbs or a curb feed, not a zone file alone (\(path))")
                return nil
            }
        } catch {
            diagnostics.error(error.description)
            return Setting(arrival: arrival, directory: nil)
        }
    }

    /// The legal stretches to list: the first `limit` (``defaultLimit`` without one; 0: all).
    static func listed(_ advice: Advice, limit: Int?) -> [CurbStretch] {
        let limit = limit ?? defaultLimit
        return limit == 0 ? advice.legal : Array(advice.legal.prefix(limit))
    }

    /// What the advisor found: the legal stretches within the radius, ranked, how many stretches
    /// it looked at, and when none is legal, the nearest legal one farther away; the times are
    /// on the clock of the city that answered.
    struct Advice {
        let legal: [CurbStretch]
        let looked: Int
        let nearestBeyond: CurbStretch?
        /// The city's clock.
        let clock: TimeZoneRules
        /// The longest stay any curb of the city allows, if a rule of the whole city says so (San
        /// Francisco's 72-hour rule).
        let longestStay: TimeInterval?

        /// Whether the stay asked for is longer than any curb of the city allows.
        func exceedsLongestStay(_ question: CurbQuestion) -> Bool { Self.exceeds(question, longestStay) }

        /// Whether `question`'s stay is longer than `longestStay`, when there is one.
        static func exceeds(_ question: CurbQuestion, _ longestStay: TimeInterval?) -> Bool {
            guard let longestStay else { return false }
            return (question.stay ?? 0) > longestStay
        }
    }

    /// San Francisco's longest stay anywhere: the citywide 72-hour rule.
    static let sanFranciscoLongestStay = TimeInterval(SFParkingConstraint.citywideLimitMinutes * 60)

    /// Asks for the stretches within the radius (`stretches`: every stretch within the question's
    /// radius, ranked), widening the search (twice the radius each time, up to
    /// ``farthestRadius``) only to name the nearest legal stretch when none is within the radius.
    static func advice(
        for question: CurbQuestion, clock: TimeZoneRules, longestStay: TimeInterval?,
        stretches: (CurbQuestion) throws -> [CurbStretch]
    ) throws -> Advice {
        func legalStretches(within radius: Double) throws -> (legal: [CurbStretch], looked: Int) {
            var widened = question
            widened.radius = radius
            let found = try stretches(widened)
            return (found.filter { $0.allows(stay: question.stay, from: question.arrival) }, found.count)
        }
        let found = try legalStretches(within: question.radius)
        var nearestBeyond: CurbStretch?
        var radius = question.radius
        // No curb allows a stay past the city's longest: searching farther would find none either.
        let exceedsLongestStay = Advice.exceeds(question, longestStay)
        while found.legal.isEmpty, nearestBeyond == nil, radius < farthestRadius, !exceedsLongestStay {
            radius = min(farthestRadius, max(radius * 2, 50))
            nearestBeyond = try legalStretches(within: radius).legal.first
        }
        return Advice(
            legal: found.legal, looked: found.looked, nearestBeyond: nearestBeyond, clock: clock,
            longestStay: longestStay)
    }

    /// ``advice(for:clock:longestStay:stretches:)`` from San Francisco's data: `data` reads the
    /// data a question needs (the pack's cut near its point, or the files whole); `answered` is
    /// told how long each radius took to answer.
    static func sanFranciscoAdvice(
        for question: CurbQuestion, threshold: Double?, data: (CurbQuestion) throws -> ParkingData,
        answered: (_ radius: Double, _ duration: Duration) -> Void = { _, _ in }
    ) throws -> Advice {
        try advice(for: question, clock: .losAngeles, longestStay: sanFranciscoLongestStay) { widened in
            let data = try data(widened)
            let clock = ContinuousClock()
            let start = clock.now
            let stretches = try data.curbStretches(near: widened, threshold: threshold)
            answered(widened.radius, clock.now - start)
            return stretches
        }
    }

    // MARK: - Text

    /// A short list a person reads in five seconds.
    static func text(_ question: CurbQuestion, advice: Advice, listed: [CurbStretch]) -> String {
        let stay = question.stay.map { " for \(durationText($0))" } ?? ""
        let place =
            "\(ZoneLookupText.degrees(question.location.latitude)), "
            + ZoneLookupText.degrees(question.location.longitude)
        var lines = [
            "Where to park\(stay) from \(advice.clock.dayAndTime(question.arrival)), within "
                + "\(ZoneLookupText.metres(question.radius)) m of \(place) (straight-line distances):"
        ]
        if listed.isEmpty {
            lines.append(
                advice.looked == 0
                    ? "  no curb within the distance"
                    : "  none of the \(advice.looked) stretches of curb within the distance allows it")
            if let longest = advice.longestStay, advice.exceedsLongestStay(question) {
                lines.append("  no curb allows a stay of more than \(durationText(longest)): the citywide 72-hour rule")
            } else if let beyond = advice.nearestBeyond {
                lines.append("  the nearest beyond it:")
                lines.append("  " + line(beyond, clock: advice.clock))
            } else {
                lines.append("  and none within \(ZoneLookupText.metres(farthestRadius)) m")
            }
        } else {
            // Two stretches of one block side say where along the block each is.
            let sides = Dictionary(grouping: listed, by: \.blockSide)
            lines += listed.map {
                "  " + line($0, clock: advice.clock, showingPart: (sides[$0.blockSide]?.count ?? 0) > 1)
            }
            if advice.legal.count > listed.count {
                lines.append("  … \(advice.legal.count - listed.count) more (--limit 0 lists all)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `✓ 6 m  Guerrero St between 19th St and Cumberland St, west side — until Mon Nov 23 10:30 AM (2-hour limit)`;
    /// `showingPart`, with where along the block (`…, west side, 4–44 m from its north end — …`).
    static func line(_ stretch: CurbStretch, clock: TimeZoneRules, showingPart: Bool = false) -> String {
        let metres = "\(ZoneLookupText.metres(stretch.distance)) m"
        let distance = metres + String(repeating: " ", count: max(0, 7 - metres.count))
        var text = "\(stretch.verdict.glyph) \(distance) \(stretch.place(showingPart: showingPart)) — "
        // A conditional reason names its deadline itself ("pay the meter; you may stay until …").
        if stretch.verdict == .conditionally {
            text += "only if you \(stretch.verdictReason)"
            if stretch.parkUntil != nil { return text }
            text += "; "
        }
        if let deadline = stretch.parkUntil {
            let reason = deadline.paymentEnds == nil ? deadline.reason : "free, then pay the meter"
            text += "until \(clock.dayAndTime(deadline.deadline)) (\(reason))"
        } else {
            text += "no rule found that ends the stay"
        }
        return text
    }

    /// `2 h`, `90 min`, `1 h 30 min`.
    static func durationText(_ seconds: TimeInterval) -> String {
        let minutes = Int((seconds / 60).rounded())
        switch (minutes / 60, minutes % 60) {
        case (0, let rest): return "\(rest) min"
        case (let hours, 0): return "\(hours) h"
        case (let hours, let rest): return "\(hours) h \(rest) min"
        }
    }

    // MARK: - Machine formats

    /// The whole answer as one object: the question, the stretches listed, and the nearest legal
    /// stretch beyond the radius when none is within it.
    static func object(_ question: CurbQuestion, advice: Advice, listed: [CurbStretch]) -> JSONObject {
        JSONObject(uniqueMembers: [
            ("location", coordinate(question.location)),
            ("arrival", .string(advice.clock.iso8601(question.arrival))),
            ("stayMinutes", question.stay.map { .number(($0 / 60).rounded()) } ?? .null),
            ("withinMetres", .number(question.radius)),
            ("legalCount", .number(Double(advice.legal.count))),
            ("stretches", .array(listed.map { .object(object($0, question: question, clock: advice.clock)) })),
            (
                "nearestBeyond",
                advice.nearestBeyond.map { .object(object($0, question: question, clock: advice.clock)) } ?? .null
            ),
        ])
    }

    /// The members of ``object(_:advice:listed:)``, in order.
    static let objectKeys = [
        "location", "arrival", "stayMinutes", "withinMetres", "legalCount", "stretches", "nearestBeyond",
    ]

    /// One stretch: where it is, how far, and what a car parked at its walk-to point is told.
    static func object(_ stretch: CurbStretch, question: CurbQuestion, clock: TimeZoneRules) -> JSONObject {
        JSONObject(uniqueMembers: [
            ("street", stretch.street.map(JSONValue.string) ?? .null),
            ("fromStreet", stretch.fromStreet.map(JSONValue.string) ?? .null),
            ("toStreet", stretch.toStreet.map(JSONValue.string) ?? .null),
            ("side", .string(stretch.side.description)),
            ("compass", stretch.compass.map { .string($0.rawValue) } ?? .null),
            ("cnn", stretch.cnn.map(JSONValue.string) ?? .null),
            ("text", .string(stretch.place)),
            ("part", stretch.part.map { .string($0.description) } ?? .null),
            ("distanceMetres", .number((stretch.distance * 100).rounded() / 100)),
            ("walkTo", coordinate(stretch.walkTo)),
            ("verdict", .string(stretch.verdict.rawValue)),
            ("verdictReason", .string(stretch.verdictReason)),
            ("parkUntil", stretch.parkUntil.map { .string(clock.iso8601($0.deadline)) } ?? .null),
            ("binding", stretch.parkUntil.map { .string($0.reason) } ?? .null),
            ("coversStay", .bool(stretch.allows(stay: question.stay, from: question.arrival))),
        ])
    }

    private static func coordinate(_ point: Coordinate) -> JSONValue {
        .object(
            JSONObject(uniqueMembers: [("latitude", .number(point.latitude)), ("longitude", .number(point.longitude))]))
    }

    /// A FeatureCollection with one LineString per stretch, its answer as properties.
    static func featureCollection(_ stretches: [CurbStretch], question: CurbQuestion, clock: TimeZoneRules)
        -> JSONObject
    {
        let features = stretches.map { stretch -> JSONValue in
            let positions = stretch.line.map { JSONValue.array([.number($0.longitude), .number($0.latitude)]) }
            return .object(
                JSONObject(uniqueMembers: [
                    ("type", .string("Feature")),
                    (
                        "geometry",
                        .object(
                            JSONObject(uniqueMembers: [
                                ("type", .string("LineString")), ("coordinates", .array(positions)),
                            ]))
                    ),
                    ("properties", .object(object(stretch, question: question, clock: clock))),
                ]))
        }
        return JSONObject(uniqueMembers: [("type", .string("FeatureCollection")), ("features", .array(features))])
    }

    /// The CSV columns, one row per stretch.
    static let csvColumns = [
        "rank", "street", "fromStreet", "toStreet", "side", "compass", "distanceMetres", "verdict", "verdictReason",
        "parkUntil", "binding", "walkToLatitude", "walkToLongitude",
    ]

    /// A header, then one row per stretch (RFC 4180 quoting).
    static func csv(_ stretches: [CurbStretch], question: CurbQuestion, clock: TimeZoneRules) -> String {
        let lines =
            [csvColumns.joined(separator: ",")]
            + csvRows(stretches, question: question, clock: clock).map { cells in
                cells.map(csvCell).joined(separator: ",")
            }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The cells of ``csvColumns``, one row per stretch, unquoted.
    static func csvRows(_ stretches: [CurbStretch], question: CurbQuestion, clock: TimeZoneRules) -> [[String]] {
        stretches.enumerated().map { rank, stretch in
            [
                String(rank + 1), stretch.street ?? "", stretch.fromStreet ?? "", stretch.toStreet ?? "",
                stretch.side.description, stretch.compass?.rawValue ?? "",
                String((stretch.distance * 100).rounded() / 100), stretch.verdict.rawValue, stretch.verdictReason,
                stretch.parkUntil.map { clock.iso8601($0.deadline) } ?? "", stretch.parkUntil?.reason ?? "",
                String(stretch.walkTo.latitude), String(stretch.walkTo.longitude),
            ]
        }
    }

    /// A cell quoted when it holds a comma, a quote or a line break (RFC 4180).
    static func csvCell(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
