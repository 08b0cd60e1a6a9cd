import ZoneKit

extension SFSweepingSchedule {
    /// Whether `lhs` is written before `rhs` in a side's `schedules`: by first day (Monday first,
    /// the `holiday` pseudo-day after Sunday), then start and end time, weeks, holiday treatment.
    static func precedes(_ lhs: SFSweepingSchedule, _ rhs: SFSweepingSchedule) -> Bool {
        let left = lhs.dayKey, right = rhs.dayKey
        if left != right { return left > right }
        return (lhs.startMinute, lhs.endMinute, lhs.weeks.rawValue, lhs.holidays.rawValue)
            < (rhs.startMinute, rhs.endMinute, rhs.weeks.rawValue, rhs.holidays.rawValue)
    }

    private var dayKey: UInt16 { UInt16(days.mondayFirstKey) << 1 | (includesHolidayDay ? 1 : 0) }

    /// The `days` codes written to `sweeping.geojson`: `mon` … `sun`, then `holiday`.
    var codes: [String] { days.codes + (includesHolidayDay ? ["holiday"] : []) }

    /// Merges schedules that differ only in their days into one with the union of the days, and
    /// drops duplicates; the result is sorted by ``precedes(_:_:)``.
    ///
    /// - Parameter record: the side the schedules belong to, for errors.
    /// - Throws: ``ZoneKit/ParkingDataError`` if ZoneKit rejects a merged schedule (it cannot, when
    ///   it accepted the parts).
    /// - Complexity: O(n log n).
    static func merged(_ schedules: [SFSweepingSchedule], record: String) throws(ParkingDataError)
        -> [SFSweepingSchedule]
    {
        struct Key: Hashable {
            let start: Int
            let end: Int
            let weeks: WeekOfMonthSet
            let holidays: SFSweepingHolidays
        }
        var days: [Key: (days: WeekdaySet, onHolidays: Bool)] = [:]
        for schedule in schedules {
            let key = Key(
                start: schedule.startMinute, end: schedule.endMinute, weeks: schedule.weeks,
                holidays: schedule.holidays)
            let existing = days[key] ?? ([], false)
            days[key] = (existing.days.union(schedule.days), existing.onHolidays || schedule.includesHolidayDay)
        }
        var merged: [SFSweepingSchedule] = []
        for (key, value) in days {
            merged.append(
                try SFSweepingSchedule(
                    days: value.days, startMinute: key.start, endMinute: key.end, weeks: key.weeks,
                    holidays: key.holidays, includesHolidayDay: value.onHolidays, record: record))
        }
        return merged.sorted(by: precedes)
    }
}
