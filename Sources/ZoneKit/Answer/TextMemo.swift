import Synchronization

/// The text of small values that many answers describe alike — a sweeping schedule's
/// `every Monday 12–2 PM`, a window's `Mon–Fri 8 AM–6 PM` — worked out once per distinct value.
typealias TextMemo<Key: Hashable & Sendable> = SharedMemo<Key, String>

/// Whether text memos keep the texts they make: yes, unless a program that answers once (the
/// one-shot) turns them off. A memo's first use costs more than all it saves in one answer: its
/// shards and dictionaries are generic types made at run time, each a scan of the binary's
/// protocol conformances, a large part of a one-shot's work.
package enum TextMemos {
    private static let keeping = Atomic<Bool>(true)

    /// Whether memos are used.
    static var areKept: Bool { keeping.load(ordering: .relaxed) }

    /// Uses the memos (`true`) or makes every text afresh without touching them (`false`).
    package static func keep(_ isKept: Bool) { keeping.store(isKept, ordering: .relaxed) }
}

extension SharedMemo where Value == String {
    /// The text of `key`: the one kept, or `make()` (kept while there is room), whether memos
    /// are on or off (the answers' texts go through ``memoText(_:for:_:)``).
    func text(for key: Key, _ make: (Key) -> String) -> String {
        value(for: key, make)
    }
}

/// The text of `key`: the one `memo` keeps, or `make(key)` (kept while there is room); with memos
/// off, `make(key)` and the memo is not even made.
func memoText<Key>(_ memo: @autoclosure () -> TextMemo<Key>, for key: Key, _ make: (Key) -> String) -> String {
    guard TextMemos.areKept else { return make(key) }
    return memo().value(for: key, make)
}
