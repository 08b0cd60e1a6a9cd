import Testing

@testable import ZoneKit

@Suite struct WeekOfMonthSetTests {
    @Test func membershipByWeekNumber() {
        let firstAndThird = WeekOfMonthSet(weeks: [1, 3])
        #expect(firstAndThird == [.first, .third])
        #expect(firstAndThird.contains(week: 1))
        #expect(!firstAndThird.contains(week: 2))
        #expect(firstAndThird.contains(week: 3))
        #expect(!firstAndThird.contains(week: 0))
        #expect(!WeekOfMonthSet.all.contains(week: 6))
        #expect(WeekOfMonthSet.all.contains(week: 5))
    }

    @Test func descriptions() {
        #expect(WeekOfMonthSet.all.description == "every week")
        #expect(WeekOfMonthSet(weeks: [1, 3]).description == "1st & 3rd weeks")
        #expect(WeekOfMonthSet(weeks: [2, 4, 5]).description == "2nd, 4th & 5th weeks")
        #expect(WeekOfMonthSet.fifth.description == "5th week")
    }
}
