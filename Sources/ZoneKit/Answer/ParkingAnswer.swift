import Foundation

/// The answer to a ``ParkingQuery``: may the car be parked here, until when, and why. Every instant
/// is a `Date`; show them in San Francisco time (``PacificTime``).
///
/// Stable: fields are only ever added. Built by `ParkingData.answer(for:threshold:)`.
public struct ParkingAnswer: Hashable, Sendable {
    /// Where the car is.
    public let location: Coordinate
    /// The block face matched, or `nil` when none is within reach on the car's side.
    package let blockFace: SFBlockFaceMatch?
    /// Which side of the street the car is on, and how that was decided.
    package let side: SFSideFinding
    /// The metered block face on the car's side, if any.
    public let meter: MeterReport?
    /// When the point is not at a street: the nearest curbs (the side of each street facing the
    /// point), nearest first, each within the reach with its own verdict; empty at a street.
    package let nearbyCurbs: [SFNearbyCurb]
    /// When it was parked.
    public let arrival: Date
    /// What the driver's permits are worth here (see ``PermitStatus`` for the exact rules).
    public let status: PermitStatus
    /// May the car be parked now: yes, no, or conditionally.
    public let verdict: ParkingVerdict
    /// Why, as values: ``verdictReason`` gives the words.
    package let reason: SFVerdictReason
    /// What the answer rests on: the car's curb, the curbs near a point not at a street, or nothing.
    package let basis: AnswerBasis
    /// How the permits were checked.
    public let permits: PermitCheck
    /// The zone code the caller passed (the zone lookup's primary zone), if any.
    public let zoneCode: String?
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
    package let address: AddressHint?
    /// What makes the answer less certain than it looks.
    public let warnings: [ParkingWarning]

    /// The answer at `location` whose rules `evaluation` worked out, after the searches that found
    /// `blockFace`, `side` and `meter` (and the `nearbyCurbs`) gave `searchWarnings`.
    init(
        location: Coordinate, blockFace: SFBlockFaceMatch?, side: SFSideFinding, meter: MeterReport?,
        nearbyCurbs: [SFNearbyCurb], evaluation: SFRuleEvaluation, searchWarnings: [ParkingWarning]
    ) {
        self.location = location
        self.blockFace = blockFace
        self.side = side
        self.meter = meter
        self.nearbyCurbs = nearbyCurbs
        arrival = evaluation.arrival
        status = evaluation.status
        verdict = evaluation.verdict
        reason = evaluation.reason
        basis = evaluation.basis
        permits = evaluation.permits
        zoneCode = evaluation.zoneCode
        rules = evaluation.rules
        parkUntil = evaluation.parkUntil
        sweeping = evaluation.sweeping
        nextSweeping = evaluation.nextSweeping
        address = evaluation.address
        warnings = searchWarnings.isEmpty ? evaluation.warnings : searchWarnings + evaluation.warnings
    }

    /// Whether a rule that binds the driver (or would, absent their exemption) was read from data
    /// that disagrees with itself or was filled in, or two rows on the curb cannot both hold
    /// (``ParkingWarning/dataDisagrees(regulationID:aspect:usedFields:used:otherFields:other:effect:)``):
    /// the answer is then less sure than its zone lookup, and says so.
    public var hasContestedRule: Bool {
        warnings.contains {
            switch $0 {
            case .dataDisagrees, .curbRowsDisagree: true
            default: false
            }
        }
    }

    /// Why: `street sweeping in force now, until 10:00 AM`, `pay the meter until 6:00 PM`,
    /// `no street within 30 m of this point`.
    public var verdictReason: String { reason.text }

    /// The rules enforced at arrival.
    public var rulesInForce: [AppliedRule] { rules.filter(\.isInForce) }

    /// The rules not enforced at arrival that start within `interval` (a week by default), soonest
    /// first.
    package func upcomingRules(within interval: TimeInterval = SFAnswerSettings.standard.upcomingInterval)
        -> [AppliedRule]
    {
        let horizon = arrival.addingTimeInterval(interval)
        return
            rules
            .filter { rule in !rule.isInForce && rule.nextStart.map { $0 <= horizon } == true }
            .sorted { ($0.nextStart ?? .distantFuture) < ($1.nextStart ?? .distantFuture) }
    }
}
