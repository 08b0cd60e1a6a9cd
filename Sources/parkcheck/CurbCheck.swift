import Foundation
import ParkcheckBatch
import ZoneKit

/// `parkcheck LAT LON` answered from a curb feed: a city of the data directory (Portland, Austin)
/// or a feed given with `--data FEED`. The question is San Francisco's (place, arrival, who); the
/// answer is written in the same shapes (``CurbReportText``, JSON with the same member names).
struct CurbCheck {
    /// The point to answer for.
    let point: Coordinate
    /// The command line.
    let invocation: Invocation
    /// The curbs, the clock and the calendar.
    let interpreter: CurbInterpreter
    /// The city, or `nil` for `--data FEED`.
    let city: City?
    /// The city's name, or the feed's path.
    let source: String
    /// The data's date, when known.
    let dataDate: String?
    /// The current time: the arrival when `--at` is not given.
    let now: Date
    /// Whether standard output may be coloured.
    let usesColor: Bool
    /// Every user class of the whole feed, when ``interpreter`` holds only the features near the
    /// point (``CurbFeedCache``); `nil`: the interpreter's feed is whole.
    var userClassNames: [String]? = nil

    /// The record formats' fields: what `--fields` may name for a curb answer.
    static var recordFields: [String] { FieldSelection.leafPaths(of: CurbReport.example.jsonObject) }

    /// Answers.
    ///
    /// - Returns: as ``ParkingCheck/run(output:diagnostics:)``: ``ExitCode/success`` once answered
    ///   (or the answer itself with `--exit-status`); ``ExitCode/usage`` for an unusable `--at` or
    ///   `--side`, or an option curb feeds do not read (`--threshold`, `--zone-only`).
    func run(output: inout BufferedOutput, diagnostics: Diagnostics) throws(OutputError) -> ExitCode {
        let place = city?.name ?? source
        if invocation.threshold != nil {
            diagnostics.error(CurbRefusal.unread("--threshold", place: place))
            return .usage
        }
        let choice: CurbSideChoice?
        do throws(UsageError) {
            choice = try Self.sideChoice(side: invocation.side, heading: invocation.heading)
        } catch {
            diagnostics.error(error.description)
            return .usage
        }
        let selection: FieldSelection
        do throws(FieldSelectionError) {
            selection = try ParkingCheck.selection(invocation.fields, own: Self.recordFields)
        } catch {
            diagnostics.error(error.description)
            return .usage
        }
        let arrival: ParsedArrival
        do throws(UsageError) {
            arrival = try invocation.arrival(on: interpreter.timeZone, now: now)
        } catch {
            diagnostics.error(error.description)
            return .usage
        }
        let classes = Self.userClassProblems(
            invocation, classNames: userClassNames ?? interpreter.feed.userClassNames, place: place)
        if let error = classes.error {
            diagnostics.error(error)
            return .usage
        }
        for warning in classes.warnings { diagnostics.warning(warning) }
        let user = Self.user(invocation)
        diagnostics.verbose("answering from \(place)'s curbs for \(interpreter.timeZone.iso8601(arrival.instant))")
        let answered = interpreter.answer(
            at: point, arrival: arrival.instant, user: user, choosing: choice, accuracy: invocation.accuracy)
        if let choice, let warning = Self.unused(choice, resolution: answered.resolution) {
            diagnostics.warning(warning)
        }
        for quote in answered.answer.paymentsReadFromFees {
            diagnostics.warning(CurbReport.feesWithoutFlagWarning(quote))
        }
        let report = CurbReport(
            city: city, source: source, location: point, arrival: arrival.instant,
            arrivalAdjustment: arrival.adjustment, user: user, timeZone: interpreter.timeZone, dataDate: dataDate,
            answer: answered.answer)
        let writesRecord = !invocation.fields.isEmpty || invocation.format == .csv || invocation.format == .geojson
        switch invocation.format {
        case _ where writesRecord:
            guard let format = RecordFormat(rawValue: invocation.format.rawValue), format != .json else {
                try output.writeJSON(.object(selection.project(report.jsonObject)), pretty: true)
                break
            }
            var writer = RecordWriter(format: format, selection: selection)
            try writer.begin(to: &output)
            try writer.write(writer.encode(report.jsonObject, coordinate: point), to: &output)
            try writer.finish(to: &output)
        case .svg, .html: try output.write(picture(report))
        case .ics:
            let periods = interpreter.forbiddenPeriods(
                at: point, user: user, choosing: choice, accuracy: invocation.accuracy, from: report.arrival,
                days: CalendarICS.sweepingWeeks * 7)
            let events = CalendarICS.events(for: report, periods: periods)
            if events.isEmpty { diagnostics.warning("nothing to remind of here: \(report.answer.explanation)") }
            let calendar = CalendarICS(
                reminder: invocation.remind ?? CalendarICS.defaultReminder, stamp: report.arrival,
                clock: report.timeZone)
            try output.write(calendar.document(events))
        case .json: try output.writeJSON(.object(report.jsonObject), pretty: true)
        case .ndjson: try output.writeJSON(.object(report.jsonObject), pretty: false)
        default:
            try output.write(CurbReportText(usesColor: usesColor, namesFeedIDs: invocation.isVerbose).render(report))
        }
        if invocation.exitStatusAnswers { return ExitCode.exitStatus(answering: report.verdict) }
        switch report.verdict {
        case .no where invocation.failsOnNo, .unknown where invocation.failsOnUnknown: return .someInputFailed
        default: return .success
        }
    }

