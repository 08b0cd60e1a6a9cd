import Foundation
import TestSupport
import Testing

@testable import DataBuild
@testable import ZoneKit

/// The engine's locating, the model's rules (issue #18): the same 3,000 seeded questions as
/// ``SFCurbAgreementTests``, each asked as is, by an oversized vehicle and with a disabled placard;
/// the rules San Francisco's engine finds at each point mapped onto the curb model
/// (``SFCurbRules/located(rules:blockFace:)``) and answered by the curb interpreter's stay search
/// (``SFCurbRules/answer(_:arrival:user:holidays:)``). What differs here is the reading of the
/// rules alone, not where they were found: every answer must agree.
@Suite struct SFCurbLocatedAgreementTests {
    struct Outcome {
        var verdictAgreements = 0
        var untilCompared = 0
        var untilAgreements = 0
        var disagreements: [String] = []
        /// Askings where two rows on the curb cannot both hold: the engine answers `unknown`
        /// (docs/CURB_PAIRS.md), the model must have read both rows and let the stricter win.
        var contradictoryRows = 0
    }

    /// The curb model's answer on the rules the engine found for `report`.
    static func curbAnswer(for report: ParkingReport, world: SFCurbWorld) -> CurbAnswer? {
        guard let answer = report.answer else { return nil }
        let query = report.query
        let located = SFCurbRules.located(rules: answer.rules, blockFace: answer.blockFace?.regulations ?? [])
        let user = CurbUser(
            vehicle: query.isOversizedVehicle ? "oversized" : nil, permits: query.permits,
            hasDisabledPlacard: query.hasPlacard)
        return SFCurbRules.answer(located, arrival: query.arrival, user: user, holidays: world.mapping.holidays)
    }

    static func compare() throws -> Outcome {
        let world = try SFCurbWorld.shared.get()
        let questions = SFCurbQuestion.generate(
            count: SFCurbAgreementTests.questionCount, seed: 18, dataset: world.data.curbs)
        var outcome = Outcome()
        // Each question as asked, then by an oversized vehicle, then with a disabled placard.
        let askings = questions.flatMap { question in
            [(false, false), (true, false), (false, true)].map { oversized, placard in
                (
                    question,
                    ParkingQuery(
                        location: question.point, arrival: question.arrival, permits: question.permits,
                        hasPlacard: placard, isOversizedVehicle: oversized)
                )
            }
        }
        for (question, query) in askings {
            let report = try world.data.answer(for: query)
            guard let curb = curbAnswer(for: report, world: world) else {
                outcome.disagreements.append("\(question): no answer from the engine")
                continue
            }
            if report.answer?.warnings.contains(where: { $0.code == "curb-rows-disagree" }) == true {
                outcome.contradictoryRows += 1
                // Unknown, or no where another rule forbids parking now (sweeping in force).
                if report.verdict == .yes || report.verdict == .conditionally || curb.verdict != .no {
                    outcome.disagreements.append(
                        "\(question): rows that cannot both hold: engine \(report.verdict), curb \(curb.verdict)")
                }
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
            let who = (query.isOversizedVehicle ? " --oversized" : "") + (query.hasPlacard ? " --placard" : "")
            outcome.disagreements.append(
                "\(question)\(who): engine \(report.verdict) until \(until) — \(report.verdictReason); "
                    + "curb \(curb.verdict) until \(curb.parkUntil.map { "\($0)" } ?? "-") — \(curb.explanation) "
                    + "rules \(rules)")
        }
        return outcome
    }

    @Test func theRulesReadAlike() throws {
        let outcome = try Self.compare()
        let figures =
            "verdicts agree \(outcome.verdictAgreements)/\(3 * SFCurbAgreementTests.questionCount), park-until "
            + "\(outcome.untilAgreements)/\(outcome.untilCompared); rows that cannot both hold "
            + "\(outcome.contradictoryRows) (unknown here, no on the model)"
        printSFCurbFigures(figures, details: outcome.disagreements)
        #expect(outcome.disagreements.isEmpty, Comment(rawValue: figures))
    }
}
