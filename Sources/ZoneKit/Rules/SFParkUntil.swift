import Foundation

/// "Park until": how long a car arriving at ``arrival`` may stay, given every constraint that binds
/// the driver (DOMAIN §1). The binding constraint is the one with the earliest deadline.
///
/// Rules come together only here; permits are applied by the caller, which passes only the
/// constraints that bind this driver (an RPP limit is left out for a holder of the area permit).
struct SFParkUntil: Hashable, Sendable {
    /// When the car was parked.
    let arrival: Date
    /// How many days after the arrival's day were searched.
    let withinDays: Int
    /// Every constraint that ends the stay within the search, earliest deadline first; ties keep
    /// the order the constraints were given in.
    let limits: [SFStayLimit]

    /// Evaluates `constraints` for a car parked at `arrival`.
    ///
    /// - Parameters:
    ///   - arrival: when the car was parked (an instant; San Francisco time is derived from it).
    ///   - constraints: the constraints binding this driver, in the caller's order of preference
    ///     for ties.
    ///   - holidays: the holiday calendar; San Francisco's rules by default.
    ///   - withinDays: how many days after the arrival's day to search.
    /// - Complexity: O(constraints × withinDays) cheap day checks.
    init(
        arrival: Date, constraints: [SFParkingConstraint], holidays: CityCalendar = .sanFrancisco,
        withinDays: Int = CurbWindow.defaultSearchDays
    ) {
        self.init(arrival: arrival, withinDays: withinDays, constraints: constraints) { constraint in
            constraint.stayLimit(arrival: arrival, index: 0, withinDays: withinDays, holidays: holidays)
        }
    }

    /// Evaluates `constraints` as ``init(arrival:constraints:holidays:withinDays:)`` does, taking
    /// each one's limit at this arrival and search from `limitOf` (at any index: it is given the
    /// constraint's own), which a batch worker keeps for the answers that meet the same constraint.
    init(
        arrival: Date, withinDays: Int, constraints: [SFParkingConstraint],
        limitOf: (SFParkingConstraint) -> SFStayLimit?
    ) {
        self.arrival = arrival
        self.withinDays = withinDays
        let found = constraints.enumerated().compactMap { index, constraint -> SFStayLimit? in
            limitOf(constraint).map { limit in
                SFStayLimit(constraint: limit.constraint, constraintIndex: index, course: limit.course)
            }
        }
        limits = found.sorted { ($0.deadline, $0.constraintIndex) < ($1.deadline, $1.constraintIndex) }
    }

    /// The constraint that ends the stay first, or `nil` when none does within the search.
    var binding: SFStayLimit? { limits.first }

    /// When the car must be gone, or `nil` when no limit was found within the search.
    var deadline: Date? { binding?.deadline }

    /// How the deadline was found (``SFStayLimit/explanation``), or `no limit found within 400 days`.
    var explanation: String {
        binding?.explanation ?? "no limit found within \(withinDays) days"
    }
}
