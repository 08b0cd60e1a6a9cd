import Foundation

/// Remembers, across the answers of a batch, the part of an answer that does not depend on exactly
/// where the point is, only on what was found there: the rules, "park until", the verdict, the
/// sweeping, the address and the warnings. Points on the same block face, side and street — and the
/// many far from any street — then share one evaluation of the rules, and
/// ``ParkingDataset/answer(for:settings:cache:)`` gives exactly the answer it gives without a cache.
///
/// What is found is the centreline segments and the car's side of them, the block-face regulations
/// and the meter on that side, and the warnings those searches gave; with the arrival, the permits,
/// the placard, the vehicle and the zone they are the key. The distances of the point are not part
/// of it: they are the answer's own. An answer whose side of the street is uncertain is not
/// remembered, since its warning quotes the point's distance from the centreline.
///
/// Holds findings from the second time their key is met (most points near a street are the only
/// ones with their findings), up to ``capacity`` of them; when full, it keeps those found again and
/// forgets the rest (all of them, if those kept would fill half of it). Not for sharing between
/// threads: give each thread its own. It answers for one dataset and one ``AnswerSettings`` at a
/// time, and forgets everything when asked with others.
package final class AnswerCache {
    /// What the answer's findings depend on, but for the point's distances.
    struct Key: Hashable {
        struct Line: Hashable {
            var centreline: Int
            var segment: Int
            var side: CurbSide?
        }

        var arrival: Date
        var permits: [String]
        var hasPlacard: Bool
        var isOversizedVehicle: Bool
        var zone: ZoneContext?
        var lines: [Line]
        var side: CurbSide?
        var compass: CompassDirection?
        var method: SideFinding.Method
        var regulations: [Int]?
        var blockFaceSide: CurbSide?
        var meter: Int?
        /// The warnings of the searches.
        var warnings: [ParkingWarning]

        /// Hashes what tells keys of one batch apart — where the searches led, and the arrival —
        /// and not the rest: the zone's rule, the permits and the warnings follow from those
        /// within a batch, and hashing them cost most of a far point's lookup. Equality still
        /// compares everything.
        func hash(into hasher: inout Hasher) {
            hasher.combine(arrival)
            hasher.combine(zone?.code)
            hasher.combine(lines.count)
            if let line = lines.first {
                hasher.combine(line.centreline)
                hasher.combine(line.segment)
            }
            hasher.combine(side)
            hasher.combine(method)
            hasher.combine(regulations)
            hasher.combine(meter)
            hasher.combine(permits.count)
            hasher.combine(warnings.count)
        }
    }

    /// The most findings held at once.
    package let capacity: Int
    private var entries: [Key: ParkingAnswer.Findings] = [:]
    /// The hashes of keys met once and not held.
    private var seenOnce: Set<Int> = []
    private var dataset: ObjectIdentifier?
    private var settings: AnswerSettings?

    /// Whether findings are held from the first time their key is met (when most keys come
    /// again, as along a curb), not the second.
    package let holdsFirstFindings: Bool

    /// An empty cache holding up to `capacity` findings (at least 1), from the second time their
    /// key is met, or from the first when `holdsFirstFindings`.
    package init(capacity: Int = 512, holdsFirstFindings: Bool = false) {
        self.capacity = max(1, capacity)
        self.holdsFirstFindings = holdsFirstFindings
    }

    /// How many findings are held.
    package var count: Int { entries.count }

    /// The findings held for `key` by `dataset` with `settings`; when these are not the ones the
    /// cache holds findings for, it is emptied for them. Findings held and found again are from then
    /// on ``ParkingAnswer/Findings/isShared``: only findings met again and again are worth keeping
    /// the text of.
    func findings(for key: Key, dataset: ParkingDataset, settings: AnswerSettings) -> ParkingAnswer.Findings? {
        if self.dataset != dataset.identity || self.settings != settings {
            entries.removeAll()
            seenOnce.removeAll()
            self.dataset = dataset.identity
            self.settings = settings
        }
        guard let found = entries[key] else { return nil }
        if found.isShared { return found }
        let shared = ParkingAnswer.Findings(found.values, isShared: true)
        entries[key] = shared
        return shared
    }

    /// Holds `findings` for `key`, after ``findings(for:dataset:settings:)`` found none, if the key
    /// was met before.
    func store(_ findings: ParkingAnswer.Findings, for key: Key) {
        // Most points near a street are the only ones with their findings: held from the second
        // time their key is met, so that those met once take no room (only their hash does).
        let hash = key.hashValue
        guard holdsFirstFindings || seenOnce.remove(hash) != nil else {
            if seenOnce.count >= 4 * capacity { seenOnce.removeAll(keepingCapacity: true) }
            seenOnce.insert(hash)
            return
        }
        if entries.count >= capacity {
            // Findings met more than once are likely to come again (the few kinds far from any
            // street come all the time): kept, unless they fill half the cache.
            entries = entries.filter { $0.value.isShared }
            if entries.count >= capacity / 2 { entries.removeAll(keepingCapacity: true) }
        }
        entries[key] = findings
    }
}
