import Foundation

/// When one ``SFParkingConstraint`` ends a stay that began at ``arrival``, and how that was found.
package struct SFStayLimit: Hashable, Sendable {
    /// How the deadline was found.
    package enum Basis: Hashable, Sendable {
        /// A no-parking window is in force at arrival: leave now. `until` is when it stops being in
        /// force (back-to-back occurrences merged), `nil` if not within the search.
        case inForceAtArrival(until: Date?)
        /// A no-parking window starts at the deadline.
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

    /// The constraint.
    let constraint: SFParkingConstraint
    /// Its position in the list given to ``SFParkUntil``, or 0 when computed alone.
    let constraintIndex: Int
    /// When the stay began.
    package let arrival: Date
    /// The latest instant the car may still be there: at this instant it must be gone. Equal to
    /// ``arrival`` when the car may not stay at all.
    package let deadline: Date
    /// How the deadline was found.
    package let basis: Basis

    /// Creates a result; ``SFParkingConstraint/stayLimit(arrival:withinDays:holidays:)`` is the usual
    /// way to get one.
    package init(constraint: SFParkingConstraint, constraintIndex: Int, arrival: Date, deadline: Date, basis: Basis) {
        self.constraint = constraint
        self.constraintIndex = constraintIndex
        self.arrival = arrival
        self.deadline = deadline
        self.basis = basis
    }

    /// Whether the car may not stay at all (a no-parking window is in force at arrival, or a limit
    /// of zero minutes is enforced now). Paid hours never make it leave.
    package var mustLeaveNow: Bool {
        if case .paymentStarts = basis { return false }
        return deadline <= arrival
    }

    /// Whether the deadline is when paid hours start: the car may stay on, paying.
    var startsPayment: Bool {
        if case .paymentStarts = basis { return true }
        return false
    }

    /// How the deadline was found, in a sentence fragment: `2-hour limit starts 8:00 AM`,
    /// `2-hour limit applies now`, `street sweeping starts Tue Nov 24 8:00 AM`, `tow-away in force
    /// now, until 6:00 PM`, `2-hour limit: 30 min counted until 6:00 PM, the rest from Tue Nov 24
    /// 8:00 AM`. Times on the arrival's day show the clock only.
    package var explanation: String {
        let subject = constraint.reason
        switch basis {
        case .inForceAtArrival(let until):
            guard let until else { return "\(subject) in force now" }
            return "\(subject) in force now, until \(time(until))"
        case .windowStarts:
            return "\(subject) starts \(time(deadline))"
        case .paymentStarts(let until):
            return "\(subject) starts \(time(deadline)), paid until \(time(until))"
        case .limitReached(let countingFrom):
            return countingFrom <= arrival ? "\(subject) applies now" : "\(subject) starts \(time(countingFrom))"
        case .limitCarriedOver(let countingFrom, let pausedAt, let counted, let resumedAt, let pauses):
            let start = countingFrom <= arrival ? "" : " from \(time(countingFrom))"
            let used = PacificTime.duration(minutes: Int(counted / 60))
            if pauses == 1 {
                return "\(subject): \(used) counted\(start) until \(time(pausedAt)), the rest from \(time(resumedAt))"
            }
            return
                "\(subject): counted\(start) over \(pauses + 1) enforcement periods, the last from \(time(resumedAt))"
        }
    }

    private func time(_ date: Date) -> String { PacificTime.clockOrDayAndTime(date, sameDayAs: arrival) }
}
