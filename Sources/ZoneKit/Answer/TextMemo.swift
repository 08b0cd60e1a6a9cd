import Synchronization

/// The text of small values that many answers describe alike — a sweeping schedule's
/// `every Monday 12–2 PM`, a window's `Mon–Fri 8 AM–6 PM` — worked out once per distinct value and
/// shared by every thread: the city's 23,000 sweeping schedules have some 450 distinct patterns,
/// and building their words anew cost a tenth of a curbside answer.
///
/// Holds at most ``capacity`` texts; past that, texts are built each time as before (the answers
/// are the same either way).
final class TextMemo<Key: Hashable & Sendable>: Sendable {
    /// The most texts held.
    let capacity: Int
    private let texts = Mutex<[Key: String]>([:])

    /// A memo holding up to `capacity` texts.
    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The text of `key`: the one kept, or `make()` (kept while there is room).
    func text(for key: Key, _ make: (Key) -> String) -> String {
        if let text = texts.withLock({ $0[key] }) { return text }
        let text = make(key)
        texts.withLock { texts in
            if texts.count < capacity { texts[key] = text }
        }
        return text
    }

    /// How many texts are kept.
    var count: Int { texts.withLock { $0.count } }
}
