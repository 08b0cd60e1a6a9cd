import Foundation

/// A typed arrival time read by ``PacificTime/parseArrival(_:)``: the instant, and whether the
/// wall-clock reading had to be adjusted to give one.
package struct ParsedArrival: Hashable, Sendable {
    /// The instant: the same one ``PacificTime/parse(_:)`` gives for the text.
    package var instant: Date
    /// How a wall-clock reading in the spring-forward gap or the fall-back hour was resolved;
    /// `nil` for a reading that names exactly one instant, and for any time with an offset or `Z`.
    package var adjustment: ArrivalAdjustment?

    /// Creates a parsed arrival.
    package init(instant: Date, adjustment: ArrivalAdjustment? = nil) {
        self.instant = instant
        self.adjustment = adjustment
    }
}
