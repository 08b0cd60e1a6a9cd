import Foundation

/// "Park until": the earliest instant the driver must move, over every rule binding them.
public struct ParkingDeadline: Hashable, Sendable {
    /// When the car must be gone; equal to the arrival when it may not stay at all.
    public let deadline: Date
    /// The binding rule's name: `street sweeping (west side)`, `2-hour limit`.
    public let reason: String
    /// How the deadline was found: `2-hour limit starts 8:00 AM`, `street sweeping starts Tue Nov
    /// 24 8:00 AM` (`StayLimit/explanation`).
    public let explanation: String
    /// Index of the binding rule in ``ParkingAnswer/rules``.
    public let ruleIndex: Int
    /// Whether the car may not stay at all.
    public let mustLeaveNow: Bool
}