    /// `report` as a map (`svg`) or a page with the text and the map (`html`): the feed's streets
    /// within ``ZoneKit/ParkingData/mapRadius`` metres, the car's curb in the answer's verdict, every
    /// other stretch of curb in the square as `near` answers it.
    func picture(_ report: CurbReport) -> String {
        let text = CurbReportText(usesColor: false, namesFeedIDs: invocation.isVerbose)
        let title = text.headline(report)
        let map = interpreter.map(
            of: report.answer, at: point, arrival: report.arrival, user: report.user, radius: ParkingData.mapRadius,
            title: title)
        let subtitle = [
            "Arriving \(report.timeZone.dayAndTime(report.arrival))",
            report.answer.curb?.plainDescription
                ?? "\(ZoneLookupText.degrees(point.latitude)), \(ZoneLookupText.degrees(point.longitude))",
        ].joined(separator: " · ")
        guard invocation.format == .html else { return MapSVG.document(map, subtitle: subtitle) }
        return AnswerHTML.page(title: title, text: text.render(report), svg: MapSVG.element(map, subtitle: subtitle))
    }

    /// Who asks: `--vehicle` and `--user-class` as user classes, `--permit` as the class `permit`
    /// with the permits as subclasses, `--placard` as `handicap` and `disabled`.
    static func user(_ invocation: Invocation) -> CurbUser {
        CurbUser(
            askingAs: userClasses(invocation), permits: invocation.permits, hasPlacard: invocation.hasPlacard)
    }

    /// The user classes `--vehicle` and `--user-class` name, the vehicle first.
    static func userClasses(_ invocation: Invocation) -> [String] {
        (invocation.vehicle.map { [$0] } ?? []) + invocation.userClasses
    }

    /// What the feed makes of the classes `--vehicle` and `--user-class` name: an error for one it
    /// does not name and CurbLR 1.1's well-known list does not have either (most likely a typo: it
    /// would be answered as a private car, silently), with a did-you-mean and the feed's classes; a
    /// warning for one only the well-known list has (real, but no rule here is for it: the answer
    /// is everyone's). `known`: the feed's classes.
    static func userClassProblems(
        _ invocation: Invocation, classNames known: [String], place: String
    ) -> (error: String?, warnings: [String]) {
        let named =
            (invocation.vehicle.map { [("--vehicle", $0)] } ?? [])
            + invocation.userClasses.map { ("--user-class", $0) }
        guard !named.isEmpty else { return (nil, []) }
        let listed = known.isEmpty ? "its feed names none" : "its feed names: " + known.joined(separator: ", ")
        var warnings: [String] = []
        for (option, name) in named {
            var standing = CurbFeed.standing(ofUserClass: name, among: known)
            // The vehicle San Francisco's rules tell apart is one every city has, named or not.
            if standing == .unknown, option == "--vehicle", name.lowercased() == Invocation.oversizedVehicle {
                standing = .wellKnown
            }
            switch standing {
            case .named: continue
            case .wellKnown:
                warnings.append(
                    "\(option) \(name): no regulation of \(place)'s curbs is for \(name), so the answer is everyone's "
                        + "(\(listed))")
            case .unknown:
                let isVehicle = option == "--vehicle"
                var message = "\(option) '\(name)': \(place)'s curbs know no user class '\(name)'"
                if let nearest = Suggestion.nearest(
                    to: name,
                    among: known.map { $0.lowercased() } + CurbFeed.wellKnownUserClasses
                        + (isVehicle ? [Invocation.oversizedVehicle] : []))
                {
                    message += "; did you mean '\(nearest)'?"
                } else {
                    message += "."
                }
                message +=
                    " The classes \(listed); CurbLR 1.1's well-known classes (bicycle, bus, commercial, "
                    + "motorcycle, taxi, truck…) are accepted too"
                if isVehicle { message += ", and oversized (over 22 feet long or 7 feet tall) in every city" }
                return (message, warnings)
            }
        }
        return (nil, warnings)
    }

    /// The side `side` (`--side`) or else `heading` (`--heading`) chooses, as for San Francisco.
    ///
    /// - Throws: ``UsageError/invalidValue(option:value:reason:)`` for a `side` that is not a side.
    static func sideChoice(side: String?, heading: Double?) throws(UsageError) -> CurbSideChoice? {
        if let side {
            do throws(ParkingQueryError) {
                return .hint(try SideHint(parsing: side))
            } catch {
                throw .invalidValue(
                    option: "--side", value: side,
                    reason: "give left or right (of the street reference's direction) or a compass point: "
                        + "north, northeast, east, southeast, south, southwest, west, northwest")
            }
        }
        return heading.map { .heading($0) }
    }

    /// Why `choice` did not choose the side, when it did not (the point's own side was answered);
    /// `nil` when it did, or when no street is within reach (the answer says so).
    static func unused(_ choice: CurbSideChoice, resolution: CurbSideResolution?) -> String? {
        switch (choice, resolution) {
        case (.heading(let heading), .acrossStreet):
            return
                "heading \(AnswerText.degrees(heading)) runs across the street, so it does not tell the side; "
                + "answered for the side the point is on (give --side to choose)"
        case (.hint(let hint), .unmatched):
            return "--side \(hint) runs along the street, so it names neither side; answered for the side the "
                + "point is on (give left, right or a compass point across the street)"
        default: return nil
        }
    }
}
