import Foundation
import TestSupport
import Testing

@testable import DataBuild
@testable import ZoneKit

/// One truth, measured (issue #18): the San Francisco engine (`ParkingData.answer(for:)`) and the
/// curb interpreter on the mapped tables (``SFCurbMapping``) asked the same seeded questions at
/// San Francisco's curbs. Verdicts and park-until are compared; every disagreement is put in one
/// of the known kinds (docs/SF_CURBS.md), and the agreement may not drop below what was reached.
@Suite struct SFCurbAgreementTests {
    /// Why the two engines answer differently.
    enum Disagreement: String, CaseIterable, Sendable {
        /// The engine cannot tell the side (within 3 m of the centreline) and one side forbids
        /// parking: `unknown`; the interpreter tells the side down to 5 cm.
        case sideUncertain = "SF engine: side of the street uncertain"
        /// Where the sweeping table has no centreline (or one farther than a curb line drawn off
        /// it): the engine matches block faces from either side within 20 m and sweeping within
        /// 30 m, the model the nearest line within 25 m only.
        case streetReach = "no centreline: curb lines matched by distance"
        /// No block face within 20 m: the engine applies the permit area's common rule from
        /// `zones.json` at the point; the mapping puts it on the stretches no placement covers, with
        /// the zone 6 m off each stretch's middle (so also where the engine finds a block face
        /// farther along the street than the placement reaches, or the point lies outside the zone).
        case areaRule = "mapping: the area's common rule on other stretches"
        /// The point is where two segments of a street meet; the engine combines their sweeping.
        case junction = "SF engine: segment junction"
        /// At a corner two streets' centrelines lie within 1 m of the nearest: the interpreter
        /// takes the street whose reference it finds nearest, the engine the nearest centreline
        /// segment (and its junction partners), which may be the other street.
        case corner = "a corner: the two engines take different streets"
        /// The engine matched other block-face regulations or meter than the placement gives.
        case placement = "mapping: regulation placed on another stretch"
        /// Two rows on the car's curb cannot both hold (no parking any time beside a time limit or
        /// a meter): the engine answers `unknown` (docs/CURB_PAIRS.md); the interpreter, which
        /// has no such reading, lets the stricter row win.
        case contradictoryRows = "SF engine: two rows on one curb cannot both hold"
    }

    struct Outcome: Sendable {
        var verdictAgreements = 0
        var untilCompared = 0
        var untilAgreements = 0
        /// Disagreements of verdict, by kind.
        var kinds: [Disagreement: Int] = [:]
        /// Disagreements of park-until only (same verdict), by kind.
        var untilKinds: [Disagreement: Int] = [:]
        var unexplained: [String] = []
        /// The first disagreement of each kind, for the figures.
        var examples: [String] = []
    }

    static let questionCount = 3_000

    static func compare() throws -> Outcome {
        let world = try SFCurbWorld.shared.get()
        let questions = SFCurbQuestion.generate(count: questionCount, seed: 18, dataset: world.data.curbs)
        var outcome = Outcome()
        for question in questions {
            let query = ParkingQuery(location: question.point, arrival: question.arrival, permits: question.permits)
            let report = try world.data.answer(for: query)
            let user = CurbUser(vehicle: nil, permits: question.permits)
            let curb = world.interpreter.answer(at: question.point, arrival: question.arrival, user: user)
            let sfVerdict = report.verdict
            let verdictAgrees = sfVerdict == curb.verdict
            if verdictAgrees { outcome.verdictAgreements += 1 }
            var untilAgrees = true
            if verdictAgrees, sfVerdict == .yes || sfVerdict == .conditionally {
                outcome.untilCompared += 1
                untilAgrees = report.answer?.parkUntil?.deadline == curb.parkUntil
                if untilAgrees { outcome.untilAgreements += 1 }
            }
            guard !verdictAgrees || !untilAgrees else { continue }
            let until = report.answer?.parkUntil.map { "\($0.deadline) (\($0.reason))" } ?? "-"
            let text =
                "\(question): engine \(sfVerdict) until \(until) — \(report.verdictReason); "
                + "curb \(curb.verdict) until \(curb.parkUntil.map { "\($0)" } ?? "-") — \(curb.explanation)"
            if let kind = classify(report: report, curb: curb, interpreter: world.interpreter, world: world) {
                if verdictAgrees {
                    outcome.untilKinds[kind, default: 0] += 1
                } else {
                    outcome.kinds[kind, default: 0] += 1
                }
                if (outcome.kinds[kind] ?? 0) + (outcome.untilKinds[kind] ?? 0) <= 3 {
                    outcome.examples.append("\(kind.rawValue): \(text)")
                }
            } else {
                outcome.unexplained.append(text)
            }
        }
        return outcome
    }

