import Foundation

/// What one regulation asks of a parked car over one ``CurbWindow``, read with every other
/// regulation in force at once (``CurbRegulation/appliesAlongsideOthers``, San Francisco's reading):
/// each term ends the stay on its own (``course(arrival:withinDays:in:)``), and the stay is the
/// soonest of them.
///
/// Everything that forbids the car being there during a window (a prohibition, street sweeping, a
/// curb reserved for others) is ``forbids(_:)``; a maximum stay counted over the window's
/// occurrences is ``limits(_:minutes:)``; paid hours are ``pays(_:)``, whose start is a moment the
/// driver must act.
enum CurbTerm: Hashable, Sendable {
    /// The car may not be there while the window is in force: it must be gone at the next start,
    /// or at once if the window is in force at arrival.
    case forbids(CurbWindow)
    /// The car may stay `minutes` of **enforced** time: only time inside the window counts, from
    /// arrival on, kept while the window is not in force (a count running past the end of
    /// enforcement carries over to the next occurrence); the stay ends when the count reaches the
    /// limit.
    case limits(CurbWindow, minutes: Int)
    /// The car must be paid for while the window is in force: the driver must act — start paying —
    /// at the first start of the window after arrival. A window in force at arrival asks for
    /// payment now, and its next start after that one ends what the answer promises. It never
    /// makes the car leave.
    case pays(CurbWindow)

    /// The window of any case.
    var window: CurbWindow {
        switch self {
        case .forbids(let window), .limits(let window, _), .pays(let window): window
        }
    }

    /// When this term alone ends a stay beginning at `arrival`.
    ///
    /// - ``forbids(_:)``: `arrival` if the window is in force then, else its next start.
    /// - ``pays(_:)``: the first start of the window after arrival that is not the occurrence in
    ///   force at arrival (paying then is the driver's to do).
    /// - ``limits(_:minutes:)``: the instant the enforced time since arrival reaches the limit,
    ///   walking occurrence by occurrence (the one in force at arrival, then each next one).
    ///   Arrive Mon 06:00 at Mon–Fri 8–18, 2 h → Mon 10:00; Mon 17:30 → Tue 09:30; Sat 12:00 →
    ///   Mon 10:00. Time is elapsed time, so across a DST switch 2 hours are 2 real hours. A
    ///   negative limit counts as zero.
    ///
    /// - Parameters:
    ///   - arrival: when the car was parked.
    ///   - withinDays: how many days after the arrival's day to search.
    ///   - calendar: the city's clock and designated periods.
    /// - Returns: the course, or `nil` when the term does not end the stay within `withinDays`.
    /// - Complexity: O(`withinDays`) day checks; allocation-free apart from the result.
    func course(arrival: Date, withinDays: Int, in calendar: CityCalendar) -> CurbCourse? {
        let window = window
        let lastDay = calendar.localDay(of: arrival) + withinDays
        func found(_ deadline: Date, _ basis: CurbCourse.Basis) -> CurbCourse {
            CurbCourse(arrival: arrival, deadline: deadline, basis: basis)
        }
        func occurrence(from date: Date) -> CurbWindow.Occurrence? {
            let daysLeft = lastDay - calendar.localDay(of: date)
            guard daysLeft >= 0 else { return nil }
            return window.occurrence(containing: date, in: calendar)
                ?? window.nextOccurrence(after: date, withinDays: daysLeft, in: calendar)
        }

        switch self {
        case .forbids:
            // In force always: the stretch never ends within the search (below, it would be
            // walked a day at a time to the end of the search to find that out).
            if window.isAlwaysInForce { return found(arrival, .inForceAtArrival(until: nil)) }
            if let current = window.occurrence(containing: arrival, in: calendar) {
                var end = current.end
                // Back-to-back occurrences (all day, every day) are one stretch for the driver.
                while let next = occurrence(from: end), next.start <= end { end = next.end }
                let until = calendar.localDay(of: end) > lastDay ? nil : end
                return found(arrival, .inForceAtArrival(until: until))
            }
            guard let next = window.nextOccurrence(after: arrival, withinDays: withinDays, in: calendar) else {
                return nil
            }
            return found(next.start, .windowStarts)

        case .pays:
            var from = arrival
            if let current = window.occurrence(containing: arrival, in: calendar) {
                // Paid hours running on into the next (all day, every day) are one stretch.
                var end = current.end
                while let next = occurrence(from: end), next.start <= end { end = next.end }
                from = end
            }
            let daysLeft = lastDay - calendar.localDay(of: from)
            guard daysLeft >= 0,
                let next = window.nextOccurrence(after: from, withinDays: daysLeft, in: calendar),
                next.start > arrival
            else { return nil }
            return found(next.start, .paymentStarts(until: next.end))

        case .limits(_, let minutes):
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
