import Foundation

/// The answer to a ``ParkingQuery``: may the car be parked here, until when, and why. Every instant
/// is a `Date`; show them in San Francisco time (``PacificTime``).
///
/// Stable: fields are only ever added. Built by ``ParkingDataset/answer(for:settings:)``.
public struct ParkingAnswer: Hashable, Sendable {
    /// Where the car is.
    public let location: Coordinate
    /// When it was parked.
    public let arrival: Date
    /// What the driver's permits are worth here (see ``PermitStatus`` for the exact rules).
    public let status: PermitStatus
    /// May the car be parked now: yes, no, or conditionally.
    public let verdict: ParkingVerdict
    /// Why: `street sweeping in force now, until 10:00 AM`, `pay the meter until 6:00 PM`.
    public let verdictReason: String
    /// How the permits were checked.
    public let permits: PermitCheck
    /// The zone code the caller passed (the zone lookup's primary zone), if any.
    public let zoneCode: String?
    /// The block face matched, or `nil` when none is within reach on the car's side.
    public let blockFace: BlockFaceMatch?
    /// Which side of the street the car is on, and how that was decided.
    public let side: SideFinding
    /// Every rule found, binding or not: block-face regulations, sweeping, meters, the zone's rule
    /// when no block face was found, and the citywide 72-hour rule.
    public let rules: [AppliedRule]
    /// The earliest instant the driver must move, or `nil` when none was found within the search.
    public let parkUntil: ParkingDeadline?
    /// Street sweeping of each side of the street (the car's side marked), left before right.
    public let sweeping: [SweepingReport]
    /// The next street sweeping on the car's side (the sooner of both when the side is unknown).
    public let nextSweeping: SweepingReport?
    /// Where the car is, in words.
    public let address: AddressHint?
    /// The metered block face on the car's side, if any.
    public let meter: MeterReport?
    /// What makes the answer less certain than it looks.
    public let warnings: [ParkingWarning]

    /// The rules enforced at arrival.
    public var rulesInForce: [AppliedRule] { rules.filter(\.isInForce) }

    /// The rules not enforced at arrival that start within `interval` (a week by default), soonest
    /// first.
    public func upcomingRules(within interval: TimeInterval = AnswerSettings.standard.upcomingInterval) -> [AppliedRule]
    {
        let horizon = arrival.addingTimeInterval(interval)
        return
            rules
            .filter { rule in !rule.isInForce && rule.nextStart.map { $0 <= horizon } == true }
            .sorted { ($0.nextStart ?? .distantFuture) < ($1.nextStart ?? .distantFuture) }
    }
}
