import Foundation

/// The stay's end read term by term, where every regulation applies alongside the others
/// (San Francisco's reading: every posted rule at once, ``CurbRegulation/appliesAlongsideOthers``):
/// each regulation concerning the person asks one ``CurbTerm`` over one ``CurbWindow`` — to be
/// gone while a prohibition or a curb reserved for others is in force, to pay during paid hours,
/// to leave when a limit has counted its time — and the stay ends at the soonest of their courses,
/// each found occurrence by occurrence instead of resolving the curb at every boundary of the week.
///
/// The reading gives the general search's end wherever it is taken; ``alongsideTerms()`` takes it
/// only where that holds by construction, and the general search answers everything else:
/// - every regulation applies alongside the others, and parks or forbids parking (`parking`, `no
///   parking`, `no standing`, `no stopping`);
/// - each has at most one time span, which is one window: weekdays, occurrences in the month
///   (1st–5th), at most one time of day, and at most one designated period, `except during`, whose
///   days the city's calendar states by rules (so that no day is unknown);
/// - a maximum stay (a whole number of minutes) counts across its windows and beside the winner,
///   or from arrival at all times (``CurbRegulation/countsMaxStayFromArrival``);
/// - every forbidding term ranks at or above every parking regulation concerning the person, and
///   every paid one at or above every free one (at one rank the strictest wins, as the general
///   search reads it; across ranks the better one would hide the other);
/// - a curb reserved for others (a permission naming classes the person does not hold) either has
///   no regulation of its rank concerning the person, and forbids while in force, or one with
///   the same time spans, and says nothing;
/// - at most one term asks for payment.
extension CurbStaySearch {
    /// One term a regulation asks of the person.
    struct AlongsideTerm {
        let quote: CurbRegulationQuote
        let term: CurbTerm
        /// Whether the term limits the whole stay from arrival (the 72-hour rule).
        let isWholeStay: Bool
    }

    /// The terms each regulation asks of the person, or `nil` when the reading does not apply.
    func alongsideTerms() -> [AlongsideTerm]? {
        guard !candidates.isEmpty,
            candidates.allSatisfy({ $0.regulation.appliesAlongsideOthers && Self.parksOrForbids($0.regulation) })
        else { return nil }
        var terms: [AlongsideTerm] = []
        var forbiddingRanks: [Int] = []
        var parkingRanks: [Int] = []
        var paidRanks: [Int] = []
        var freeRanks: [Int] = []
        // Whom each regulation concerns, asked once: a curb reserved for others looks at its rank's.
        let concerns = candidates.map { user.isConcerned(by: $0.regulation.users) }
        for (index, quote) in candidates.enumerated() {
            let regulation = quote.regulation
            guard let window = Self.window(of: regulation, periods: holidays) else { return nil }
            let rank = regulation.priority.rank
            if concerns[index] {
                if Self.kind(of: quote) == .forbidden {
                    forbiddingRanks.append(rank)
                    terms.append(AlongsideTerm(quote: quote, term: .forbids(window), isWholeStay: false))
                    continue
                }
                parkingRanks.append(rank)
                if regulation.payment?.isRequired == true {
                    paidRanks.append(rank)
                    terms.append(AlongsideTerm(quote: quote, term: .pays(window), isWholeStay: false))
                } else {
                    freeRanks.append(rank)
                }
                if let maxStay = regulation.maxStay, maxStay > 0 {
                    let wholeStay = regulation.countsMaxStayFromArrival && regulation.isAlwaysInForce
                    guard maxStay % 60 == 0,
                        wholeStay || (regulation.countsMaxStayAcrossWindows && regulation.countsMaxStayBesideWinner)
                    else { return nil }
                    terms.append(
                        AlongsideTerm(
                            quote: quote, term: .limits(window, minutes: maxStay / 60), isWholeStay: wholeStay))
                }
            } else if Self.isPermission(regulation.activity) {
                let sameRank = candidates.indices.filter {
                    concerns[$0] && candidates[$0].regulation.priority.rank == rank
                }
                if sameRank.isEmpty {
                    forbiddingRanks.append(rank)
                    terms.append(AlongsideTerm(quote: quote, term: .forbids(window), isWholeStay: false))
                } else if !sameRank.contains(where: { candidates[$0].regulation.timeSpans == regulation.timeSpans }) {
                    return nil
                }
            }
        }
        guard forbiddingRanks.max().map({ rank in parkingRanks.allSatisfy { rank <= $0 } }) ?? true,
            paidRanks.max().map({ rank in freeRanks.allSatisfy { rank <= $0 } }) ?? true,
            paidRanks.count <= 1
        else { return nil }
        return terms
    }

