import Foundation

/// "Park until": the earliest instant the driver must move, over every rule binding them.
public struct ParkingDeadline: Hashable, Sendable {
    /// When the car must be gone; equal to the arrival when it may not stay at all.
    public let deadline: Date
    /// The binding rule's name: `street sweeping (west side)`, `2-hour limit`.
    public let reason: String
    /// Index of the binding rule in ``ParkingAnswer/rules``.
    public let ruleIndex: Int
    /// Whether the car may not stay at all.
    public let mustLeaveNow: Bool
    /// The stay limit found, whose ``SFStayLimit/explanation`` is ``explanation`` (made only when
    /// asked for); `nil` when the explanation was given in words.
    package let limit: SFStayLimit?
    /// When the deadline is the start of paid hours (the car may stay on, paying): when those
    /// hours end; `nil` for a deadline that ends the stay.
    package var paymentEnds: Date? {
        if case .paymentStarts(let until)? = limit?.basis { return until }
        return nil
    }
    /// When the driver must move (not merely start paying): equal to ``deadline`` unless the
    /// deadline is the start of paid hours, then the first rule after it that ends the stay (`nil`
    /// when none does within the search). `near` lists a curb for a stay that paying covers.
    var mustMoveBy: Date?
    /// The explanation given in words, when there is no ``limit``.
    private let givenExplanation: String

    /// How the deadline was found: `2-hour limit starts 8:00 AM`, `street sweeping starts Tue Nov
    /// 24 8:00 AM` (`SFStayLimit/explanation`).
    public var explanation: String { limit?.explanation ?? givenExplanation }

    /// A deadline explained in words.
    init(deadline: Date, reason: String, explanation: String, ruleIndex: Int, mustLeaveNow: Bool) {
        self.deadline = deadline
        self.reason = reason
        self.ruleIndex = ruleIndex
        self.mustLeaveNow = mustLeaveNow
        limit = nil
        givenExplanation = explanation
        mustMoveBy = deadline
    }

    /// The deadline `limit` sets, for the rule at `ruleIndex`.
    init(_ limit: SFStayLimit, ruleIndex: Int) {
        deadline = limit.deadline
        reason = limit.constraint.reason
        self.ruleIndex = ruleIndex
        mustLeaveNow = limit.mustLeaveNow
        self.limit = limit
        givenExplanation = ""
        mustMoveBy = limit.deadline
    }
}
