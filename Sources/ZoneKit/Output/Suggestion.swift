/// "Did you mean …?" for misspelt option names, choices and `--fields` names.
package enum Suggestion {
    /// The candidate nearest to `typed`, if one is near enough to be a plausible typo: a unique
    /// candidate that `typed` begins, or the nearest by edit distance within a third of its length
    /// (at least 1, at most 3); letter case does not count.
    ///
    /// - Parameters:
    ///   - typed: what the user wrote, without dashes.
    ///   - candidates: the valid spellings, in preference order for ties.
    package static func nearest(to typed: String, among candidates: [String]) -> String? {
        guard !typed.isEmpty else { return nil }
        // Letter case is no typo: `verdictr` begins `verdictReason`, `UNTIL` is `until`.
        let lowered = typed.lowercased()
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        if prefixed.count == 1 { return prefixed[0] }
        let allowed = min(3, max(1, typed.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbouring characters each cost 1 (Damerau, 1964), so `permt` → `permit` is 1 and
    /// `josn` → `json` is 1.
    ///
    /// - Complexity: O(m·n) time, O(n) space.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var twoRowsUp = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoRowsUp[j - 2] + 1)
                }
            }
            (twoRowsUp, previous, current) = (previous, current, twoRowsUp)
        }
        return previous[b.count]
    }
}
