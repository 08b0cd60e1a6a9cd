import Synchronization

/// The text of small values that many answers describe alike — a sweeping schedule's
/// `every Monday 12–2 PM`, a window's `Mon–Fri 8 AM–6 PM` — worked out once per distinct value and
/// shared by every thread: the city's 23,000 sweeping schedules have some 450 distinct patterns,
/// and building their words anew cost a tenth of a curbside answer.
///
/// The texts are spread over ``shardCount`` dictionaries by their key's hash, each behind its own
/// lock: with one lock, a batch's two workers waited on each other for a tenth of their time
/// (`_MutexHandle._lockSlow` in perf, on-street points).
///
/// Holds at most ``capacity`` texts; past that, texts are built each time as before (the answers
/// are the same either way).
final class TextMemo<Key: Hashable & Sendable>: Sendable {
    /// The most texts held.
    let capacity: Int
    private let shards: [Shard]
    /// How many texts are held, or about to be.
    private let held = Atomic<Int>(0)

    /// How many dictionaries the texts are spread over.
    static var shardCount: Int { 32 }

    private final class Shard: Sendable {
        let texts = Mutex<[Hashed: String]>([:])
    }

    /// A key with its hash, worked out once: the key picks its shard by it and the shard's
    /// dictionary hashes only it, so a lookup hashes the key once (a rule's summary is keyed by
    /// its wording, window and limit, whose hashing costs a good part of making the words).
    private struct Hashed: Hashable, Sendable {
        let key: Key
        let hash: Int

        init(_ key: Key) {
            self.key = key
            hash = key.hashValue
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        static func == (left: Hashed, right: Hashed) -> Bool {
            left.hash == right.hash && left.key == right.key
        }
    }

    /// A memo holding up to `capacity` texts.
    init(capacity: Int = 4096) {
        self.capacity = capacity
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The text of `key`: the one kept, or `make()` (kept while there is room).
    func text(for key: Key, _ make: (Key) -> String) -> String {
        let hashed = Hashed(key)
        let shard = shards[Int(UInt(bitPattern: hashed.hash) % UInt(Self.shardCount))]
        if let text = shard.texts.withLock({ $0[hashed] }) { return text }
        let text = make(key)
        shard.texts.withLock { texts in
            guard texts[hashed] == nil else { return }
            if held.add(1, ordering: .relaxed).oldValue < capacity {
                texts[hashed] = text
            } else {
                held.subtract(1, ordering: .relaxed)
            }
        }
        return text
    }

    /// How many texts are kept.
    var count: Int { shards.reduce(0) { count, shard in count + shard.texts.withLock { $0.count } } }
}
