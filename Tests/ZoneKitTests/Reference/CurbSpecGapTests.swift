import Foundation
import TestSupport
import Testing

@testable import ZoneKit

/// One test for each reading a hand mutation of the interpreter once got wrong unseen (issue
/// #41), each from the raw CurbLR (or CDS) it comes from, answered by the interpreter as a feed is.
@Suite struct CurbSpecGapTests {
    /// On the right (south) side of ``CurbFixtures/feature(regulation:side:geometry:)``'s line.
    static let point = Coordinate(latitude: 45.51995, longitude: -122.6797)

    static func interpreter(_ regulation: String, holidays: CurbHolidayCalendar = .unknown) throws -> CurbInterpreter {
        let feed = try CurbLRReader().read(CurbFixtures.feed(features: [CurbFixtures.feature(regulation: regulation)]))
        return try #require(CurbInterpreter(feed: feed.feed, holidays: holidays))
    }

    /// Portland time (the fixture manifest's zone).
    static func local(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        TimeZoneRules.losAngeles.date(
            for: LocalDateTime(date: CivilDate(year: year, month: month, day: day), minuteOfDay: hour * 60 + minute))
    }

    /// "No parking Fri 22:00–06:00": the part after midnight belongs to Friday, so Saturday 02:00
    /// is forbidden and Friday 02:00 (Thursday night) is not.
    @Test func anOvernightWindowOnSomeDaysIsJudgedOnTheDayItStarts() throws {
        let curb = try Self.interpreter(
            """
            {"rule": {"activity": "no parking", "priorityCategory": "no parking"},
             "timeSpans": [{"daysOfWeek": {"days": ["fr"]}, "timesOfDay": [{"from": "22:00", "to": "06:00"}]}]}
            """)
        #expect(curb.answer(at: Self.point, arrival: Self.local(2026, 12, 5, 2)).verdict == .no)  // Saturday
        #expect(curb.answer(at: Self.point, arrival: Self.local(2026, 12, 4, 2)).verdict == .yes)  // Friday
        // Arriving Friday 20:00, the stay ends at 22:00, not at Saturday's midnight.
        #expect(
            curb.answer(at: Self.point, arrival: Self.local(2026, 12, 4, 20)).parkUntil == Self.local(2026, 12, 4, 22))
    }

    /// A temporary tow-away `2026-12-01`–`2026-12-03`: CurbLR dates are inclusive, so it holds all
    /// of its last day.
    @Test func aDatedRangeIncludesItsLastDay() throws {
        let curb = try Self.interpreter(
            """
            {"rule": {"activity": "no parking", "priorityCategory": "no parking"},
             "timeSpans": [{"effectiveDates": [{"from": "2026-12-01", "to": "2026-12-03"}]}]}
            """)
        #expect(curb.answer(at: Self.point, arrival: Self.local(2026, 12, 3, 15)).verdict == .no)
        #expect(curb.answer(at: Self.point, arrival: Self.local(2026, 12, 4, 0, 30)).verdict == .yes)
        // Parked the evening before, the car must go at midnight, and is told so.
        #expect(
            curb.answer(at: Self.point, arrival: Self.local(2026, 11, 30, 18)).parkUntil == Self.local(2026, 12, 1, 0))
    }

    /// Seasonal street cleaning `04-01`–`11-30`: in force on 30 November, not on 1 December.
    @Test func aYearlyRangeIncludesItsLastDay() throws {
        let curb = try Self.interpreter(
            """
            {"rule": {"activity": "no parking", "priorityCategory": "no parking"},
             "timeSpans": [{"effectiveDates": [{"from": "04-01", "to": "11-30"}],
                            "timesOfDay": [{"from": "09:00", "to": "11:00"}]}]}
            """)
        #expect(curb.answer(at: Self.point, arrival: Self.local(2026, 11, 30, 10)).verdict == .no)
        #expect(curb.answer(at: Self.point, arrival: Self.local(2026, 12, 1, 10)).verdict == .yes)
        #expect(
            curb.answer(at: Self.point, arrival: Self.local(2026, 11, 29, 12)).parkUntil == Self.local(2026, 11, 30, 9))
    }

    /// "Last Tuesday of the month": 2026-12-29, not the Tuesday a week before (2026-12-22).
    @Test func theLastOccurrenceIsTheLastOnly() throws {
        let curb = try Self.interpreter(
            """
            {"rule": {"activity": "no parking", "priorityCategory": "no parking"},
             "timeSpans": [{"daysOfWeek": {"days": ["tu"], "occurrencesInMonth": ["last"]},
                            "timesOfDay": [{"from": "08:00", "to": "10:00"}]}]}
            """)
        #expect(curb.answer(at: Self.point, arrival: Self.local(2026, 12, 29, 9)).verdict == .no)
        #expect(curb.answer(at: Self.point, arrival: Self.local(2026, 12, 22, 9)).verdict == .yes)
        // In a month whose last Tuesday is the 24th (November 2026), the 17th is not it.
        #expect(curb.answer(at: Self.point, arrival: Self.local(2026, 11, 17, 9)).verdict == .yes)
        #expect(curb.answer(at: Self.point, arrival: Self.local(2026, 11, 24, 9)).verdict == .no)
    }

    /// Resident parking for zone 4 (a subclass): a zone 5 permit is not accepted, a zone 4 one is.
    @Test func aSubclassMustMatch() throws {
        let curb = try Self.interpreter(
            """
            {"rule": {"activity": "parking", "priorityCategory": "parking"},
             "userClasses": [{"classes": ["permit"], "subclasses": ["zone 4"]}]}
            """)
        let arrival = Self.local(2026, 12, 1, 12)
        let zone4 = curb.answer(
            at: Self.point, arrival: arrival, user: CurbUser(classes: ["permit"], subclasses: ["zone 4"]))
        let zone5 = curb.answer(
            at: Self.point, arrival: arrival, user: CurbUser(classes: ["permit"], subclasses: ["zone 5"]))
        #expect(zone4.verdict == .yes)
        #expect(zone5.verdict == .no)
        #expect(zone5.reservedFor == [CurbUserClass("permit", subclasses: ["zone 4"])])
    }

    /// CDS `user_classes_except`: a 1-hour limit for everyone except permit holders, beside
    /// parking for permit holders; the holder is not bound by the limit, everyone else is.
    @Test func anExceptedClassIsNotBound() throws {
        let text = """
            {"version": "1.1", "time_zone": "America/Los_Angeles", "last_updated": 1596130845000, "currency": "USD",
             "data": {"policies": [{"curb_policy_id": "p1", "published_date": 0, "priority": 1,
                "rules": [{"activity": "parking", "max_stay": 1, "max_stay_unit": "hour",
                           "user_classes_except": ["permit"]},
                          {"activity": "parking", "user_classes": ["permit"]}]}],
              "zones": [{"curb_zone_id": "z1", "curb_policy_ids": ["p1"], "published_date": 0,
                         "last_updated_date": 0, "start_date": 0,
                         "location_references": [{"source": "https://sharedstreets.io", "ref_id": "r",
                                                  "start": 0, "end": 4680, "side": "right"}],
                         "geometry": {"type": "LineString", "coordinates": [[-122.68, 45.52], [-122.6794, 45.52]]}}]}}
            """
        let reader = CDSReader()
        let feed = try reader.feed([try reader.read(Array(text.utf8), file: "except.json")]).curbFeed()
        let curb = try #require(CurbInterpreter(feed: feed))
        let arrival = Self.local(2026, 12, 1, 12)
        let visitor = curb.answer(at: Self.point, arrival: arrival)
        let holder = curb.answer(at: Self.point, arrival: arrival, user: CurbUser(classes: ["permit"]))
        #expect(visitor.verdict == .yes)
        #expect(visitor.parkUntil == arrival.addingTimeInterval(3600))
        #expect(holder.verdict == .yes)
        #expect(holder.parkUntil == nil)
    }
}
