import ZoneKit

/// The answer for people: the answer to "may I park here now, and until when?" first, then the
/// arrival, until when and why, the permit, sweeping, the meter, the nearby curbs, where, and the
/// warnings.
///
/// ```
/// ✓ You may park here until Mon Nov 23 10:00 AM — 2-hour limit (your Q permit is not valid in Area S)
///   Arriving: Mon Nov 23 6:00 AM
///   Park until: Mon Nov 23 10:00 AM (2-hour limit starts 8:00 AM)
///   Permit: your Q permit is NOT valid here — Area S (2-hour limit Mon–Fri 8 AM–9 PM)
///   Street sweeping (this side, west): Tue Nov 24 8–10 AM, 1st & 3rd Tuesdays
///   Guerrero St between 19th St and 20th St, west side · confidence: high (12 m inside Area S)
/// ```
///
/// The first symbol is the verdict's (``ParkingVerdict/glyph``), and so are the first words, so it
/// reads the same without colour; colour only adds to the symbol.
package struct ParkingReportText {
    /// Whether to colour the symbol (a terminal, no `NO_COLOR`).
    package let usesColor: Bool
    /// For a point outside the data: the sentence naming every city (``CityRegistry``); `nil`
    /// says San Francisco's own.
    package var elsewhere: String? = nil

    /// Text coloured when `usesColor`; `elsewhere` names the other cities for a point outside the
    /// data.
    package init(usesColor: Bool, elsewhere: String? = nil) {
        self.usesColor = usesColor
        self.elsewhere = elsewhere
    }

    /// The text, ending in a newline.
    package func render(_ report: ParkingReport) -> String {
        let arrival = "  Arriving: \(PacificTime.dayAndTime(report.query.arrival))"
        guard let answer = report.answer else {
            let place =
                "\(ZoneLookupText.degrees(report.query.location.latitude)), "
                + ZoneLookupText.degrees(report.query.location.longitude)
            if let elsewhere {
                return symbol(.unknown) + " Unknown: \(elsewhere)\n" + arrival + "\n"
            }
            return symbol(.unknown)
                + " Unknown: \(place) is outside San Francisco, the only area parkcheck has data for; "
                + "it cannot say whether you may park there\n" + arrival + "\n"
        }
        var lines = [headline(answer), arrival]
        if answer.verdict == .yes || answer.verdict == .conditionally { lines.append("  " + parkUntil(answer)) }
        lines.append("  Permit: " + permit(answer))
        lines += sweeping(answer).map { "  " + $0 }
        if let meter = answer.meter { lines.append("  " + self.meter(meter)) }
        if !answer.nearbyCurbs.isEmpty {
            lines.append("  Nearest curbs (the side of each street facing this point):")
            lines += answer.nearbyCurbs.map { "    " + curb($0) }
        }
        lines.append("  " + place(answer, zone: report.zone))
        lines += report.warnings.map { "  Warning: \($0.message)" }
        return lines.joined(separator: "\n") + "\n"
    }

    private func symbol(_ verdict: ParkingVerdict) -> String {
        verdict.symbol(colored: usesColor)
    }

    /// The answer to the question, from the verdict alone: `✓ You may park here until Mon Nov 23
    /// 2:00 PM — 2-hour limit (your Q permit is not valid in Area S)`, `✗ No parking now: …`,
    /// `! Only if you pay the meter until 9:00 PM`, `? Unknown: no street within 30 m of this point`.
    package func headline(_ answer: ParkingAnswer) -> String {
        let sentence: String
        switch answer.verdict {
        case .yes:
            let here = answer.basis == .nearbyCurbs ? "at the nearest curbs" : "here"
            if let deadline = answer.parkUntil, let paidUntil = deadline.paymentEnds {
                sentence =
                    "You may park \(here) free until \(PacificTime.dayAndTime(deadline.deadline)) — then pay the meter "
                    + "(until \(PacificTime.clockOrDayAndTime(paidUntil, sameDayAs: deadline.deadline)))"
                    + (answer.status == .invalid ? " (\(invalidPermitNote(answer)))" : "")
            } else if let deadline = answer.parkUntil {
                sentence =
                    "You may park \(here) until \(PacificTime.dayAndTime(deadline.deadline)) — \(deadline.reason)"
                    + (answer.status == .invalid ? " (\(invalidPermitNote(answer)))" : "")
            } else {
                sentence = "You may park \(here): no rule found that ends the stay"
            }
        case .no: sentence = "No parking now: \(answer.verdictReason)"
        case .conditionally: sentence = "Only if you \(answer.verdictReason)"
        case .unknown: sentence = "Unknown: \(answer.verdictReason)"
        }
        return symbol(answer.verdict) + " " + sentence
    }

    /// `your Q permit is not valid in Area S`.
    private func invalidPermitNote(_ answer: ParkingAnswer) -> String {
        let given = answer.permits.given
        let areas = answer.permits.areasHere
        return "your \(Self.list(given)) \(given.count == 1 ? "permit is" : "permits are") not valid in "
            + (areas.count == 1 ? "Area " : "Areas ") + Self.list(areas)
    }

    /// The permit's status: `your Q permit is NOT valid here — Area S (2-hour limit Mon–Fri 8 AM–9 PM)`.
    package func permit(_ answer: ParkingAnswer) -> String {
        let areas = answer.permits.areasHere
        let areaText = areas.isEmpty ? nil : (areas.count == 1 ? "Area " : "Areas ") + Self.list(areas)
        let limit = limitText(answer)
        let place = [areaText, limit.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        let given = answer.permits.given
        let yours = "your \(Self.list(answer.permits.matching.isEmpty ? given : answer.permits.matching)) "
        let sentence: String
        switch answer.status {
        case .valid:
            sentence = yours + "permit is valid here"
        case .multipleApply:
            sentence = yours + "permits are valid here"
        case .invalid:
            sentence = yours + (given.count == 1 ? "permit is NOT valid here" : "permits are NOT valid here")
        case .conditional:
            let binding =
                answer.parkUntil.map { deadline in
                    deadline.mustLeaveNow
                        ? ", but \(deadline.reason) is in force now" : ", but \(deadline.reason) binds soon"
                } ?? ", with conditions"
            sentence =
                answer.permits.matching.isEmpty
                ? "only your disabled placard exempts you here"
                : yours + (answer.permits.matching.count == 1 ? "permit is" : "permits are") + " valid here" + binding
        case .noPermitGiven:
            sentence = "none given"
        case .noPermitRequired:
            // Away from every curb the data says nothing about parking there: only that no permit
            // area is near.
            sentence = answer.basis == .none ? "no residential permit area here" : "none needed here"
        }
        return sentence + (place.isEmpty ? "" : " — " + place)
    }

    /// `Sanchez St between Hancock St and 19th St, west side — 40.6 m: ✓ until Mon Nov 23 2:00 PM
    /// (2-hour limit)` within the reach; beyond it, where the curb does not count, only where it is.
    package func curb(_ curb: SFNearbyCurb) -> String {
        let place = "\(curb.place) — \(ZoneLookupText.metres(curb.distance)) m"
        guard let verdict = curb.verdict, let reason = curb.verdictReason else { return place + " (beyond reach)" }
        let text: String
        switch verdict {
        case .yes:
            text =
                curb.parkUntil.map { deadline in
                    let reason = deadline.paymentEnds == nil ? deadline.reason : "then pay the meter"
                    return "until \(PacificTime.dayAndTime(deadline.deadline)) (\(reason))"
                }
                ?? "no rule found that ends the stay"
        case .no: text = "no parking now: \(reason)"
        case .conditionally: text = "only if you \(reason)"
        case .unknown: text = "unknown: \(reason)"
        }
        return "\(place): \(symbol(verdict)) \(text)"
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
        return "\(AnswerText.limitName(minutes: minutes)) \(Self.hours(limit.window))"
    }

    /// `Mon–Fri 8 AM–6 PM`: a window's days and hours, without its holiday note.
    package static func hours(_ window: CurbWindow) -> String {
        "\(window.days) \(PacificTime.clockRange(startMinute: window.startMinute, endMinute: window.endMinute % 1440))"
    }

    /// `Park until: Mon Nov 23 10:00 AM (2-hour limit starts 8:00 AM)`.
    package func parkUntil(_ answer: ParkingAnswer) -> String {
        guard let deadline = answer.parkUntil else { return "Park until: no rule found that ends the stay" }
        return "Park until: \(PacificTime.dayAndTime(deadline.deadline)) (\(deadline.explanation))"
    }

    /// One line for the car's side, or one per side when the side is not known.
    package func sweeping(_ answer: ParkingAnswer) -> [String] {
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
    package func meter(_ meter: MeterReport) -> String {
        if meter.mustPayNow {
            return "Meter: pay now" + (meter.payUntil.map { ", until \(PacificTime.dayAndTime($0))" } ?? "")
        }
        if let exemption = meter.exemption { return "Meter: exempt (\(exemption))" }
        return "Meter: not in force now (hours \(Self.hours(meter.hours)))"
    }

    /// `Guerrero St between 19th St and 20th St, west side · confidence: medium (4 m from the Area S boundary)`.
    /// Inside the city but near no permit area (``Confidence/noZone``), the line says so in words
    /// rather than with the confidence, which would read as "no data" beside a full answer. A point
    /// not at a street says so first.
    package func place(_ answer: ParkingAnswer, zone: ZoneLookupResult) -> String {
        let address: String
        switch answer.basis {
        case .curb: address = answer.address?.description ?? "no street found nearby"
        case .nearbyCurbs: address = "not at a street; answered from the nearest curbs"
        case .none: address = "not at a street"
        }
        let contested = answer.hasContestedRule ? "the city's data disagrees on a rule here: check the sign" : nil
        guard zone.primaryZone != nil else {
            let area = "not in a residential permit area (none within \(ZoneLookupText.metres(zone.threshold)) m)"
            guard let contested else { return "\(address) · \(area)" }
            return "\(address) · \(area) · confidence: \(Confidence.low) (\(contested))"
        }
        if let contested {
            return "\(address) · confidence: \(Confidence.low) (\(contested); \(Self.zoneReason(zone)))"
        }
        let confidence = answer.basis == .nearbyCurbs ? Confidence.medium : zone.confidence
        return "\(address) · confidence: \(confidence) (\(Self.zoneReason(zone)))"
    }

    /// Why the zone lookup is as sure as it is, in a few words.
    package static func zoneReason(_ zone: ZoneLookupResult) -> String {
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
    package static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
