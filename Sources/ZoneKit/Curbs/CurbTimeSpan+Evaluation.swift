import Foundation

/// A designated period on one day: what an unknown calendar leaves undecided.
struct CurbPeriodDay: Hashable, Sendable {
    /// The period's name, lowercased.
    var name: String
    /// The day.
    var date: CivilDate
}

/// Answers "is this day in that period?" from a city's calendar, with assumptions for the days
/// the calendar does not know, and records which unknown days were asked about.
struct CurbPeriodOracle {
    let calendar: CurbHolidayCalendar
    /// Assumed answers for days the calendar does not know; a day not assumed reads as "no".
    var assumptions: [CurbPeriodDay: Bool] = [:]
    /// The unknown days asked about.
    var unknownDays: Set<CurbPeriodDay> = []

    mutating func contains(_ date: CivilDate, inPeriod name: String) -> Bool {
        if let known = calendar.contains(date, inPeriod: name) { return known }
        let key = CurbPeriodDay(name: name.lowercased(), date: date)
        unknownDays.insert(key)
        return assumptions[key] ?? false
    }
}

extension CurbRegulation {
    /// Whether the regulation is in force at `instant`, whose wall-clock reading is `local`: some
    /// span holds.
    func isInForce(at instant: Date, local: LocalDateTime, periods: inout CurbPeriodOracle) -> Bool {
        if timeSpans.isEmpty { return true }
        return timeSpans.contains { $0.holds(at: instant, local: local, periods: &periods) }
    }
}

extension CurbTimeSpan {
    /// Whether the span holds at `local`. Day conditions are judged on the day a time-of-day range
    /// starts, so an overnight range started yesterday holds this morning.
    /// Instant ranges (CDS `start_date`/`end_date`) are judged on `instant` itself.
    func holds(at instant: Date, local: LocalDateTime, periods: inout CurbPeriodOracle) -> Bool {
        let date = local.date
        let minute = local.minuteOfDay
        if timesOfDay.isEmpty { return holds(on: date, at: instant, periods: &periods) }
        for range in timesOfDay {
            if range.isOvernight {
                if minute >= range.startMinute, holds(on: date, at: instant, periods: &periods) { return true }
                if minute < range.endMinute, holds(on: date.adding(days: -1), at: instant, periods: &periods) {
                    return true
                }
            } else if minute >= range.startMinute, minute < range.endMinute,
                holds(on: date, at: instant, periods: &periods)
            {
                return true
            }
        }
        return false
    }

    /// Whether every day condition holds on `date` (an instant range is judged on `instant`).
    func holds(on date: CivilDate, at instant: Date, periods: inout CurbPeriodOracle) -> Bool {
        if let daysOfWeek, !daysOfWeek.contains(date.weekday) { return false }
        let lastDay = CivilDate.daysInMonth(year: date.year, month: date.month)
        if !occurrencesInMonth.isEmpty {
            let matches = occurrencesInMonth.contains { occurrence in
                switch occurrence {
                case .nth(let n): return date.weekOfMonth == n
                case .last: return date.day > lastDay - 7
                }
            }
            if !matches { return false }
        }
        if !weeksOfMonth.isEmpty, !weeksOfMonth.contains(date.weekOfMonth) { return false }
        if !daysOfMonth.isEmpty {
            let matches = daysOfMonth.contains { day in
                switch day {
                case .day(let number): return date.day == number
                case .odd: return date.day % 2 == 1
                case .even: return date.day % 2 == 0
                case .last: return date.day == lastDay
                }
            }
            if !matches { return false }
        }
        if !months.isEmpty, !months.contains(date.month) { return false }
        if !effectiveDates.isEmpty,
            !effectiveDates.contains(where: { $0.contains(date) && $0.contains(instant: instant) })
        {
            return false
        }
        for period in designatedPeriods {
            let inPeriod = periods.contains(date, inPeriod: period.name)
            switch period.application {
            case .onlyDuring: if !inPeriod { return false }
            case .exceptDuring: if inPeriod { return false }
            }
        }
        return true
    }
}
