/// San Francisco's readings of a ``CurbWindow``: its rows' holiday classes (``SFHolidayClass``, each a
/// designated period of the city's calendar), its `HHMM` clock values, and a window in the words of
/// its signs.
extension CurbWindow: CustomStringConvertible {
    /// Creates a window suspended on the days of `holidayClass`'s period.
    package init(
        days: WeekdaySet, weeksOfMonth: WeekOfMonthSet = .all, startMinute: Int, endMinute: Int,
        holidayClass: SFHolidayClass
    ) {
        self.init(
            days: days, weeksOfMonth: weeksOfMonth, startMinute: startMinute, endMinute: endMinute,
            exceptDuring: holidayClass.periodKey)
    }

    /// A window in force all day (midnight to midnight) on the given days.
    static func allDay(
        days: WeekdaySet = .everyDay, weeksOfMonth: WeekOfMonthSet = .all, holidayClass: SFHolidayClass
    ) -> CurbWindow {
        CurbWindow(
            days: days, weeksOfMonth: weeksOfMonth, startMinute: 0, endMinute: 1440, holidayClass: holidayClass)
    }

    /// Checks the minutes a row of the data gives a window: a start 0..<1440 (`from`), an end
    /// 0...1440 (`to`), each refused naming `record` (the window's initializer requires them).
    static func checkMinutes(startMinute: Int, endMinute: Int, record: String) throws(ParkingDataError) {
        guard (0..<1440).contains(startMinute) else {
            throw .invalidValue(
                record: record, field: "from", value: "minute \(startMinute)", expected: "a minute 0..<1440")
        }
        guard (0...1440).contains(endMinute) else {
            throw .invalidValue(
                record: record, field: "to", value: "minute \(endMinute)", expected: "a minute 0...1440")
        }
    }

    /// Minutes after midnight of a clock time written `HHMM` as the city's data does: `800` → 480,
    /// `1830` → 1110, `0` → 0, `2400` → 1440. `nil` when the minutes are 60 or more, or the value is
    /// negative or above 2400.
    package static func minuteOfDay(clock: Int) -> Int? {
        guard (0...2400).contains(clock), clock % 100 < 60 else { return nil }
        return clock / 100 * 60 + clock % 100
    }

    /// `Mon–Fri 8 AM–6 PM`, `Tue 8–10 AM, 1st & 3rd weeks`, `every day all day (never suspended)`.
    package var description: String {
        SFAnswerTexts.text(\.windows, for: self) { window in
            var text =
                "\(window.days) "
                + PacificTime.clockRange(startMinute: window.startMinute, endMinute: window.endMinute % 1440)
            if window.weeksOfMonth != .all { text += ", \(window.weeksOfMonth)" }
            switch SFHolidayClass(periodKey: window.exceptDuring) {
            case .none where window.exceptDuring != nil: text += " (except during a designated period)"
            case .general: break
            case .meters: text += " (meter holidays off)"
            case .nightSweeping: text += " (off only New Year's, Thanksgiving, Christmas)"
            case .none: text += " (holidays included)"
            }
            return text
        }
    }
}
