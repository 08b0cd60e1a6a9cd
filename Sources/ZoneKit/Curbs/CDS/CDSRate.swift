/// What using a curb costs while a rule applies (`rules.rate[]`), in the payload's currency's
/// smallest unit (cents for USD).
package struct CDSRate: Hashable, Sendable {
    /// Whether a `rate_unit` counts from arrival or by the calendar.
    package enum Period: String, CaseIterable, Sendable {
        case rolling, calendar
    }

    /// The amount per `unit`, in the currency's smallest unit.
    var amount: Int64
    /// The unit of time the amount is for.
    package var unit: CDSUnitOfTime
    /// `rate_unit_period`, when given.
    package var period: Period?
    /// `increment_duration`: the fewest units one can pay for.
    var incrementDuration: Int64?
    /// `increment_amount`: the fee is rounded up to a multiple of this amount.
    var incrementAmount: Int64?
    /// `start_duration`: units already parked before this rate applies (inclusive).
    var startDuration: Int64?
    /// `end_duration`: units after which this rate stops applying (exclusive).
    var endDuration: Int64?
    /// `maximum_fee` for one stay.
    var maximumFee: Int64?

    /// Creates a rate of `amount` per `unit`; the other fields start empty.
    package init(amount: Int64, unit: CDSUnitOfTime) {
        self.amount = amount
        self.unit = unit
    }
}
