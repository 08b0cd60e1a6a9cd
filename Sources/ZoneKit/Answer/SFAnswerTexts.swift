/// The words of San Francisco's answers that many answers share — a window's `Mon–Fri 8 AM–6 PM`,
/// a sweeping schedule's `1st & 3rd Tue & Thu 8–10 AM`, a rule's summary, a verdict's reason, an
/// occurrence's day and time — each made once per distinct value by whoever holds this memo.
///
/// A program that answers many questions holds one per thread that answers them and makes it the
/// ``current`` one while it does (the batch: one per worker, set for each block of rows), so that
/// no memo is shared and none takes a lock. Where none is current (a one-shot, a library client)
/// every text is made afresh: a memo's first use costs more than it saves in one answer. The words
/// are the same either way.
///
/// Each memo holds at most ``capacity`` texts of a kind; past that, texts are made each time.
package final class SFAnswerTexts: @unchecked Sendable {
    // @unchecked: a memo is used by one thread at a time, the one that made it current (a task
    // local is bound to one thread); it is Sendable only to be a task-local value.

    /// The memo of the thread asking, if it holds one.
    @TaskLocal package static var current: SFAnswerTexts?

    /// The most texts kept of each kind.
    package let capacity: Int

    let windows: Memo<CurbWindow>
    let schedules: Memo<SFSweepingSchedule>
    let dayPatterns: Memo<SFSweepingSchedule.DayPatternKey>
    let summaries: Memo<SFRuleWording.SummaryKey>
    let reasons: Memo<SFVerdictReason>
    let occurrences: Memo<AnswerText.Occurrence>

    /// A memo keeping up to `capacity` texts of each kind.
    package init(capacity: Int = 4096) {
        self.capacity = capacity
        windows = Memo(capacity: capacity)
        schedules = Memo(capacity: capacity)
        dayPatterns = Memo(capacity: capacity)
        summaries = Memo(capacity: capacity)
        reasons = Memo(capacity: capacity)
        occurrences = Memo(capacity: capacity)
    }

    /// The texts of one kind of value.
    final class Memo<Key: Hashable> {
        private var texts: [Key: String] = [:]
        private let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
        }

        /// How many texts are kept.
        var count: Int { texts.count }

        /// The text of `key`: the one kept, or `make(key)`, kept while there is room.
        func text(for key: Key, _ make: (Key) -> String) -> String {
            if let kept = texts[key] { return kept }
            let made = make(key)
            if texts.count < capacity { texts[key] = made }
            return made
        }
    }

    /// The text of `key` from the current memo's texts of its kind (`kind`), or `make(key)` when
    /// no memo is current.
    static func text<Key>(_ kind: (SFAnswerTexts) -> Memo<Key>, for key: Key, _ make: (Key) -> String) -> String {
        guard let memo = current else { return make(key) }
        return kind(memo).text(for: key, make)
    }
}
