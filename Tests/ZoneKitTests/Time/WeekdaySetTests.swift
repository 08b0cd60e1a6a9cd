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

/// The names `--at` and the data give days by.
@Suite struct WeekdayNameTests {
    @Test func everyNameAndAbbreviationInAnyCase() {
        let full = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        for day in Weekday.allCases {
            #expect(Weekday(name: full[day.rawValue]) == day)
            #expect(Weekday(name: full[day.rawValue].uppercased()) == day)
            #expect(Weekday(name: day.shortName) == day)
            #expect(Weekday(name: day.shortName.lowercased()) == day)
        }
        #expect(Weekday(name: "Tues") == .tuesday)
        #expect(Weekday(name: "thur") == .thursday)
        #expect(Weekday(name: "THURS") == .thursday)
    }

    @Test func otherWordsAreNoDay() {
        for word in ["", "tu", "mond", "sundays", "weds", "today", "8am"] {
            #expect(Weekday(name: word) == nil, "\(word)")
        }
    }
}
