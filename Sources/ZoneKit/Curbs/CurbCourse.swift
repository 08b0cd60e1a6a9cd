import Foundation

/// When one ``CurbTerm`` ends a stay that began at ``arrival``, and how that was found.
struct CurbCourse: Hashable, Sendable {
    /// How the deadline was found.
    enum Basis: Hashable, Sendable {
        /// A forbidding window is in force at arrival: leave now. `until` is when it stops being in
        /// force (back-to-back occurrences merged), `nil` if not within the search.
        case inForceAtArrival(until: Date?)
        /// A forbidding window starts at the deadline.
        case windowStarts
        /// Paid hours start at the deadline, and last until `until`: the driver must pay from then.
        case paymentStarts(until: Date)
        /// The limit counted enforced time without a pause from `countingFrom`: arrival itself when
        /// enforcement was on then, else the start of enforcement.
        case limitReached(countingFrom: Date)
        /// Enforcement stopped before the limit was reached and the count carried over: counting
        /// began at `countingFrom`, paused first at `pausedAt` (`counted` seconds used by then),
        /// and the last of `pauses` pauses ended at `resumedAt`.
        case limitCarriedOver(countingFrom: Date, pausedAt: Date, counted: TimeInterval, resumedAt: Date, pauses: Int)
    }

    /// When the stay began.
    let arrival: Date
    /// The latest instant the car may still be there: at this instant it must be gone (or, for
    /// paid hours, start paying). Equal to ``arrival`` when the car may not stay at all.
    let deadline: Date
    /// How the deadline was found.
    let basis: Basis

    /// Whether the car may not stay at all (a forbidding window is in force at arrival, or a limit
    /// of zero minutes is enforced now). Paid hours never make it leave.
    var mustLeaveNow: Bool {
        if case .paymentStarts = basis { return false }
        return deadline <= arrival
    }

    /// Whether the deadline is when paid hours start: the car may stay on, paying.
    var startsPayment: Bool {
        if case .paymentStarts = basis { return true }
        return false
    }
}
