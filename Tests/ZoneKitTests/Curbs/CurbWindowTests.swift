import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// The instant San Francisco's clock reads `text` (no offset: local time), e.g. `sf("2026-11-23 08:00")`.
func sf(_ text: String) throws -> Date { try PacificTime.parse(text) }

@Suite struct CurbWindowTests {
    let weekdaysEightToSix = CurbWindow(
        days: .mondayToFriday, startMinute: 480, endMinute: 1080, holidayClass: .general)

    // MARK: Construction

    @Test(arguments: [(800, 480), (1830, 1110), (0, 0), (2400, 1440), (600, 360), (900, 540)])
    func clockValuesFromTheData(clock: Int, minute: Int) {
        #expect(CurbWindow.minuteOfDay(clock: clock) == minute)
    }

    @Test(arguments: [1860, 2401, -1, 2460, 99])
    func impossibleClockValuesAreRejected(clock: Int) {
        #expect(CurbWindow.minuteOfDay(clock: clock) == nil)
    }

    @Test func normalisationOfAllDayAndMidnightForms() {
        let zeroZero = CurbWindow(days: .everyDay, startMinute: 0, endMinute: 0, holidayClass: .none)
        let zeroTo2400 = CurbWindow(days: .everyDay, startMinute: 0, endMinute: 1440, holidayClass: .none)
        #expect(zeroZero == zeroTo2400)
        #expect(zeroZero.isAllDay && !zeroZero.crossesMidnight)
        let midnightToSix = CurbWindow(days: .everyDay, startMinute: 1440, endMinute: 360, holidayClass: .general)
        #expect(midnightToSix.startMinute == 0 && midnightToSix.endMinute == 360 && !midnightToSix.crossesMidnight)
        let overnight = CurbWindow(days: .monday, startMinute: 1320, endMinute: 360, holidayClass: .general)
        #expect(overnight.crossesMidnight && overnight.endMinute == 1800)
        #expect(weekdaysEightToSix.description == "Mon–Fri 8 AM–6 PM")
        let sweeping = CurbWindow(
            days: .tuesday, weeksOfMonth: [.first, .third], startMinute: 480, endMinute: 600, holidayClass: .general)
        #expect(sweeping.description == "Tue 8–10 AM, 1st & 3rd weeks")
    }

    // MARK: In force

    @Test func inForceOnlyInsideTheWindowHalfOpen() throws {
        let window = weekdaysEightToSix
        #expect(!window.isInForce(at: try sf("2026-11-23 07:59:59")))
        #expect(window.isInForce(at: try sf("2026-11-23 08:00")))
        #expect(window.isInForce(at: try sf("2026-11-23 17:59:59")))
        #expect(!window.isInForce(at: try sf("2026-11-23 18:00")))
        #expect(!window.isInForce(at: try sf("2026-11-21 10:00")))  // Saturday
        #expect(window.end(ofOccurrenceContaining: try sf("2026-11-23 09:00")) == (try sf("2026-11-23 18:00")))
        #expect(window.end(ofOccurrenceContaining: try sf("2026-11-23 19:00")) == nil)
    }

    @Test func nextStartLaterTheSameDayIsNotSkipped() throws {
        let window = weekdaysEightToSix
        #expect(window.nextStart(after: try sf("2026-11-23 06:00")) == (try sf("2026-11-23 08:00")))
        #expect(window.nextStart(after: try sf("2026-11-23 00:00")) == (try sf("2026-11-23 08:00")))
        // In force or exactly at a start: the next start is the following occurrence's.
        #expect(window.nextStart(after: try sf("2026-11-23 08:00")) == (try sf("2026-11-24 08:00")))
        #expect(window.nextStart(after: try sf("2026-11-23 09:00")) == (try sf("2026-11-24 08:00")))
        // Friday evening → Monday.
        #expect(window.nextStart(after: try sf("2026-11-20 18:30")) == (try sf("2026-11-23 08:00")))
        #expect(window.nextEnd(after: try sf("2026-11-23 06:00")) == (try sf("2026-11-23 18:00")))
        #expect(window.nextEnd(after: try sf("2026-11-23 09:00")) == (try sf("2026-11-23 18:00")))
    }

