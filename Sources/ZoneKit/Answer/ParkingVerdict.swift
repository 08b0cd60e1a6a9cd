/// May the car be parked here now? The short answer; ``ParkingAnswer/verdictReason`` says why and
/// ``ParkingAnswer/parkUntil`` until when.
///
/// Every output speaks of the verdict the same way (``glyph``, the exit status of
/// `parkcheck --exit-status`, the JSON `verdict`): it is the one source of truth of the answer.
public enum ParkingVerdict: String, CaseIterable, Hashable, Sendable {
    /// Yes (until ``ParkingAnswer/parkUntil``).
    case yes
    /// No: a rule binding the driver forbids parking at arrival (sweeping, no parking, tow-away, a
    /// limit already used up) on the side the car is on.
    case no
    /// Only if a condition is met that binds now: the meter must be paid, or only the disabled
    /// placard exempts the car from a limit in force.
    case conditionally
    /// The data cannot say: no curb within reach of the point (water, a park, the middle of a
    /// block), the curbs within reach disagree, the point is outside the data, or the side of the
    /// street is unknown and one side forbids parking now. Never read as "yes".
    case unknown

    /// `✓`, `✗`, `!`, `?`: the symbol that opens the answer for people.
    public var glyph: String {
        switch self {
        case .yes: "✓"
        case .no: "✗"
        case .conditionally: "!"
        case .unknown: "?"
        }
    }

    /// `+`, `x`, `!`, `?`: ``glyph`` in plain ASCII, for terminals that cannot show it.
    public var asciiGlyph: String {
        switch self {
        case .yes: "+"
        case .no: "x"
        case .conditionally: "!"
        case .unknown: "?"
        }
    }
}
