import Foundation
import ZoneKit

/// One event of a parked car's calendar: the park-until deadline, or a street sweeping on the
/// car's side.
struct CalendarEvent: Hashable, Sendable {
    /// Stable across runs: the same curb and the same occurrence give the same UID, so a calendar
    /// imported again updates its events instead of adding copies.
    let uid: String
    /// When it starts.
    let start: Date
    /// When it ends; `nil` for an instant (the deadline).
    let end: Date?
    /// `Move the car: street sweeping`, `Pay the meter or move the car: the meter`.
    let summary: String
    /// Where, in words.
    let location: String?
    /// Where, as a point.
    let geo: Coordinate
    /// The longer text.
    let description: String
    /// What the alarm says.
    let alarm: String
}

/// The calendar of a parked car (`--format ics`, RFC 5545): an event at the park-until deadline
/// and one at each street sweeping on its side of the street for the next ``sweepingWeeks`` weeks,
/// each with an alarm ``reminder`` ahead, times in the city's zone (`TZID` with a `VTIMEZONE`
/// generated from the zone's rules). Lines end with CRLF and are folded at 75 octets; text
/// values are escaped.
struct CalendarICS: Sendable {
    /// How long before each event its alarm rings, in seconds.
    let reminder: TimeInterval
    /// When the calendar was made, for `DTSTAMP`: the arrival answered for, so the same answer
    /// always gives the same bytes.
    let stamp: Date
    /// The city's clock: every time is written on it (`TZID`, and its `VTIMEZONE`).
    var clock: TimeZoneRules = .losAngeles

    /// The `--remind` default: half an hour.
    static let defaultReminder: TimeInterval = 30 * 60
    /// How many weeks of street sweeping a calendar lists.
    static let sweepingWeeks = 8
    /// The right-hand side of every UID: a reserved domain (RFC 2606), so a UID names parkcheck's
    /// events without claiming anybody's domain.
    static let uidDomain = "parkcheck.invalid"
    /// The zone every time is written in: the city's.
    var timeZone: String { clock.identifier }

    // MARK: - Events

