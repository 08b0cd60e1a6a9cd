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

/// An instant as regulations are read at it: its wall-clock reading in the city and, where that
/// reading happens twice (the hour the clocks go back), the city's clock to read occurrences on.
struct CurbMoment {
    let instant: Date
    /// The wall-clock reading, seconds truncated.
    let local: LocalDateTime
    /// The city's clock, only when ``local`` is a reading the clock shows twice.
    let repeatedOn: TimeZoneTransitions?

    /// `instant` read on `zone`'s clock.
    init(_ instant: Date, on zone: TimeZoneRules) {
        self.instant = instant
        // `TimeZoneRules.localDateTime(for:)`, keeping the local seconds for the check below
        // (getting them back from the reading is a date computation at every status).
        let utc = UnixTime.seconds(instant)
        let seconds = utc + zone.clock.utcOffset(atUnixSeconds: utc)
        local = LocalDateTime(localSecondsSinceEpoch: seconds)
        repeatedOn = zone.clock.readsTwice(localSeconds: seconds) ? zone.clock : nil
    }
}

extension CurbRegulation {
    /// Whether the regulation is in force at `moment`: some span holds.
    func isInForce(at moment: CurbMoment, periods: inout CurbPeriodOracle) -> Bool {
        if timeSpans.isEmpty { return true }
        return timeSpans.contains { $0.holds(at: moment, periods: &periods) }
    }
}

extension CurbTimeSpan {
    /// Whether the span holds at `moment`. Day conditions are judged on the day a time-of-day range
    /// starts, so an overnight range started yesterday holds this morning.
    /// Instant ranges (CDS `start_date`/`end_date`) are judged on the instant itself.
    ///
    /// A range is in force from the first time the clock reads its start until the last time it
    /// reads a time before its end, as a ``CurbWindow``'s occurrence is: within the hour the clocks
    /// go back, a range starting at 1:30 AM is in force through the second 1:00–1:29 too (the clock
    /// has read 1:30 once already), one ending at 1:30 until the second 1:30, and one ending at
    /// 1:00 at the first 1:00 (``holdsInRepeatedHour(at:on:periods:)``, docs/TIME.md). Everywhere
    /// else the wall clock alone tells.
    func holds(at moment: CurbMoment, periods: inout CurbPeriodOracle) -> Bool {
        if let zone = moment.repeatedOn { return holdsInRepeatedHour(at: moment, on: zone, periods: &periods) }
        let instant = moment.instant
        let date = moment.local.date
        let minute = moment.local.minuteOfDay
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

    /// ``holds(at:periods:)`` at a wall-clock reading the clock shows twice: whether `moment` lies
    /// between the first instant the clock reads a range's start on a day the span holds and the
    /// last instant it reads its end.
    private func holdsInRepeatedHour(
        at moment: CurbMoment, on zone: TimeZoneTransitions, periods: inout CurbPeriodOracle
    ) -> Bool {
        let seconds = UnixTime.seconds(moment.instant)
        let ranges = timesOfDay.isEmpty ? [CurbTimeOfDay(startMinute: 0, endMinute: 1440)] : timesOfDay
        // A range started today, or overnight from yesterday.
        for day in [moment.local.date, moment.local.date.adding(days: -1)] {
            for range in ranges {
                guard
                    let bounds = zone.rangeSeconds(
                        onDay: day.daysSinceEpoch, startMinute: range.startMinute,
                        endMinute: range.isOvernight ? range.endMinute + 1440 : range.endMinute),
                    bounds.start <= seconds, seconds < bounds.end
                else { continue }
                if holds(on: day, at: moment.instant, periods: &periods) { return true }
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
