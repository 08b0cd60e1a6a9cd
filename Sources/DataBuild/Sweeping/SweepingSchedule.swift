/// One sweeping window of one side of a street: the days, the hours, the weeks of the month, and
/// what happens on public holidays. An element of `schedules` in `sweeping.geojson`.
struct SweepingSchedule: Hashable, Comparable, Sendable {
    /// What a schedule does on a public holiday.
    enum HolidayTreatment: String, Hashable, Comparable, Sendable {
        /// Sweeping is suspended on holidays (the data's flag 0, the common case).
        case suspended
        /// Sweeping happens even on holidays (flag 1; in the data, night windows).
        case swept

        static func < (lhs: HolidayTreatment, rhs: HolidayTreatment) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The days swept.
    var days: DaySet
    /// The hours swept; never crosses midnight in the city's data.
    var window: DailyWindow
    /// The weeks of the month swept.
    var weeks: WeeksOfMonth
    /// Holiday treatment.
    var holidays: HolidayTreatment

    /// Orders by first day, then start and end time, weeks, holiday treatment.
    static func < (lhs: SweepingSchedule, rhs: SweepingSchedule) -> Bool {
        (lhs.days, lhs.window, lhs.weeks, lhs.holidays) < (rhs.days, rhs.window, rhs.weeks, rhs.holidays)
    }

    /// Merges schedules that differ only in their days into one with the union of the days, and
    /// drops duplicates; the result is sorted.
    ///
    /// - Complexity: O(n log n).
    static func merged(_ schedules: [SweepingSchedule]) -> [SweepingSchedule] {
        struct Key: Hashable {
            let window: DailyWindow
            let weeks: WeeksOfMonth
            let holidays: HolidayTreatment
        }
        var days: [Key: DaySet] = [:]
        for schedule in schedules {
            let key = Key(window: schedule.window, weeks: schedule.weeks, holidays: schedule.holidays)
            days[key] = (days[key] ?? .none).union(schedule.days)
        }
        return days.map {
            SweepingSchedule(days: $0.value, window: $0.key.window, weeks: $0.key.weeks, holidays: $0.key.holidays)
        }
        .sorted()
    }
}