    /// The events of one answer: the deadline (unless the car may not stay at all, or the answer
    /// is unknown), then each sweeping of the car's side within ``sweepingWeeks`` weeks of the
    /// arrival, soonest first.
    ///
    /// - Parameters:
    ///   - report: the answer.
    ///   - dataset: the data it came from (for the sweeping schedules).
    ///   - row: in a batch, the row's id or line (`line 3`), made part of each UID so that rows on
    ///     the same curb keep distinct events; `nil` for a single lookup.
    static func events(for report: ParkingReport, dataset: SFDataset, row: String? = nil) -> [CalendarEvent] {
        guard let answer = report.answer else { return [] }
        let curb = curbKey(answer)
        let rowPart = row.map { "-" + uidPart($0) } ?? ""
        let place = answer.address?.description
        var events: [CalendarEvent] = []
        // Parked where a rule forbids it now (sweeping in force): the first thing to do is move.
        if answer.verdict == .no, let deadline = answer.parkUntil, deadline.mustLeaveNow {
            events.append(
                CalendarEvent(
                    uid: "move-now-\(curb)-\(utcText(answer.arrival))\(rowPart)@\(uidDomain)",
                    start: answer.arrival, end: nil, summary: "Move the car now: \(deadline.reason)",
                    location: place, geo: answer.location,
                    description: "No parking now: \(answer.verdictReason)."
                        + (place.map { " \($0)." } ?? "") + " From parkcheck; check the signs.",
                    alarm: "Move the car now: \(deadline.reason)"))
        }
        // The sweeping that is the deadline is the deadline's event: one alarm at that minute.
        var deadlineStart: Date?
        if let deadline = answer.parkUntil, !deadline.mustLeaveNow, answer.verdict != .unknown,
            answer.verdict != .no
        {
            deadlineStart = deadline.deadline
            var description = "Park until \(PacificTime.dayAndTime(deadline.deadline)) (\(deadline.explanation))."
            if answer.verdict == .conditionally { description += " Only if you \(answer.verdictReason)." }
            if let place { description += " \(place)." }
            description += " Parked \(PacificTime.dayAndTime(answer.arrival)). From parkcheck; check the signs."
            // Paid hours starting are a moment to act too: pay, or move.
            let act = deadline.paymentEnds == nil ? "Move the car" : "Pay the meter or move the car"
            events.append(
                CalendarEvent(
                    uid: "park-until-\(curb)-\(utcText(answer.arrival))\(rowPart)@\(uidDomain)",
                    start: deadline.deadline, end: nil, summary: "\(act): \(deadline.reason)",
                    location: place, geo: answer.location, description: description,
                    alarm: "\(act) by \(PacificTime.clockTime(deadline.deadline)): \(deadline.reason)"))
        }
        let sweepings = dataset.sweepings(
            ofCarSideOf: answer, from: answer.arrival, days: sweepingWeeks * 7)
        for sweeping in sweepings where sweeping.start != deadlineStart {
            let street = sweeping.street ?? "the street"
            let side = sweeping.compass.map { "\($0) side" } ?? sweeping.side.map { "\($0) side" } ?? "side unknown"
            let range = PacificTime.clockRange(
                startMinute: PacificTime.localDateTime(for: sweeping.start).minuteOfDay,
                endMinute: PacificTime.localDateTime(for: sweeping.end).minuteOfDay)
            let sideKey = sweeping.side?.rawValue ?? "X"
            events.append(
                CalendarEvent(
                    uid: "sweeping-\(uidPart(sweeping.cnn ?? curb))-\(sideKey)-\(utcText(sweeping.start))\(rowPart)"
                        + "@\(uidDomain)",
                    start: sweeping.start, end: sweeping.end, summary: "Street sweeping: \(street), \(side)",
                    location: place, geo: answer.location,
                    description:
                        "Street sweeping \(PacificTime.dayAndYear(PacificTime.localDateTime(for: sweeping.start).date)) \(range) on "
                        + "\(street), \(side) (\(sweeping.schedule)): no parking while it lasts. From parkcheck; "
                        + "check the signs.",
                    alarm: "Street sweeping at \(PacificTime.clockTime(sweeping.start)): move the car from \(street)"))
        }
        return events
    }

    /// `6581201-R`: the car's curb (its centreline's CNN and side), or its place to 6 decimals.
    private static func curbKey(_ answer: ParkingAnswer) -> String {
        if let cnn = answer.side.cnn {
            return uidPart(cnn) + "-" + (answer.side.side?.rawValue ?? "X")
        }
        let latitude = (answer.location.latitude * 1e6).rounded() / 1e6
        let longitude = (answer.location.longitude * 1e6).rounded() / 1e6
        return uidPart("\(latitude),\(longitude)")
    }

