import ZoneKit

/// One normalised block-face regulation as the build keeps it: ZoneKit's value (a feature of
/// `regulations.geojson`) with what only the build needs.
struct RegulationRecord: Sendable {
    /// The regulation, validated by ZoneKit.
    let regulation: SFBlockFaceRegulation
    /// The neighbourhood the city assigns the block face to (`analysis_neighborhood`), or "".
    let neighborhood: String
    /// `file:line` of the source row, for sanity-check messages.
    let place: String
}
