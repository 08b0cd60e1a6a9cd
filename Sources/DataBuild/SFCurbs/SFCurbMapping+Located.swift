import Foundation
import ZoneKit

/// San Francisco's rules at one point as the engine finds them, mapped onto the curb model: the
/// second half of the switch (docs/SF_CURBS.md, "The engine's locating, the model's rules"). The
/// engine's matching of block faces, sweeping sides, meter and permit area to a point stays (it
/// is how San Francisco's data is drawn: curb lines a few metres off the centrelines, matched by
/// distance), and the rules it finds are answered by ``CurbStaySearch`` as Portland's are.
extension SFCurbMapping {
    /// The regulations of the rules an answer found, one feature per source.
    struct Located {
        /// The regulations, quoted as features numbered in the order of the answer's rules.
        var quotes: [CurbRegulationQuote] = []
        /// The features that apply only on one side of the street, which the engine could not tell.
        var sideUncertain: Set<Int> = []
    }

    /// The regulations of `answer`'s rules (``ParkingAnswer/rules``): each source's rows mapped as
    /// the whole-feed mapping maps them (``rules(for:)``, ``sweepingRule(_:)``, ``meterRule()``,
    /// the area's common rule, ``seventyTwoHourRule()``).
    static func located(by answer: ParkingAnswer) -> Located {
        var located = Located()
        var sources: [AppliedRule.Source: Int] = [:]
        func append(_ regulation: CurbRegulation, source: AppliedRule.Source, uncertain: Bool) {
            let index = sources[source] ?? sources.count
            sources[source] = index
            if uncertain { located.sideUncertain.insert(index) }
            var regulation = regulation
            regulation.position = located.quotes.filter { $0.featureIndex == index }.count
            located.quotes.append(
                CurbRegulationQuote(
                    featureIndex: index, featureID: "\(source)",
                    location: CurbLocation(referenceID: "engine", side: .unknown, start: 0, end: 0),
                    regulation: regulation))
        }
        for rule in answer.rules {
            switch rule.source {
            case .regulation(let id):
                guard sources[rule.source] == nil,
                    let row = answer.blockFace?.regulations.first(where: { $0.id == id })
                else { continue }
                for regulation in rules(for: row).regulations {
                    append(regulation, source: rule.source, uncertain: rule.sideIsUncertain)
                }
            case .sweeping:
                append(
                    CurbRegulation(activity: .noParking, priority: prohibition, timeSpans: [span(rule.window)]),
                    source: rule.source, uncertain: rule.sideIsUncertain)
            case .meter:
                append(meterRule(), source: rule.source, uncertain: rule.sideIsUncertain)
            case .zone(let code):
                guard let minutes = rule.limitMinutes else { continue }
                let spans = [span(rule.window)]
                let limit = postedLimit(
                    CurbRegulation(activity: .parking, priority: parking, maxStay: minutes * 60, timeSpans: spans))
                let permit = CurbUsers(
                    alternatives: [CurbUserRequirement(allOf: [CurbUserClass("permit", subclasses: [code])])])
                append(limit, source: rule.source, uncertain: false)
                append(
                    CurbRegulation(activity: .parking, priority: parking, users: permit, timeSpans: spans),
                    source: rule.source, uncertain: false)
            case .citywide:
                append(seventyTwoHourRule(), source: rule.source, uncertain: false)
            }
        }
        return located
    }
}
