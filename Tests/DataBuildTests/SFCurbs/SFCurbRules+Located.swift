import Foundation

@testable import DataBuild
@testable import ZoneKit

/// The rules the engine found at one point, answered on the curb model: the engine's locating
/// (block face, sweeping sides, meter, permit area: San Francisco's data is drawn as curb lines a
/// few metres off the centrelines, matched by distance) with the curb model's reading of the rules
/// (docs/SF_CURBS.md, "The engine's locating, the model's rules").
extension SFCurbRules {
    /// One source of the rules found at a point (a block-face regulation, a sweeping side, the
    /// meter, the area's common rule, the 72-hour rule), by what its regulations are made from: two
    /// points whose sources read alike get the same answer.
    struct Source: Hashable, Sendable {
        enum Rows: Hashable, Sendable {
            case regulation(Terms)
            case sweeping([CurbWindow])
            case meter
            case zone(code: String, window: CurbWindow, limitMinutes: Int)
            case citywide
        }

        var rows: Rows
        /// Whether it applies only on one side of the street, which the engine could not tell.
        var sideIsUncertain: Bool
    }

    /// The sources of `rules` (an answer's ``AppliedRule``s) in their order, each once; `blockFace`
    /// gives the block-face regulations' rows.
    static func sources(rules: [AppliedRule], blockFace: [SFBlockFaceRegulation]) -> [Source] {
        var sources: [Source] = []
        var seen: [AppliedRule.Source: Int] = [:]
        for rule in rules {
            if let index = seen[rule.source] {
                // A sweeping side's further schedules.
                if case .sweeping(let windows) = sources[index].rows {
                    sources[index].rows = .sweeping(windows + [rule.window])
                }
                continue
            }
            let rows: Source.Rows
            switch rule.source {
            case .regulation(let id):
                guard let row = blockFace.first(where: { $0.id == id }) else { continue }
                rows = .regulation(Terms(row))
            case .sweeping:
                rows = .sweeping([rule.window])
            case .meter:
                rows = .meter
            case .zone(let code):
                guard let minutes = rule.limitMinutes else { continue }
                rows = .zone(code: code, window: rule.window, limitMinutes: minutes)
            case .citywide:
                rows = .citywide
            }
            seen[rule.source] = sources.count
            sources.append(Source(rows: rows, sideIsUncertain: rule.sideIsUncertain))
        }
        return sources
    }

    /// The regulations of the rules found at a point, one feature per source.
    struct Located {
        /// The regulations, quoted as features numbered in the order of the sources.
        var quotes: [CurbRegulationQuote] = []
        /// The features that apply only on one side of the street, which the engine could not tell.
        var sideUncertain: Set<Int> = []
        /// The posted limits for everyone (a time limit, a paid regulation's limit, the area's
        /// common rule): where a placard exempts from one, the engine asks to display it.
        var postedLimits: Set<CurbRegulationQuote> = []
    }

    /// The regulations of `rules` (an answer's ``AppliedRule``s), each source's rows mapped as the
    /// data build maps them: `blockFace` gives the block-face regulations' rows.
    static func located(rules: [AppliedRule], blockFace: [SFBlockFaceRegulation]) -> Located {
        located(sources(rules: rules, blockFace: blockFace))
    }

    /// The regulations of `sources`, one feature each.
    static func located(_ sources: [Source]) -> Located {
        var located = Located()
        for (index, source) in sources.enumerated() {
            var limited = false
            let regulations: [CurbRegulation]
            switch source.rows {
            case .regulation(let terms):
                limited = terms.kind == .timeLimit || terms.kind.isPaid && terms.limitMinutes != nil
                regulations = rules(for: terms).regulations
            case .sweeping(let windows):
                regulations = windows.map(sweepingRule)
            case .meter:
                regulations = meterRules()
            case .zone(let code, let window, let minutes):
                limited = true
                regulations = areaRules(code: code, window: window, limitMinutes: minutes)
            case .citywide:
                regulations = [seventyTwoHourRule()]
            }
            if source.sideIsUncertain { located.sideUncertain.insert(index) }
            for (position, regulation) in regulations.enumerated() {
                var regulation = regulation
                regulation.position = position
                let quote = CurbRegulationQuote(
                    featureIndex: index, featureID: nil,
                    location: CurbLocation(referenceID: "engine", side: .unknown, start: 0, end: 0),
                    regulation: regulation)
                located.quotes.append(quote)
                if limited && position == 0 { located.postedLimits.insert(quote) }
            }
        }
        return located
    }

    /// The curb model's answer on `located` for `user` arriving at `arrival`, in the engine's
    /// words where they differ from a curb feed's: `unknown` when only rules of a side the engine
    /// could not tell forbid parking now, and `conditionally` (display the placard) when a placard
    /// is what exempts the person from a posted limit in force.
    static func answer(
        _ located: Located, arrival: Date, user: CurbUser, holidays: CurbHolidayCalendar
    ) -> CurbAnswer {
        let place = CurbPlace(referenceID: "engine", side: .unknown, position: 0, distance: 0, streetName: nil)
        var search = CurbStaySearch(
            calendar: CityCalendar(sanFrancisco: holidays), candidates: located.quotes, user: user)
        var answer = search.answer(arrival: arrival, place: place)
        if answer.verdict == .no, let winner = answer.binding, located.sideUncertain.contains(winner.featureIndex) {
            var certain = CurbStaySearch(
                calendar: CityCalendar(sanFrancisco: holidays),
                candidates: located.quotes.filter { !located.sideUncertain.contains($0.featureIndex) }, user: user)
            if certain.answer(arrival: arrival, place: place).verdict != .no { answer.verdict = .unknown }
        }
        if answer.verdict == .yes, user.hasDisabledPlacard {
            let unexempt = CurbStaySearch(
                calendar: CityCalendar(sanFrancisco: holidays), candidates: located.quotes,
                user: user.withoutDisabledPlacard
            )
            if located.postedLimits.contains(where: { unexempt.mayWin($0, at: arrival) }) {
                answer.verdict = .conditionally
            }
        }
        return answer
    }
}

extension CurbStaySearch {
    /// Whether `quote` is in force at `instant` and among the regulations of its rank that may win
    /// for the person (it concerns them, and none of its rank names their own class instead).
    func mayWin(_ quote: CurbRegulationQuote, at instant: Date) -> Bool {
        guard case .decided(let status) = resolve(at: instant), status.inForce.contains(quote) else { return false }
        let rank = quote.regulation.priority.rank
        let level = status.inForce.filter {
            $0.regulation.priority.rank == rank && user.isConcerned(by: $0.regulation.users)
        }
        return Self.pool(of: level).contains(quote)
    }
}

extension CurbUser {
    /// Whether the user shows a disabled placard (``placardClasses``).
    var hasDisabledPlacard: Bool { classes.contains(Self.placardClasses[0]) }

    /// The same user without the disabled placard.
    var withoutDisabledPlacard: CurbUser {
        var user = self
        user.classes.subtract(Self.placardClasses)
        return user
    }
}