    /// The kind of a disagreement, or `nil` when none explains it.
    static func classify(
        report: ParkingReport, curb: CurbAnswer, interpreter: CurbInterpreter, world: SFCurbWorld
    ) -> Disagreement? {
        guard let answer = report.answer else { return .streetReach }
        let codes = Set(answer.warnings.map(\.code))
        if codes.contains("curb-rows-disagree") { return .contradictoryRows }
        if codes.contains("side-uncertain") || answer.side.side == nil && answer.side.distanceToCentreline != nil {
            return .sideUncertain
        }
        if curb.curb == nil || answer.side.distanceToCentreline == nil { return .streetReach }
        if codes.contains("zone-rule-used") { return .areaRule }
        if codes.contains("segment-junction") { return .junction }
        let spots = interpreter.spots(near: report.query.location)
        let ownLines = spots.filter {
            $0.place.referenceID.hasPrefix("regulation ") || $0.place.referenceID.hasPrefix("meter ")
        }
        if !ownLines.isEmpty { return .streetReach }
        let nearby = interpreter.nearestFeatures(to: report.query.location, within: interpreter.reach + 1)
        if let nearest = nearby.values.map(\.closest.distance).min(),
            nearby.values.filter({ $0.closest.distance <= nearest + 1 }).count > 1
        {
            return .corner
        }
        // Which regulations and meter each engine sees at the curb.
        let engineRegulations = Set(answer.blockFace?.regulations.map { "regulation \($0.id)" } ?? [])
        let engineMeter = answer.meter.map { Set(["meter \($0.blockfaceId)"]) } ?? []
        var modelIDs = Set<String>()
        var modelAreaRule = false
        for spot in spots {
            for position in interpreter.featuresByReference[spot.place.referenceID] ?? [] {
                let feature = interpreter.feed.features[position]
                guard feature.location.side == spot.place.side,
                    feature.location.start - 0.01 <= spot.place.position,
                    spot.place.position <= feature.location.end + 0.01
                else { continue }
                if let id = feature.id, id.hasPrefix("regulation ") || id.hasPrefix("meter ") { modelIDs.insert(id) }
                if feature.id?.hasPrefix("area ") == true { modelAreaRule = true }
            }
        }
        let modelRegulations = modelIDs.filter { $0.hasPrefix("regulation ") }
        let modelMeters = modelIDs.filter { $0.hasPrefix("meter ") }
        let paidRegulation = answer.blockFace?.regulations.contains { $0.kind.isPaid } ?? false
        if engineRegulations != modelRegulations || (!paidRegulation && engineMeter != modelMeters) {
            return .placement
        }
        // The mapping gave the stretch the area's common rule; the engine did not apply it here (a
        // block face found, or the point outside the zone of the stretch's middle).
        if modelAreaRule { return .areaRule }
        return nil
    }

    /// What the comparison reached (3,000 questions, seed 18): it may not drop. A change that
    /// raises it raises these; a new kind of disagreement fails until it is understood and listed.
    /// (2,975 and 2,246 before the engine read every row posted on the car's curb: the rows 3–5 m
    /// from the nearest line are placed on other stretches by the mapping, and contradictory
    /// rows answer `unknown`; docs/CURB_PAIRS.md.)
    static let reachedVerdictAgreements = 2_970
    static let reachedUntilAgreements = 2_218

    @Test func theTwoEnginesAgree() throws {
        let outcome = try Self.compare()
        let kinds = Disagreement.allCases.map {
            "\($0.rawValue): verdict \(outcome.kinds[$0] ?? 0), park-until \(outcome.untilKinds[$0] ?? 0)"
        }
        .joined(separator: "; ")
        let figures =
            "verdicts agree \(outcome.verdictAgreements)/\(Self.questionCount), park-until "
            + "\(outcome.untilAgreements)/\(outcome.untilCompared); \(kinds)"
        printSFCurbFigures(figures, details: outcome.examples)
        #expect(outcome.verdictAgreements >= Self.reachedVerdictAgreements, Comment(rawValue: figures))
        #expect(outcome.untilAgreements >= Self.reachedUntilAgreements, Comment(rawValue: figures))
        #expect(
            outcome.unexplained.isEmpty,
            Comment(
                rawValue: "\(outcome.unexplained.count) unexplained: "
                    + outcome.unexplained.prefix(10).joined(separator: "\n")))
    }
}
