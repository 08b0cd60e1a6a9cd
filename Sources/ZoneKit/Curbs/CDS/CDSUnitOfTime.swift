/// A CDS unit of time (`unit_of_time`): the unit of `max_stay`, `no_return` and a rate.
package enum CDSUnitOfTime: String, CaseIterable, Sendable {
    case second, minute, hour, day, week, month, year

    /// The unit's length in seconds, for the units of fixed length (second … week); `nil` for
    /// month and year, whose length depends on the calendar.
    var fixedSeconds: Int64? {
        switch self {
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        case .day: 86_400
        case .week: 604_800
        case .month, .year: nil
        }
    }
}
