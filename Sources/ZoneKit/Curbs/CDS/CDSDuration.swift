/// An amount of time as CDS writes it: a non-negative integer and its unit (`max_stay` with
/// `max_stay_unit`, `no_return` with `no_return_unit`; the unit defaults to minutes).
package struct CDSDuration: Hashable, Sendable, CustomStringConvertible {
    /// How many units; never negative.
    package var value: Int64
    /// The unit.
    package var unit: CDSUnitOfTime

    /// Creates a duration.
    package init(_ value: Int64, _ unit: CDSUnitOfTime) {
        self.value = value
        self.unit = unit
    }

    /// The length in seconds, when the unit has a fixed length (not month or year).
    package var seconds: Int64? { unit.fixedSeconds.map { $0 * value } }

    /// `120 minute`.
    package var description: String { "\(value) \(unit.rawValue)" }
}
