import ZoneKit

/// The answer for people: the answer first, then until when, sweeping, the meter, where, and the
/// warnings.
///
/// ```
/// ✗ Your Q permit is NOT valid here — Area S (2-hour limit Mon–Fri 8 AM–9 PM)
///   Park until: Mon Nov 23 10:00 AM (2-hour limit starts 8:00 AM)
///   Street sweeping (this side, west): Tue Nov 24 8–10 AM, 1st & 3rd Tuesdays
///   Guerrero St between 19th St and 20th St, west side · confidence: high (12 m inside Area S)
/// ```
///
/// A symbol and a word carry the answer (`✓`, `✗ … NOT`, `! … only if`), so it reads the same
/// without colour; colour only adds to the symbol.
struct ParkingReportText {
    /// Whether to colour the symbol (a terminal, no `NO_COLOR`).
    let usesColor: Bool

    /// The text, ending in a newline.
    func render(_ report: ParkingReport) -> String {
        guard let answer = report.answer else {
            let place =
                "\(ZoneLookupText.degrees(report.query.location.latitude)), "
                + ZoneLookupText.degrees(report.query.location.longitude)
            return symbol(.unknown)
                + " Outside the data: \(place) is outside San Francisco, the only area parkcheck has data for; "
                + "it cannot say whether you may park there\n"
        }
        var lines = [headline(answer)]
        lines.append("  " + parkUntil(answer))
        if answer.verdict == .conditionally { lines.append("  Only if: \(answer.verdictReason)") }
        lines += sweeping(answer).map { "  " + $0 }
        if let meter = answer.meter { lines.append("  " + self.meter(meter)) }
        lines.append("  " + place(answer, zone: report.zone))
        lines += report.warnings.map { "  Warning: \($0.message)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How sure the answer is that the driver may park.
    enum Mark {
        case yes, no, conditionally, unknown
    }

    private func symbol(_ mark: Mark) -> String {
        let (glyph, color) =
            switch mark {
            case .yes: ("✓", "32")
            case .no: ("✗", "31")
            case .conditionally: ("!", "33")
            case .unknown: ("?", "33")
            }
        return usesColor ? "\u{1B}[1;\(color)m\(glyph)\u{1B}[0m" : glyph
    }

    /// `✗ Your Q permit is NOT valid here — Area S (2-hour limit Mon–Fri 8 AM–9 PM)`.
    func headline(_ answer: ParkingAnswer) -> String {
        let mark: Mark =
            if answer.status == .invalid || answer.verdict == .no {
                .no
            } else if answer.verdict == .conditionally || answer.status == .conditional {
                .conditionally
            } else {
                .yes
            }
        let areas = answer.permits.areasHere
        let areaText = areas.isEmpty ? nil : (areas.count == 1 ? "Area " : "Areas ") + Self.list(areas)
        let limit = limitText(answer)
        let place = [areaText, limit.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        let given = answer.permits.given
        let yours = "Your \(Self.list(answer.permits.matching.isEmpty ? given : answer.permits.matching)) "
        let sentence: String
        switch answer.status {
        case .valid:
            sentence = yours + "permit is valid here"
        case .multipleApply:
            sentence = yours + "permits are valid here"
        case .invalid:
            sentence = yours + (given.count == 1 ? "permit is NOT valid here" : "permits are NOT valid here")
        case .conditional:
            let binding = answer.parkUntil.map { ", but \($0.reason) binds soon" } ?? ", with conditions"
            sentence =
                answer.permits.matching.isEmpty
                ? "Only your disabled placard exempts you here"
                : yours + (answer.permits.matching.count == 1 ? "permit is" : "permits are") + " valid here" + binding
        case .noPermitGiven:
            sentence = "No permit given"
        case .noPermitRequired:
            sentence = answer.verdict == .no ? "No parking here now" : "No permit needed here"
        }
        return symbol(mark) + " " + sentence + (place.isEmpty ? "" : " — " + place)
    }

    /// `2-hour limit Mon–Fri 8 AM–9 PM`: the block face's (or the zone's) time limit.
    private func limitText(_ answer: ParkingAnswer) -> String? {
        let limit = answer.rules.first { rule in
            guard rule.kind == .timeLimit, let minutes = rule.limitMinutes, minutes > 0 else { return false }
            switch rule.source {
            case .regulation, .zone: return true
            case .sweeping, .meter, .citywide: return false
            }
        }
        guard let limit, let minutes = limit.limitMinutes else { return nil }
        return "\(ParkingConstraint.limitName(minutes: minutes)) \(Self.hours(limit.window))"
    }

    /// `Mon–Fri 8 AM–6 PM`: a window's days and hours, without its holiday note.
    static func hours(_ window: TimeWindow) -> String {
        "\(window.days) \(PacificTime.clockRange(startMinute: window.startMinute, endMinute: window.endMinute % 1440))"
    }

    /// `Park until: Mon Nov 23 10:00 AM (2-hour limit starts 8:00 AM)`.
    func parkUntil(_ answer: ParkingAnswer) -> String {
        if answer.verdict == .no { return "Park until: do NOT park now — \(answer.verdictReason)" }
        guard let deadline = answer.parkUntil else { return "Park until: no rule found that ends the stay" }
        return "Park until: \(PacificTime.dayAndTime(deadline.deadline)) (\(deadline.explanation))"
    }

    /// One line for the car's side, or one per side when the side is not known.
    func sweeping(_ answer: ParkingAnswer) -> [String] {
        let sides = answer.sweeping.filter(\.isCarSide)
        let isSideKnown = answer.side.side != nil
        return sides.map { side in
            let compass = side.compass.map { "\($0)" }
            let label: String
            if isSideKnown {
                label = "this side" + (compass.map { ", \($0)" } ?? "")
            } else {
                label = compass.map { "\($0) side" } ?? (side.side.map { "\($0) side" } ?? "side unknown")
            }
            let when: String
            if let next = side.next {
                when = (side.isInForce ? "NOW — " : "") + next.description
            } else {
                when = side.schedules.isEmpty ? "none on this side" : "none in the next 150 days"
            }
            return "Street sweeping (\(label)): \(when)"
        }
    }

    /// `Meter: pay until 6:00 PM`, `Meter: exempt (disabled placard)`, `Meter: not in force now`.
    func meter(_ meter: MeterReport) -> String {
        if meter.mustPayNow {
            return "Meter: pay now" + (meter.payUntil.map { ", until \(PacificTime.dayAndTime($0))" } ?? "")
        }
        if let exemption = meter.exemption { return "Meter: exempt (\(exemption))" }
        return "Meter: not in force now (hours \(Self.hours(meter.hours)))"
    }

    /// `Guerrero St between 19th St and 20th St, west side · confidence: medium (4 m from the Area S boundary)`.
    /// Inside the city but near no permit area (``Confidence/noZone``), the line says so in words
    /// rather than with the confidence, which would read as "no data" beside a full answer.
    func place(_ answer: ParkingAnswer, zone: ZoneLookupResult) -> String {
        let address = answer.address?.description ?? "no street found nearby"
        guard zone.primaryZone != nil else {
            return
                "\(address) · not in a residential permit area (none within \(ZoneLookupText.metres(zone.threshold)) m)"
        }
        return "\(address) · confidence: \(zone.confidence) (\(Self.zoneReason(zone)))"
    }

    /// Why the zone lookup is as sure as it is, in a few words.
    static func zoneReason(_ zone: ZoneLookupResult) -> String {
        let threshold = ZoneLookupText.metres(zone.threshold)
        guard let primary = zone.primaryZone else { return "no permit area within \(threshold) m" }
        let name = primary.zone.displayName
        var text =
            switch primary.location {
            case .inside: "\(ZoneLookupText.metres(primary.distance)) m inside \(name)"
            case .onBoundary: "on the \(name) boundary"
            case .outside: "\(ZoneLookupText.metres(primary.distance)) m from the \(name) boundary"
            }
        if !zone.otherZones.isEmpty {
            text += "; also within \(threshold) m: " + zone.otherZones.map(\.zone.displayName).joined(separator: ", ")
        }
        if zone.confidence == .low, let accuracy = zone.accuracy {
            text += "; the position may be off by \(ZoneLookupText.metres(accuracy)) m"
        }
        return text
    }

    /// `S`, `S and HV`, `A, B and C`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
