/// When a policy applies (`time_spans[]`). Every field given must match; an absent field matches
/// always. A span with `designatedPeriodExcept` describes when the policy does **not** apply
/// (CDS 1.1, curb-data-specification#187).
package struct CDSTimeSpan: Hashable, Sendable {
    /// `start_date`: epoch milliseconds, UTC, inclusive.
    var startDate: Int64?
    /// `end_date`: epoch milliseconds, UTC, exclusive.
    var endDate: Int64?
    /// `days_of_week`; `nil` = every day.
    var daysOfWeek: WeekdaySet?
    /// `days_of_month` (1…31); `nil` = every day of the month.
    var daysOfMonth: [Int]?
    /// `weeks_of_month` (1…5, CDS 1.1); `nil` = every week.
    var weeksOfMonth: WeekOfMonthSet?
    /// `months` (1…12); `nil` = every month.
    var months: [Int]?
    /// `time_of_day_start` in minutes after local midnight (inclusive); `nil` = midnight.
    var timeOfDayStart: Int?
    /// `time_of_day_end` in minutes after local midnight (exclusive); `nil` = the next midnight.
    var timeOfDayEnd: Int?
    /// `designated_period`: an externally defined period such as `holidays`.
    var designatedPeriod: String?
    /// `designated_period_except`: the span says when the policy does not apply.
    var designatedPeriodExcept: Bool

    /// Creates a span that always matches.
    package init() {
        designatedPeriodExcept = false
    }
}