    @Test func aWindowCrossingMidnightBelongsToItsStartDay() throws {
        let mondayNight = CurbWindow(days: .monday, startMinute: 1320, endMinute: 360, holidayClass: .general)
        #expect(!mondayNight.isInForce(at: try sf("2026-11-23 21:59")))
        #expect(mondayNight.isInForce(at: try sf("2026-11-23 22:00")))
        #expect(mondayNight.isInForce(at: try sf("2026-11-24 05:59")))  // Tuesday morning
        #expect(!mondayNight.isInForce(at: try sf("2026-11-24 06:00")))
        #expect(!mondayNight.isInForce(at: try sf("2026-11-24 23:00")))  // Tuesday night: not a Monday start
        #expect(!mondayNight.isInForce(at: try sf("2026-11-23 03:00")))  // Sunday night's would-be occurrence
        #expect(mondayNight.end(ofOccurrenceContaining: try sf("2026-11-24 03:00")) == (try sf("2026-11-24 06:00")))
        let occurrence = try #require(mondayNight.occurrence(containing: try sf("2026-11-24 03:00")))
        #expect(occurrence.day == CivilDate(year: 2026, month: 11, day: 23))
        #expect(occurrence.duration == 8 * 3600)
        #expect(mondayNight.nextStart(after: try sf("2026-11-24 03:00")) == (try sf("2026-11-30 22:00")))
    }

    /// `2400-600` in the data: midnight to 6 am, which earlier apps never counted as active.
    @Test func midnightToSixFrom2400Dash600() throws {
        let start = try #require(CurbWindow.minuteOfDay(clock: 2400))
        let end = try #require(CurbWindow.minuteOfDay(clock: 600))
        let window = CurbWindow(days: .everyDay, startMinute: start, endMinute: end, holidayClass: .general)
        #expect(window.isInForce(at: try sf("2026-11-23 00:00")))
        #expect(window.isInForce(at: try sf("2026-11-23 03:00")))
        #expect(!window.isInForce(at: try sf("2026-11-23 06:00")))
        #expect(!window.isInForce(at: try sf("2026-11-23 23:59")))
        #expect(window.nextStart(after: try sf("2026-11-23 23:00")) == (try sf("2026-11-24 00:00")))
    }

    /// `0-2400` (and `0-0`) must be active all day, not parsed as an empty 00:00–00:00.
    @Test func allDayIsAlwaysActive() throws {
        let window = CurbWindow(days: .everyDay, startMinute: 0, endMinute: 1440, holidayClass: .none)
        var instant = try sf("2026-11-20 00:00")
        var inactive = 0
        for _ in 0..<(7 * 24 * 4) {
            if !window.isInForce(at: instant) { inactive += 1 }
            instant += 900
        }
        #expect(inactive == 0)
        // Occurrences are days: the next start and the end of the current one are the coming midnight.
        #expect(window.nextStart(after: try sf("2026-11-23 10:00")) == (try sf("2026-11-24 00:00")))
        #expect(window.end(ofOccurrenceContaining: try sf("2026-11-23 10:00")) == (try sf("2026-11-24 00:00")))
        let weekdaysOnly = CurbWindow.allDay(days: .mondayToFriday, holidayClass: .none)
        #expect(!weekdaysOnly.isInForce(at: try sf("2026-11-22 12:00")))
        #expect(weekdaysOnly.nextStart(after: try sf("2026-11-22 12:00")) == (try sf("2026-11-23 00:00")))
    }

    // MARK: Weeks of the month

    /// The longest gap between two 5th Fridays: Jan 30 → May 29 2026, 119 days.
    @Test func aFifthWeekRuleIsFoundAcrossThe119DayGap() throws {
        let window = CurbWindow(
            days: .friday, weeksOfMonth: .fifth, startMinute: 480, endMinute: 600, holidayClass: .general)
        let afterJanuary = try sf("2026-01-30 12:00")
        #expect(window.nextStart(after: afterJanuary) == (try sf("2026-05-29 08:00")))
        #expect(window.nextStart(after: afterJanuary, withinDays: 100) == nil)
        #expect(window.isInForce(at: try sf("2026-01-30 09:00")))
        #expect(!window.isInForce(at: try sf("2026-01-23 09:00")))
    }

