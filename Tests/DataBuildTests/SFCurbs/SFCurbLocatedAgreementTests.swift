import Foundation
import TestSupport
import Testing

@testable import DataBuild
@testable import ZoneKit

/// The engine's locating, the model's rules (issue #18): the same 3,000 seeded questions as
/// ``SFCurbAgreementTests``, the rules San Francisco's engine finds at each point mapped onto the
/// curb model (``SFCurbMapping/located(by:)``) and answered by the curb interpreter's stay search.
/// What differs here is the reading of the rules alone, not where they were found.
@Suite struct SFCurbLocatedAgreementTests {
    struct Outcome {
        var verdictAgreements = 0
        var untilCompared = 0
        var untilAgreements = 0
        var disagreements: [String] = []
    }

    /// The curb model's answer on the rules the engine found for `report`: as the engine, `unknown`
    /// when only rules of a side it could not tell forbid parking now.
    static func curbAnswer(for report: ParkingReport, world: SFCurbWorld) -> CurbAnswer? {
        guard let answer = report.answer else { return nil }
        let located = SFCurbMapping.located(by: answer)
        let user = CurbUser(vehicle: nil, permits: report.query.permits)
        let place = CurbPlace(referenceID: "engine", side: .unknown, position: 0, distance: 0, streetName: nil)
        var search = CurbStaySearch(interpreter: world.interpreter, candidates: located.quotes, user: user)
        var curb = search.answer(arrival: report.query.arrival, place: place)
        if curb.verdict == .no, let winner = curb.binding, located.sideUncertain.contains(winner.featureIndex) {
            var certain = CurbStaySearch(
                interpreter: world.interpreter,
                candidates: located.quotes.filter { !located.sideUncertain.contains($0.featureIndex) }, user: user)
            if certain.answer(arrival: report.query.arrival, place: place).verdict != .no { curb.verdict = .unknown }
        }
        return curb
    }

    static func compare() throws -> Outcome {
        let world = try SFCurbWorld.shared.get()
        let questions = SFCurbQuestion.generate(
            count: SFCurbAgreementTests.questionCount, seed: 18, dataset: world.data.curbs)
        var outcome = Outcome()
        for question in questions {
            let query = ParkingQuery(location: question.point, arrival: question.arrival, permits: question.permits)
            let report = try world.data.answer(for: query)
            guard let curb = curbAnswer(for: report, world: world) else {
                outcome.disagreements.append("\(question): no answer from the engine")
                continue
            }
            let verdictAgrees = report.verdict == curb.verdict
            if verdictAgrees { outcome.verdictAgreements += 1 }
            var untilAgrees = true
            if verdictAgrees, report.verdict == .yes || report.verdict == .conditionally {
                outcome.untilCompared += 1
                untilAgrees = report.answer?.parkUntil?.deadline == curb.parkUntil
                if untilAgrees { outcome.untilAgreements += 1 }
            }
            guard !verdictAgrees || !untilAgrees else { continue }
            let until = report.answer?.parkUntil.map { "\($0.deadline) (\($0.reason))" } ?? "-"
            let rules = report.answer?.rules.map { "\($0.kind)\($0.binds ? "" : " (exempt)")" } ?? []
            outcome.disagreements.append(
                "\(question): engine \(report.verdict) until \(until) — \(report.verdictReason); "
                    + "curb \(curb.verdict) until \(curb.parkUntil.map { "\($0)" } ?? "-") — \(curb.explanation) "
                    + "rules \(rules)")
        }
        return outcome
    }

    @Test func theRulesReadAlike() throws {
        let outcome = try Self.compare()
        let figures =
            "verdicts agree \(outcome.verdictAgreements)/\(SFCurbAgreementTests.questionCount), park-until "
            + "\(outcome.untilAgreements)/\(outcome.untilCompared)"
        if ProcessInfo.processInfo.environment["SFCURBS_FIGURES"] != nil {
            print(figures)
            for line in outcome.disagreements { print(line) }
        }
        #expect(outcome.disagreements.isEmpty, Comment(rawValue: figures))
    }
}
