import Foundation

extension SFParkingConstraint {
    /// When this constraint alone ends a stay beginning at `arrival`: its term's course
    /// (``CurbTerm/course(arrival:withinDays:in:)``), named by the constraint.
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
        term.course(arrival: arrival, withinDays: withinDays, in: holidays).map { course in
            SFStayLimit(constraint: self, constraintIndex: 0, course: course)
        }
    }
}
