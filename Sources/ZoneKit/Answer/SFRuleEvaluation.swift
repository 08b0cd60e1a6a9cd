import Foundation

/// What the rules say where a point's searches led: everything of a ``ParkingAnswer`` but where
/// exactly the point is (its distances, the block face and side as found, the nearby curbs) and
/// the searches' own warnings. Points that find the same things — the same block-face
/// regulations, the same centrelines and side, the same meter, the same zone — and ask the same
/// question have the same evaluation (``SFEvaluationCache``).
struct SFRuleEvaluation: Hashable, Sendable {
    var arrival: Date
    var status: PermitStatus
    var verdict: ParkingVerdict
    var reason: SFVerdictReason
    var basis: AnswerBasis
    var permits: PermitCheck
    var zoneCode: String?
    var rules: [AppliedRule]
    var parkUntil: ParkingDeadline?
    var sweeping: [SweepingReport]
    var nextSweeping: SweepingReport?
    var address: AddressHint?
    /// The meter, at distance 0: each answer has its own distance.
    var meter: MeterReport?
    /// The warnings the evaluation gave, which follow the searches' in an answer.
    var warnings: [ParkingWarning]
    /// Where in ``warnings`` the side-uncertain warning is, if there is one: it quotes the distance
    /// of the point that was evaluated from the centreline, which each answer replaces with its own.
    var sideUncertainIndex: Int?

    /// The evaluation as it reads for a point `distance` metres from the centreline: the
    /// side-uncertain warning, if any, quoting that distance.
    func at(distanceToCentreline distance: Double?) -> SFRuleEvaluation {
        guard let index = sideUncertainIndex, let distance,
            case .sideUncertain(let quoted, let side, let start) = warnings[index], quoted != distance
        else { return self }
        var evaluation = self
        evaluation.warnings[index] = .sideUncertain(distance: distance, soonerSide: side, soonerStart: start)
        return evaluation
    }

    /// The evaluation less its rules, sweeping, address, meter and warnings: what an answer's
    /// ``SFEvaluationCache/coreMembers`` show: ~760 bytes, with nothing else allocated.
    var core: SFRuleEvaluation {
        SFRuleEvaluation(
            arrival: arrival, status: status, verdict: verdict, reason: reason, basis: basis, permits: permits,
            zoneCode: zoneCode, rules: [], parkUntil: parkUntil, sweeping: [], nextSweeping: nil, address: nil,
            meter: nil, warnings: [], sideUncertainIndex: nil)
    }
}

extension SFRuleEvaluation {
    /// What the rules said in `answer`, with its warnings whole.
    init(_ answer: ParkingAnswer) {
        self.init(
            arrival: answer.arrival, status: answer.status, verdict: answer.verdict,
            reason: answer.reason, basis: answer.basis, permits: answer.permits,
            zoneCode: answer.zoneCode, rules: answer.rules, parkUntil: answer.parkUntil, sweeping: answer.sweeping,
            nextSweeping: answer.nextSweeping, address: answer.address, meter: answer.meter,
            warnings: answer.warnings, sideUncertainIndex: nil)
    }
}
