/// What mapping San Francisco's tables onto the curb model read, mapped, approximated and refused,
/// per table (as the Portland and Austin `REPORT.md` count their feeds).
struct SFCurbMappingReport: Hashable, Sendable {
    /// One table's counts.
    struct Table: Hashable, Sendable {
        /// `regulations`, `sweeping sides`, `metered block faces`, `72-hour rule`.
        var name: String
        /// Rows read.
        var read = 0
        /// Rows mapped (approximated ones included).
        var mapped = 0
        /// Rows mapped with at least one approximation.
        var approximatedRows = 0
        /// Approximations made, by what was approximated (a row may have several).
        var approximated: [String: Int] = [:]
        /// Rows not mapped, by reason.
        var refused: [String: Int] = [:]
        /// Rows placed on more than one centreline side (a curb line running past a corner).
        var split = 0
        /// Rows placed on a centreline with no side (drawn within a metre of it).
        var sideUnknown = 0
        /// Sweeping schedules read (sweeping sides only).
        var schedules = 0
        /// Curb features written.
        var features = 0

        /// Counts one row's approximations (none: nothing).
        mutating func note(_ approximations: [String]) {
            guard !approximations.isEmpty else { return }
            approximatedRows += 1
            for approximation in approximations { approximated[approximation, default: 0] += 1 }
        }

        /// Rows refused in all.
        var refusedCount: Int { refused.values.reduce(0, +) }
    }

    /// The tables, in order.
    var tables: [Table] = []

    /// The counts as a Markdown table, then the approximations and refusals with their reasons.
    var markdown: [String] {
        var lines = [
            "| table | read | mapped | approximated | refused | features | on several stretches | either side |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for table in tables {
            lines.append(
                "| \(table.name) | \(table.read) | \(table.mapped) | \(table.approximatedRows) "
                    + "| \(table.refusedCount) | \(table.features) | \(table.split) | \(table.sideUnknown) |")
        }
        for table in tables {
            for (reason, count) in table.approximated.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                lines.append("- \(table.name), approximated \(count): \(reason)")
            }
            for (reason, count) in table.refused.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                lines.append("- \(table.name), refused \(count): \(reason)")
            }
        }
        return lines
    }
}
