import Synchronization

/// The cores of rule evaluations (``SFRuleEvaluation/core``), shared by every worker of a batch that
/// writes only the members a core gives (``coreMembers``): the verdict and its reason, the permit
/// status and check, "park until". A core holds no rules, sweeping, address, meter or warnings
/// (~760 bytes, where a whole evaluation takes ~3 KB), and many kinds of point share one, held
/// once: a key's entry is a reference. So a city's every kind of curbside point fits (200,000
/// points at the curb meet some 16,600 kinds) and most points are answered without evaluating. Shared rather than one per worker: each worker meets
/// the kinds the other has evaluated, and they are held once.
///
/// Bound to one dataset and one ``SFAnswerSettings`` (the first asked about); for any other it holds
/// nothing. Holds at most ``capacity`` cores; past that, evaluations are worked out each time (the
/// answers are the same either way). The cores are kept in a ``SharedMemo``, whose locks are
/// spread so that workers seldom wait on each other.
package final class SFCoreEvaluations: Sendable {
    /// The record members whose values an answer from a core has as an answer from the whole
    /// evaluation does: the question's and the searches' own (location, arrival, zone, block face,
    /// side, the data's version) and the core's. A batch holds cores only when every field it
    /// writes is one of these (or its row's line, id, file, kept input or error).
    package static let coreMembers: Set<String> = [
        "location", "arrival", "verdict", "verdictReason", "basis", "status", "permits", "zone", "blockFace",
        "side", "parkUntil", "dataVersion",
    ]

    /// The cores held, by key.
    private let cores: SharedMemo<SFEvaluationCache.Key, SFHeldEvaluation>
    /// The dataset and settings the cores are for, once the first evaluation is asked about.
    private let binding = Mutex<Binding?>(nil)

    private struct Binding: Sendable {
        var dataset: ObjectIdentifier
        var settings: SFAnswerSettings
    }

    /// Every distinct core held: points of many kinds share one (the same verdict, status and
    /// deadline), so ~16,600 kinds of curbside point hold a few thousand.
    private let distinct = Mutex<Set<SFHeldEvaluation>>([])

    /// A store holding up to `capacity` cores. The 16,600 kinds of 200,000 on-street points
    /// (`make bench`) left a batch's peak memory where the workers' 512 whole evaluations each had
    /// it (~50 MB, limit 60 MB).
    package init(capacity: Int = 20_000) {
        cores = SharedMemo(capacity: capacity)
    }

    /// The most cores held.
    package var capacity: Int { cores.capacity }

    /// How many cores are held.
    package var count: Int { cores.count }

    /// Whether the cores are for `dataset` with `settings`: binds the store to them if it is not
    /// bound yet. Asked once each time a worker's ``SFEvaluationCache`` starts answering for a dataset.
    func holds(for dataset: SFDataset, settings: SFAnswerSettings) -> Bool {
        binding.withLock { binding in
            guard let bound = binding else {
                binding = Binding(dataset: dataset.identity, settings: settings)
                return true
            }
            return bound.dataset == dataset.identity && bound.settings == settings
        }
    }

    /// The core held for `key`, if any.
    func core(for key: SFEvaluationCache.Key) -> SFHeldEvaluation? {
        cores.value(for: key)
    }

    /// Whether another core would be held: a caller may skip evaluating for one when not.
    var hasRoom: Bool { cores.hasRoom }

    /// Holds the core of `evaluation` for `key`, while there is room.
    ///
    /// - Returns: the core held (the one every equal core shares), or `nil` when there was no room.
    @discardableResult
    func store(_ evaluation: SFRuleEvaluation, for key: SFEvaluationCache.Key) -> SFHeldEvaluation? {
        guard cores.hasRoom else { return nil }
        let made = SFHeldEvaluation(evaluation.core)
        let held = distinct.withLock { distinct in distinct.insert(made).memberAfterInsert }
        cores.keep(held, for: key)
        return held
    }
}
