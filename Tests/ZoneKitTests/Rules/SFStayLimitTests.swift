import Foundation
import Testing

@testable import ZoneKit

@Suite struct SFStayLimitTests {
    let weekdays = CurbWindow(days: .mondayToFriday, startMinute: 480, endMinute: 1080, holidayClass: .general)

    private func explanation(_ constraint: SFParkingConstraint, arrival: String) throws -> String {
        try #require(constraint.stayLimit(arrival: try sf(arrival))).explanation
    }

    @Test func explanationsSayHowTheDeadlineWasFound() throws {
        let limit = SFParkingConstraint.timeLimit(weekdays, minutes: 120, reason: "2-hour limit")
        #expect(try explanation(limit, arrival: "2026-11-23 06:00") == "2-hour limit starts 8:00 AM")
        #expect(try explanation(limit, arrival: "2026-11-23 09:00") == "2-hour limit applies now")
        #expect(try explanation(limit, arrival: "2026-11-21 12:00") == "2-hour limit starts Mon Nov 23 8:00 AM")
        #expect(
            try explanation(limit, arrival: "2026-11-23 17:30")
                == "2-hour limit: 30 min counted until 6:00 PM, the rest from Tue Nov 24 8:00 AM")
        #expect(
            try explanation(limit, arrival: "2026-11-23 06:00").contains("8:00 AM")
                && !(try explanation(limit, arrival: "2026-11-23 06:00")).contains("Tue"))
    }

    @Test func explanationsOfLongCarryOvers() throws {
        let long = SFParkingConstraint.timeLimit(weekdays, minutes: 1500, reason: "25-hour limit")
        #expect(
            try explanation(long, arrival: "2026-11-23 06:00")
                == "25-hour limit: counted from 8:00 AM over 3 enforcement periods, the last from Wed Nov 25 8:00 AM")
    }

    @Test func explanationsOfNoParking() throws {
        let towAway = SFParkingConstraint.noParking(
            CurbWindow(days: .mondayToFriday, startMinute: 960, endMinute: 1080, holidayClass: .general),
            reason: "tow-away")
        #expect(try explanation(towAway, arrival: "2026-11-23 16:30") == "tow-away in force now, until 6:00 PM")
        #expect(try explanation(towAway, arrival: "2026-11-23 12:00") == "tow-away starts 4:00 PM")
        #expect(try explanation(towAway, arrival: "2026-11-23 19:00") == "tow-away starts Tue Nov 24 4:00 PM")
        let anyTime = SFParkingConstraint.noParking(.allDay(holidayClass: .none), reason: "no parking any time")
        #expect(try explanation(anyTime, arrival: "2026-11-23 19:00") == "no parking any time in force now")
    }
}
