import Foundation

/// The answer to a ``ParkingQuery``: may the car be parked here, until when, and why. Every instant
/// is a `Date`; show them in San Francisco time (``PacificTime``).
///
/// Stable: fields are only ever added. Built by ``ParkingDataset/answer(for:settings:dataDate:)``.
public struct ParkingAnswer: Hashable, Sendable {
    /// Where the car is.
    public let location: Coordinate
    /// The block face matched, or `nil` when none is within reach on the car's side.
    package let blockFace: BlockFaceMatch?
    /// Which side of the street the car is on, and how that was decided.
    package let side: SideFinding
    /// The metered block face on the car's side, if any.
    public let meter: MeterReport?
    /// When the point is not at a street: the nearest curbs (the side of each street facing the
    /// point), nearest first, each within the reach with its own verdict; empty at a street.
    package let nearbyCurbs: [NearbyCurb]
    /// Everything else: what the rules found say, the same for every point where the same things
    /// were found (``AnswerCache``).
    let findings: Findings

    /// When it was parked.
    public var arrival: Date { findings.values.arrival }
    /// What the driver's permits are worth here (see ``PermitStatus`` for the exact rules).
    public var status: PermitStatus { findings.values.status }
    /// May the car be parked now: yes, no, or conditionally.
    public var verdict: ParkingVerdict { findings.values.verdict }
    /// Why: `street sweeping in force now, until 10:00 AM`, `pay the meter until 6:00 PM`,
    /// `no street within 30 m of this point`.
    public var verdictReason: String { findings.values.verdictReason }
    /// What the answer rests on: the car's curb, the curbs near a point not at a street, or nothing.
    package var basis: AnswerBasis { findings.values.basis }
    /// How the permits were checked.
    public var permits: PermitCheck { findings.values.permits }
    /// The zone code the caller passed (the zone lookup's primary zone), if any.
    public var zoneCode: String? { findings.values.zoneCode }
    /// Every rule found, binding or not: block-face regulations, sweeping, meters, the zone's rule
    /// when no block face was found, and the citywide 72-hour rule.
    public var rules: [AppliedRule] { findings.values.rules }
    /// The earliest instant the driver must move, or `nil` when none was found within the search.
    public var parkUntil: ParkingDeadline? { findings.values.parkUntil }
    /// Street sweeping of each side of the street (the car's side marked), left before right.
    public var sweeping: [SweepingReport] { findings.values.sweeping }
    /// The next street sweeping on the car's side (the sooner of both when the side is unknown).
    public var nextSweeping: SweepingReport? { findings.values.nextSweeping }
    /// Where the car is, in words.
    package var address: AddressHint? { findings.values.address }
    /// What makes the answer less certain than it looks.
    public var warnings: [ParkingWarning] { findings.values.warnings }

    /// Whether a rule that binds the driver (or would, absent their exemption) was read from data
    /// that disagrees with itself or was filled in
    /// (``ParkingWarning/dataDisagrees(regulationID:aspect:usedFields:used:otherFields:other:effect:)``):
    /// the answer is then less sure than its zone lookup, and says so.
    public var hasContestedRule: Bool {
        warnings.contains { if case .dataDisagrees = $0 { true } else { false } }
    }

    /// The part of an answer that does not depend on exactly where the point is, only on what was
    /// found there: one object, so that the answers of every point with the same findings share it
    /// (and a batch writes its text once, ``RecordMemoKey``).
    final class Findings: Hashable, Sendable {
        struct Values: Hashable, Sendable {
            var arrival: Date
            var status: PermitStatus
            var verdict: ParkingVerdict
            var verdictReason: String
            var basis: AnswerBasis
            var permits: PermitCheck
            var zoneCode: String?
            var rules: [AppliedRule]
            var parkUntil: ParkingDeadline?
            var sweeping: [SweepingReport]
            var nextSweeping: SweepingReport?
            var address: AddressHint?
            /// The meter, at distance 0: each answer has its own distance.
            var meter: MeterReport?
            var warnings: [ParkingWarning]
        }

        let values: Values
        /// Whether an ``AnswerCache`` holds these findings and has given them to more than one
        /// answer, so that more answers are likely to share them.
        let isShared: Bool

        init(_ values: Values, isShared: Bool) {
            self.values = values
            self.isShared = isShared
        }

        static func == (lhs: Findings, rhs: Findings) -> Bool { lhs === rhs || lhs.values == rhs.values }
        func hash(into hasher: inout Hasher) { hasher.combine(values) }
    }

    /// The rules enforced at arrival.
    public var rulesInForce: [AppliedRule] { rules.filter(\.isInForce) }

    /// The rules not enforced at arrival that start within `interval` (a week by default), soonest
    /// first.
    package func upcomingRules(within interval: TimeInterval = AnswerSettings.standard.upcomingInterval)
        -> [AppliedRule]
    {
        let horizon = arrival.addingTimeInterval(interval)
        return
            rules
            .filter { rule in !rule.isInForce && rule.nextStart.map { $0 <= horizon } == true }
            .sorted { ($0.nextStart ?? .distantFuture) < ($1.nextStart ?? .distantFuture) }
    }
}
