/// Which regulation wins where several are in force at the same place and time: the one with
/// the **lower** ``rank``.
///
/// CurbLR's `priorityHierarchy` lists categories first-wins, so a category's rank is its index in
/// that list (0 wins over 1). CDS's integer `priority` is already lowest-wins and maps directly.
package struct CurbPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The rank: lower wins.
    package var rank: Int
    /// CurbLR's `priorityCategory` (`no standing`, `paid parking`…); `nil` for CDS.
    package var category: String?

    /// Creates a priority.
    package init(rank: Int, category: String? = nil) {
        self.rank = rank
        self.category = category
    }

    /// Orders by rank, the winner first.
    package static func < (lhs: CurbPriority, rhs: CurbPriority) -> Bool { lhs.rank < rhs.rank }

    /// `priority 3 ("paid parking")` or `priority 3`.
    package var description: String {
        guard let category else { return "priority \(rank)" }
        return "priority \(rank) (\"\(category)\")"
    }
}
