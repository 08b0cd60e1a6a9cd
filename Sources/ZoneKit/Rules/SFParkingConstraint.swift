/// Something that can end a stay on a block face (DOMAIN §1): a ``CurbTerm`` with the words that
/// name it.
///
/// Regulations map onto three kinds: everything that forbids the car being there at all during a
/// window (street sweeping, tow-away, no parking, no oversized vehicles at night, meters' no-stop
/// hours) is ``noParking(_:reason:)``; posted limits (RPP, meter limits, the 72-hour rule) are
/// ``timeLimit(_:minutes:reason:)``; paid hours are ``payment(_:reason:)``, whose start is a
/// moment the driver must act. The stay ends at the soonest of their terms' courses (``CurbTermStay``).
package struct SFParkingConstraint: Hashable, Sendable {
    /// What the constraint asks of the car, in the curb model's terms.
    package let term: CurbTerm
    /// The regulation's name in explanations: `street sweeping`, `2-hour limit (RPP area S)`,
    /// ``limitName(minutes:)``.
    package let reason: String

    /// The car may not be there while `window` is in force: it must be gone at the next start, or
    /// immediately if the window is in force at arrival (``CurbTerm/forbids(_:)``).
    package static func noParking(_ window: CurbWindow, reason: String) -> Self {
        Self(term: .forbids(window), reason: reason)
    }

    /// The car may stay `minutes` of **enforced** time, only time inside `window` counting, from
    /// arrival on, carried over to the next occurrence (``CurbTerm/limits(_:minutes:)``).
    package static func timeLimit(_ window: CurbWindow, minutes: Int, reason: String) -> Self {
        Self(term: .limits(window, minutes: minutes), reason: reason)
    }

    /// The car must be paid for while `window` is in force: the driver must act — start paying —
    /// at the first start of `window` after arrival (``CurbTerm/pays(_:)``). It never makes the
    /// car leave.
    package static func payment(_ window: CurbWindow, reason: String) -> Self {
        Self(term: .pays(window), reason: reason)
    }

    /// The window of the term.
    package var window: CurbWindow { term.window }

    /// San Francisco's citywide limit on any stay in one place: 72 hours (DOMAIN §1).
    package static let citywideLimitMinutes = 72 * 60

    /// `2-hour limit`, `72-hour limit`, `20-minute limit`, `90-minute limit`: a posted limit named
    /// as signs name it (whole hours in hours, anything else in minutes).
    package static func limitName(minutes: Int) -> String {
        minutes > 0 && minutes % 60 == 0 ? "\(minutes / 60)-hour limit" : "\(minutes)-minute limit"
    }
}
