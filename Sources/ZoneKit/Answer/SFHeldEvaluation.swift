/// A ``SFRuleEvaluation`` an ``SFEvaluationCache`` or a batch's ``SFSharedCores`` hold, by reference: a
/// lookup hands out the reference, not a copy of the evaluation's ~760 bytes (copying them, with
/// their reference counts, on every held answer), and one core is held once however many keys
/// lead to it.
package final class SFHeldEvaluation: Hashable, Sendable {
    let evaluation: SFRuleEvaluation

    init(_ evaluation: SFRuleEvaluation) { self.evaluation = evaluation }

    package static func == (a: SFHeldEvaluation, b: SFHeldEvaluation) -> Bool { a.evaluation == b.evaluation }

    /// Hashes what most tells evaluations apart (the verdict, status, deadline and zone), not
    /// every word of the reason, which hashing a whole core on every store spent its time on.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(evaluation.verdict)
        hasher.combine(evaluation.status)
        hasher.combine(evaluation.parkUntil?.deadline)
        hasher.combine(evaluation.zoneCode)
    }
}
