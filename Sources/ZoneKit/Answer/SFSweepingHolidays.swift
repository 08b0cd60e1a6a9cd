/// What a sweeping schedule does on a public holiday: the `holidays` property of a schedule in
/// `sweeping.geojson` (DOMAIN §2 and §4).
package enum SFSweepingHolidays: String, CaseIterable, Hashable, Sendable {
    /// Suspended on the city's holidays (the data's flag 0; daytime sweeping):
    /// ``SFHolidayClass/general``.
    case suspended
    /// Swept even on holidays (flag 1; night sweeping), except New Year's Day, Thanksgiving and
    /// Christmas: ``SFHolidayClass/nightSweeping``.
    case swept

    /// The holiday class of the schedule's windows.
    var holidayClass: SFHolidayClass { self == .swept ? .nightSweeping : .general }
}
