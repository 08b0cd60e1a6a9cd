import ZoneKit

/// Computes each RPP area's area-level rule from the block faces that list the area: the most
/// common (days, hours, limit) among its time-limit regulations (``ZoneKit/SFRegulationKind/timeLimit`` with
/// a limit). Every variant is kept with its block-face count for `metadata.ruleVariants`.
struct AreaRuleSelector: Sendable {
    /// Variant counts per area code.
    private(set) var variants: [String: [AreaRuleVariant: Int]] = [:]
    /// Neighbourhood counts per area code (all kinds of regulation that list the area).
    private(set) var neighborhoods: [String: [String: Int]] = [:]
    /// Block faces per area code (all kinds).
    private(set) var blockFaces: [String: Int] = [:]

    /// Tallies `regulations`.
    init(_ records: [RegulationRecord]) {
        for record in records {
            for area in record.regulation.permitAreas {
                blockFaces[area, default: 0] += 1
                if !record.neighborhood.isEmpty {
                    neighborhoods[area, default: [:]][record.neighborhood, default: 0] += 1
                }
                guard let variant = AreaRuleVariant(record.regulation) else { continue }
                variants[area, default: [:]][variant, default: 0] += 1
            }
        }
    }

    /// The area's rule, or `nil` when no time-limit block face lists it.
    func rule(for area: String) -> AreaRuleVariant? {
        AreaRuleVariant.mostCommon(variants[area] ?? [:])
    }

    /// The neighbourhoods holding at least 10 % of the area's block faces, most first (at least
    /// the top one when there is any).
    func mainNeighborhoods(of area: String) -> [String] {
        let counts = (neighborhoods[area] ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        let total = counts.reduce(0) { $0 + $1.value }
        return counts.enumerated().filter { $0.offset == 0 || $0.element.value * 10 >= total }.map(\.element.key)
    }
}
