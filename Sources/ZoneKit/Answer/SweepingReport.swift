import Foundation

/// Street sweeping of one side of the street the car is on.
public struct SweepingReport: Hashable, Sendable {
    /// The next (or current) sweeping of a side.
    public struct Occurrence: Hashable, Sendable {
        /// When it starts (in the past when in force at arrival).
        public let start: Date
        /// When it ends.
        public let end: Date
        /// The schedule that occurs, whose day pattern ``description`` names.
        package let schedule: SFSweepingSchedule

        /// `Tue Nov 24 8–10 AM, 1st & 3rd Tuesdays`.
        public var description: String {
            "\(AnswerText.occurrence(start: start, end: end)), " + schedule.dayPattern
        }
    }

    /// The side of the digitising direction, or `nil` when the data has none.
    package let side: CurbSide?
    /// The side's compass point: the data's label, or worked out from the geometry when absent.
    package let compass: CompassDirection?
    /// The compass label as written in the data (`West`), or `nil`.
    public let compassLabel: String?
    /// The segment's CNN.
    public let cnn: String?
    /// The street.
    public let street: String?
    /// Whether the car is on this side (both sides are when the side could not be told).
    public let isCarSide: Bool
    /// The side's schedules, whose words ``schedules`` gives.
    let sweepingSchedules: [SFSweepingSchedule]
    /// Whether sweeping is in force at arrival.
    public let isInForce: Bool
    /// The sweeping in force at arrival, or else the next one within the search; `nil` when none.
    public let next: Occurrence?

    /// The schedules, as signs put them: `1st & 3rd Tuesdays 8–10 AM`.
    public var schedules: [String] { sweepingSchedules.map(\.description) }
}
