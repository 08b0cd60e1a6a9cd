/// Something that can end a stay on a block face (DOMAIN §1): a ``CurbTerm`` with the words that
/// name it.
///
/// Regulations map onto two cases: everything that forbids the car being there at all during a
/// window (street sweeping, tow-away, no parking, no oversized vehicles at night, meters' no-stop
/// hours) is ``noParking(_:reason:)``; posted limits (RPP, meter limits, the 72-hour rule) are
/// ``timeLimit(_:minutes:reason:)``; paid hours are ``payment(_:reason:)``, whose start is a
/// moment the driver must act. The stay ends at the soonest of their terms' courses (``CurbTermStay``).
package enum SFParkingConstraint: Hashable, Sendable {
    /// The car may not be there while `window` is in force: it must be gone at the next start, or
    /// immediately if the window is in force at arrival. `reason` names the regulation in
    /// explanations (`street sweeping`, `tow-away 4–6 PM`).
    case noParking(CurbWindow, reason: String)
    /// The car may stay `minutes` of **enforced** time: only time inside `window` counts, from
    /// arrival on, and the deadline is the instant the count reaches the limit (a count running
    /// past the end of enforcement carries over to the next occurrence). `reason` is the subject of
    /// explanations, e.g. ``AnswerText/limitName(minutes:)`` or `2-hour limit (RPP area S)`.
    case timeLimit(CurbWindow, minutes: Int, reason: String)
    /// The car must be paid for while `window` is in force (a meter, paid parking): the driver
    /// must act — start paying — at the first start of `window` after arrival. A window in force
    /// at arrival asks for payment now (the verdict says so), and its next start after that one
    /// is the deadline. It never makes the car leave.
    case payment(CurbWindow, reason: String)

    /// The window of either case.
    package var window: CurbWindow {
        switch self {
        case .noParking(let window, _), .timeLimit(let window, _, _), .payment(let window, _): window
        }
    }

    /// What the constraint asks of the car, in the curb model's terms.
    var term: CurbTerm {
        switch self {
        case .noParking(let window, _): .forbids(window)
        case .timeLimit(let window, let minutes, _): .limits(window, minutes: minutes)
        case .payment(let window, _): .pays(window)
        }
    }

    /// The reason of either case.
    package var reason: String {
        switch self {
        case .noParking(_, let reason), .timeLimit(_, _, let reason), .payment(_, let reason): reason
        }
    }

    /// San Francisco's citywide limit on any stay in one place: 72 hours (DOMAIN §1).
    package static let citywideLimitMinutes = 72 * 60
}
