import Foundation

/// A stay read term by term, every regulation at once (``CurbRegulation/appliesAlongsideOthers``,
/// San Francisco's reading): each ``CurbTerm`` that concerns the person ends the stay on its own
/// (its ``CurbCourse``), and the stay ends at the soonest of them. San Francisco's answers and the
/// curb interpreter's alongside reading (``CurbStaySearch/alongsideStayEnd(after:terms:)``) both
/// end their stays here.
struct CurbTermStay: Sendable {
    /// When one term ends the stay, and the term's place in the order given.
    struct End: Sendable {
        /// The term's place among those given.
        let term: Int
        /// When it alone ends the stay, and how.
        let course: CurbCourse
    }

    /// When the car was parked.
    let arrival: Date
    /// How many days after the arrival's day were searched.
    let withinDays: Int
    /// Every term's end found within the search, soonest first; at one instant, in the order the
    /// terms were given.
    let ends: [End]

    /// The stay of `count` terms for a car parked at `arrival`, each term's course within
    /// `withinDays` days of the arrival's day given by `course` (a caller may keep courses for the
    /// answers that meet the same terms), `nil` when the term does not end the stay.
    init(arrival: Date, withinDays: Int, count: Int, course: (Int) -> CurbCourse?) {
        self.arrival = arrival
        self.withinDays = withinDays
        var ends: [End] = []
        ends.reserveCapacity(count)
        for term in 0..<count {
            if let found = course(term) { ends.append(End(term: term, course: found)) }
        }
        self.ends = ends.sorted { ($0.course.deadline, $0.term) < ($1.course.deadline, $1.term) }
    }

    /// The stay of `terms` from `arrival`, read on `calendar`.
    init(arrival: Date, terms: [CurbTerm], withinDays: Int, in calendar: CityCalendar) {
        self.init(arrival: arrival, withinDays: withinDays, count: terms.count) { index in
            terms[index].course(arrival: arrival, withinDays: withinDays, in: calendar)
        }
    }

    /// The term that ends the stay first, or `nil` when none does within the search.
    var first: End? { ends.first }
}
