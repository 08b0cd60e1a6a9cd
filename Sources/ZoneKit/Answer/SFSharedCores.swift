/// Where the workers of a batch share the cores of their evaluations (``SFRuleEvaluation/core``),
/// when every field the batch writes is one a core gives (``SFEvaluationCache/coreMembers``): a store the batch layer
/// keeps (`ParkcheckBatch`'s `SFCoreEvaluations`), with whatever locks its threads need; a
/// worker's ``SFEvaluationCache`` asks the store and hands it what it evaluates, and takes no lock.
///
/// A store is for one dataset and one ``SFAnswerSettings``, the first asked about
/// (``holds(for:)``); for any other it holds nothing. It may hold only so many cores; past that,
/// evaluations are worked out each time (the answers are the same either way).
package protocol SFSharedCores: AnyObject, Sendable {
    /// Whether the store is for `binding`: binds it to `binding` if it is for nothing yet.
    func holds(for binding: SFCoreBinding) -> Bool
    /// The core held for `key`, if any.
    func core(for key: SFEvaluationCache.Key) -> SFHeldEvaluation?
    /// Whether another core would be held: a caller may skip evaluating for one when not.
    var hasRoom: Bool { get }
    /// Holds `core` for `key` while there is room.
    ///
    /// - Returns: the core held — the one every equal core shares — or `nil` when there was no room.
    func keep(_ core: SFHeldEvaluation, for key: SFEvaluationCache.Key) -> SFHeldEvaluation?
}

/// What a store of shared cores is for: one dataset, answered with one set of settings.
package struct SFCoreBinding: Hashable, Sendable {
    let dataset: ObjectIdentifier
    let settings: SFAnswerSettings
}