    /// Letters, digits, `.`, `,` and `-` only: what may go into a UID without escaping.
    static func uidPart(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || ".,-".contains($0)) ? $0 : "-" })
    }

    // MARK: - Writing

    /// A whole calendar of `events` (possibly none), ending with CRLF.
    func document(_ events: [CalendarEvent]) -> String {
        var text = begin(years: Self.years(of: events, around: stamp, clock: clock))
        for event in events { text += lines(event) }
        return text + end
    }

    /// What comes before the events: `BEGIN:VCALENDAR`, its properties and the `VTIMEZONE` of
    /// each of `zones` (this calendar's clock alone by default) covering `years`.
    func begin(years: ClosedRange<Int>, zones: [TimeZoneRules]? = nil) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//parkcheck//parkcheck \(Version.current)//EN",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:parkcheck", "X-WR-TIMEZONE:\(timeZone)",
        ]
        for zone in zones ?? [clock] {
            lines +=
                CalendarTimeZone.lines(identifier: zone.identifier, years: years)
                ?? CalendarTimeZone.lines(
                    identifier: zone.identifier, transitions: CalendarTimeZone.ownTransitions(of: zone, years: years))
        }
        return lines.map(Self.folded).joined()
    }

    /// What comes after the events.
    var end: String { Self.folded("END:VCALENDAR") }

    /// One event, `BEGIN:VEVENT` to `END:VEVENT`, with its alarm, folded.
    func lines(_ event: CalendarEvent) -> String {
        var lines = [
            "BEGIN:VEVENT", "UID:\(event.uid)", "DTSTAMP:\(Self.utcText(stamp))",
            "DTSTART;TZID=\(timeZone):\(localText(event.start))",
        ]
        if let end = event.end { lines.append("DTEND;TZID=\(timeZone):\(localText(end))") }
        lines.append("SUMMARY:\(Self.text(event.summary))")
        if let location = event.location { lines.append("LOCATION:\(Self.text(location))") }
        lines.append("GEO:\(Self.coordinateText(event.geo.latitude));\(Self.coordinateText(event.geo.longitude))")
        lines.append("DESCRIPTION:\(Self.text(event.description))")
        lines.append("TRANSP:TRANSPARENT")
        lines += [
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(Self.text(event.alarm))",
            "TRIGGER:\(Self.triggerText(reminder))", "END:VALARM", "END:VEVENT",
        ]
        return lines.map(Self.folded).joined()
    }

    /// The years a calendar's `VTIMEZONE` must cover: from the year before the first event (or
    /// `stamp`) to the year of the last.
    static func years(of events: [CalendarEvent], around stamp: Date, clock: TimeZoneRules = .losAngeles)
        -> ClosedRange<Int>
    {
        let years = events.flatMap { [$0.start, $0.end ?? $0.start] }.map { clock.localDateTime(for: $0).year }
        let stampYear = clock.localDateTime(for: stamp).year
        return (min(years.min() ?? stampYear, stampYear) - 1)...max(years.max() ?? stampYear, stampYear)
    }

    // MARK: - RFC 5545 details

    /// A content line ending with CRLF, folded so that no line is longer than 75 octets (§3.1): a
    /// CRLF and a space before the octet that would pass it, never inside a UTF-8 character.
    static func folded(_ line: String) -> String {
        var result = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let width = String(scalar).utf8.count
            if octets + width > 75 {
                result += "\r\n "
                octets = 1
            }
            result.unicodeScalars.append(scalar)
            octets += width
        }
        return result + "\r\n"
    }

    /// A TEXT value (§3.3.11): backslashes, semicolons, commas and line breaks escaped.
    static func text(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// `20261124T080000`: wall-clock time on the city's clock, for a `TZID` property.
    func localText(_ date: Date) -> String {
        let local = clock.localDateTime(for: date)
        return Self.digits(local.year, 4) + Self.digits(local.month, 2) + Self.digits(local.day, 2) + "T"
            + Self.digits(local.hour, 2)
            + Self.digits(local.minute, 2) + "00"
    }

    /// `20261124T160000Z`: UTC.
    static func utcText(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let day = CivilDate(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
        let second = seconds - day.daysSinceEpoch * 86_400
        return digits(day.year, 4) + digits(day.month, 2) + digits(day.day, 2) + "T" + digits(second / 3600, 2)
            + digits(second % 3600 / 60, 2) + digits(second % 60, 2) + "Z"
    }

    /// `-PT30M`, `-PT2H`, `-PT1H30M`: the alarm's trigger, before the start.
    static func triggerText(_ seconds: TimeInterval) -> String {
        let minutes = Int((seconds / 60).rounded())
        switch (minutes / 60, minutes % 60) {
        case (0, 0): return "PT0M"
        case (0, let rest): return "-PT\(rest)M"
        case (let hours, 0): return "-PT\(hours)H"
        case (let hours, let rest): return "-PT\(hours)H\(rest)M"
        }
    }

    private static func coordinateText(_ value: Double) -> String {
        let micro = Int((value * 1e6).rounded())
        let sign = micro < 0 ? "-" : ""
        return "\(sign)\(abs(micro) / 1_000_000).\(digits(abs(micro) % 1_000_000, 6))"
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
