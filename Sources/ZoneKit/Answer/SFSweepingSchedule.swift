/// One street-sweeping window of one side of a street: an element of `schedules` in
/// `sweeping.geojson` (DOMAIN §2).
package struct SFSweepingSchedule: Hashable, Sendable, CustomStringConvertible {
    /// The days swept. May be empty when the data names only the `holiday` pseudo-day.
    package let days: WeekdaySet
    /// Whether the data also lists the `holiday` pseudo-day (sweeping that happens on holidays).
    package let includesHolidayDay: Bool
    /// Start, minutes after midnight, 0..<1440.
    package let startMinute: Int
    /// End, minutes after midnight, 0...1440 (never crossing midnight in the city's data, but
    /// accepted if it does).
    package let endMinute: Int
    /// The weeks of the month swept (`ceil(day / 7)` of the day).
    package let weeks: WeekOfMonthSet
    /// What happens on public holidays.
    package let holidays: SFSweepingHolidays

    /// Creates a schedule from typed values.
    ///
    /// - Parameters:
    ///   - days: the weekdays swept.
    ///   - startMinute: 0..<1440.
    ///   - endMinute: 0...1440.
    ///   - weeks: the weeks of the month; not empty.
    ///   - holidays: what happens on holidays.
    ///   - includesHolidayDay: whether the data also lists the `holiday` pseudo-day.
    /// - Throws: ``ParkingDataError`` when a value is out of range, naming `record`.
    package init(
        days: WeekdaySet, startMinute: Int, endMinute: Int, weeks: WeekOfMonthSet = .all,
        holidays: SFSweepingHolidays = .suspended, includesHolidayDay: Bool = false,
        record: String = "a sweeping schedule"
    ) throws(ParkingDataError) {
        try CurbWindow.checkMinutes(startMinute: startMinute, endMinute: endMinute, record: record)
        guard !weeks.isEmpty else {
            throw .missingValue(record: record, field: "weeks", why: "a schedule sweeps in at least one week (1 to 5)")
        }
        guard !days.isEmpty || includesHolidayDay else {
            throw .missingValue(record: record, field: "days", why: "a schedule sweeps on at least one day")
        }
        self.days = days
        self.includesHolidayDay = includesHolidayDay
        self.startMinute = startMinute
        self.endMinute = endMinute
        self.weeks = weeks
        self.holidays = holidays
    }

    /// Creates a schedule from a `schedules` element of `sweeping.geojson`, as written.
    ///
    /// - Parameters:
    ///   - days: `days`: `mon` … `sun`, and `holiday` for sweeping on public holidays.
    ///   - from: `from`, `HH:MM`.
    ///   - to: `to`, `HH:MM`, up to `24:00`.
    ///   - weeks: `weeks`, numbers 1…5.
    ///   - holidays: `holidays`: `suspended` or `swept`.
    ///   - record: the sweeping side it belongs to, for errors.
    /// - Throws: ``ParkingDataError`` naming the property that is wrong.
    package init(
        days: [String], from: String, to: String, weeks: [Int], holidays: String, record: String = "a sweeping schedule"
    ) throws(ParkingDataError) {
        let parsedDays = try ClockText.days(days, record: record, allowingHoliday: true)
        let hours = try ClockText.hours(from: from, to: to, record: record)
        for week in weeks where !(1...5).contains(week) {
            throw .invalidValue(record: record, field: "weeks", value: "\(week)", expected: "week numbers 1 to 5")
        }
        guard let treatment = SFSweepingHolidays(rawValue: holidays) else {
            throw .invalidValue(
                record: record, field: "holidays", value: ClockText.quoted(holidays), expected: "suspended or swept")
        }
        try self.init(
            days: parsedDays.days, startMinute: hours.start, endMinute: hours.end, weeks: WeekOfMonthSet(weeks: weeks),
            holidays: treatment, includesHolidayDay: parsedDays.onHolidays, record: record)
    }

    /// When the side is swept: the schedule's days, weeks and hours, with holiday class
    /// ``SFHolidayClass/nightSweeping`` when swept on holidays and ``SFHolidayClass/general`` otherwise.
    /// The `holiday` pseudo-day alone cannot be expressed as a weekday window; such a schedule's
    /// window has no days and never occurs (its ``description`` still names it).
    package var window: CurbWindow {
        CurbWindow(
            days: days, weeksOfMonth: weeks, startMinute: startMinute, endMinute: endMinute,
            holidayClass: holidays.holidayClass)
    }

    /// How a sign would put it: `1st & 3rd Tuesdays 8–10 AM`, `every Mon, Wed & Fri 12–2 AM`,
    /// `every day 2–6 AM (also on holidays)`.
    package var description: String {
        SFAnswerTexts.text(\.schedules, for: self) { schedule in
            var text =
                "\(schedule.dayPattern) "
                + PacificTime.clockRange(startMinute: schedule.startMinute, endMinute: schedule.endMinute)
            if schedule.holidays == .swept || schedule.includesHolidayDay { text += " (also on holidays)" }
            return text
        }
    }

    /// `1st & 3rd Tuesdays`, `every Tuesday`, `every Mon, Wed & Fri`, `2nd & 4th Mon & Thu`,
    /// `every day`.
    var dayPattern: String {
        SFAnswerTexts.text(\.dayPatterns, for: DayPatternKey(days: days, weeks: weeks)) { key in
            Self.dayPattern(days: key.days, weeks: key.weeks)
        }
    }

    /// What a day pattern depends on.
    struct DayPatternKey: Hashable {
        let days: WeekdaySet
        let weeks: WeekOfMonthSet
    }

    private static func dayPattern(days: WeekdaySet, weeks: WeekOfMonthSet) -> String {
        let ordered: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]
        let members = ordered.filter { days.contains($0) }
        if members.isEmpty { return "holidays" }
        if weeks == .all {
            if days == .everyDay { return "every day" }
            if members.count == 1 { return "every \(members[0].fullName)" }
            return "every \(Self.list(members.map(\.shortName)))"
        }
        let ordinals = ["1st", "2nd", "3rd", "4th", "5th"]
        let weekList = Self.list((1...5).filter { weeks.contains(week: $0) }.map { ordinals[$0 - 1] })
        if members.count == 1 {
            let plural = weeks.rawValue.nonzeroBitCount > 1 ? "s" : ""
            return "\(weekList) \(members[0].fullName)\(plural)"
        }
        return "\(weekList) \(Self.list(members.map(\.shortName)))"
    }

    /// `a`, `a & b`, `a, b & c`.
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " & " + last
    }
}
