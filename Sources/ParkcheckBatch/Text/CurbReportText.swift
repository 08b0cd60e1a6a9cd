import Foundation
import ZoneKit

/// A city's curb answer for people, in the shape of San Francisco's (``ParkingReportText``): the
/// answer first (verdict and until when), then the arrival on the city's clock, the binding
/// regulation quoted from the feed and the priority that made it win, the curb, the data.
///
/// ```
/// ✓ You may park here until Thu Nov 26 12:00 PM — 2 h limit (feature 120)
///   Arriving: Thu Nov 26 10:00 AM (Portland, OR time, PST)
///   Park until: Thu Nov 26 12:00 PM (2 h limit (feature 120))
///   Binding: feature 120, regulation 0: "parking" for everyone, mo–sa 08:00–19:00 …, max stay 2 h, paid
///   Priority: priority 9 ("paid parking") wins; nothing else is in force here
/// ```
package struct CurbReportText {
    /// Whether to colour the symbol (a terminal, no `NO_COLOR`).
    package let usesColor: Bool

    /// Text coloured when `usesColor`.
    package init(usesColor: Bool) { self.usesColor = usesColor }

    /// The text, ending in a newline.
    package func render(_ report: CurbReport) -> String {
        let answer = report.answer
        let clock = report.timeZone
        var lines = [headline(report)]
        lines.append(
            "  Arriving: \(clock.dayAndTime(report.arrival)) (\(report.city?.name ?? clock.identifier) time, "
                + "\(clock.abbreviation(at: report.arrival)))")
        if let until = answer.parkUntil, answer.verdict == .yes || answer.verdict == .conditionally {
            lines.append("  Park until: \(clock.dayAndTime(until)) (\(report.parkUntilReason ?? "the stay ends"))")
            if let back = Self.noReturn(answer) {
                lines.append(
                    "  No return: not on this curb again before \(clock.dayAndTime(until.addingTimeInterval(back.seconds))) "
                        + "(no return within \(back.duration) once its limit runs out, \(back.feature))")
            }
        }
        if let binding = answer.binding {
            lines.append(
                "  Binding: \(CurbReport.featureLabel(binding)), regulation \(binding.regulation.position): "
                    + CurbReport.quote(binding.regulation))
            let others = answer.losing.map { "\($0.regulation.priority) (\(CurbReport.featureLabel($0)))" }
            lines.append(
                "  Priority: \(binding.regulation.priority) wins"
                    + (others.isEmpty
                        ? "; nothing else is in force here" : " over " + others.joined(separator: ", ")))
        }
        if !answer.reservedFor.isEmpty {
            lines.append("  Reserved for: " + answer.reservedFor.map(\.description).joined(separator: ", "))
        }
        lines.append("  Why: \(answer.explanation)")
        if let curb = answer.curb {
            lines.append(
                "  Curb: \(curb.streetName.map { "\($0), " } ?? "")\(curb.side) side of reference \(curb.referenceID), "
                    + "\(Self.metres(curb.position)) along it, \(Self.metres(curb.distance)) from its centreline")
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
        let sentence: String
        switch answer.verdict {
        case .yes:
            if let until = answer.parkUntil {
                var free = ""
                if case .paymentStarts? = answer.parkUntilCause { free = "free " }
                sentence =
                    "You may park here \(free)until \(report.timeZone.dayAndTime(until)) — "
                    + (report.parkUntilReason ?? "the stay ends")
            } else {
                sentence = "You may park here: nothing ends the stay within \(CurbInterpreter.searchDays) days"
            }
        case .no:
            if !answer.reservedFor.isEmpty {
                sentence =
                    "No parking now: reserved for " + answer.reservedFor.map(\.description).joined(separator: ", ")
            } else if let binding = answer.binding {
                sentence = "No parking now: " + CurbReport.quote(binding.regulation)
            } else {
                sentence = "No parking now: " + Self.dropVerdictWord(answer.explanation)
            }
        case .conditionally:
            let until = answer.parkUntil.map { ", until \(report.timeZone.dayAndTime($0))" } ?? ""
            if let binding = answer.binding, binding.regulation.payment?.isRequired == true {
                sentence = "Only if you pay\(until) — " + CurbReport.quote(binding.regulation)
            } else if let binding = answer.binding {
                sentence = "Only while \(binding.regulation.activity)\(until) — " + CurbReport.quote(binding.regulation)
            } else {
                sentence = "Only if " + Self.dropVerdictWord(answer.explanation)
            }
        case .unknown:
            let reason = Self.dropVerdictWord(answer.explanation)
            sentence = "Unknown: " + reason.prefix(1).lowercased() + reason.dropFirst()
        }
        return symbol(answer.verdict) + " " + sentence
    }

    /// `SW Yamhill St, right side of reference 6d31…, 39.2 m: ✓ until Thu Nov 26 12:00 PM (2 h limit (feature 45))`.
    package func nearbyCurb(_ curb: CurbNearbyCurb, report: CurbReport) -> String {
        let place =
            "\(curb.place.streetName.map { "\($0), " } ?? "")\(curb.place.side) side of reference "
            + "\(curb.place.referenceID) — \(Self.metres(curb.place.distance))"
        let answer = curb.answer
        let clock = report.timeZone
        var nearby = report
        nearby.answer = answer
        let text: String
        switch answer.verdict {
        case .yes:
            text =
                answer.parkUntil.map { "until \(clock.dayAndTime($0)) (\(nearby.parkUntilReason ?? "the stay ends"))" }
                ?? "nothing ends the stay within \(CurbInterpreter.searchDays) days"
        case .conditionally:
            let condition =
                answer.binding.map { $0.regulation.payment?.isRequired == true ? "if you pay" : "while \($0.activity)" }
                ?? "on a condition"
            text =
                "only \(condition)"
                + (answer.parkUntil.map {
                    ", until \(clock.dayAndTime($0)) (\(nearby.parkUntilReason ?? "the stay ends"))"
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
    package static func noReturn(_ answer: CurbAnswer) -> (seconds: TimeInterval, duration: String, feature: String)? {
        guard case .maximumStay(let quote)? = answer.parkUntilCause, let seconds = quote.regulation.noReturn,
            seconds > 0
        else { return nil }
        return (TimeInterval(seconds), PacificTime.duration(minutes: seconds / 60), CurbReport.featureLabel(quote))
    }

    private func dataLine(_ report: CurbReport) -> String {
        guard let city = report.city else {
            return "the curb feed \(report.source)" + (report.dataDate.map { " of \($0.prefix(10))" } ?? "")
                + "; its holiday calendar is unknown"
        }
        let source = city.sources.first.map { "\($0.format) \($0.version ?? "")".trimmingCharacters(in: .whitespaces) }
        return "\(city.name) curbs, \(source ?? "curb feed") of \(city.dataDate), \(city.authority); \(city.licence)"
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
