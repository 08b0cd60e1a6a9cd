import Foundation

extension SFParkingConstraint {
    /// When this constraint alone ends a stay beginning at `arrival`.
    ///
    /// - ``noParking(_:reason:)``: `arrival` if the window is in force then, else its next start.
    /// - ``payment(_:reason:)``: the first start of the window after arrival that is not the
    ///   occurrence in force at arrival (paying then is the driver's to do).
    /// - ``timeLimit(_:minutes:reason:)``: the instant the enforced time since arrival reaches the
    ///   limit, walking occurrence by occurrence (the one in force at arrival, then each next one).
    ///   Arrive Mon 06:00 at Mon–Fri 8–18, 2 h → Mon 10:00; Mon 17:30 → Tue 09:30; Sat 12:00 →
    ///   Mon 10:00. Time is elapsed time, so across a DST switch 2 hours are 2 real hours. A
    ///   negative limit counts as zero.
    ///
    /// - Parameters:
    ///   - arrival: when the car was parked.
    ///   - withinDays: how many days after the arrival's day to search.
    ///   - holidays: the holiday calendar.
    /// - Returns: the limit, or `nil` when the constraint does not end the stay within `withinDays`.
    /// - Complexity: O(`withinDays`) day checks; allocation-free apart from the result.
    func stayLimit(
        arrival: Date, withinDays: Int = CurbWindow.defaultSearchDays, holidays: CityCalendar = .sanFrancisco
    ) -> SFStayLimit? {
        stayLimit(arrival: arrival, index: 0, withinDays: withinDays, holidays: holidays)
    }

    func stayLimit(arrival: Date, index: Int, withinDays: Int, holidays: CityCalendar) -> SFStayLimit? {
        let lastDay = holidays.localDay(of: arrival) + withinDays
        func found(_ deadline: Date, _ basis: SFStayLimit.Basis) -> SFStayLimit {
            SFStayLimit(constraint: self, constraintIndex: index, arrival: arrival, deadline: deadline, basis: basis)
        }
        func occurrence(from date: Date) -> CurbWindow.Occurrence? {
            let daysLeft = lastDay - holidays.localDay(of: date)
            guard daysLeft >= 0 else { return nil }
            return window.occurrence(containing: date, in: holidays)
                ?? window.nextOccurrence(after: date, withinDays: daysLeft, in: holidays)
        }

        switch self {
        case .noParking(let window, _):
            // In force always: the stretch never ends within the search (below, it would be
            // walked a day at a time to the end of the search to find that out).
            if window.isAlwaysInForce { return found(arrival, .inForceAtArrival(until: nil)) }
            if let current = window.occurrence(containing: arrival, in: holidays) {
                var end = current.end
                // Back-to-back occurrences (all day, every day) are one stretch for the driver.
                while let next = occurrence(from: end), next.start <= end { end = next.end }
                let until = holidays.localDay(of: end) > lastDay ? nil : end
                return found(arrival, .inForceAtArrival(until: until))
            }
            guard let next = window.nextOccurrence(after: arrival, withinDays: withinDays, in: holidays) else {
                return nil
            }
            return found(next.start, .windowStarts)

        case .payment(let window, _):
            var from = arrival
            if let current = window.occurrence(containing: arrival, in: holidays) {
                // Paid hours running on into the next (all day, every day) are one stretch.
                var end = current.end
                while let next = occurrence(from: end), next.start <= end { end = next.end }
                from = end
            }
            let daysLeft = lastDay - holidays.localDay(of: from)
            guard daysLeft >= 0,
                let next = window.nextOccurrence(after: from, withinDays: daysLeft, in: holidays),
                next.start > arrival
            else { return nil }
            return found(next.start, .paymentStarts(until: next.end))

        case .timeLimit(_, let minutes, _):
            var remaining = TimeInterval(max(0, minutes) * 60)
            var cursor = arrival
            var countingFrom: Date?
            var firstPause: (at: Date, counted: TimeInterval)?
            var resumedAt = arrival
            var pauses = 0
            while let period = occurrence(from: cursor) {
                let from = max(period.start, cursor)
                if countingFrom == nil {
                    countingFrom = from
                } else if from > cursor {
                    pauses += 1
                    resumedAt = from
                    if firstPause == nil {
                        firstPause = (cursor, TimeInterval(max(0, minutes) * 60) - remaining)
                    }
                }
                let available = period.end.timeIntervalSince(from)
                if available >= remaining {
                    let deadline = from.addingTimeInterval(remaining)
                    let start = countingFrom ?? from
                    guard let firstPause else { return found(deadline, .limitReached(countingFrom: start)) }
                    return found(
                        deadline,
                        .limitCarriedOver(
                            countingFrom: start, pausedAt: firstPause.at, counted: firstPause.counted,
                            resumedAt: resumedAt, pauses: pauses))
                }
                remaining -= available
                cursor = period.end
            }
            return nil
        }
    }
}
