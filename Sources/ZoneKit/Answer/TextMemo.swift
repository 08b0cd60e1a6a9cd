/// The text of small values that many answers describe alike — a sweeping schedule's
/// `every Monday 12–2 PM`, a window's `Mon–Fri 8 AM–6 PM` — worked out once per distinct value.
typealias TextMemo<Key: Hashable & Sendable> = SharedMemo<Key, String>

extension SharedMemo where Value == String {
    /// The text of `key`: the one kept, or `make()` (kept while there is room).
    func text(for key: Key, _ make: (Key) -> String) -> String {
        value(for: key, make)
    }
}
