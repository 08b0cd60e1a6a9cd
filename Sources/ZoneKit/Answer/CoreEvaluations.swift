import Synchronization

/// The cores of rule evaluations (``RuleEvaluation/core``), shared by every worker of a batch that
/// writes only the members a core gives (``coreMembers``): the verdict and its reason, the permit
/// status and check, "park until". A core holds no rules, sweeping, address, meter or warnings
/// (~760 bytes, where a whole evaluation takes ~3 KB), and many kinds of point share one, held
/// once: a key's entry is a reference. So a city's every kind of curbside point fits (200,000
/// points at the curb meet some 16,600 kinds) and most points are answered without evaluating. Shared rather than one per worker: each worker meets
/// the kinds the other has evaluated, and they are held once.
///
/// Bound to one dataset and one ``AnswerSettings`` (the first asked about); for any other it holds
/// nothing. Holds at most ``capacity`` cores; past that, evaluations are worked out each time (the
/// answers are the same either way). The cores are spread over ``shardCount`` dictionaries, each
/// behind its own lock, so that workers seldom wait on each other.
package final class CoreEvaluations: Sendable {
    /// The record members whose values an answer from a core has as an answer from the whole
    /// evaluation does: the question's and the searches' own (location, arrival, zone, block face,
    /// side, the data's version) and the core's. A batch holds cores only when every field it
    /// writes is one of these (or its row's line, id, file, kept input or error).
    package static let coreMembers: Set<String> = [
        "location", "arrival", "verdict", "verdictReason", "basis", "status", "permits", "zone", "blockFace",
        "side", "parkUntil", "dataVersion",
    ]

    /// The most cores held.
    package let capacity: Int
    private let shards: [Shard]
    /// How many cores are held, or about to be.
    private let held = Atomic<Int>(0)
    /// The dataset and settings the cores are for, once the first evaluation is asked about.
    private let binding = Mutex<Binding?>(nil)

    private struct Binding: Sendable {
        var dataset: ObjectIdentifier
        var settings: AnswerSettings
    }

    /// How many dictionaries the cores are spread over.
    static var shardCount: Int { 32 }

    private final class Shard: Sendable {
        let cores = Mutex<[EvaluationCache.Key: HeldEvaluation]>([:])
    }

    /// Every distinct core held: points of many kinds share one (the same verdict, status and
    /// deadline), so ~16,600 kinds of curbside point hold a few thousand.
    private let distinct = Mutex<Set<HeldEvaluation>>([])

    /// A store holding up to `capacity` cores. The 16,600 kinds of 200,000 on-street points
    /// (`make bench`) left a batch's peak memory where the workers' 512 whole evaluations each had
    /// it (~50 MB, limit 60 MB).
    package init(capacity: Int = 20_000) {
        self.capacity = capacity
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// How many cores are held.
    package var count: Int { shards.reduce(0) { count, shard in count + shard.cores.withLock { $0.count } } }

    /// Whether the cores are for `dataset` with `settings`: binds the store to them if it is not
    /// bound yet. Asked once each time a worker's ``EvaluationCache`` starts answering for a dataset.
    func holds(for dataset: ParkingDataset, settings: AnswerSettings) -> Bool {
        binding.withLock { binding in
            guard let bound = binding else {
                binding = Binding(dataset: dataset.identity, settings: settings)
                return true
            }
            return bound.dataset == dataset.identity && bound.settings == settings
        }
    }

    /// The core held for `key`, if any.
    func core(for key: EvaluationCache.Key) -> HeldEvaluation? {
        shard(of: key).cores.withLock { $0[key] }
    }

    /// Holds the core of `evaluation` for `key`, while there is room.
    func store(_ evaluation: RuleEvaluation, for key: EvaluationCache.Key) {
        guard held.add(1, ordering: .relaxed).oldValue < capacity else {
            held.subtract(1, ordering: .relaxed)
            return
        }
        let made = HeldEvaluation(evaluation.core)
        let core = distinct.withLock { distinct in distinct.insert(made).memberAfterInsert }
        let isNew = shard(of: key).cores.withLock { cores in cores.updateValue(core, forKey: key) == nil }
        // Another worker held it first: the place taken is given back.
        if !isNew { held.subtract(1, ordering: .relaxed) }
    }

    private func shard(of key: EvaluationCache.Key) -> Shard {
        // The folded key, not its `hashValue`: the dictionary hashes it once more anyway.
        shards[Int(key.folded % UInt64(Self.shardCount))]
    }
}