    @Test func firstAndThirdWeeks() throws {
        let window = CurbWindow(
            days: .tuesday, weeksOfMonth: [.first, .third], startMinute: 480, endMinute: 600, holidayClass: .general)
        var starts: [String] = []
        var cursor = try sf("2026-11-01 00:00")
        for _ in 0..<6 {
            let next = try #require(window.nextStart(after: cursor))
            starts.append(PacificTime.iso8601(next))
            cursor = next
        }
        #expect(
            starts == [
                "2026-11-03T08:00:00-08:00", "2026-11-17T08:00:00-08:00", "2026-12-01T08:00:00-08:00",
                "2026-12-15T08:00:00-08:00", "2027-01-05T08:00:00-08:00", "2027-01-19T08:00:00-08:00",
            ])
        #expect(!window.isInForce(at: try sf("2026-11-10 09:00")))  // 2nd Tuesday
    }

    // MARK: Holidays

    @Test func eachClassIsSuspendedOnItsOwnHolidays() throws {
        let general = weekdaysEightToSix
        let meters = CurbWindow(days: .mondayToSaturday, startMinute: 540, endMinute: 1080, holidayClass: .meters)
        let night = CurbWindow(days: .everyDay, startMinute: 120, endMinute: 360, holidayClass: .nightSweeping)
        let never = CurbWindow(days: .everyDay, startMinute: 120, endMinute: 360, holidayClass: .none)
        // Thanksgiving: everything but `none` is off.
        #expect(!general.isInForce(at: try sf("2026-11-26 10:00")))
        #expect(!meters.isInForce(at: try sf("2026-11-26 10:00")))
        #expect(!night.isInForce(at: try sf("2026-11-26 03:00")))
        #expect(never.isInForce(at: try sf("2026-11-26 03:00")))
        // The day after Thanksgiving: only the general class is off.
        #expect(!general.isInForce(at: try sf("2026-11-27 10:00")))
        #expect(meters.isInForce(at: try sf("2026-11-27 10:00")))
        #expect(night.isInForce(at: try sf("2026-11-27 03:00")))
        // Veterans Day, Juneteenth, Labor Day: general only.
        #expect(!general.isInForce(at: try sf("2026-11-11 10:00")))
        #expect(meters.isInForce(at: try sf("2026-11-11 10:00")))
        #expect(!general.isInForce(at: try sf("2026-06-19 10:00")))
        #expect(!general.isInForce(at: try sf("2026-09-07 10:00")))
        // Christmas and New Year's Day 2027: night sweeping and meters off.
        #expect(!night.isInForce(at: try sf("2026-12-25 03:00")))
        #expect(!meters.isInForce(at: try sf("2027-01-01 10:00")))
        #expect(general.nextStart(after: try sf("2026-11-25 19:00")) == (try sf("2026-11-30 08:00")))
    }

    @Test func saturdayHolidayIsAlsoOffTheFridayBefore() throws {
        let everyDay = CurbWindow(days: .everyDay, startMinute: 480, endMinute: 1080, holidayClass: .general)
        #expect(!everyDay.isInForce(at: try sf("2026-07-03 10:00")))
        #expect(!everyDay.isInForce(at: try sf("2026-07-04 10:00")))
        #expect(everyDay.isInForce(at: try sf("2026-07-05 10:00")))
        #expect(everyDay.nextStart(after: try sf("2026-07-02 19:00")) == (try sf("2026-07-05 08:00")))
    }

    @Test func sundayHolidayIsAlsoOffTheMondayAfter() throws {
        // 2022-12-25 is a Sunday: Monday Dec 26 is off for meters too.
        let meters = CurbWindow(days: .mondayToSaturday, startMinute: 540, endMinute: 1080, holidayClass: .meters)
        #expect(!meters.isInForce(at: try sf("2022-12-26 10:00")))
        #expect(meters.nextStart(after: try sf("2022-12-24 19:00")) == (try sf("2022-12-27 09:00")))
    }

    /// Suspension is judged on the day an occurrence starts.
    @Test func holidayOfAnOvernightWindowIsItsStartDay() throws {
        let overnight = CurbWindow(days: .everyDay, startMinute: 1320, endMinute: 360, holidayClass: .general)
        #expect(overnight.isInForce(at: try sf("2026-11-26 03:00")))  // began Wednesday night
        #expect(!overnight.isInForce(at: try sf("2026-11-26 23:00")))  // Thanksgiving night
        #expect(!overnight.isInForce(at: try sf("2026-11-27 03:00")))
        #expect(!overnight.isInForce(at: try sf("2026-11-28 03:00")))  // Friday night: day after Thanksgiving
        #expect(overnight.isInForce(at: try sf("2026-11-29 03:00")))
    }

    @Test func theCityCalendarChangesTheAnswer() throws {
        // A calendar without the day after Thanksgiving.
        let text = "@period holidays\n@rule 4th Thursday of November: Thanksgiving\n"
        let calendar = CityCalendar(sanFrancisco: try CityHolidayFile(text: text, path: "holidays.txt").calendar)
        #expect(weekdaysEightToSix.isInForce(at: try sf("2026-11-27 10:00"), in: calendar))
        #expect(!weekdaysEightToSix.isInForce(at: try sf("2026-11-27 10:00")))
    }

    /// A window of another city: its own clock and its own period's days, named in any case.
    @Test func anotherCityReadsItsOwnClockAndPeriod() throws {
        let newYork = try #require(TimeZoneRules(identifier: "America/New_York"))
        let snowDay = CivilDate(year: 2026, month: 1, day: 26)
        let periods = CurbHolidayCalendar(periods: ["Snow Emergency": .known([snowDay], years: 2026...2026)])
        let calendar = CityCalendar(timeZone: newYork, periods: periods)
        let window = CurbWindow(
            days: .mondayToFriday, startMinute: 8 * 60, endMinute: 18 * 60,
            exceptDuring: CurbPeriodKey("snow emergency"))
        #expect(CurbPeriodKey("SNOW EMERGENCY") == CurbPeriodKey("snow emergency"))
        #expect(calendar.name(of: try #require(window.exceptDuring)) == "snow emergency")
        // 08:00 in New York is 13:00 UTC in January; Tuesday 27th is not in the period.
        let occurrence = try #require(window.occurrence(startingOn: snowDay.adding(days: 1), in: calendar))
        #expect(occurrence.start == (try utc("2026-01-27T13:00:00")))
        #expect(occurrence.end == (try utc("2026-01-27T23:00:00")))
        #expect(!window.occurs(on: snowDay, in: calendar))
        #expect(window.nextStart(after: try utc("2026-01-26T12:00:00"), in: calendar) == occurrence.start)
        // San Francisco's calendar knows no such period: the window is not suspended there.
        #expect(window.occurs(on: snowDay, in: .sanFrancisco))
        #expect(window.description == "Mon–Fri 8 AM–6 PM (except during a designated period)")
    }

    // MARK: Daylight saving time

    /// A window and a curb feed's time span read a time of day one way, also where the clock
    /// shows it twice (docs/SF_CURBS.md, ninth look): in force from the first time the clock reads
    /// the start until the last time it reads the end. A window starting at 1:30 AM on the night the
    /// clocks go back is in force through the second 1:00–1:29, and one ending at 1:30 until the
    /// second 1:30.
    @Test func aStartInsideTheRepeatedHourIsInForceOnTheSecondPass() throws {
        let window = CurbWindow(days: .sunday, startMinute: 90, endMinute: 180, exceptDuring: nil)
        let firstPass = try utc("2026-11-01T08:45:00")  // 1:45 AM PDT
        let secondPass = try utc("2026-11-01T09:15:00")  // 1:15 AM PST
        #expect(
            window.isInForce(at: firstPass, in: .sanFrancisco) && window.isInForce(at: secondPass, in: .sanFrancisco))
        #expect(Self.spanHolds(window, at: firstPass, on: .losAngeles))
        #expect(Self.spanHolds(window, at: secondPass, on: .losAngeles))
        #expect(!Self.spanHolds(window, at: try utc("2026-11-01T08:15:00"), on: .losAngeles))  // first 1:15
        let endsInside = CurbWindow(days: .sunday, startMinute: 0, endMinute: 90, exceptDuring: nil)
        #expect(Self.spanHolds(endsInside, at: firstPass, on: .losAngeles))  // past the first 1:30
        #expect(!Self.spanHolds(endsInside, at: try utc("2026-11-01T09:30:00"), on: .losAngeles))  // second 1:30
        // A window ending at 1:00 ends at the first 1:00: no time before it is read twice.
        let endsAtOne = CurbWindow(days: .sunday, startMinute: 0, endMinute: 60, exceptDuring: nil)
        let sunday = CivilDate(year: 2026, month: 11, day: 1)
        #expect(endsAtOne.occurrence(startingOn: sunday, in: .sanFrancisco)?.end == (try utc("2026-11-01T08:00:00")))
        #expect(!Self.spanHolds(endsAtOne, at: try utc("2026-11-01T08:15:00"), on: .losAngeles))  // first 1:15
        #expect(Self.spanHolds(endsAtOne, at: try utc("2026-11-01T07:45:00"), on: .losAngeles))  // 12:45 AM
    }

    /// Every start on the half hour with lengths in steps of 90 minutes (overnight and all day
    /// among them), at every quarter hour of the days the clocks change, in three zones (Havana goes back at 1:00 to midnight, so its
    /// repeated hour follows midnight): the span holds exactly when the window's occurrence does.
    @Test func spansAndWindowsAgreeAcrossEveryClockChange() throws {
        let nights: [(zone: String, days: [CivilDate])] = [
            (
                "America/Los_Angeles",
                [CivilDate(year: 2026, month: 3, day: 8), CivilDate(year: 2026, month: 11, day: 1)]
            ),
            ("Europe/Berlin", [CivilDate(year: 2026, month: 3, day: 29), CivilDate(year: 2026, month: 10, day: 25)]),
            ("America/Havana", [CivilDate(year: 2026, month: 3, day: 8), CivilDate(year: 2026, month: 11, day: 1)]),
        ]
        var compared = 0
        for (name, days) in nights {
            let zone = try #require(TimeZoneRules(identifier: name))
            let calendar = CityCalendar(timeZone: zone, periods: .unknown)
            for day in days {
                let from = UnixTime.seconds(zone.startOfDay(day))
                for start in stride(from: 0, to: 1440, by: 30) {
                    for length in stride(from: 90, through: 1440, by: 90) {
                        let window = CurbWindow(
                            days: .everyDay, startMinute: start, endMinute: (start + length - 1) % 1440 + 1,
                            exceptDuring: nil)
                        for quarter in 0..<96 {
                            let instant = Date(timeIntervalSince1970: Double(from + quarter * 900))
                            let expected = window.isInForce(at: instant, in: calendar)
                            #expect(
                                Self.spanHolds(window, at: instant, on: zone) == expected,
                                "\(name) \(window) at \(instant)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 6 * 48 * 16 * 96)
    }

    /// Whether a curb feed's time span of `window`'s days and hours holds at `instant`.
    private static func spanHolds(_ window: CurbWindow, at instant: Date, on zone: TimeZoneRules) -> Bool {
        let end = window.endMinute % 1440
        let times =
            window.startMinute == 0 && window.endMinute == 1440
            ? [] : [CurbTimeOfDay(startMinute: window.startMinute, endMinute: end)]
        let span = CurbTimeSpan(daysOfWeek: window.days == .everyDay ? nil : window.days, timesOfDay: times)
        let regulation = CurbRegulation(activity: .noParking, priority: CurbPriority(rank: 0), timeSpans: [span])
        var periods = CurbPeriodOracle(calendar: .unknown)
        return regulation.isInForce(at: CurbMoment(instant, on: zone), periods: &periods)
    }

    @Test func twoToSixOnSpringForwardNightStartsAtThree() throws {
        let window = CurbWindow(days: .sunday, startMinute: 120, endMinute: 360, holidayClass: .nightSweeping)
        let occurrence = try #require(window.nextOccurrence(after: try sf("2026-03-08 00:00")))
        #expect(occurrence.start == (try utc("2026-03-08T10:00:00")))  // 03:00 PDT
        #expect(PacificTime.clockTime(occurrence.start) == "3:00 AM")
        #expect(occurrence.end == (try sf("2026-03-08 06:00")))
        #expect(occurrence.duration == 3 * 3600)
        #expect(!window.isInForce(at: try utc("2026-03-08T09:59:59")))  // 01:59:59 PST
        #expect(window.isInForce(at: try utc("2026-03-08T10:00:00")))
    }

    @Test func midnightToSixOnSpringForwardNightIsFiveHours() throws {
        let window = CurbWindow(days: .sunday, startMinute: 0, endMinute: 360, holidayClass: .nightSweeping)
        let occurrence = try #require(window.occurrence(startingOn: CivilDate(year: 2026, month: 3, day: 8)))
        #expect(occurrence.start == (try utc("2026-03-08T08:00:00")))
        #expect(occurrence.end == (try utc("2026-03-08T13:00:00")))
        #expect(window.isInForce(at: try utc("2026-03-08T09:30:00")))  // 01:30 PST
        #expect(window.isInForce(at: try utc("2026-03-08T10:30:00")))  // 03:30 PDT
    }

    @Test func fallBackNightWindowsCoverTheRepeatedHour() throws {
        let sunday = CivilDate(year: 2026, month: 11, day: 1)
        let zeroToSix = CurbWindow(days: .sunday, startMinute: 0, endMinute: 360, holidayClass: .nightSweeping)
        let twoToSix = CurbWindow(days: .sunday, startMinute: 120, endMinute: 360, holidayClass: .nightSweeping)
        let zeroToTwo = CurbWindow(days: .sunday, startMinute: 0, endMinute: 120, holidayClass: .nightSweeping)
        let long = try #require(zeroToSix.occurrence(startingOn: sunday))
        #expect(long.start == (try utc("2026-11-01T07:00:00")) && long.duration == 7 * 3600)
        #expect(zeroToSix.isInForce(at: try utc("2026-11-01T08:30:00")))  // first 01:30
        #expect(zeroToSix.isInForce(at: try utc("2026-11-01T09:30:00")))  // second 01:30
        let late = try #require(twoToSix.occurrence(startingOn: sunday))
        #expect(late.start == (try utc("2026-11-01T10:00:00")) && late.duration == 4 * 3600)
        #expect(!twoToSix.isInForce(at: try utc("2026-11-01T09:30:00")))
        let early = try #require(zeroToTwo.occurrence(startingOn: sunday))
        #expect(early.end == (try utc("2026-11-01T10:00:00")) && early.duration == 3 * 3600)
    }

    @Test func aWindowWhollyInsideTheGapDoesNotHappenThatDay() throws {
        let window = CurbWindow(days: .everyDay, startMinute: 120, endMinute: 180, holidayClass: .none)
        #expect(window.occurrence(startingOn: CivilDate(year: 2026, month: 3, day: 8)) == nil)
        #expect(window.nextStart(after: try sf("2026-03-08 00:00")) == (try sf("2026-03-09 02:00")))
    }

    // MARK: Property: against a brute-force reading of the wall clock

    /// Random windows and instants away from DST nights, checked against the definition: in force
    /// when the wall clock is inside the window on a matching start day; the next start is the
    /// first half hour after the instant whose wall clock shows the start on a matching day.
    @Test func agreesWithBruteForceOnRandomWindows() throws {
        var generator = SeededGenerator(seed: 2026)
        let startChoices = (0..<48).map { $0 * 30 }.filter { !(60..<180).contains($0) }
        let classes: [SFHolidayClass] = [.general, .meters, .nightSweeping, .none]
        let base = try sf("2026-01-01 00:00")
        var checks = 0
        var failures: [String] = []
        for _ in 0..<120 {
            let window = CurbWindow(
                days: WeekdaySet(rawValue: UInt8.random(in: 1...127, using: &generator)),
                weeksOfMonth: WeekOfMonthSet(rawValue: UInt8.random(in: 1...31, using: &generator)),
                startMinute: startChoices.randomElement(using: &generator) ?? 0,
                endMinute: Int.random(in: 0...48, using: &generator) * 30,
                holidayClass: classes.randomElement(using: &generator) ?? .general)
            let instant = base + Double(Int.random(in: 0..<(700 * 86_400), using: &generator))
            if isNearDaylightSavingChange(instant) { continue }
            checks += 1
            if window.isInForce(at: instant) != bruteForceInForce(window, at: instant) {
                failures.append("in force \(window) at \(PacificTime.iso8601(instant))")
            }
            if window.nextStart(after: instant, withinDays: 130)
                != bruteForceNextStart(window, after: instant, days: 125)
            {
                failures.append("next start \(window) after \(PacificTime.iso8601(instant))")
            }
        }
        #expect(failures == [])
        #expect(checks > 100)
    }

    private func isNearDaylightSavingChange(_ instant: Date) -> Bool {
        let year = PacificTime.localDateTime(for: instant).year
        let dst = PacificTime.daylightSavingTime(in: year)
        return abs(instant.timeIntervalSince(dst.start)) < 2 * 86_400
            || abs(instant.timeIntervalSince(dst.end)) < 2 * 86_400
    }

    private func bruteForceInForce(_ window: CurbWindow, at instant: Date) -> Bool {
        let local = PacificTime.localDateTime(for: instant)
        let minute = local.minuteOfDay
        let today = local.date
        if window.occurs(on: today), window.startMinute <= minute, minute < window.endMinute { return true }
        return window.occurs(on: today.adding(days: -1)) && minute < window.endMinute - 1440
    }

    private func bruteForceNextStart(_ window: CurbWindow, after instant: Date, days: Int) -> Date? {
        var candidate = Date(timeIntervalSince1970: (instant.timeIntervalSince1970 / 1800).rounded(.down) * 1800 + 1800)
        let limit = instant + Double(days * 86_400)
        while candidate < limit {
            let local = PacificTime.localDateTime(for: candidate)
            if local.minuteOfDay == window.startMinute && window.occurs(on: local.date) { return candidate }
            candidate += 1800
        }
        return nil
    }
}
