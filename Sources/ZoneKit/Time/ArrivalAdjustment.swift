import Foundation

/// What happened to a typed San Francisco wall-clock time that names no single instant: it fell in
/// the spring-forward gap (it never shows on the clock) or in the fall-back hour (it shows twice).
///
/// ``PacificTime/parseArrival(_:)`` says so alongside the instant it picked, so that an answer can
/// name the instant it was given for (``ParkingWarning/arrivalInSkippedHour(typed:used:)``,
/// ``ParkingWarning/arrivalInRepeatedHour(typed:used:other:)``). A time written with an offset or
/// `Z` is one instant and never adjusted.
package enum ArrivalAdjustment: Hashable, Sendable {
    /// `typed` is in the spring-forward gap (02:00–02:59 on the day daylight time starts); `used`
    /// is the instant answered for, read with the offset in force before the change: an hour later
    /// on the clock (02:30 → 03:30 PDT).
    case skipped(typed: LocalDateTime, used: Date)
    /// `typed` is in the fall-back hour (01:00–01:59 on the day daylight time ends); `used` is its
    /// first occurrence (still daylight time), `other` the second (standard time, an hour later).
    case repeated(typed: LocalDateTime, used: Date, other: Date)

    /// The wall-clock reading as typed.
    package var typed: LocalDateTime {
        switch self {
        case .skipped(let typed, _), .repeated(let typed, _, _): typed
        }
    }

    /// The instant answered for.
    package var used: Date {
        switch self {
        case .skipped(_, let used), .repeated(_, let used, _): used
        }
    }
}
