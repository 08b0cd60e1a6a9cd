import ZoneKit

/// One block-face regulation, normalised: a feature of `regulations.geojson`.
struct Regulation: Sendable {
    /// The source row's `objectid`.
    let id: String
    /// What the regulation does.
    let kind: RegulationKind
    /// The days it is in force.
    let days: DaySet
    /// The time of day it is in force (may cross midnight; all day is 00:00–24:00).
    let window: DailyWindow
    /// The time limit in minutes, or `nil` when there is none.
    let limitMinutes: Int?
    /// The RPP areas whose permits the block face honours, in column order, without repeats.
    let permitAreas: [String]
    /// What the area permit exempts from: "limit", "payment", or `nil`.
    let rppExemptFrom: String?
    /// Other exemptions, as written in the data, or `nil`.
    let exceptions: String?
    /// The neighbourhood the city assigns the block face to (`analysis_neighborhood`), or "".
    let neighborhood: String
    /// The block face's centreline parts.
    let geometry: [[Coordinate]]
    /// `file:line` of the source row, for sanity-check messages.
    let place: String
}
