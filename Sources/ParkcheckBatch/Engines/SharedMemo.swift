import Synchronization

/// Values that many answers work out alike, kept once per distinct key and shared by every worker
/// of a batch: the cores of rule evaluations (``SFCoreEvaluations``).
///
/// The values are spread over ``shardCount`` dictionaries by their key's hash, each behind its own
/// lock: with one lock, a batch's two workers waited on each other for a tenth of their time
/// (`_MutexHandle._lockSlow` in perf, on-street points).
///
/// Holds at most ``capacity`` values; past that, nothing more is kept and callers work values out
/// each time as before (the answers are the same either way).
final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most values held.
    let capacity: Int
    private let shards: [Shard]
    /// How many values are held, or about to be.
    private let held = Atomic<Int>(0)

    /// How many dictionaries the values are spread over.
    static var shardCount: Int { 32 }

    private final class Shard: Sendable {
        let values = Mutex<[Hashed: Value]>([:])
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

    /// A memo holding up to `capacity` values.
    init(capacity: Int = 4096) {
        self.capacity = capacity
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The value kept for `key`, if any.
    func value(for key: Key) -> Value? {
        let hashed = Hashed(key)
        return shard(of: hashed).values.withLock { $0[hashed] }
    }

    /// The value of `key`: the one kept, or `make()` (kept while there is room).
    func value(for key: Key, _ make: (Key) -> Value) -> Value {
        let hashed = Hashed(key)
        if let value = shard(of: hashed).values.withLock({ $0[hashed] }) { return value }
        let value = make(key)
        keep(value, for: hashed)
        return value
    }

    /// Keeps `value` for `key` while there is room, unless a value is kept for it already.
    func keep(_ value: Value, for key: Key) {
        keep(value, for: Hashed(key))
    }

    /// Whether another value would be kept: a caller may skip preparing one when not.
    var hasRoom: Bool { held.load(ordering: .relaxed) < capacity }

    /// How many values are kept.
    var count: Int { shards.reduce(0) { count, shard in count + shard.values.withLock { $0.count } } }

    private func keep(_ value: Value, for hashed: Hashed) {
        shard(of: hashed).values.withLock { values in
            guard values[hashed] == nil else { return }
            if held.add(1, ordering: .relaxed).oldValue < capacity {
                values[hashed] = value
            } else {
                held.subtract(1, ordering: .relaxed)
            }
        }
    }

    private func shard(of hashed: Hashed) -> Shard {
        shards[Int(UInt(bitPattern: hashed.hash) % UInt(Self.shardCount))]
    }
}