    /// The stay's end by the terms' courses (``CurbTermStay``): the soonest deadline within the
    /// search; on a tie a limit (the whole stay's first, then the best-ranked), then a prohibition,
    /// then paid hours, as the general search names them.
    func alongsideStayEnd(after arrival: Date, terms: [AlongsideTerm]) -> (date: Date, cause: CurbStayEnd)? {
        let horizon = arrival.addingTimeInterval(Double(CurbInterpreter.searchDays * 86_400))
        let ordered = terms.sorted { Self.tieOrder($0) < Self.tieOrder($1) }
        let stay = CurbTermStay(
            arrival: arrival, terms: ordered.map(\.term), withinDays: CurbInterpreter.searchDays + 1, in: calendar)
        guard let end = stay.ends.first(where: { !$0.course.mustLeaveNow }), end.course.deadline <= horizon else {
            return nil
        }
        let term = ordered[end.term]
        let cause: CurbStayEnd =
            switch term.term {
            case .limits: .maximumStay(term.quote)
            case .forbids: .forbidden(term.quote)
            case .pays: .paymentStarts(term.quote)
            }
        return (end.course.deadline, cause)
    }

    /// Which of two terms ending the stay at one instant names it: kind (the whole stay's limit,
    /// a limit, a prohibition, paid hours), then rank, feature and position.
    private static func tieOrder(_ term: AlongsideTerm) -> (Int, Int, Int, Int) {
        let kind =
            switch term.term {
            case .limits: term.isWholeStay ? 0 : 1
            case .forbids: 2
            case .pays: 3
            }
        let regulation = term.quote.regulation
        return (kind, regulation.priority.rank, term.quote.featureIndex, regulation.position)
    }

    /// Whether a regulation says only whether one may park: the activities the reading handles.
    private static func parksOrForbids(_ regulation: CurbRegulation) -> Bool {
        switch regulation.activity {
        case .parking, .noParking, .noStanding, .noStopping: true
        default: false
        }
    }

    /// The one window of a regulation's times (at all times when it has none), or `nil` when they
    /// are not one window whose days the calendar states.
    static func window(of regulation: CurbRegulation, periods: CurbHolidayCalendar) -> CurbWindow? {
        guard let span = regulation.timeSpans.first else {
            return CurbWindow(days: .everyDay, startMinute: 0, endMinute: 1440, exceptDuring: nil)
        }
        guard regulation.timeSpans.count == 1, span.weeksOfMonth.isEmpty, span.daysOfMonth.isEmpty,
            span.months.isEmpty, span.effectiveDates.isEmpty, span.timesOfDay.count <= 1,
            span.designatedPeriods.count <= 1
        else { return nil }
        var weeks = WeekOfMonthSet.all
        if !span.occurrencesInMonth.isEmpty {
            var numbers: [Int] = []
            for occurrence in span.occurrencesInMonth {
                guard case .nth(let number) = occurrence, (1...5).contains(number) else { return nil }
                numbers.append(number)
            }
            weeks = WeekOfMonthSet(weeks: numbers)
        }
        var exceptDuring: CurbPeriodKey?
        if let period = span.designatedPeriods.first {
            guard period.application == .exceptDuring, case .rules? = periods.periods[period.name.lowercased()] else {
                return nil
            }
            exceptDuring = CurbPeriodKey(period.name)
        }
        let time = span.timesOfDay.first
        return CurbWindow(
            days: span.daysOfWeek ?? .everyDay, weeksOfMonth: weeks, startMinute: time?.startMinute ?? 0,
            endMinute: time?.endMinute ?? 1440, exceptDuring: exceptDuring)
    }
}
