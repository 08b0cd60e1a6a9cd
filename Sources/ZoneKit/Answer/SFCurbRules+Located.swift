import Foundation

/// The rules the engine found at one point, answered on the curb model: the engine's locating
/// (block face, sweeping sides, meter, permit area: San Francisco's data is drawn as curb lines a
/// few metres off the centrelines, matched by distance) with the curb model's reading of the rules
/// (docs/SF_CURBS.md, "The engine's locating, the model's rules").
extension SFCurbRules {
    /// The regulations of the rules found at a point, one feature per source.
    package struct Located {
        /// The regulations, quoted as features numbered in the order of the rules' sources.
        package var quotes: [CurbRegulationQuote] = []
        /// The features that apply only on one side of the street, which the engine could not tell.
        package var sideUncertain: Set<Int> = []
        /// The posted limits for everyone (a time limit, a paid regulation's limit, the area's
        /// common rule): where a placard exempts from one, the engine asks to display it.
        package var postedLimits: Set<CurbRegulationQuote> = []
    }

    /// The regulations of `rules` (an answer's ``AppliedRule``s), each source's rows mapped as the
    /// data build maps them: `blockFace` gives the block-face regulations' rows.
    package static func located(rules: [AppliedRule], blockFace: [BlockFaceRegulation]) -> Located {
        var located = Located()
        var sources: [AppliedRule.Source: Int] = [:]
        func append(_ regulations: [CurbRegulation], source: AppliedRule.Source, uncertain: Bool, limit: Bool = false) {
            let index = sources[source] ?? sources.count
            sources[source] = index
            if uncertain { located.sideUncertain.insert(index) }
            let first = located.quotes.filter { $0.featureIndex == index }.count
            for (offset, regulation) in regulations.enumerated() {
                var regulation = regulation
                regulation.position = first + offset
                let quote = CurbRegulationQuote(
                    featureIndex: index, featureID: "\(source)",
                    location: CurbLocation(referenceID: "engine", side: .unknown, start: 0, end: 0),
                    regulation: regulation)
                located.quotes.append(quote)
                if limit && offset == 0 { located.postedLimits.insert(quote) }
            }
        }
        for rule in rules {
            switch rule.source {
            case .regulation(let id):
                guard sources[rule.source] == nil, let row = blockFace.first(where: { $0.id == id }) else { continue }
                let limited = row.kind == .timeLimit || row.kind.isPaid && row.limitMinutes != nil
                append(
                    Self.rules(for: row).regulations, source: rule.source, uncertain: rule.sideIsUncertain,
                    limit: limited)
            case .sweeping:
                append([sweepingRule(rule.window)], source: rule.source, uncertain: rule.sideIsUncertain)
            case .meter:
                append(meterRules(), source: rule.source, uncertain: rule.sideIsUncertain)
            case .zone(let code):
                guard let minutes = rule.limitMinutes else { continue }
                append(
                    areaRules(code: code, window: rule.window, limitMinutes: minutes), source: rule.source,
                    uncertain: false, limit: true)
            case .citywide:
                append([seventyTwoHourRule()], source: rule.source, uncertain: false)
            }
        }
        return located
    }

    /// The curb model's answer on `located` for `user` arriving at `arrival`, in the engine's
    /// words where they differ from a curb feed's: `unknown` when only rules of a side the engine
    /// could not tell forbid parking now, and `conditionally` (display the placard) when a placard
    /// is what exempts the person from a posted limit in force.
    package static func answer(
        _ located: Located, arrival: Date, user: CurbUser, interpreter: CurbInterpreter
    ) -> CurbAnswer {
        let place = CurbPlace(referenceID: "engine", side: .unknown, position: 0, distance: 0, streetName: nil)
        var search = CurbStaySearch(interpreter: interpreter, candidates: located.quotes, user: user)
        var answer = search.answer(arrival: arrival, place: place)
        if answer.verdict == .no, let winner = answer.binding, located.sideUncertain.contains(winner.featureIndex) {
            var certain = CurbStaySearch(
                interpreter: interpreter,
                candidates: located.quotes.filter { !located.sideUncertain.contains($0.featureIndex) }, user: user)
            if certain.answer(arrival: arrival, place: place).verdict != .no { answer.verdict = .unknown }
        }
        if answer.verdict == .yes, user.classes.contains("handicap") {
            var withoutPlacard = user
            withoutPlacard.classes.subtract(["handicap", "disabled"])
            let unexempt = CurbStaySearch(interpreter: interpreter, candidates: located.quotes, user: withoutPlacard)
            if located.postedLimits.contains(where: { unexempt.mayWin($0, at: arrival) }) {
                answer.verdict = .conditionally
            }
        }
        return answer
    }
}
