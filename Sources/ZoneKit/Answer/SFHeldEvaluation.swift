/// A ``SFRuleEvaluation`` an ``SFEvaluationCache`` or ``SFCoreEvaluations`` holds, by reference: a
/// lookup hands out the reference, not a copy of the evaluation's ~760 bytes (copying them, with
/// their reference counts, on every held answer), and one core is held once however many keys
/// lead to it.
final class SFHeldEvaluation: Hashable, Sendable {
    let evaluation: SFRuleEvaluation

    init(_ evaluation: SFRuleEvaluation) { self.evaluation = evaluation }

    static func == (a: SFHeldEvaluation, b: SFHeldEvaluation) -> Bool { a.evaluation == b.evaluation }

    /// Hashes what most tells evaluations apart (the verdict, status, deadline and zone), not
    /// every word of the reason, which hashing a whole core on every store spent its time on.
    func hash(into hasher: inout Hasher) {
        hasher.combine(evaluation.verdict)
        hasher.combine(evaluation.status)
        hasher.combine(evaluation.parkUntil?.deadline)
        hasher.combine(evaluation.zoneCode)
    }
}
