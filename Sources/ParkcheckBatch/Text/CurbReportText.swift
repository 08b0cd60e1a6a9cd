import Foundation
import ZoneKit

/// A city's curb answer for people, in the shape of San Francisco's (``ParkingReportText``): the
/// answer first (verdict and until when), then the arrival on the city's clock, the binding
/// regulation quoted from the feed and the priority that made it win, the curb, the data.
///
/// The words are a driver's: the curb is a side of a street by the compass, the regulations are
/// quoted, not numbered. `--verbose` adds the feed's ids (feature, regulation, reference, priority
/// rank) for someone checking the feed, and the one-sentence `Why:` (which says again what the
/// headline says); JSON always has them.
///
/// ```
/// ✓ You may park here until Thu Nov 26 12:00 PM — 2-hour limit
///   Arriving: Thu Nov 26 10:00 AM (Portland, OR time, PST)
///   Park until: Thu Nov 26 12:00 PM (2-hour limit)
///   Binding: "parking" for everyone, mo–sa 08:00–19:00 …, max stay 2 h, paid
///   Priority: "paid parking" wins; nothing else is in force here
///   Curb: south side of an east–west street, 6.0 m from its centreline
/// ```
package struct CurbReportText {
    /// Whether to colour the symbol (a terminal, no `NO_COLOR`).
    package let usesColor: Bool
    /// Whether to name the feed's ids (`--verbose`).
    package let namesFeedIDs: Bool

    /// Text coloured when `usesColor`, naming the feed's ids when `namesFeedIDs`.
    package init(usesColor: Bool, namesFeedIDs: Bool = false) {
        self.usesColor = usesColor
        self.namesFeedIDs = namesFeedIDs
    }

    /// The text, ending in a newline.
    package func render(_ report: CurbReport) -> String {
        let answer = report.answer
        let clock = report.timeZone
        var lines = [headline(report)]
        lines.append(
            "  Arriving: \(clock.dayAndTime(report.arrival)) (\(report.city?.name ?? clock.identifier) time, "
                + "\(clock.abbreviation(at: report.arrival)))")
        if let until = answer.parkUntil, answer.verdict == .yes || answer.verdict == .conditionally {
            lines.append("  Park until: \(clock.dayAndTime(until)) (\(parkUntilReason(report) ?? "the stay ends"))")
            if let back = Self.noReturn(answer) {
                lines.append(
                    "  No return: not on this curb again before \(clock.dayAndTime(until.addingTimeInterval(back.seconds))) "
                        + "(no return within \(back.duration) once its limit runs out\(label(back.regulation)))")
            }
        }
        if let binding = answer.binding {
            let ids =
                namesFeedIDs ? "\(CurbReport.featureLabel(binding)), regulation \(binding.regulation.position): " : ""
            lines.append("  Binding: " + ids + CurbReport.quote(binding.regulation))
            let others = answer.losing.map { priority($0.regulation.priority) + label($0) }
            lines.append(
                "  Priority: \(priority(binding.regulation.priority)) wins"
                    + (others.isEmpty
                        ? "; nothing else is in force here" : " over " + others.joined(separator: ", ")))
        }
        if !answer.reservedFor.isEmpty {
            lines.append("  Reserved for: " + answer.reservedFor.map(\.description).joined(separator: ", "))
        }
        if namesFeedIDs { lines.append("  Why: \(answer.explanation)") }
        if let curb = answer.curb {
            var line = "  Curb: \(curb.plainDescription), \(Self.metres(curb.distance)) from its centreline"
            if namesFeedIDs {
                line += "; \(curb.side) side of reference \(curb.referenceID), \(Self.metres(curb.position)) along it"
            }
            lines.append(line)
        }
        if !answer.nearbyCurbs.isEmpty {
            lines.append("  Nearest curbs (the side of each street facing this point):")
            lines += answer.nearbyCurbs.map { "    " + nearbyCurb($0, report: report) }
        }
        lines.append("  Data: " + dataLine(report))
        lines += report.warnings.map { "  Warning: \($0.message)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The answer to the question, as San Francisco's headline words it.
    package func headline(_ report: CurbReport) -> String {
        let answer = report.answer
        let here = answer.isFromNearbyCurbs ? "at the nearest curbs" : "here"
        let sentence: String
        switch answer.verdict {
        case .yes:
            if let until = answer.parkUntil {
                var free = ""
                if case .paymentStarts? = answer.parkUntilCause { free = "free " }
                sentence =
                    "You may park \(here) \(free)until \(report.timeZone.dayAndTime(until)) — "
                    + (parkUntilReason(report) ?? "the stay ends")
            } else {
                sentence = "You may park \(here): nothing ends the stay within \(CurbInterpreter.searchDays) days"
            }
        case .no:
            // Until when, as San Francisco's say it (`street sweeping in force now, until 8:00 AM`).
            let until = answer.parkingStarts.map {
                ", until " + report.timeZone.clockOrDayAndTime($0, sameDayAs: report.arrival)
            }
            if !answer.reservedFor.isEmpty {
                sentence =
                    "No parking \(answer.isFromNearbyCurbs ? "at the nearest curbs " : "")now: reserved for "
                    + answer.reservedFor.map(\.description).joined(separator: ", ") + (until ?? "")
            } else if let binding = answer.binding {
                sentence =
                    "No parking \(answer.isFromNearbyCurbs ? "at the nearest curbs " : "")now: "
                    + CurbReport.quote(binding.regulation) + (until ?? "")
            } else {
                sentence = "No parking now: " + Self.dropVerdictWord(answer.explanation)
            }
        case .conditionally:
            // The condition and the deadline in the words `near` and San Francisco's answers use;
            // the Binding line quotes the regulation.
            if answer.binding != nil {
                sentence = "Only if you " + answer.condition(on: report.timeZone, arrival: report.arrival)
            } else {
                sentence = "Only if " + Self.dropVerdictWord(answer.explanation)
            }
        case .unknown:
            let reason = Self.dropVerdictWord(answer.explanation)
            sentence = "Unknown: " + reason.prefix(1).lowercased() + reason.dropFirst()
        }
        return symbol(answer.verdict) + " " + sentence
    }

    /// `south side of an east–west street — 31.9 m north: ✓ until Thu Nov 26 12:00 PM (2-hour limit)`;
    /// `--verbose` names the reference too.
    package func nearbyCurb(_ curb: CurbNearbyCurb, report: CurbReport) -> String {
        var place = "\(curb.place.plainDescription) — \(Self.metres(curb.place.distance))"
        if let direction = curb.direction(from: report.location) { place += " \(direction)" }
        if namesFeedIDs { place += " (\(curb.place.side) side of reference \(curb.place.referenceID))" }
        let answer = curb.answer
        let clock = report.timeZone
        var nearby = report
        nearby.answer = answer
        let text: String
        switch answer.verdict {
        case .yes:
            text =
                answer.parkUntil.map { "until \(clock.dayAndTime($0)) (\(parkUntilReason(nearby) ?? "the stay ends"))" }
                ?? "nothing ends the stay within \(CurbInterpreter.searchDays) days"
        case .conditionally:
            let condition =
                answer.binding.map { $0.regulation.payment?.isRequired == true ? "if you pay" : "while \($0.activity)" }
                ?? "on a condition"
            text =
                "only \(condition)"
                + (answer.parkUntil.map {
                    ", until \(clock.dayAndTime($0)) (\(parkUntilReason(nearby) ?? "the stay ends"))"
                } ?? "")
        case .no, .unknown:
            var reason = Self.dropVerdictWord(answer.explanation)
            if reason.hasSuffix(".") { reason.removeLast() }
            text =
                "\(answer.verdict == .no ? "no parking now" : "unknown"): " + reason.prefix(1).lowercased()
                + reason.dropFirst()
        }
        return "\(place): \(symbol(answer.verdict)) \(text)"
    }

    /// When the stay ends because a maximum stay runs out and that regulation also says "no return"
    /// (CurbLR `noReturn`, CDS `no_return`): how long, in seconds and in words, and whose rule it is.
    /// A stay that ends otherwise tells nothing of a return.
    package static func noReturn(
        _ answer: CurbAnswer
    ) -> (seconds: TimeInterval, duration: String, regulation: CurbRegulationQuote)? {
        guard case .maximumStay(let quote)? = answer.parkUntilCause, let seconds = quote.regulation.noReturn,
            seconds > 0
        else { return nil }
        return (TimeInterval(seconds), PacificTime.duration(minutes: seconds / 60), quote)
    }

    /// ``CurbReport/parkUntilReason``, naming the regulation's feature with `--verbose`.
    private func parkUntilReason(_ report: CurbReport) -> String? {
        report.parkUntilReason.map { reason in reason + (report.answer.parkUntilCause?.regulation.map(label) ?? "") }
    }

    /// ` (feature 12)` with `--verbose`; nothing otherwise.
    private func label(_ quote: CurbRegulationQuote) -> String {
        namesFeedIDs ? " (\(CurbReport.featureLabel(quote)))" : ""
    }

    /// `"paid parking"` (the feed's category), or `priority 9` where the feed names none; with
    /// `--verbose`, `priority 9 ("paid parking")`.
    private func priority(_ priority: CurbPriority) -> String {
        guard !namesFeedIDs, let category = priority.category else { return priority.description }
        return "\"\(category)\""
    }

    private func dataLine(_ report: CurbReport) -> String {
        guard let city = report.city else {
            return "the curb feed \(report.source)" + (report.dataDate.map { " of \($0.prefix(10))" } ?? "")
                + "; its holiday calendar is unknown"
        }
        let source = city.sources.first.map { "\($0.format) \($0.version ?? "")".trimmingCharacters(in: .whitespaces) }
        let date = city.dataDate.isEmpty ? " (undated)" : " of \(city.dataDate)"
        let authority = city.authority.isEmpty ? "" : ", \(city.authority)"
        var line = "\(city.name) curbs, \(source ?? "curb feed")\(date)\(authority); \(city.licence)"
        if let folder = city.folder { line += "; your own, \(folder)" }
        return line
    }

    private func symbol(_ verdict: ParkingVerdict) -> String {
        verdict.symbol(colored: usesColor)
    }

    /// `No: …` → `…`: the headline says the verdict already.
    private static func dropVerdictWord(_ text: String) -> String {
        for prefix in ["Unknown: ", "No: ", "Yes: "] where text.hasPrefix(prefix) {
            return String(text.dropFirst(prefix.count))
        }
        return text
    }

    private static func metres(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return "\(rounded) m"
    }
}
