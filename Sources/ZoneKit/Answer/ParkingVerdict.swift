/// May the car be parked here now? The short answer; ``ParkingAnswer/verdictReason`` says why and
/// ``ParkingAnswer/parkUntil`` until when.
public enum ParkingVerdict: String, CaseIterable, Hashable, Sendable {
    /// Yes (until ``ParkingAnswer/parkUntil``).
    case yes
    /// No: a rule binding the driver forbids parking at arrival (sweeping, no parking, tow-away, a
    /// limit already used up) on the side the car is on — or on both sides when the side is unknown.
    case no
    /// Only if a condition is met: the meter must be paid now, or only the placard exempts the car
    /// from a limit in force, or the side of the street is unknown and one side forbids parking now.
    case conditionally
}
