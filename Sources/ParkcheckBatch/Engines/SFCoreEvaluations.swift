import Synchronization
import ZoneKit

/// The cores of rule evaluations, shared by every worker of a batch that writes only the members a
/// core gives (``ZoneKit/SFEvaluationCache/coreMembers``): the verdict and its reason, the permit
/// status and check, "park until". A core holds no rules, sweeping, address, meter or warnings, and
/// many kinds of point share one, held once: a key's entry is a reference. So a city's every kind of
/// curbside point fits and most points are answered without evaluating. Shared rather than one per
/// worker: each worker meets the kinds the other has evaluated, and they are held once.
///
/// Bound to one dataset and one set of answer settings (the first asked about); for any other it
/// holds nothing. Holds at most ``capacity`` cores; past that, evaluations are worked out each time
/// (the answers are the same either way). The cores are kept in a ``SharedMemo``, whose locks are
/// spread so that workers seldom wait on each other: the batch owns its threads and their locks.
package final class SFCoreEvaluations: SFSharedCores {
    /// The cores held, by key.
    private let cores: SharedMemo<SFEvaluationCache.Key, SFHeldEvaluation>
    /// What the cores are for, once the first evaluation is asked about.
    private let binding = Mutex<SFCoreBinding?>(nil)
    /// Every distinct core held: points of many kinds share one (the same verdict, status and
    /// deadline), so the kinds of curbside point hold a few thousand.
    private let distinct = Mutex<Set<SFHeldEvaluation>>([])

    /// A store holding up to `capacity` cores (bench/ANALYSIS.md: what 200,000 on-street points
    /// meet, within the batch's memory bound).
    package init(capacity: Int = 20_000) {
        cores = SharedMemo(capacity: capacity)
    }

    /// The most cores held.
    package var capacity: Int { cores.capacity }

    /// How many cores are held.
    package var count: Int { cores.count }

    package func holds(for binding: SFCoreBinding) -> Bool {
        self.binding.withLock { bound in
            guard let current = bound else {
                bound = binding
                return true
            }
            return current == binding
        }
    }

    package func core(for key: SFEvaluationCache.Key) -> SFHeldEvaluation? {
        cores.value(for: key)
    }

    package var hasRoom: Bool { cores.hasRoom }

    package func keep(_ core: SFHeldEvaluation, for key: SFEvaluationCache.Key) -> SFHeldEvaluation? {
        guard cores.hasRoom else { return nil }
        let held = distinct.withLock { distinct in distinct.insert(core).memberAfterInsert }
        cores.keep(held, for: key)
        return held
    }
}
