import Testing

@testable import ZoneKit

@Suite struct WeekdaySetTests {
    @Test func membership() {
        #expect(WeekdaySet.mondayToFriday.contains(.monday))
        #expect(WeekdaySet.mondayToFriday.contains(.friday))
        #expect(!WeekdaySet.mondayToFriday.contains(.saturday))
        #expect(!WeekdaySet.mondayToFriday.contains(.sunday))
        #expect(WeekdaySet.mondayToSaturday.contains(.saturday))
        #expect(WeekdaySet.everyDay == WeekdaySet(Weekday.allCases))
        #expect(WeekdaySet(rawValue: 0xFF) == .everyDay)
    }

    @Test func descriptionsReadLikeSigns() {
        #expect(WeekdaySet.mondayToFriday.description == "Mon–Fri")
        #expect(WeekdaySet.mondayToSaturday.description == "Mon–Sat")
        #expect(WeekdaySet.everyDay.description == "every day")
        #expect(WeekdaySet([.monday, .thursday]).description == "Mon, Thu")
        #expect(WeekdaySet([.saturday, .sunday]).description == "Sat, Sun")
        #expect(WeekdaySet([.monday, .tuesday, .friday, .saturday, .sunday]).description == "Mon, Tue, Fri–Sun")
        #expect(WeekdaySet().description == "no days")
    }
}
