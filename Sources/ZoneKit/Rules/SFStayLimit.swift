import Foundation

/// When one ``SFParkingConstraint`` ends a stay that began at ``arrival`` (its term's ``CurbCourse``),
/// and the words that say how.
package struct SFStayLimit: Hashable, Sendable {
    /// How the deadline was found.
    typealias Basis = CurbCourse.Basis

    /// The constraint.
    let constraint: SFParkingConstraint
    /// Its position among the binding rules' constraints (``CurbTermStay/End/term``), or 0 when
    /// computed alone.
    let constraintIndex: Int
    /// The constraint's term's course.
    let course: CurbCourse

    /// Creates a result; ``SFParkingConstraint/stayLimit(arrival:withinDays:holidays:)`` is the usual
    /// way to get one.
    init(constraint: SFParkingConstraint, constraintIndex: Int, course: CurbCourse) {
        self.constraint = constraint
        self.constraintIndex = constraintIndex
        self.course = course
    }

    /// When the stay began.
    package var arrival: Date { course.arrival }
    /// The latest instant the car may still be there: at this instant it must be gone. Equal to
    /// ``arrival`` when the car may not stay at all.
    package var deadline: Date { course.deadline }
    /// How the deadline was found.
    var basis: Basis { course.basis }

    /// Whether the car may not stay at all (``CurbCourse/mustLeaveNow``).
    package var mustLeaveNow: Bool { course.mustLeaveNow }

    /// Whether the deadline is when paid hours start: the car may stay on, paying.
    var startsPayment: Bool { course.startsPayment }

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
