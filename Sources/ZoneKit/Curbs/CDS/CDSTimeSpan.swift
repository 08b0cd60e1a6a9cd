/// When a policy applies (`time_spans[]`). Every field given must match; an absent field matches
/// always. A span with `designatedPeriodExcept` describes when the policy does **not** apply
/// (CDS 1.1, curb-data-specification#187).
public struct CDSTimeSpan: Hashable, Sendable {
    /// `start_date`: epoch milliseconds, UTC, inclusive.
    public var startDate: Int64?
    /// `end_date`: epoch milliseconds, UTC, exclusive.
    public var endDate: Int64?
    /// `days_of_week`; `nil` = every day.
    public var daysOfWeek: WeekdaySet?
    /// `days_of_month` (1…31); `nil` = every day of the month.
    public var daysOfMonth: [Int]?
    /// `weeks_of_month` (1…5, CDS 1.1); `nil` = every week.
    public var weeksOfMonth: WeekOfMonthSet?
    /// `months` (1…12); `nil` = every month.
    public var months: [Int]?
    /// `time_of_day_start` in minutes after local midnight (inclusive); `nil` = midnight.
    public var timeOfDayStart: Int?
    /// `time_of_day_end` in minutes after local midnight (exclusive); `nil` = the next midnight.
    public var timeOfDayEnd: Int?
    /// `designated_period`: an externally defined period such as `holidays`.
    public var designatedPeriod: String?
    /// `designated_period_except`: the span says when the policy does not apply.
    public var designatedPeriodExcept: Bool

    /// Creates a span that always matches.
    public init() {
        designatedPeriodExcept = false
    }
}
