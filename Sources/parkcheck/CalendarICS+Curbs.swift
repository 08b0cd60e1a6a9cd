import Foundation
import ZoneKit

/// The calendar of a car parked at a city's curb answered from a curb feed (Portland, Austin, a
/// city of the user's): as San Francisco's, the deadline (or "move now"), then each period of the
/// next ``sweepingWeeks`` weeks in which the car may not stay on its curb (parking forbidden, or
/// loading only: the feed's prohibitions take the place of San Francisco's street sweepings), on
/// the city's clock.
extension CalendarICS {
    /// The events of `report`: "move now" when the curb forbids parking at the arrival, the
    /// park-until deadline when the car may stay (unless the stay's end is unknown), then each of
    /// `periods` (the car's curb's, ``ZoneKit/CurbInterpreter/forbiddenPeriods(at:user:choosing:from:days:)``)
    /// that starts after the arrival and is not the deadline itself, soonest first.
    ///
    /// - Parameter row: in a batch, the row's id or line, part of each UID; `nil` for a lookup.
    static func events(for report: CurbReport, periods: [CurbForbiddenPeriod], row: String? = nil) -> [CalendarEvent] {
        let answer = report.answer
        let clock = report.timeZone
        let place = answer.curb?.plainDescription
        let curb = curbKey(report)
        let rowPart = row.map { "-" + uidPart($0) } ?? ""
        var events: [CalendarEvent] = []
        if answer.verdict == .no {
            let reason = answer.binding.map { CurbReport.quote($0.regulation) } ?? answer.shortReason
            events.append(
                CalendarEvent(
                    uid: "move-now-\(curb)-\(utcText(report.arrival))\(rowPart)@\(uidDomain)",
                    start: report.arrival, end: nil, summary: "Move the car now: \(answer.shortReason)",
                    location: place, geo: report.location,
                    description: "No parking now: \(reason)." + (place.map { " \($0.capitalizedFirst)." } ?? "")
                        + " From parkcheck; check the signs.",
                    alarm: "Move the car now: \(answer.shortReason)"))
        }
        var deadlineStart: Date?
        if let until = answer.parkUntil, answer.verdict == .yes || answer.verdict == .conditionally {
            deadlineStart = until
            let reason = answer.parkUntilReason ?? "the stay ends"
            var act = "Move the car"
            if case .paymentStarts? = answer.parkUntilCause { act = "Pay or move the car" }
            var description = "Park until \(clock.dayAndTime(until)) (\(reason))."
            if answer.verdict == .conditionally { description += " Only if you \(answer.shortReason)." }
            if let place { description += " \(place.capitalizedFirst)." }
            description += " Parked \(clock.dayAndTime(report.arrival)). From parkcheck; check the signs."
            events.append(
                CalendarEvent(
                    uid: "park-until-\(curb)-\(utcText(report.arrival))\(rowPart)@\(uidDomain)",
                    start: until, end: nil, summary: "\(act): \(reason)", location: place, geo: report.location,
                    description: description,
                    alarm:
                        "\(act) by \(PacificTime.clockTime(minuteOfDay: clock.localDateTime(for: until).minuteOfDay)): "
                        + reason))
        }
        for period in periods where period.start > report.arrival && period.start != deadlineStart {
            let rule = CurbReport.quote(period.regulation.regulation)
            var what = "\"\(period.regulation.activity)\""
            if period.isLoadingOnly { what = "loading only" }
            if !period.reservedFor.isEmpty {
                what = "reserved for " + period.reservedFor.map(\.description).joined(separator: ", ")
            }
            let start = clock.localDateTime(for: period.start)
            let end = clock.localDateTime(for: period.end)
            let range = PacificTime.clockRange(startMinute: start.minuteOfDay, endMinute: end.minuteOfDay)
            let day =
                start.date == end.date
                ? "\(PacificTime.dayAndYear(start.date)) \(range)"
                : "from \(clock.dayAndTime(period.start)) to \(clock.dayAndTime(period.end))"
            events.append(
                CalendarEvent(
                    uid: "curb-\(curb)-\(utcText(period.start))\(rowPart)@\(uidDomain)",
                    start: period.start, end: period.end, summary: "Move the car: \(what) here", location: place,
                    geo: report.location,
                    description: "No parking \(day) on this curb\(place.map { ", \($0)" } ?? "") (\(rule)). "
                        + "From parkcheck; check the signs.",
                    alarm: "No parking at \(PacificTime.clockTime(minuteOfDay: start.minuteOfDay)): move the car"
                        + (place.map { " from the \($0)" } ?? "")))
        }
        return events
    }

    /// `ref-12-left`: the car's curb (its street reference and side), or its place to 6 decimals.
    private static func curbKey(_ report: CurbReport) -> String {
        if let curb = report.answer.curb { return uidPart("\(curb.referenceID)-\(curb.side)") }
        let latitude = (report.location.latitude * 1e6).rounded() / 1e6
        let longitude = (report.location.longitude * 1e6).rounded() / 1e6
        return uidPart("\(latitude),\(longitude)")
    }
}

extension String {
    /// The text with its first letter a capital: `South side of an east–west street`.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
