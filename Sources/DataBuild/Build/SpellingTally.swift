/// Counts, per category (a column such as `DAYS`), how often each raw spelling occurred and what
/// it was normalised to, so the report can show every mapping the build made. One raw spelling may
/// map to several results (an empty `HOURS` filled from different columns): each pair is counted.
struct SpellingTally: Sendable {
    /// One raw spelling, its normalised form, and how many rows had that pair.
    struct Entry: Hashable, Sendable {
        let raw: String
        let normalised: String
        let count: Int
    }

    private struct Key: Hashable {
        let raw: String
        let normalised: String
    }

    private var counts: [String: [Key: Int]] = [:]

    /// Records one occurrence of `raw` in `category`, normalised to `normalised`.
    mutating func record(_ category: String, raw: String, as normalised: String) {
        counts[category, default: [:]][Key(raw: raw, normalised: normalised), default: 0] += 1
    }

    /// The entries of `category`, most frequent first, then by raw spelling and result.
    func entries(_ category: String) -> [Entry] {
        (counts[category] ?? [:])
            .map { Entry(raw: $0.key.raw, normalised: $0.key.normalised, count: $0.value) }
            .sorted { ($1.count, $0.raw, $0.normalised) < ($0.count, $1.raw, $1.normalised) }
    }

    /// The categories recorded, sorted.
    var categories: [String] { counts.keys.sorted() }
}
